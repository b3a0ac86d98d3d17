import { DeliveryCheckSchema, PincodeParamsSchema } from "@nagai/contracts/delivery";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DeliveryService } from "./delivery.service.ts";

/**
 * The shopper's delivery check (issue 26 item 6, decision 048): public, read fresh from the table
 * on every call, so a staff import counts at once on every process.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  app.get(
    "/delivery/pincode/:pincode",
    {
      schema: {
        tags: ["delivery"],
        operationId: "getDeliveryByPincode",
        summary:
          "Whether the shop delivers to a PIN code, in how many business days, and whether cash on delivery is offered",
        description:
          "Metro PIN codes 2–5 business days, others 5–8 (the shipping policy). A valid PIN code not in " +
          "the shop's list answers serviceable: false; while the list is empty (a shop that has not " +
          "imported its PIN codes) every valid PIN code is served at 5–8 days with cash on delivery. " +
          "A PIN code that is not 6 digits, or starts with 0, is a 400.",
        params: PincodeParamsSchema,
        response: { 200: DeliveryCheckSchema },
      },
    },
    async (request) => delivery.check(request.params.pincode),
  );
};
