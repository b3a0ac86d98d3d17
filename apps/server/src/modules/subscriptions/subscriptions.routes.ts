import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  SUBSCRIPTION_MESSAGES,
  SubscribedSchema,
  SubscriptionBodySchema,
} from "@nagai/contracts/subscription";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SubscriptionsService } from "./subscriptions.service.ts";

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  perAddressPerHour: number;
}> = async (app, { subscriptions, perAddressPerHour }) => {
  app.post(
    "/subscriptions",
    {
      schema: {
        tags: ["subscriptions"],
        summary: "Subscribe an e-mail address to the shop's news (the coming-soon form)",
        description:
          "Ours: the spec's form posted nowhere. The address is kept once, compared without regard to case " +
          "and stored in lower case. A new address and one already on the list get the same 200 and message, " +
          "so the answer never says whether an address had subscribed. No mail is sent. " +
          `At most ${perAddressPerHour} an hour from one client address, then 429 with Retry-After ` +
          `("${SUBSCRIPTION_MESSAGES.tooManyRequests}").`,
        body: SubscriptionBodySchema,
        response: { 200: SubscribedSchema, 429: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => subscriptions.subscribe(request.body, request.ip),
  );
};
