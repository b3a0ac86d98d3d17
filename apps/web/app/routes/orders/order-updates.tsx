import type { OrderDetail } from "@nagai/contracts/order";
import { Link } from "react-router";
import { useSearchParamDialog } from "../../lib/search-param-dialog";
import { formatOrderTime } from "./order-dates";
import { getTimelineSteps } from "./order-view";

/** The query flag that opens the updates: without JavaScript the link sets it and the page shows them. */
const UPDATES_PARAM = "updates";

/**
 * "View all updates" and its modal with the order's timeline (spec 001 section 4). The link works
 * without scripts: ?updates=1 renders the dialog open. Hydrated, the same link opens it as a
 * true modal (focus kept inside, Escape closes it), and closing it drops the flag again.
 */
export function OrderUpdates({ order }: { order: Pick<OrderDetail, "status" | "timeline"> }) {
  const { open, dialogRef, openerRef, closedHref, openHref, onClose } = useSearchParamDialog(UPDATES_PARAM);

  return (
    <>
      <Link ref={openerRef} to={openHref} replace preventScrollReset className="order-detail__updates">
        View all updates
      </Link>
      {open && (
        <dialog
          ref={dialogRef}
          open
          className="order-updates"
          aria-labelledby="order-updates-title"
          onClose={onClose}
        >
          <h2 id="order-updates-title" className="order-detail__heading">
            Order updates
          </h2>
          <ol className="order-timeline">
            {getTimelineSteps(order).map((step) => (
              <li
                key={step.status}
                className={`order-timeline__step order-timeline__step--${step.state}`}
                aria-current={step.state === "active" ? "step" : undefined}
              >
                <span className="order-timeline__label">{step.label}</span>
                <span className="order-timeline__description">{step.description}</span>
                {step.updates.map((update) => (
                  <span key={`${update.time}${update.note}`} className="order-timeline__update">
                    <time dateTime={update.time}>{formatOrderTime(update.time)}</time>
                    {update.note && ` · ${update.note}`}
                  </span>
                ))}
                {step.state === "future" && <span className="visually-hidden">Not yet</span>}
              </li>
            ))}
          </ol>
          <Link to={closedHref} replace preventScrollReset className="button">
            Close
          </Link>
        </dialog>
      )}
    </>
  );
}
