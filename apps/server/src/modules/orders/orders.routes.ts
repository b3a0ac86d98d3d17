import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  IDEMPOTENCY_HEADER,
  ORDER_CANCEL_WINDOW,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  OrderCancelBodySchema,
  OrderCreatedSchema,
  OrderDetailSchema,
  OrderHistoryQuerySchema,
  OrderHistorySchema,
  OrderParamsSchema,
  OrderQuoteRequestSchema,
  OrderQuoteSchema,
  OrderRequestSchema,
} from "@nagai/contracts/order";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type RequireUser, signedInUser } from "../auth/auth.public.ts";
import type { OrderService } from "./orders.service.ts";

const tags = ["orders"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/** The optional key of a submit; other headers pass through untouched. */
const OrderCreateHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/, ORDER_MESSAGES.idempotencyKeyInvalid)
    .optional()
    .describe(
      "A new random value per order the shopper means to place; the same value again answers the first answer",
    ),
});

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService; requireUser: RequireUser }> = async (
  app,
  { orders, requireUser },
) => {
  app.post(
    "/order/quote",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "What these pieces cost now, and whether they can still be ordered",
        description:
          "For the checkout page before it places an order: each line's current price (and whether it differs " +
          "from the price the page showed), how many are on sale, the subtotal, shipping (free above ₹2,000, " +
          "else ₹99) and total of the lines that can be ordered.",
        body: OrderQuoteRequestSchema,
        response: { 200: OrderQuoteSchema, ...errors },
      },
    },
    async (request) => orders.quote(request.body),
  );

  app.post(
    "/order/create",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Place an order at the catalogue's prices and reserve its pieces",
        description:
          "Prices, subtotal, shipping and total are the server's: the items' `price` and `totalAmount` are " +
          "ignored, and the answer carries the figures charged. `addressId` (one of the shopper's addresses; " +
          "another's is a 404) makes the server write the address line and take the recipient's name and phone " +
          "from it (`customerName`, `contact`); `placedBy` is the signed-in account. A piece sold or held for another order " +
          "is a 409 PIECE_UNAVAILABLE naming it. ONLINE: the pieces are held for " +
          `${ORDER_LIMITS.paymentWindowMinutes} minutes for payment, then the order is cancelled; CASH: sold at once. ` +
          "With an Idempotency-Key, the same request again answers the first answer (Idempotent-Replayed: true) " +
          "and places nothing; the same key with another request is a 422 IDEMPOTENCY_KEY_REUSED.",
        headers: OrderCreateHeadersSchema,
        body: OrderRequestSchema,
        response: { 201: OrderCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await orders.create(
        signedInUser(request),
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
      );
      if (answer.replayed) reply.header("idempotent-replayed", "true");
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    "/order/history",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in shopper's orders, newest first, a page at a time",
        description: `Pages are zero-based, ${ORDER_LIMITS.historyPageSize} orders by default.`,
        querystring: OrderHistoryQuerySchema,
        response: { 200: OrderHistorySchema, ...errors },
      },
    },
    async (request) => orders.history(signedInUser(request), request.query),
  );

  app.get(
    "/order/:orderId",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "One of the signed-in shopper's orders, with its figures and status timeline",
        description: "Another shopper's order is a 404, as is an id nobody has.",
        params: OrderParamsSchema,
        response: { 200: OrderDetailSchema, ...errors },
      },
    },
    async (request) => orders.detail(signedInUser(request), request.params.orderId),
  );

  app.post(
    "/order/:orderId/cancel",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Cancel one of the signed-in shopper's orders, within the cancellation policy",
        description:
          `Allowed while the order is PENDING and less than ${ORDER_CANCEL_WINDOW.hours} hours old (the server's ` +
          "clock), paid or not, online or cash; `cancellable` and `cancellableUntil` on the order say so. Its " +
          "pieces go back on sale at once, the reason is kept in the timeline, and a paid order's payment is " +
          "refunded through the gateway: the answer's `refund` says where it stands (REQUESTED when the gateway " +
          "could not be reached: the shop retries it). Otherwise a 409 NOT_CANCELLABLE that says why (already " +
          "cancelled, too late: contact the shop, or under way). Another shopper's order is a 404.",
        params: OrderParamsSchema,
        body: OrderCancelBodySchema,
        response: { 200: OrderDetailSchema, ...errors },
      },
    },
    async (request) => orders.cancel(signedInUser(request), request.params.orderId, request.body.reason),
  );
};
