import { formatRupees } from "@nagai/contracts/money";
import type { OrderQuote } from "@nagai/contracts/order";
import { PAYMENT_MODES, type PaymentModeValue } from "@nagai/contracts/order-texts";
import { useState } from "react";
import { Form, Link } from "react-router";
import { describeLineChange, isOrderable, PAYMENT_CHOICES, PLACE_ORDER_FIELDS } from "./checkout-flow";

// The checkout's panels that only show the quote (checkout.tsx keeps the steps and their state).

type QuoteLine = OrderQuote["lines"][number];

/** Step 2: each piece as quoted now, with what changed since the cart showed it. */
export function CheckoutLines({
  lines,
  cartPrices,
}: {
  lines: QuoteLine[];
  cartPrices: Map<number, number>;
}) {
  return (
    <ul className="checkout-lines">
      {lines.map((line) => {
        const note = describeLineChange(line, cartPrices.get(line.sno));
        const included = isOrderable(line);
        return (
          <li key={line.sno} className="checkout-line" data-unavailable={!included || undefined}>
            <p className="checkout-line__name">
              <Link to={`/shop-detail/${line.sno}`}>{line.productName ?? `Piece ${line.sno}`}</Link>
            </p>
            <p className="checkout-line__figures">
              {`Qty ${line.quantity}`}
              {line.price !== null && ` × ${formatRupees(line.price)}`}
              {included && <strong>{` = ${formatRupees(line.amount)}`}</strong>}
            </p>
            {note && (
              <p className="stock-note" role="status">
                {note}
                {!included && " It is not included in this order."}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Step 3: the Place Order form, posted to the page's action: the payment mode, the idempotency key
 * and the pieces as quoted (the server prices them again).
 */
export function PlaceOrderForm({
  quote,
  paymentMode,
  idempotencyKey,
  onPay,
}: {
  quote: OrderQuote;
  paymentMode: PaymentModeValue;
  idempotencyKey: string;
  onPay: (mode: PaymentModeValue) => void;
}) {
  const orderable = quote.lines.filter(isOrderable);
  return (
    <Form method="post" id="place-order" className="checkout-payment">
      <fieldset className="checkout-payment__modes">
        <legend className="visually-hidden">Payment method</legend>
        {PAYMENT_MODES.map((mode) => {
          // Cash on delivery is offered only up to the shop's limit (decision 036): the
          // quote says so before the shopper places the order.
          const closed = mode === "CASH" && !quote.cashOnDelivery.available;
          return (
            <label key={mode} className="checkout-payment__mode" data-disabled={closed || undefined}>
              <input
                type="radio"
                name={PLACE_ORDER_FIELDS.paymentMode}
                value={mode}
                checked={paymentMode === mode}
                disabled={closed}
                aria-describedby={closed ? "checkout-cash-closed" : undefined}
                onChange={() => onPay(mode)}
              />
              <span>
                <strong>{PAYMENT_CHOICES[mode].label}</strong> {PAYMENT_CHOICES[mode].detail}
                {closed && (
                  <span id="checkout-cash-closed" className="checkout-payment__note">
                    {quote.cashOnDelivery.message}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      <input type="hidden" name={PLACE_ORDER_FIELDS.idempotencyKey} value={idempotencyKey} />
      {orderable.map((line) => (
        <input
          key={line.sno}
          type="hidden"
          name={PLACE_ORDER_FIELDS.line}
          value={`${line.sno}:${line.quantity}:${line.price ?? 0}`}
        />
      ))}
    </Form>
  );
}

/** The Order Summary beside the steps; on a phone it folds behind its toggle. */
export function CheckoutSummary({ quote, pieces }: { quote: OrderQuote; pieces: number }) {
  const [summaryOpen, setSummaryOpen] = useState(false);
  return (
    <aside className="cart-summary checkout-summary" aria-labelledby="checkout-summary-title">
      <button
        type="button"
        className="button button--ghost checkout-summary__toggle"
        aria-expanded={summaryOpen}
        aria-controls="checkout-summary-body"
        onClick={() => setSummaryOpen((open) => !open)}
      >
        {summaryOpen ? "Hide order summary" : "Show order summary"}
      </button>
      <div id="checkout-summary-body" className="checkout-summary__body" data-open={summaryOpen || undefined}>
        <h2 id="checkout-summary-title" className="cart-summary__title">
          Order Summary
        </h2>
        <p>{pieces === 1 ? "1 piece" : `${pieces} pieces`}</p>
        <dl className="cart-summary__lines">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatRupees(quote.subTotal)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{quote.shippingFee === 0 ? "Free" : formatRupees(quote.shippingFee)}</dd>
          </div>
          <div className="cart-summary__total">
            <dt>Total</dt>
            <dd>{formatRupees(quote.total)}</dd>
          </div>
        </dl>
        {quote.changed && (
          <p className="stock-note">Some items changed since you added them: see the Order Summary step.</p>
        )}
      </div>
    </aside>
  );
}
