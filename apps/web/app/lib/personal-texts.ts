import { CART_MESSAGES } from "@nagai/contracts/cart-texts";
import { WISHLIST_MESSAGES } from "@nagai/contracts/wishlist-texts";
import { CART_ACTION, CART_INTENTS, WISHLIST_ACTION, WISHLIST_INTENTS } from "./personal-forms";

/**
 * The spec's failure text for one change of the wishlist or cart: what the shopper reads when the
 * server could not make it (a 5xx, no answer at all). A refusal that explains itself (sold out, the
 * cart is full) shows the API's own message instead (lib/personal-change.server.ts).
 */
export function getFailureText(action: string, intent: string | null): string {
  if (action === WISHLIST_ACTION) {
    return intent === WISHLIST_INTENTS.remove ? WISHLIST_MESSAGES.removeFailed : WISHLIST_MESSAGES.addFailed;
  }
  if (intent === CART_INTENTS.update) return CART_MESSAGES.updateFailed;
  // Only the cart page removes rows, and its alert is the spec's "Failed to remove item. Please
  // try again." (seed 001 section 8); "Failed to delete item." is the store's, never shown there.
  if (intent === CART_INTENTS.remove) return CART_MESSAGES.removeFailed;
  return CART_MESSAGES.addFailed;
}

/** The spec's message for a signed-out shopper who taps a heart, a cart button or Buy Now (section 6). */
export function getLoginNotice(action: string, intent: string | null): string {
  if (action === WISHLIST_ACTION) return WISHLIST_MESSAGES.loginRequired;
  return intent === CART_INTENTS.buyNow ? CART_MESSAGES.buyNowLoginRequired : CART_MESSAGES.loginRequired;
}

/** The path of a form's `action` (or a fetcher's `formAction`), without its query. */
export function readActionPath(formAction: string | null | undefined): string | null {
  if (!formAction) return null;
  const path = formAction.split("?", 1)[0] ?? "";
  return path === WISHLIST_ACTION || path === CART_ACTION ? path : null;
}
