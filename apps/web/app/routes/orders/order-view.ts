import type { OrderDetail, OrderSummary } from "@nagai/contracts/order";
import {
  ORDER_STATUS_COLOURS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_VALUES,
  type OrderStatusValue,
  type PaymentModeValue,
  type PaymentStatusValue,
} from "@nagai/contracts/order-texts";

// What the orders page, the order detail page and the dashboard show of an order, as pure
// functions of the API's answer and the page's address (spec 001 sections 2, 4 and 9).

export const ORDERS_PAGE = "/orders";

export function orderDetailHref(orderId: string): string {
  return `/orderdetail/${encodeURIComponent(orderId)}`;
}

export function paymentHref(orderId: string): string {
  return `/payment/${encodeURIComponent(orderId)}`;
}

/** The spec's status, whatever its case ("shipped" is SHIPPED); null for one it does not know. */
function readStatus(status: string): OrderStatusValue | null {
  const upper = status.toUpperCase();
  return (ORDER_STATUS_VALUES as readonly string[]).includes(upper) ? (upper as OrderStatusValue) : null;
}

export interface StatusBadge {
  label: string;
  /** A colour name of ORDER_STATUS_COLOURS; the stylesheet has a class for each. */
  colour: string;
}

/**
 * An ONLINE order that is PENDING but not paid: not the amber "Pending" of a paid order, which the
 * shop is preparing, but a neutral badge that asks for the shopper's action (decision 037).
 */
export const AWAITING_PAYMENT_BADGE: StatusBadge = { label: "Awaiting payment", colour: "attention" };

/**
 * The status badge (spec 001 section 4): the list and dashboard colour one way, the detail page
 * another, and a status the spec does not name is grey with its own text. A PENDING order still
 * awaiting its online payment says so instead (the stored status stays PENDING).
 */
export function getStatusBadge(
  status: string,
  where: "list" | "detail",
  paymentStatus?: PaymentStatusValue,
): StatusBadge {
  const known = readStatus(status);
  if (!known) return { label: status, colour: ORDER_STATUS_COLOURS.other };
  if (known === "PENDING" && paymentStatus === "AWAITING_PAYMENT") return AWAITING_PAYMENT_BADGE;
  return { label: ORDER_STATUS_LABELS[known].label, colour: ORDER_STATUS_COLOURS[where][known] };
}

/** The way an order goes when nothing stops it; CANCELLED can end it from PENDING or PROCESSING. */
const FORWARD_STEPS = ["PENDING", "PROCESSING", "SHIPPED", "DELIVERED"] as const satisfies OrderStatusValue[];

export type StepState = "completed" | "active" | "future";

export interface TimelineStep {
  status: OrderStatusValue;
  label: string;
  description: string;
  state: StepState;
  /** What the server recorded for this status, oldest first: a time, and a note when it wrote one. */
  updates: { time: string; note: string | null }[];
}

/**
 * The "View all updates" timeline (spec 001 section 4): the steps before the current status are
 * completed, the current one active, later ones future. A cancelled order shows the steps it
 * really passed through, completed, and then Cancelled as the only active step: nothing after it
 * is coming, so no future steps.
 */
export function getTimelineSteps(order: {
  status: string;
  timeline: OrderDetail["timeline"];
}): TimelineStep[] {
  const updatesOf = (status: OrderStatusValue) =>
    order.timeline
      .filter((entry) => entry.status === status)
      .map((entry) => ({ time: entry.time, note: entry.note }));
  const step = (status: OrderStatusValue, state: StepState): TimelineStep => ({
    status,
    ...ORDER_STATUS_LABELS[status],
    state,
    updates: updatesOf(status),
  });

  const current = readStatus(order.status);
  if (current === "CANCELLED") {
    const reached = FORWARD_STEPS.filter((status) => updatesOf(status).length > 0);
    return [...reached.map((status) => step(status, "completed")), step("CANCELLED", "active")];
  }
  const at = current ? FORWARD_STEPS.indexOf(current) : -1;
  return FORWARD_STEPS.map((status, index) =>
    step(status, index < at ? "completed" : index === at ? "active" : "future"),
  );
}

/**
 * The zero-based page the address asks for. The address counts from 1 (?page=2 is "Page 2 of N",
 * what the shopper reads); anything else than a whole number from 1 is the first page.
 */
export function readPageParam(search: URLSearchParams): number {
  const value = search.get("page");
  if (value === null || !/^\d{1,6}$/.test(value)) return 0;
  return Math.max(0, Number(value) - 1);
}

