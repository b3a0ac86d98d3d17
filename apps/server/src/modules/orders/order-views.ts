import { paiseToRupees } from "@nagai/contracts/money";
import {
  ORDER_CANCEL_WINDOW,
  type OrderDetail,
  type OrderRefund,
  type OrderSummary,
} from "@nagai/contracts/order";
import type { PaymentStatusValue } from "@nagai/contracts/order-texts";
import type { StoredOrder, StoredOrderItem, TimelineEntry } from "./orders.repository.ts";

/** Whether the shopper may cancel the order now, and until when (decision 038, the server's clock). */
export function cancellation(
  order: StoredOrder,
  now: Date,
): Pick<OrderSummary, "cancellable" | "cancellableUntil"> {
  if (order.status !== "PENDING") return { cancellable: false, cancellableUntil: null };
  const until = new Date(order.createdAt.getTime() + ORDER_CANCEL_WINDOW.ms);
  return { cancellable: now < until, cancellableUntil: until.toISOString() };
}

export function paymentStatus(order: StoredOrder): PaymentStatusValue {
  // A cancelled order is never delivered: a cash one was not paid and will not be.
  if (order.paymentMode === "CASH") return order.status === "CANCELLED" ? "NOT_PAID" : "PAY_ON_DELIVERY";
  if (order.paidAt) return "PAID";
  return order.status === "CANCELLED" ? "NOT_PAID" : "AWAITING_PAYMENT";
}

export function toSummary(
  order: StoredOrder,
  items: readonly StoredOrderItem[],
  refund?: OrderRefund,
  now = new Date(),
): OrderSummary {
  return {
    orderId: order.orderNumber,
    orderTime: order.createdAt.toISOString(),
    customerName: order.customerName,
    contact: order.contact,
    placedBy: { name: order.placedByName, contact: order.placedByContact },
    status: order.status,
    totalAmount: paiseToRupees(order.totalPaise),
    paymentMode: order.paymentMode,
    paymentStatus: paymentStatus(order),
    courierTrackingId: order.courierTrackingId,
    orderItems: items.map((item) => ({
      id: item.id,
      sno: item.productSno,
      productName: item.productName,
      quantity: item.quantity,
      price: paiseToRupees(item.pricePaise),
      amount: paiseToRupees(item.pricePaise * item.quantity),
      image_path: item.imagePath,
      tagno: item.tagNo,
      itemId: item.itemId,
    })),
    ...cancellation(order, now),
    refund: refund ?? null,
  };
}

export function toDetail(
  order: StoredOrder,
  items: readonly StoredOrderItem[],
  timeline: readonly TimelineEntry[],
  refund?: OrderRefund,
): OrderDetail {
  return {
    ...toSummary(order, items, refund),
    email: order.email,
    address: order.address,
    subTotal: paiseToRupees(order.subTotalPaise),
    shippingFee: paiseToRupees(order.shippingFeePaise),
    discount: paiseToRupees(order.discountPaise),
    paidAt: order.paidAt?.toISOString() ?? null,
    reservationExpiresAt: order.reservationExpiresAt?.toISOString() ?? null,
    timeline: timeline.map((entry) => ({
      status: entry.status,
      note: entry.note,
      time: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * The order's status changes with its payments' notes among them, oldest first; each note under
 * the status the order had when it happened (at an equal time, the status change comes first).
 */
export function withPaymentNotes(
  timeline: readonly TimelineEntry[],
  notes: readonly { time: Date; note: string }[],
): TimelineEntry[] {
  if (notes.length === 0) return [...timeline];
  const statusAt = (time: Date): TimelineEntry["status"] =>
    timeline.findLast((entry) => entry.createdAt <= time)?.status ?? timeline[0]?.status ?? "PENDING";
  const payments = notes.map(({ time, note }) => ({
    orderId: timeline[0]?.orderId ?? 0,
    status: statusAt(time),
    note,
    createdAt: time,
  }));
  return [...timeline, ...payments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export function groupBy<T>(values: readonly T[], key: (value: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const value of values) {
    const group = groups.get(key(value));
    if (group) group.push(value);
    else groups.set(key(value), [value]);
  }
  return groups;
}
