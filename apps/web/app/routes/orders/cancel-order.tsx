import { formatRupees } from "@nagai/contracts/money";
import type { OrderDetail } from "@nagai/contracts/order";
import { ORDER_CANCEL_REASONS } from "@nagai/contracts/order-texts";
import { POLICY_TEXT } from "@nagai/contracts/policy";
import { Form, Link, useNavigation } from "react-router";
import { useSearchParamDialog } from "../../lib/search-param-dialog";
import { formatOrderTime } from "./order-dates";

/** The query flag that opens the Cancel dialog: without JavaScript the button's link sets it. */
const CANCEL_PARAM = "cancel";

/** The dialog's form fields; the action joins them into the API's one `reason`. */
export const CANCEL_FIELDS = { reason: "reason", note: "note" } as const;

/** The longest note the dialog takes: with the chosen reason it stays within the API's bound. */
const NOTE_MAX_LENGTH = 200;

export const CANCEL_TEXTS = {
  open: "Cancel order",
  title: "Cancel this order?",
  until: (time: string) => `You can cancel this order until ${time}.`,
  piecesBack: "Its pieces go back on sale at once.",
  refundPromise: (amount: string) =>
    `${amount} will be refunded to the way you paid, within ${POLICY_TEXT.refundTime}.`,
  reasonLabel: "Why are you cancelling?",
  chooseReason: "Choose a reason",
  noteLabel: "Tell us more (optional; required for Other)",
  keep: "Keep order",
  confirm: "Cancel order",
  cancelling: "Cancelling…",
  cancelled: "This order is cancelled and its pieces are released.",
} as const;

/**
 * The refund of a cancelled, paid order as the shopper reads it, from the API's state (decision
 * 038): started, still being confirmed with the gateway, or not started yet (the shop retries).
 */
export function refundText(refund: NonNullable<OrderDetail["refund"]>): string {
  const amount = formatRupees(refund.amount);
  switch (refund.state) {
    case "SUCCEEDED":
      return `Refund initiated: ${amount}. It reaches the way you paid within ${POLICY_TEXT.refundTime}.`;
    case "REQUESTED":
      return `Refund of ${amount} requested: we are confirming it with the bank. Nothing more is needed from you.`;
    case "FAILED":
      return `Refund of ${amount} could not be started yet. We will try again; contact us if it has not reached you within ${POLICY_TEXT.refundTime}.`;
  }
}

/**
 * The API's one-line reason from the dialog's choice and note: "Other" needs the note; a note
 * with another reason is added after it. Line breaks become spaces (the API takes one line).
 */
export function composeCancelReason(reason: string, note: string): string {
  const chosen = reason.trim();
  const said = note.replace(/\s+/g, " ").trim();
  if (chosen === "Other" || chosen === "") return said;
  return said ? `${chosen}: ${said}` : chosen;
}

/**
 * The Cancel button and its dialog (the policy's 2 hours, decision 038). Shown while the API says
 * the order can be cancelled. The button is a link that sets ?cancel=1, which renders the dialog
 * open, so it works without scripts, as "View all updates" does (lib/search-param-dialog.ts). It
 * looks like the shop's confirmations (components/confirm-dialog.tsx) and asks for a reason, which
 * that yes-or-no dialog cannot.
 */
export function CancelOrder({ order, error }: { order: OrderDetail; error: string | undefined }) {
  const navigation = useNavigation();
  const { open, dialogRef, openerRef, closedHref, openHref, onClose } = useSearchParamDialog(CANCEL_PARAM);

  // Refused because the order moved on meanwhile (too late, cancelled elsewhere): say why here,
  // since the dialog is not offered any more.
  if (!order.cancellable) {
    return error ? (
      <div className="orders-banner orders-banner--error" role="alert">
        <p>{error}</p>
      </div>
    ) : null;
  }
  const submitting = navigation.state === "submitting";
  const paid = order.paymentStatus === "PAID";

  return (
    <div className="cancel-order">
      {order.cancellableUntil && <p>{CANCEL_TEXTS.until(formatOrderTime(order.cancellableUntil))}</p>}
      <Link ref={openerRef} to={openHref} replace preventScrollReset className="button button--ghost">
        {CANCEL_TEXTS.open}
      </Link>
      {open && (
        <dialog
          ref={dialogRef}
          open
          className="confirm-dialog cancel-order__dialog"
          aria-labelledby="cancel-order-title"
          onClose={onClose}
        >
          {/* Posted to this page with the flag kept, so a refusal shows here, in the dialog. */}
          <Form method="post" action={openHref} className="confirm-dialog__form">
            <h2 id="cancel-order-title" className="confirm-dialog__message">
              {CANCEL_TEXTS.title}
            </h2>
            <p>
              {CANCEL_TEXTS.piecesBack}
              {paid && ` ${CANCEL_TEXTS.refundPromise(formatRupees(order.totalAmount))}`}
            </p>
            <p className="cancel-order__field">
              <label htmlFor="cancel-reason">{CANCEL_TEXTS.reasonLabel}</label>
              <select id="cancel-reason" name={CANCEL_FIELDS.reason} required defaultValue="">
                <option value="" disabled>
                  {CANCEL_TEXTS.chooseReason}
                </option>
                {ORDER_CANCEL_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {reason}
                  </option>
                ))}
              </select>
            </p>
            <p className="cancel-order__field">
              <label htmlFor="cancel-note">{CANCEL_TEXTS.noteLabel}</label>
              <input id="cancel-note" name={CANCEL_FIELDS.note} type="text" maxLength={NOTE_MAX_LENGTH} />
            </p>
            {error && (
              <p className="auth-field__error" role="alert">
                {error}
              </p>
            )}
            <div className="confirm-dialog__buttons">
              {/* Keep first: an accidental Enter keeps the order. */}
              <Link to={closedHref} replace preventScrollReset className="button button--ghost">
                {CANCEL_TEXTS.keep}
              </Link>
              <button type="submit" className="button" disabled={submitting}>
                {submitting ? CANCEL_TEXTS.cancelling : CANCEL_TEXTS.confirm}
              </button>
            </div>
          </Form>
        </dialog>
      )}
    </div>
  );
}

/** A cancelled order: that its pieces are released and, for a paid one, where its refund stands. */
export function CancelledState({ order }: { order: OrderDetail }) {
  if (order.status !== "CANCELLED") return null;
  return (
    <div
      className={`orders-banner ${order.refund?.state === "FAILED" ? "orders-banner--error" : "orders-banner--info"}`}
    >
      <p role="status">
        {CANCEL_TEXTS.cancelled}
        {order.refund && ` ${refundText(order.refund)}`}
      </p>
    </div>
  );
}
