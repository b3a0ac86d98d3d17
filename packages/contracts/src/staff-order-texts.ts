// The staff console's orders (issue 25 item 3, decision 045): the moves an order may make and the
// texts the API and the pages share. No Zod here: the console's pages import this file, and Zod
// would grow their bundle (as with order-texts.ts). The schemas are in staff-orders.ts.
import { ORDER_STATUS_LABELS, type OrderStatusValue } from "./order-texts.ts";

/**
 * The moves the staff may make (issue 25): PENDING → PROCESSING → SHIPPED → DELIVERED, and
 * CANCELLED from PENDING or PROCESSING. Nothing else: DELIVERED and CANCELLED end an order.
 */
export const STAFF_ORDER_MOVES: Record<OrderStatusValue, readonly OrderStatusValue[]> = {
  PENDING: ["PROCESSING", "CANCELLED"],
  PROCESSING: ["SHIPPED", "CANCELLED"],
  SHIPPED: ["DELIVERED"],
  DELIVERED: [],
  CANCELLED: [],
};

/** The error code of a refused move (409): the message names the moves allowed. */
export const ILLEGAL_MOVE = "ILLEGAL_STATUS_MOVE";

export const STAFF_ORDER_LIMITS = {
  pageSize: 20,
  maxPageSize: 100,
  courierMax: 60,
  trackingMax: 60,
  reasonMax: 300,
  queryMax: 100,
} as const;

const label = (status: OrderStatusValue) => ORDER_STATUS_LABELS[status].label;
const list = (statuses: readonly OrderStatusValue[]) =>
  statuses.length === 0 ? "none" : statuses.map((status) => `${label(status)} (${status})`).join(" or ");

export const STAFF_ORDER_MESSAGES = {
  notFound: "Order not found",
  /** A refused move names where the order is and where it may go. */
  illegalMove: (from: OrderStatusValue, to: OrderStatusValue, allowed: readonly OrderStatusValue[]) =>
    allowed.length === 0
      ? `This order is ${label(from)} and cannot move any more (not to ${label(to)}).`
      : `This order is ${label(from)}: it can move to ${list(allowed)}, not to ${label(to)}.`,
  awaitingPayment: (allowed: readonly OrderStatusValue[]) =>
    `This online order's payment is not confirmed yet: it can move to Processing once paid. Now it can move to ${list(allowed)}.`,
  courierRequired: "Courier name is required to ship an order",
  trackingRequired: "Tracking id is required to ship an order",
  reasonRequired: "A reason is required to cancel an order",
  badDate: "Dates are YYYY-MM-DD",
  datesReversed: "The 'from' date must not be after the 'to' date",
  badText: (name: string) => `${name} must not contain control characters`,
  /** What the shopper's timeline says of each move (their /orderdetail "View all updates"). */
  timeline: {
    PROCESSING: "Your order is being prepared",
    SHIPPED: (courier: string, tracking: string) => `Shipped with ${courier}, tracking id ${tracking}`,
    DELIVERED: "Delivered",
    CANCELLED: (reason: string) => `Cancelled by the shop: ${reason}`,
  },
  /**
   * The SMS to the shopper's verified number for each move: "Nagai: your order {var1} {var2}.",
   * the news as the gateway's registered template's second variable (SMS_HTTP_ORDER_STATUS_TEMPLATE_ID).
   */
  sms: {
    news: {
      PROCESSING: () => "is being prepared",
      SHIPPED: (courier: string, tracking: string) => `has shipped with ${courier}, tracking id ${tracking}`,
      DELIVERED: () => "has been delivered. Thank you",
      CANCELLED: (refunded: boolean) =>
        refunded ? "was cancelled by the shop. Your payment is being refunded" : "was cancelled by the shop",
    },
    body: (orderId: string, news: string) => `Nagai: your order ${orderId} ${news}.`,
    PROCESSING: (orderId: string) => `Nagai: your order ${orderId} is being prepared.`,
    SHIPPED: (orderId: string, courier: string, tracking: string) =>
      `Nagai: your order ${orderId} has shipped with ${courier}, tracking id ${tracking}.`,
    DELIVERED: (orderId: string) => `Nagai: your order ${orderId} has been delivered. Thank you.`,
    CANCELLED: (orderId: string, refunded: boolean) =>
      refunded
        ? `Nagai: your order ${orderId} was cancelled by the shop. Your payment is being refunded.`
        : `Nagai: your order ${orderId} was cancelled by the shop.`,
  },
} as const;
