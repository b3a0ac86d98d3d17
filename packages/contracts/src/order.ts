import { z } from "zod";
import {
  ORDER_CANCEL_REASON_LIMITS,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDER_STATUS_VALUES,
  type OrderStatusValue,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  REFUND_STATES,
} from "./order-texts.ts";
import { INTEGER_MAX, wholeNumber } from "./whole-number.ts";

export {
  IDEMPOTENCY_HEADER,
  ORDER_CANCEL_REASON_LIMITS,
  ORDER_CANCEL_REASONS,
  ORDER_CANCEL_WINDOW,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDER_STATUS_COLOURS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_VALUES,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  REFUND_STATES,
} from "./order-texts.ts";

const sno = wholeNumber({ min: 1, max: INTEGER_MAX, message: "sno must be a piece number" });
const quantity = wholeNumber({
  min: 1,
  max: ORDER_LIMITS.maxQuantity,
  message: "quantity must be a whole number from 1",
  tooLarge: `quantity may be at most ${ORDER_LIMITS.maxQuantity}`,
});
/** A figure the client shows (a price, a total): read as a number, never trusted. */
const shownAmount = z.number({ error: "must be a number" }).finite().min(0, "must not be negative");
/** Text the client sends along that the server replaces with the catalogue's: typed, then ignored. */
const ignoredText = z
  .union([z.string().max(500), z.number().finite()])
  .nullable()
  .optional();

/**
 * One line of the spec's order request: the piece is `sno`; its name, price, item id, tag number
 * and image are the catalogue's, whatever the client sends.
 */
export const OrderRequestItemSchema = z.object({
  sno,
  quantity,
  productId: ignoredText.describe("Ignored: itemId minus tagNo on the client"),
  productName: ignoredText.describe("Ignored: the catalogue's name is used"),
  price: shownAmount.optional().describe("Ignored: the catalogue's price is charged"),
  itemId: ignoredText.describe("Ignored"),
  tagNo: ignoredText.describe("Ignored"),
  imagePath: ignoredText.describe("Ignored"),
});

/** Visible text: no control characters (the NUL guard runs first; this catches the rest). */
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} may be at most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, `${name} must not contain control characters`);

/**
 * The spec's order request (seed 001 section 3), plus `addressId`: one of the shopper's own saved
 * addresses, from which the server writes the one-line address itself (another shopper's is a
 * 404). `totalAmount` and the items' prices are read and ignored: the server charges the
 * catalogue's prices.
 */
export const OrderRequestSchema = z
  .object({
    customerName: text("customerName", 100).describe(
      "Who the parcel goes to; with addressId the saved address's name is used instead",
    ),
    contact: z
      .string({ error: "Phone number must be 10 digits" })
      .trim()
      .regex(/^\d{10}$/, "Phone number must be 10 digits")
      .describe("The recipient's phone; with addressId the saved address's phone is used instead"),
    email: z
      .string({ error: "email is required" })
      .trim()
      .max(254)
      .pipe(z.email("email must be an email address")),
    totalAmount: shownAmount.optional().describe("Ignored: the server's total is charged and answered"),
    address: text("address", 500)
      .optional()
      .describe("One line: addressLine, locality, city, state - pincode, country"),
    addressId: wholeNumber({ min: 1, max: INTEGER_MAX, message: "addressId must be an address number" })
      .optional()
      .describe(
        "One of the shopper's saved addresses; when given, the server writes the address line and takes " +
          "the recipient's name and phone from it",
      ),
    paymentMode: z.enum(PAYMENT_MODES, { error: "paymentMode must be ONLINE or CASH" }),
    items: z
      .array(OrderRequestItemSchema, { error: "items must be a list" })
      .min(1, "Your cart is empty")
      .max(ORDER_LIMITS.maxLines, `An order may hold at most ${ORDER_LIMITS.maxLines} pieces.`),
  })
  .refine((body) => body.address !== undefined || body.addressId !== undefined, {
    message: "Please select a delivery address",
    path: ["address"],
  })
  .meta({ id: "OrderRequest" });
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

export const OrderStatusSchema = z.enum(ORDER_STATUS_VALUES).meta({ id: "OrderStatus" });

