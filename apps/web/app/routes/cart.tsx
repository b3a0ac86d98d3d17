import type { CartRow } from "@nagai/contracts/cart";
import { CART_MESSAGES, SHIPPING } from "@nagai/contracts/cart-texts";
import { formatRupees, paiseToRupees } from "@nagai/contracts/money";
import { type FormEvent, useState } from "react";
import { data, Link, redirect, useNavigate, useRevalidator } from "react-router";
import { useConfirm } from "../components/confirm-dialog";
import { ApiError, createApiClient } from "../lib/api";
import { type CheckoutState, getCheckoutHref } from "../lib/checkout-state";
import { privatePageHeaders } from "../lib/page-cache";
import { useChangesInFlight, usePendingChanges } from "../lib/personal-fetchers";
import { CART_ACTION, CART_INTENTS } from "../lib/personal-forms";
import { requireUser } from "../lib/require-user.server";
import { loginHref } from "../lib/session";
import type { Route } from "./+types/cart";
import { CART_PATH, CartLine, CHECKOUT_FORM_ID } from "./cart/cart-line";
import { getLineState, summarizeSelection, withQuantity } from "./cart/cart-lines";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Your Shopping Cart | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  try {
    // Every row carries the catalogue's name, price, MRP and stock as they are now.
    const cart = await createApiClient(context).getCart(user.contactNumber);
    return { rows: cart.data };
  } catch (error) {
    // The session ended between the profile and the cart (expired, or a password change).
    if (error instanceof ApiError && error.status === 401) throw redirect(loginHref(CART_PATH));
    return data({ rows: null }, { status: error instanceof ApiError ? 502 : 500 });
  }
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const removing = new Set(
    usePendingChanges(CART_ACTION, CART_INTENTS.remove).map((change) => Number(change.get("id"))),
  );
  const quantities = new Map(
    usePendingChanges(CART_ACTION, CART_INTENTS.update).map((change) => [
      Number(change.get("id")),
      Number(change.get("quantity")),
    ]),
  );
  // The spec's second guard: after a change the rows are being loaded again; until they are,
  // the page may show a quantity or a price the server has not confirmed.
  const changing = useChangesInFlight();
  const revalidating = useRevalidator().state !== "idle";
  const loading = changing || revalidating;
  // Every row starts selected when the cart loads: the page remembers what was unticked.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  const [guard, setGuard] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const navigate = useNavigate();

  if (rows === null) {
    return (
      <section className="status-page" aria-labelledby="cart-title">
        <h1 id="cart-title">{CART_MESSAGES.loadFailedTitle}</h1>
        <p>{CART_MESSAGES.loadFailedDetail}</p>
        <Link to="/" className="button">
          Return Home
        </Link>
      </section>
    );
  }

  const shown = rows
    .filter((row) => !removing.has(row.id))
    .map((row) => withQuantity(row, quantities.get(row.id)));
  // A row being removed leaves the selection with it.
  const selected = shown.filter((row) => getLineState(row).orderable && !unticked.has(row.id));
  const summary = summarizeSelection(selected);

  function select(row: CartRow, on: boolean) {
    setGuard(null);
    setUnticked((previous) => {
      const next = new Set(previous);
      if (on) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  }

  function proceed(event: FormEvent<HTMLFormElement>) {
    // Without JavaScript the form opens /checkout?item=…; with it the same address, and the rows
    // as shown go in the state (the checkout tells the shopper of a price changed since).
    event.preventDefault();
    if (selected.length === 0) return setGuard(CART_MESSAGES.selectOne);
    if (loading) return setGuard(CART_MESSAGES.waitForProducts);
    const state: CheckoutState = { items: selected };
    navigate(getCheckoutHref(selected.map((row) => row.id)), { state });
  }

  return (
    <section className="personal-page" aria-labelledby="cart-title">
      <header className="personal-page__head">
        <h1 id="cart-title" tabIndex={-1} className="personal-page__title">
          Your Shopping Cart
        </h1>
        <p className="personal-page__count" aria-live="polite">
          {countItems(shown.length)}
        </p>
      </header>
      {shown.length === 0 && (
        <div className="personal-empty">
          <p className="personal-empty__text">{CART_MESSAGES.empty}</p>
          <Link to="/shop-left" className="button">
            Continue Shopping
          </Link>
        </div>
      )}
      <div className="cart-layout" hidden={shown.length === 0}>
        {/* A row being removed is only hidden: a refused removal shows it again where it was. */}
        <ul className="cart-lines" aria-label="Items in your cart">
          {rows.map((row) => (
            <CartLine
              key={row.id}
              row={withQuantity(row, quantities.get(row.id))}
              hidden={removing.has(row.id)}
              selected={!unticked.has(row.id)}
              onSelect={(on) => select(row, on)}
              confirmRemoval={async () => {
                const name = row.itemName ?? CART_MESSAGES.unknownProduct;
                const confirmed = await confirm(
                  CART_MESSAGES.confirmRemove,
                  "Remove",
                  `Remove ${name} from your cart?`,
                );
                // The row disappears at once: focus goes to the heading rather than to nowhere.
                if (confirmed) document.getElementById("cart-title")?.focus();
                return confirmed;
              }}
            />
          ))}
        </ul>
        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary__title">
            Order Summary
          </h2>
          <dl className="cart-summary__lines">
            <div>
              <dt>{`Subtotal (${countItems(summary.count)})`}</dt>
              <dd>{formatRupees(summary.subtotal, { whole: true })}</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd>{summary.shipping === 0 ? "Free" : formatRupees(summary.shipping, { whole: true })}</dd>
            </div>
            <div className="cart-summary__total">
              <dt>Total</dt>
              <dd>{formatRupees(summary.total, { whole: true })}</dd>
            </div>
          </dl>
          {summary.savings > 0 && (
            <p className="cart-summary__savings">
              {`You save ${formatRupees(summary.savings, { whole: true })} on MRP`}
            </p>
          )}
          <p className="cart-summary__note">
            {`Free shipping on orders above ${formatRupees(paiseToRupees(SHIPPING.freeAbovePaise), { whole: true })}`}
          </p>
          <form id={CHECKOUT_FORM_ID} method="get" action="/checkout" onSubmit={proceed}>
            <p className="cart-summary__guard" role="alert">
              {guard}
            </p>
            <button type="submit" className="button cart-summary__checkout">
              Proceed to Checkout
            </button>
          </form>
          <Link to="/shop-left" className="cart-summary__continue">
            Continue Shopping
          </Link>
        </aside>
      </div>
      {dialog}
    </section>
  );
}

function countItems(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}
