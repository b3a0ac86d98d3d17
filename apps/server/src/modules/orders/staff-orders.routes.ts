import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  STAFF_ORDER_MOVES,
  StaffOrderDetailSchema,
  StaffOrderListQuerySchema,
  StaffOrderListSchema,
  StaffOrderParamsSchema,
  StaffOrderStatusBodySchema,
} from "@nagai/contracts/staff-orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { STAFF_ERRORS, STAFF_TAGS, signedInStaff } from "../staff/staff.public.ts";
import type { StaffOrders } from "./staff-orders.service.ts";

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, ...STAFF_ERRORS };
const moves = Object.entries(STAFF_ORDER_MOVES)
  .filter(([, to]) => to.length > 0)
  .map(([from, to]) => `${from} → ${to.join(" | ")}`)
  .join("; ");

/** The staff console's orders (issue 25 item 3, decision 045), registered behind requireStaff. */
export const staffOrderRoutes: FastifyPluginAsyncZod<{ staffOrders: StaffOrders }> = async (
  app,
  { staffOrders },
) => {
  app.get(
    "/orders",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "listStaffOrders",
        summary: "Every shopper's orders, newest first, filtered and searched, a page at a time",
        description:
          "Filters: status, paymentMode, from and to (days placed, India time, both included); blank means any. " +
          "`q` finds an order id (NG…), a 10-digit phone (the recipient's or the account's) or the start of " +
          "a name (the recipient's or the account holder's). Pages are zero-based.",
        querystring: StaffOrderListQuerySchema,
        response: { 200: StaffOrderListSchema, ...errors },
      },
    },
    async (request) => staffOrders.list(request.query),
  );

  app.get(
    "/orders/:orderId",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "getStaffOrder",
        summary: "One order with its items, address, contact, payments, refunds, timeline and audit",
        params: StaffOrderParamsSchema,
        response: { 200: StaffOrderDetailSchema, ...errors },
      },
    },
    async (request) => staffOrders.detail(request.params.orderId),
  );

  app.post(
    "/orders/:orderId/status",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "moveStaffOrder",
        summary: "Move an order to its next status",
        description:
          `The moves: ${moves}. An online order moves to PROCESSING only once its payment is confirmed. ` +
          "SHIPPED needs courierName and trackingId, CANCELLED a reason (400 without). Any other move is a 409 " +
          "ILLEGAL_STATUS_MOVE naming the moves allowed now; of two moves at once one wins, the other gets the " +
          "409. Each move is added to the shopper's timeline, sent to them by SMS and written to the audit log. " +
          "Cancelling puts the pieces back on sale and refunds a paid order through the gateway (the answer's " +
          "payments show the refund's state). The answer is the order as it is after.",
        params: StaffOrderParamsSchema,
        body: StaffOrderStatusBodySchema,
        response: { 200: StaffOrderDetailSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => staffOrders.move(signedInStaff(request), request.params.orderId, request.body),
  );
};
