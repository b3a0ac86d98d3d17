import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  RATE_CONFIRM_PERCENT,
  RATE_CONFIRMATION_CODE,
  RateConfirmationSchema,
  RateHistoryQuerySchema,
  RateHistorySchema,
  RatesChangeQuerySchema,
  RatesChangeSchema,
  StaffRatesSchema,
} from "@nagai/contracts/rates";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { STAFF_ERRORS, STAFF_TAGS, signedInStaff } from "../staff/staff.public.ts";
import type { CatalogService } from "./catalog.service.ts";
import type { RatesService } from "./rates.service.ts";

/**
 * Today's rates for the staff (issue 26 item 1, decision 046). Registered inside `signedIn`
 * (app.ts): every staff member may change an existing metal's rate; the service answers 403 when
 * someone other than an admin names a new metal (it knows which metals exist only under the lock).
 */
export const staffRatesRoutes: FastifyPluginAsyncZod<{ rates: RatesService }> = async (app, { rates }) => {
  app.get(
    "/rates",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "listStaffRates",
        summary: "Each metal's rate per gram, when and by whom it was last set",
        response: { 200: StaffRatesSchema, ...STAFF_ERRORS },
      },
    },
    async () => rates.list(),
  );

  app.put(
    "/rates",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "changeStaffRates",
        summary: "Set today's rates per gram; reprices every piece weighed at them; audited as rates.change",
        description:
          `A change of more than ${RATE_CONFIRM_PERCENT} % from a metal's rate now answers 409 ` +
          `${RATE_CONFIRMATION_CODE} listing each such metal; the same request with confirm=true applies it. ` +
          "A rate equal to the rate now changes nothing. 403 when a member who is not an admin names a new " +
          "metal; 400 when a rate would price a piece above ₹1 crore (the piece is named). Answers the rates now.",
        querystring: RatesChangeQuerySchema,
        body: RatesChangeSchema,
        response: {
          200: StaffRatesSchema,
          400: ErrorResponseSchema,
          409: RateConfirmationSchema,
          ...STAFF_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const outcome = await rates.change(request.body, signedInStaff(request), {
        confirmed: request.query.confirm === "true",
      });
      if (outcome.kind === "changed") return outcome.rates;
      return reply.code(409).send({
        status: "error",
        error: RATE_CONFIRMATION_CODE,
        message: outcome.message,
        changes: outcome.changes,
      });
    },
  );
};

/**
 * The public rate history (the product page's chart): kept per catalogue version like the other
 * catalogue answers — every rate change writes metal_rates, whose trigger moves the version, so
 * each process forgets it within its version check (decision 002).
 */
export const rateHistoryRoutes: FastifyPluginAsyncZod<{
  rates: RatesService;
  catalog: CatalogService;
}> = async (app, { rates, catalog }) => {
  app.get(
    "/product/rate-history",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Each metal's rates over the last days, oldest first, with who set them",
        querystring: RateHistoryQuerySchema,
        response: { 200: RateHistorySchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { metal, days } = request.query;
      // The window slides with the clock: the hour in the key bounds how far a kept answer lags it.
      const hour = Math.floor(Date.now() / 3_600_000);
      const body = await catalog.cachedAnswer(`rate-history:${hour}:${days ?? ""}:${metal ?? ""}`, () =>
        rates.history({ metal, days }),
      );
      // The cache keeps serialized JSON; sent as it is (catalog.routes.ts's sendJson).
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(body);
    },
  );
};
