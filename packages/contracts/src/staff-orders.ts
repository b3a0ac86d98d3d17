import { z } from "zod";
import {
  ORDER_STATUS_VALUES,
  type OrderStatusValue,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  REFUND_STATES,
} from "./order-texts.ts";
import { AuditEntrySchema } from "./staff.ts";
import { StaffOrderMoveForm, visibleText as visible } from "./staff-forms.ts";
import { STAFF_ORDER_LIMITS, STAFF_ORDER_MESSAGES } from "./staff-order-texts.ts";
import { wholeNumber } from "./whole-number.ts";

export {
  ILLEGAL_MOVE,
  STAFF_ORDER_LIMITS,
  STAFF_ORDER_MESSAGES,
  STAFF_ORDER_MOVES,
} from "./staff-order-texts.ts";

/** An enum from a GET form: any case, blank for "any". */
function optionalChoice<const T extends readonly string[]>(name: string, values: T) {
  return z
    .string()
    .trim()
    .max(20)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === "" || values.includes(value), {
      message: `${name} must be one of ${values.join(", ")}`,
    })
    .transform((value) => (value === "" ? undefined : (value as T[number])))
    .optional();
}

/** A day as YYYY-MM-DD (a real date), or blank. */
const day = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === "" ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
    { message: STAFF_ORDER_MESSAGES.badDate },
  )
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/**
 * GET /api/v1/staff/orders: filters and search, as the console's GET form sends them (blank fields
 * are "any"). Dates are days in India time, both ends included. `q` finds an order id, a phone (the
 * recipient's or the account's) or the start of a name (the recipient's or the account holder's).
 */
export const StaffOrderListQuerySchema = z
  .object({
    status: optionalChoice("status", ORDER_STATUS_VALUES).describe("Any case; blank for all"),
    paymentMode: optionalChoice("paymentMode", PAYMENT_MODES).describe("ONLINE or CASH; blank for both"),
    from: day.describe("First day placed, YYYY-MM-DD, India time"),
    to: day.describe("Last day placed, YYYY-MM-DD, India time"),
    q: visible("q", STAFF_ORDER_LIMITS.queryMax)
      .optional()
      .describe("An order id, a 10-digit phone, or the start of a name"),
    page: wholeNumber({ min: 0, max: 100_000, message: "page must be a whole number from 0" })
      .default(0)
      .describe("Zero-based"),
    size: wholeNumber({
      min: 1,
      max: STAFF_ORDER_LIMITS.maxPageSize,
      message: `size must be a whole number from 1 to ${STAFF_ORDER_LIMITS.maxPageSize}`,
    }).default(STAFF_ORDER_LIMITS.pageSize),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: STAFF_ORDER_MESSAGES.datesReversed,
    path: ["from"],
  });
export type StaffOrderListQuery = z.infer<typeof StaffOrderListQuerySchema>;

const OrderStatusSchema = z.enum(ORDER_STATUS_VALUES);

/** One order in the staff list. */
export const StaffOrderRowSchema = z
  .object({
    orderId: z.string(),
    orderTime: z.string().describe("ISO 8601"),
    customerName: z.string().describe("The recipient"),
    contact: z.string().describe("The recipient's phone"),
    placedBy: z.object({ name: z.string(), contact: z.string() }).describe("The account holder"),
    status: OrderStatusSchema,
    paymentMode: z.enum(PAYMENT_MODES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    totalAmount: z.number().describe("Rupees"),
  })
  .meta({ id: "StaffOrderRow" });
export type StaffOrderRow = z.infer<typeof StaffOrderRowSchema>;

export const StaffOrderListSchema = z
  .object({
    content: z.array(StaffOrderRowSchema).describe("Newest first"),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: "StaffOrderList" });
export type StaffOrderList = z.infer<typeof StaffOrderListSchema>;

/** A payment attempt of the order at the gateway, with its refund if one was recorded. */
export const StaffPaymentRecordSchema = z
  .object({
    merchantTxnNo: z.string().describe("The shop's number for this attempt at the gateway"),
    gatewayTxnId: z.string().nullable().describe("The gateway's transaction id"),
    status: z.enum(["INITIATED", "PENDING", "SUCCESS", "FAILED", "CANCELLED"]),
    amount: z.number().describe("Rupees"),
    refundFlag: z
      .string()
      .nullable()
      .describe("Why money taken must go back (RESERVATION_EXPIRED, AMOUNT_MISMATCH, ALREADY_PAID)"),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
    refund: z
      .object({
        merchantTxnNo: z.string(),
        state: z.enum(REFUND_STATES),
        amount: z.number(),
        reason: z.string(),
        gatewayTxnId: z.string().nullable(),
        gatewayMessage: z.string().nullable(),
        attempts: z.number().int(),
        requestedAt: z.string(),
        settledAt: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: "StaffPaymentRecord" });
export type StaffPaymentRecord = z.infer<typeof StaffPaymentRecordSchema>;

/** One order as the console shows it: everything to fulfil it, its timeline and its audit. */
export const StaffOrderDetailSchema = StaffOrderRowSchema.extend({
  email: z.string(),
  address: z.string(),
  subTotal: z.number(),
  shippingFee: z.number(),
  discount: z.number(),
  paidAt: z.string().nullable(),
  courierName: z.string().nullable(),
  courierTrackingId: z.string().nullable(),
  items: z.array(
    z.object({
      sno: z.number().int(),
      productName: z.string(),
      tagNo: z.string(),
      itemId: z.number().int(),
      quantity: z.number().int(),
      price: z.number(),
      amount: z.number(),
    }),
  ),
  payments: z.array(StaffPaymentRecordSchema),
  timeline: z.array(z.object({ status: OrderStatusSchema, note: z.string().nullable(), time: z.string() })),
  audit: z.array(AuditEntrySchema),
  allowedMoves: z.array(OrderStatusSchema).describe("Where POST …/status may move it now"),
}).meta({ id: "StaffOrderDetail" });
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;

export const StaffOrderParamsSchema = z.object({
  orderId: z.string().max(64).describe("The public order id"),
});

/**
 * A move: SHIPPED needs the courier and the tracking id, CANCELLED a reason. Whether the move is
 * allowed from where the order is now is the server's (409 naming the allowed moves).
 */
export const StaffOrderStatusBodySchema = StaffOrderMoveForm.meta({ id: "StaffOrderStatusBody" });
export type StaffOrderStatusBody = z.infer<typeof StaffOrderStatusBodySchema>;

export type { OrderStatusValue };
