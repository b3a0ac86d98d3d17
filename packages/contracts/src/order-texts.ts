// The orders' limits, statuses and texts, word for word where the spec gives them (seed 001
// sections 4, 5, 8 and 9). No Zod here: the storefront's checkout, orders and detail pages import
// this file, and Zod would grow their bundle (as with cart-texts.ts). The schemas are in order.ts.

/** Order statuses in the order they happen; CANCELLED ends an order from PENDING or PROCESSING. */
export const ORDER_STATUS_VALUES = ["PENDING", "PROCESSING", "SHIPPED", "DELIVERED", "CANCELLED"] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

/** The spec's label and timeline text of each status (seed 001 section 4). */
export const ORDER_STATUS_LABELS: Record<OrderStatusValue, { label: string; description: string }> = {
  PENDING: { label: "Pending", description: "Order confirmed" },
  PROCESSING: { label: "Processing", description: "Preparing your items" },
  SHIPPED: { label: "Shipped", description: "Order has been shipped" },
  DELIVERED: { label: "Delivered", description: "Order delivered successfully" },
  CANCELLED: { label: "Cancelled", description: "Order was cancelled" },
};

/**
 * The status badge's colour (seed 001 section 4): the orders list and dashboard use one set, the
 * detail page another; any other status is grey. Matching is case-insensitive.
 */
export const ORDER_STATUS_COLOURS = {
  list: { DELIVERED: "green", SHIPPED: "blue", PENDING: "amber", PROCESSING: "amber", CANCELLED: "red" },
  detail: { PENDING: "blue", PROCESSING: "purple", SHIPPED: "orange", DELIVERED: "green", CANCELLED: "red" },
  other: "grey",
} as const satisfies Record<"list" | "detail", Record<OrderStatusValue, string>> & { other: string };

export const PAYMENT_MODES = ["ONLINE", "CASH"] as const;
export type PaymentModeValue = (typeof PAYMENT_MODES)[number];

/**
 * Where an order's money stands, derived on the server: an ONLINE order awaits payment until it
 * is paid or its pieces' hold expires; a CASH order is paid on delivery. A cancelled order not
 * paid is NOT_PAID, whichever its mode.
 */
export const PAYMENT_STATUSES = ["AWAITING_PAYMENT", "PAID", "PAY_ON_DELIVERY", "NOT_PAID"] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

export const ORDER_LIMITS = {
  /** Distinct pieces in one order: a full cart. */
  maxLines: 50,
  /** The most of one piece a line may ask for, as in the cart. */
  maxQuantity: 10,
  /** An unpaid ONLINE order holds its pieces this long, then is cancelled and they go back on sale. */
  paymentWindowMinutes: 15,
  /** Order history: the spec's page size, the dashboard's, and the most one page may ask for. */
  historyPageSize: 10,
  dashboardPageSize: 3,
  /** The detail page of the spec asks for page 1 size 100 (seed 001 section 7). */
  maxPageSize: 100,
  /** Pagination window of the orders page. */
  paginationWindow: 5,
} as const;

/**
 * The cancellation policy's window (decision 038): a shopper may cancel a PENDING order this long
 * after placing it, by the server's clock. The policy pages read their "2 hours" from here.
 */
export const ORDER_CANCEL_WINDOW = {
  hours: 2,
  ms: 2 * 60 * 60_000,
} as const;

/** The reasons the Cancel dialog offers; the API takes any visible text up to `maxLength`. */
export const ORDER_CANCEL_REASONS = [
  "Ordered by mistake",
  "Want to change the pieces or the address",
  "Found a better price elsewhere",
  "Delivery takes too long",
  "Other",
] as const;

export const ORDER_CANCEL_REASON_LIMITS = { maxLength: 300 } as const;

/** Where the refund of a cancelled, paid order stands (decision 038). */
export const REFUND_STATES = ["REQUESTED", "SUCCEEDED", "FAILED"] as const;
export type RefundStateValue = (typeof REFUND_STATES)[number];

export { IDEMPOTENCY_HEADER } from "./constants.ts";