/** The address of a zero-based page of the orders list: the first page has none. */
export function pageHref(page: number): string {
  return page === 0 ? ORDERS_PAGE : `${ORDERS_PAGE}?page=${page + 1}`;
}

/** The spec's items column: the first 2 names, and "+N more" for the rest. */
export function summariseItems(items: OrderSummary["orderItems"]): { names: string[]; more: string | null } {
  const names = items.slice(0, 2).map((item) => item.productName);
  return { names, more: items.length > 2 ? `+${items.length - 2} more` : null };
}

export const PAYMENT_MODE_LABELS: Record<PaymentModeValue, string> = {
  ONLINE: "Online payment",
  CASH: "Cash on delivery",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatusValue, string> = {
  AWAITING_PAYMENT: "Awaiting payment",
  PAID: "Paid",
  PAY_ON_DELIVERY: "Pay on delivery",
  NOT_PAID: "Not paid",
};

/**
 * An ONLINE order the shopper can still pay: unpaid, not cancelled, and its pieces still held.
 * The payment page and the server check again; this only decides whether to offer "Pay now".
 */
export function canPayNow(
  order: Pick<OrderDetail, "paymentMode" | "paymentStatus" | "status" | "reservationExpiresAt">,
  now: Date,
): boolean {
  return (
    order.paymentMode === "ONLINE" &&
    order.paymentStatus === "AWAITING_PAYMENT" &&
    readStatus(order.status) === "PENDING" &&
    order.reservationExpiresAt !== null &&
    new Date(order.reservationExpiresAt) > now
  );
}

export type BannerTone = "success" | "info" | "error";

export interface OrdersBanner {
  tone: BannerTone;
  text: string;
  /** The order the banner is about, when the address names one. */
  orderId: string | null;
  /**
   * What the page adds from the order itself: a placed cash order's amount, or for a payment
   * that failed or was cancelled, Pay now and how long the pieces stay held (decision 037).
   */
  adds: "amount" | "pay-now" | null;
}

/** What the banner shows of its order, read from the API by the orders page's loader. */
export interface BannerOrder {
  orderId: string;
  totalAmount: number;
  paymentStatus: PaymentStatusValue;
  /** Still payable now (canPayNow): the banner offers Pay now and the time left. */
  payable: boolean;
  reservationExpiresAt: string | null;
}

export function toBannerOrder(order: OrderDetail, now: Date): BannerOrder {
  return {
    orderId: order.orderId,
    totalAmount: order.totalAmount,
    paymentStatus: order.paymentStatus,
    payable: canPayNow(order, now),
    reservationExpiresAt: order.reservationExpiresAt,
  };
}

/** "14:05": minutes and seconds from `now` until `until`, never below 0:00. */
export function formatTimeLeft(until: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The banner the orders page opens with, from the flags of the address that brought the shopper
 * here: the checkout's `orderSuccess=true` for a cash order, and the payment return's
 * `payment=failed|cancelled|pending|refund|unknown` (PAYMENT_RETURN_PAGES, decisions 023 and 037). Each says what
 * happened to the money, and nothing the shop does not know.
 */
export function getOrdersBanner(search: URLSearchParams): OrdersBanner | null {
  const orderId = search.get("orderId")?.trim().slice(0, 64) || null;
  if (search.get("orderSuccess") === "true") {
    return {
      tone: "success",
      orderId,
      adds: "amount",
      text: "Your order has been placed. You will pay in cash on delivery.",
    };
  }
  switch (search.get("payment")) {
    case "failed":
      return {
        tone: "error",
        orderId,
        adds: "pay-now",
        text: "Payment failed. Please try again. The bank did not confirm the payment, so this order is not paid; you can pay for it while its pieces are still held for you.",
      };
    case "cancelled":
      return {
        tone: "info",
        orderId,
        adds: "pay-now",
        text: "Payment cancelled. You cancelled the payment on the payment page, so nothing was charged and this order is not paid; you can pay for it while its pieces are still held for you.",
      };
    case "pending":
      return {
        tone: "info",
        adds: null,
        orderId,
        text: "We are waiting for your bank to confirm the payment. The order will show as paid once it does; please do not pay again meanwhile.",
      };
    case "refund":
      return {
        tone: "error",
        adds: null,
        orderId,
        text: "We received your payment, but the order could not be completed (its pieces were no longer held, or it was already paid). The amount will be refunded to your account in 7-10 days.",
      };
    case "unknown":
      return {
        tone: "error",
        adds: null,
        orderId: null,
        text: "We could not match the payment to an order. If money left your account, please contact us with your bank's reference.",
      };
    default:
      return null;
  }
}
