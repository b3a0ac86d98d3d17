import { createApiClient } from "../lib/api";
import {
  answerFailure,
  isAlreadyInCart,
  makeChange,
  readPersonalChange,
  redirectOnward,
  refuseChange,
  refuseRead,
} from "../lib/personal-change.server";
import { CART_ACTION, CART_INTENTS } from "../lib/personal-forms";
import { submitChange } from "../lib/personal-state";
import type { Route } from "./+types/cart-change";

/*
 * POST /cart/change: the cart buttons' forms (lib/personal-forms.ts): add, update, remove, and Buy
 * Now. No page: a fetcher gets the spec's toast text as JSON, a form posted without JavaScript
 * goes back where it came from. The server decides the price, the name and the stock: the form
 * sends only the piece, the row and the quantity.
 */

/** Where Buy Now goes once the piece is in the cart: the checkout, with that piece alone (spec 001). */
function getBuyNowHref(itemSno: number): string {
  return `/checkout?sno=${itemSno}`;
}

export function loader() {
  return refuseRead();
}

export async function action({ request, context }: Route.ActionArgs) {
  const change = await readPersonalChange(request);
  const { intent, itemSno, id, quantity } = change;
  const api = createApiClient(context);
  switch (intent) {
    case CART_INTENTS.add:
      if (itemSno === null) break;
      return makeChange(change, CART_ACTION, async () => {
        try {
          return await api.addToCart({ itemSno, quantity: quantity ?? 1 });
        } catch (error) {
          // The spec's "{item} is already in cart": said, not a failure (no row is added twice).
          if (isAlreadyInCart(error)) return { message: error.message };
          throw error;
        }
      });
    case CART_INTENTS.buyNow:
      if (itemSno === null) break;
      try {
        await api.addToCart({ itemSno, quantity: 1 });
      } catch (error) {
        // A piece already in the cart is not added twice: Buy Now goes on with it.
        if (!isAlreadyInCart(error)) return answerFailure(change, CART_ACTION, error);
      }
      return redirectOnward(getBuyNowHref(itemSno));
    case CART_INTENTS.update:
      if (id === null || quantity === null) break;
      return makeChange(change, CART_ACTION, () => api.updateCartItem(id, quantity));
    case CART_INTENTS.remove:
      if (id === null) break;
      return makeChange(change, CART_ACTION, () => api.removeCartItem(id));
  }
  return refuseChange(change, CART_ACTION);
}

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  submitChange(CART_ACTION, request, serverAction);
