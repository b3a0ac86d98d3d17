import type { CartRow } from "@nagai/contracts/cart";

/**
 * What the cart's Proceed to Checkout hands /checkout in the navigation state: the rows the
 * shopper selected, as the cart showed them. Only a list of what to order: the checkout asks the
 * server for prices, stock and shipping again, and the order is priced by the server alone.
 * Without JavaScript the same choice arrives as the query /checkout?item={row id}&item=…
 */
export interface CheckoutState {
  items: CartRow[];
}

/** The query field that carries a selected row's id when the cart's form is posted without JavaScript. */
export const CHECKOUT_ITEM_FIELD = "item";

/**
 * The checkout's address for these cart rows, as the cart's form sends it without JavaScript: the
 * page's URL names what is ordered, so its loader can ask the server's quote and a reload keeps it.
 */
export function getCheckoutHref(rowIds: readonly number[]): string {
  const query = new URLSearchParams();
  for (const id of rowIds) query.append(CHECKOUT_ITEM_FIELD, String(id));
  return `/checkout?${query}`;
}
