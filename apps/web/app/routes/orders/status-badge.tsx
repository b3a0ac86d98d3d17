import { getStatusBadge } from "./order-view";

/** An order's status as a coloured badge: the list's colours, or the detail page's (spec 001 section 4). */
export function StatusBadge({ status, where }: { status: string; where: "list" | "detail" }) {
  const badge = getStatusBadge(status, where);
  return <span className={`status-badge status-badge--${badge.colour}`}>{badge.label}</span>;
}
