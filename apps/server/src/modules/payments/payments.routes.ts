import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  GatewayMessageSchema,
  PaymentAdviceResponseSchema,
  PaymentInitiateSaleBodySchema,
  PaymentInitiateSaleResponseSchema,
  PaymentRedirectBodySchema,
} from "@nagai/contracts/payment";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { toPayPhiFields } from "../../providers/payment-gateway/payment-gateway.public.ts";
import { type RequireUser, signedInUser } from "../auth/auth.public.ts";
import { acceptForms } from "./form-body.ts";
import { type PaymentsService, returnPage } from "./payments.service.ts";

const tags = ["payment"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  503: ErrorResponseSchema.describe(
    "GATEWAY_UNAVAILABLE (with Retry-After): the payment gateway failed; or the database is away",
  ),
};
/** Where the gateway sends the shopper's browser back to, under the API's prefix. */
export const RETURN_PATH = "/payment/return";
export const ADVICE_PATH = "/payment/advice";

export interface PaymentRoutesOptions {
  payments: PaymentsService;
  requireUser: RequireUser;
  publicOrigin: string | undefined;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { payments, requireUser, publicOrigin },
) => {
  // The gateway posts its return and advice as forms.
  acceptForms(app);
  /** The absolute URL of the browser's return: the public origin, else the request's own. */
  const returnUrl = (request: FastifyRequest) =>
    `${publicOrigin ?? `${request.protocol}://${request.host}`}/api/v1${RETURN_PATH}`;
  const fieldsOf = (message: unknown) => toPayPhiFields(message) ?? {};

  app.post(
    "/payment/initiate-sale",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Start paying one of the signed-in shopper's online orders (ICICI PayPhi SALE)",
        description:
          "`merchantTxnNo` is the order's id. The server asks the gateway for a sale of the order's own total " +
          "(currency 356, payType 0, SALE) under a new gateway transaction number, with the order's e-mail and " +
          "number and the shop's own return address; the client's returnURL, e-mail and number are ignored. An " +
          "`amount` other than the order's total is a 409 AMOUNT_MISMATCH; another shopper's order a 404; a cash, " +
          "paid, cancelled or expired order a 409 NOT_PAYABLE; a gateway that cannot be reached, refuses the " +
          "sale or answers unsigned a 503 GATEWAY_UNAVAILABLE with Retry-After (the attempt is closed; try again).",
        body: PaymentInitiateSaleBodySchema,
        response: { 200: PaymentInitiateSaleResponseSchema, ...errors },
      },
    },
    async (request) => payments.initiateSale(signedInUser(request), request.body, returnUrl(request)),
  );

  app.post(
    "/payment/redirect-url",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The address of the gateway's payment page, as plain text",
        description:
          "For a tranCtx of one of the signed-in shopper's payments: the gateway's redirectURI as it answered " +
          "initiate-sale (not the body's) with `?tranCtx=`. Another shopper's tranCtx is a 404; a payment " +
          "already answered by the gateway a 409.",
        body: PaymentRedirectBodySchema,
        response: {
          200: {
            description: "The address to navigate to",
            content: { "text/plain": { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .send(await payments.redirectAddress(signedInUser(request), request.body)),
  );

  const returnDescription =
    "The gateway sends the shopper's browser here with its signed answer (query or form). The secureHash " +
    "is checked (400 BAD_SIGNATURE), the gateway's STATUS decides, and the browser goes (303) to " +
    "/payment-success?orderId=… when the order is paid, else to /orders?payment=failed|cancelled|pending|refund&orderId=… " +
    "(pending too when the STATUS query fails).";
  app.get(
    RETURN_PATH,
    {
      schema: {
        tags,
        summary: "The browser's return from the gateway",
        description: returnDescription,
        querystring: GatewayMessageSchema,
        response: { 303: z.null().describe("To the payment's page"), ...errors },
      },
    },
    async (request, reply) => {
      const { payment, orderId } = await payments.receive(fieldsOf(request.query), "return");
      return reply.redirect(returnPage(payment, orderId), 303);
    },
  );
  app.post(
    RETURN_PATH,
    {
      schema: {
        tags,
        summary: "The browser's return from the gateway, as a form post",
        description: returnDescription,
        body: GatewayMessageSchema,
        response: { 303: z.null().describe("To the payment's page"), ...errors },
      },
    },
    async (request, reply) => {
      const { payment, orderId } = await payments.receive(fieldsOf(request.body), "return");
      return reply.redirect(returnPage(payment, orderId), 303);
    },
  );

  app.post(
    ADVICE_PATH,
    {
      schema: {
        tags,
        summary: "The gateway's server-to-server payment advice",
        description:
          "Form or JSON, signed. Checked like the return, applied once (a replay changes nothing), settled by " +
          "the gateway's STATUS. 400 BAD_SIGNATURE for a missing or wrong hash, 404 for an unknown " +
          "merchantTxnNo, 503 GATEWAY_UNAVAILABLE with Retry-After when the STATUS query fails (the gateway " +
          "sends its advice again).",
        body: GatewayMessageSchema,
        response: { 200: PaymentAdviceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { payment } = await payments.receive(fieldsOf(request.body), "advice");
      return {
        status: "success" as const,
        merchantTxnNo: payment.merchantTxnNo,
        paymentStatus: payment.status,
      };
    },
  );
};
