/**
 * How the storefront's buttons change a shopper's wishlist and cart: plain forms posted to two
 * action-only routes. With JavaScript they go through a fetcher (the page stays, the change shows
 * at once and a toast follows); without it the browser posts the form and the action sends it back
 * to `returnTo`. A signed-out shopper is sent to log in and back. The product card, the product
 * page, the quick view and the /wishlist and /cart pages all post here, and all import these
 * names, so they cannot drift.
 */
export const WISHLIST_ACTION = "/wishlist/change";
export const CART_ACTION = "/cart/change";

export const PERSONAL_FIELDS = {
  intent: "intent",
  /** The piece (SNO) for wishlist add/remove and cart add. */
  itemSno: "itemSno",
  /** The cart row for cart update/remove. */
  id: "id",
  quantity: "quantity",
  /** A local path to go back to after a form posted without JavaScript (or to log in from). */
  returnTo: "returnTo",
  /** The piece's name, for the toast only: the server never trusts it. */
  itemName: "itemName",
} as const;

export const WISHLIST_INTENTS = { add: "add", remove: "remove" } as const;
export const CART_INTENTS = { add: "add", update: "update", remove: "remove", buyNow: "buyNow" } as const;

/**
 * What a fetcher gets back from those actions: the spec's toast text, and whether it worked. A
 * failure (`ok: false`) rolls the optimistic change back; the loaders' data, revalidated after
 * every action, is the truth either way.
 */
export type PersonalActionResult = { ok: true; message: string } | { ok: false; message: string };
