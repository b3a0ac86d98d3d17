import type { OrderDetail } from "@nagai/contracts/order";
import { ORDER_STATUS_LABELS } from "@nagai/contracts/order-texts";
import { PAYMENT_MESSAGES } from "@nagai/contracts/payment-texts";

/**
 * Why an order cannot be paid online now, in the words the payment API uses for its 409, or null
 * when it can. The pages read this to say so without starting a payment; the API decides again
 * when one is started, so a page that is out of date can never take a second payment.
 */
export function whyNotPayable(order: OrderDetail, now = Date.now()): string | null {
  if (order.paymentStatus === "PAY_ON_DELIVERY") return PAYMENT_MESSAGES.notOnline;
  if (order.paymentStatus === "PAID") return PAYMENT_MESSAGES.alreadyPaid;
  if (order.status === "CANCELLED") return PAYMENT_MESSAGES.orderClosed;
  if (order.reservationExpiresAt && Date.parse(order.reservationExpiresAt) <= now) {
    return PAYMENT_MESSAGES.reservationExpired;
  }
  return null;
}

/** "Status: Pending", as the order's own pages name its status. */
export function statusLine(order: OrderDetail): string {
  return `Status: ${ORDER_STATUS_LABELS[order.status].label}`;
}

/** The order's own page, where the shopper sees what became of it. */
export const orderDetailHref = (orderId: string) => `/orderdetail/${encodeURIComponent(orderId)}`;
export const paymentHref = (orderId: string) => `/payment/${encodeURIComponent(orderId)}`;