/** The spec's texts (seed 001 sections 5 and 8), and the server's own where the spec has none. */
export const ORDER_MESSAGES = {
  selectAddress: "Please select a delivery address",
  cartEmpty: "Your cart is empty",
  createdWithoutId: "Order created but orderId not returned.",
  createFailed: (message: string) => `Failed to create order: ${message}`,
  notFoundTitle: "Order not found",
  notFoundDetail: "We couldn't find details for this order. Please check your order ID.",
  noOrders: "No orders yet",
  listFailedTitle: "Something went wrong",
  listFailedDetail: "Please try refreshing the page.",
  /** A piece another shopper bought or holds, or one the catalogue no longer has. */
  pieceUnavailable: (item: string) => `Sorry, ${item} is no longer available.`,
  notForSale: (item: string) => `Sorry, ${item} is not for sale.`,
  unknownPiece: (sno: number) => `Piece ${sno} is no longer available.`,
  /** The quote's notes for the checkout page, with amounts already formatted in rupees. */
  priceChanged: (item: string, was: string, now: string) =>
    `The price of ${item} changed from ${was} to ${now}.`,
  notEnough: (item: string, available: number) =>
    available === 1 ? `Only 1 of ${item} is available.` : `Only ${available} of ${item} are available.`,
  duplicatePiece: (sno: number) =>
    `Piece ${sno} appears twice in the order: send each piece once, with its quantity.`,
  tooManyLines: `An order may hold at most ${ORDER_LIMITS.maxLines} pieces.`,
  addressRequired: "address or addressId is required",
  orderTooLarge: "This order is larger than we can take online. Please split it into smaller orders.",
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different order. Use a new key for a new order.",
  idempotencyKeyInvalid: "Idempotency-Key must be 1 to 128 visible ASCII characters.",
  /**
   * What one shopper may hold at once (decision 036): each refusal says which limit and what to do.
   * The figures are the shop's settings; amounts come formatted in rupees.
   */
  unpaidOrdersLimit: (max: number) =>
    `You already have ${max === 1 ? "an order" : `${max} orders`} awaiting payment. Please pay for ${max === 1 ? "it" : "one of them"} on your Orders page, or wait until its pieces are released (${ORDER_LIMITS.paymentWindowMinutes} minutes after ordering), then order again.`,
  unpaidOrdersPerNumberLimit: (max: number) =>
    `This mobile number already has ${max === 1 ? "an order" : `${max} orders`} awaiting payment. Please pay for ${max === 1 ? "it" : "one of them"}, or wait until its pieces are released (${ORDER_LIMITS.paymentWindowMinutes} minutes after ordering), then order again.`,
  heldPiecesLimit: (max: number, held: number) =>
    `One shopper may have at most ${max} pieces at once in orders awaiting payment or delivery, and you have ${held}. Please order fewer pieces, or pay for your orders awaiting payment first.`,
  heldValueLimit: (max: string, held: string) =>
    `One shopper may have orders worth at most ${max} at once awaiting payment or delivery, and yours come to ${held}. Please order less, or pay for your orders awaiting payment first.`,
  cashOrdersLimit: (max: number) =>
    max === 0
      ? "Cash on delivery is not available. Please choose Pay Online."
      : `You already have ${max === 1 ? "a cash on delivery order" : `${max} cash on delivery orders`} awaiting delivery. Please choose Pay Online for this order.`,
  cashOrderTooLarge: (max: string) =>
    `Cash on delivery is available for orders up to ${max}. Please choose Pay Online for this order.`,
  cashUnavailable: "Cash on delivery is not available. Please choose Pay Online.",
  placed: "Order placed",
  awaitingPayment: `Awaiting payment: the pieces are held for ${ORDER_LIMITS.paymentWindowMinutes} minutes.`,
  paymentReceived: "Payment received",
  expired: `Payment was not received within ${ORDER_LIMITS.paymentWindowMinutes} minutes.`,
  /** The timeline's note when the shopper cancels: the reason, as they gave it. */
  cancelledByShopper: (reason: string) => `Cancelled by you: ${reason}`,
  cancelReasonRequired: "Please tell us why you are cancelling",
  cancelReasonTooLong: `The reason may be at most ${ORDER_CANCEL_REASON_LIMITS.maxLength} characters`,
  cancelReasonInvalid: "The reason must not contain control characters",
  alreadyCancelled: "This order is already cancelled.",
  cancelTooLate: `Orders can be cancelled within ${ORDER_CANCEL_WINDOW.hours} hours of placing them, and this one was placed earlier. Please contact the shop: we will help if it has not left us yet.`,
  cancelAfterPending: (status: string) =>
    `This order is ${status.toLowerCase()} and can no longer be cancelled here. Please contact the shop.`,
  cancelled: "Your order is cancelled and its pieces are released.",
  /** The confirmation SMS, sent to the account's own verified number. */
  confirmationSms: (orderId: string, amount: string, online: boolean) =>
    online
      ? `Nagai: order ${orderId} for ${amount} is placed. Please complete payment within ${ORDER_LIMITS.paymentWindowMinutes} minutes to keep your pieces.`
      : `Nagai: order ${orderId} for ${amount} is confirmed. Pay on delivery.`,
} as const;