/** One line of an order as charged: the catalogue's name and price at ordering time. */
export const OrderItemSchema = z
  .object({
    id: z.number().int().describe("The line's id"),
    sno: z.number().int().describe("The piece"),
    productName: z.string(),
    quantity: z.number().int(),
    price: z.number().describe("Price of one, rupees, as charged"),
    amount: z.number().describe("price × quantity, rupees"),
    image_path: z.string().nullable().describe("The piece's first image's media path"),
    tagno: z.string(),
    itemId: z.number().int(),
  })
  .meta({ id: "OrderItem" });

/** The refund of a cancelled, paid order (decision 038); null when there is nothing to refund. */
export const OrderRefundSchema = z
  .object({
    state: z
      .enum(REFUND_STATES)
      .describe(
        "REQUESTED: recorded, the gateway not yet sure; SUCCEEDED: the gateway took it; FAILED: refused, the shop retries",
      ),
    amount: z.number().describe("Rupees: the whole payment, shipping included"),
    requestedAt: z.string().describe("ISO 8601"),
    settledAt: z.string().nullable().describe("When the gateway answered, ISO 8601"),
  })
  .meta({ id: "OrderRefund" });
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** An order in the history list (seed 001 section 3, "Order (history item)"). */
export const OrderSummarySchema = z
  .object({
    orderId: z
      .string()
      .describe("The public order id: /payment/{orderId} and /orderdetail/{orderId} carry it"),
    orderTime: z.string().describe("When it was placed, ISO 8601"),
    customerName: z.string().describe("Who the parcel goes to, as chosen at ordering time"),
    contact: z.string().describe("The recipient's phone, as chosen at ordering time"),
    placedBy: z
      .object({
        name: z.string().describe("The account's username"),
        contact: z.string().describe("The account's mobile number"),
      })
      .describe("The account holder who placed the order, as they were at ordering time"),
    status: OrderStatusSchema,
    totalAmount: z.number().describe("What the order costs, rupees"),
    paymentMode: z.enum(PAYMENT_MODES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    courierTrackingId: z.string().nullable(),
    orderItems: z.array(OrderItemSchema),
    cancellable: z
      .boolean()
      .describe("Whether POST /order/{orderId}/cancel would cancel it now (PENDING and within the window)"),
    cancellableUntil: z
      .string()
      .nullable()
      .describe("While PENDING: the end of the cancellation window (placed + 2 hours), ISO 8601"),
    refund: OrderRefundSchema.nullable(),
  })
  .meta({ id: "OrderSummary" });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderTimelineEntrySchema = z
  .object({
    status: OrderStatusSchema,
    note: z.string().nullable(),
    time: z.string().describe("ISO 8601"),
  })
  .meta({ id: "OrderTimelineEntry" });

/** One order as the detail page shows it: the order's own figures, never invented ones. */
export const OrderDetailSchema = OrderSummarySchema.extend({
  email: z.string(),
  address: z.string().describe("One line, comma separated"),
  subTotal: z.number().describe("Sum of the lines, rupees"),
  shippingFee: z.number().describe("Rupees: free above ₹2,000, else ₹99"),
  discount: z.number().describe("Rupees"),
  paidAt: z.string().nullable().describe("When an ONLINE order's payment was confirmed"),
  reservationExpiresAt: z
    .string()
    .nullable()
    .describe("For an ONLINE order awaiting payment: when its pieces go back on sale"),
  timeline: z.array(OrderTimelineEntrySchema).describe("Every status change, oldest first"),
}).meta({ id: "OrderDetail" });
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderCreatedSchema = z
  .object({
    status: z.literal("success"),
    orderId: z.string(),
    data: OrderDetailSchema,
  })
  .meta({ id: "OrderCreated" });
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/**
 * Cancelling one's own order (decision 038): why, as visible text. The dialog offers
 * ORDER_CANCEL_REASONS and a note; the API keeps whatever text comes, bounded.
 */
export const OrderCancelBodySchema = z
  .object({
    reason: z
      .string({ error: ORDER_MESSAGES.cancelReasonRequired })
      .trim()
      .min(1, ORDER_MESSAGES.cancelReasonRequired)
      .max(ORDER_CANCEL_REASON_LIMITS.maxLength, ORDER_MESSAGES.cancelReasonTooLong)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
      .regex(/^[^\u0000-\u001f\u007f]*$/, ORDER_MESSAGES.cancelReasonInvalid),
  })
  .meta({ id: "OrderCancelBody" });
export type OrderCancelBody = z.infer<typeof OrderCancelBodySchema>;

export const OrderParamsSchema = z.object({
  orderId: z.string().max(64).describe("The public order id"),
});

/** A status in any case, or nothing: `pending`, `Shipped`; the document's pattern says the same. */
const STATUS_FILTER_PATTERN = `^\\s*(?:${ORDER_STATUS_VALUES.map((value) =>
  [...value].map((letter) => `[${letter}${letter.toLowerCase()}]`).join(""),
).join("|")})?\\s*$`;

const statusFilter = z
  .string()
  .trim()
  .max(20)
  .meta({ pattern: STATUS_FILTER_PATTERN })
  .transform((value) => value.toUpperCase())
  .refine((value) => value === "" || (ORDER_STATUS_VALUES as readonly string[]).includes(value), {
    message: `status must be one of ${ORDER_STATUS_VALUES.join(", ")}`,
  })
  .transform((value) => (value === "" ? undefined : (value as OrderStatusValue)));

export const OrderHistoryQuerySchema = z.object({
  page: wholeNumber({ min: 0, max: 100_000, message: "page must be a whole number from 0" })
    .default(0)
    .describe("Zero-based"),
  size: wholeNumber({
    min: 1,
    max: ORDER_LIMITS.maxPageSize,
    message: `size must be a whole number from 1 to ${ORDER_LIMITS.maxPageSize}`,
  }).default(ORDER_LIMITS.historyPageSize),
  status: statusFilter.optional().describe("Only orders in this status (any case); empty for all"),
});
export type OrderHistoryQuery = z.infer<typeof OrderHistoryQuerySchema>;

export const OrderHistorySchema = z
  .object({
    content: z.array(OrderSummarySchema).describe("Newest first"),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: "OrderHistory" });
export type OrderHistory = z.infer<typeof OrderHistorySchema>;

/** The checkout page's question: what would these pieces cost now, and are they still there? */
export const OrderQuoteRequestSchema = z
  .object({
    items: z
      .array(
        z.object({
          sno,
          quantity,
          price: shownAmount.optional().describe("The price the page showed, rupees: a change is reported"),
        }),
        { error: "items must be a list" },
      )
      .min(1, "Your cart is empty")
      .max(ORDER_LIMITS.maxLines, `An order may hold at most ${ORDER_LIMITS.maxLines} pieces.`),
  })
  .meta({ id: "OrderQuoteRequest" });
export type OrderQuoteRequest = z.infer<typeof OrderQuoteRequestSchema>;

export const QUOTE_CHANGES = ["PRICE_CHANGED", "UNAVAILABLE", "NOT_ENOUGH", "UNKNOWN_PIECE"] as const;

export const OrderQuoteLineSchema = z
  .object({
    sno: z.number().int(),
    productName: z.string().nullable().describe("Null for a piece the catalogue no longer has"),
    quantity: z.number().int().describe("As asked"),
    price: z.number().nullable().describe("Price of one now, rupees"),
    shownPrice: z.number().nullable().describe("The price the page sent, if any"),
    amount: z.number().describe("price × quantity now, rupees (0 when it cannot be ordered)"),
    available: z.number().int().describe("Pieces on sale now"),
    changes: z.array(z.enum(QUOTE_CHANGES)).describe("Empty when the line can be ordered as shown"),
    message: z.string().nullable().describe("What changed, for the shopper"),
  })
  .meta({ id: "OrderQuoteLine" });
export type OrderQuoteLine = z.infer<typeof OrderQuoteLineSchema>;

export const OrderQuoteSchema = z
  .object({
    lines: z.array(OrderQuoteLineSchema),
    subTotal: z.number().describe("Rupees, of the lines that can be ordered"),
    shippingFee: z.number(),
    total: z.number(),
    orderable: z.boolean().describe("Every line can be ordered as asked"),
    changed: z.boolean().describe("Some line differs from what the page showed"),
    cashOnDelivery: z
      .object({
        available: z.boolean().describe("The total is within the cash-on-delivery limit"),
        maxOrderAmount: z.number().describe("Rupees: the largest order total paid in cash (0: none)"),
        message: z.string().nullable().describe("Why not, for the shopper"),
      })
      .describe("Whether this order may be paid on delivery (decision 036)"),
  })
  .meta({ id: "OrderQuote" });
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;
