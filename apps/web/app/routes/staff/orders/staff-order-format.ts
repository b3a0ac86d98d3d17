import { formatRupees } from "@nagai/contracts/money";
import { ORDER_STATUS_LABELS, type OrderStatusValue } from "@nagai/contracts/order-texts";

/** A time as the shop reads it: India's, whoever's browser renders it (server or client). */
export function formatIndiaTime(iso: string): string {
  return new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  });
}

export const rupees = (amount: number) => formatRupees(amount);

export const statusLabel = (status: OrderStatusValue) => ORDER_STATUS_LABELS[status].label;

/** The payment's state in words. */
export const PAYMENT_STATUS_LABELS = {
  AWAITING_PAYMENT: "Awaiting payment",
  PAID: "Paid",
  PAY_ON_DELIVERY: "Pay on delivery",
  NOT_PAID: "Not paid",
} as const;
