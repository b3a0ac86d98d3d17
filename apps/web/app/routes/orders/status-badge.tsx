import type { PaymentStatusValue } from "@nagai/contracts/order-texts";
import { getStatusBadge } from "./order-view";

/**
 * An order's status as a coloured badge: the list's colours, or the detail page's (spec 001
 * section 4); "Awaiting payment" for a PENDING order whose online payment has not come.
 */
export function StatusBadge({
  status,
  where,
  paymentStatus,
}: {
  status: string;
  where: "list" | "detail";
  paymentStatus?: PaymentStatusValue;
}) {
  const badge = getStatusBadge(status, where, paymentStatus);
  return <span className={`status-badge status-badge--${badge.colour}`}>{badge.label}</span>;
}
