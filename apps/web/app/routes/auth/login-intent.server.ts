import type { AppLoadContext } from "react-router";
import { ApiError, createApiClient } from "../../lib/api";
import { type LoginIntent, takeLoginIntent } from "../../lib/login-intent";
import { isAlreadyInCart } from "../../lib/personal-change.server";
import {
  CART_ACTION,
  CART_INTENTS,
  type PersonalActionResult,
  WISHLIST_INTENTS,
} from "../../lib/personal-forms";
import { getFailureText } from "../../lib/personal-texts";
import { readLocalPath } from "../../lib/session";

/** Where a login or a registration that just succeeded goes, and what it completes on the way. */
export interface AfterSignIn {
  /** A path of the shop, without the intent's parameter. */
  to: string;
  /** The answer to the action the shopper had tapped, for its toast; none when nothing was carried. */
  completed?: PersonalActionResult;
}

/**
 * Runs in the action of the login or registration form the shopper just submitted, with the new
 * session's token (decision 017; lib/login-intent.ts). `redirectTo` is the page's own query
 * parameter, read as every redirect target is (`readLocalPath`); its intent is completed through
 * the API as the shopper, who decides nothing more than the piece: the API checks the piece, its
 * stock and the lists' caps as for a tap. `fallback` (the last page visited, kept in the browser)
 * may go back to a page but never completes an intent. A refusal (sold out, a full cart) is told
 * in the toast; the login itself stands.
 */
export async function finishSignIn(
  context: AppLoadContext,
  token: string,
  redirectTo: string | null,
  fallback: unknown,
): Promise<AfterSignIn> {
  const fromLink = readLocalPath(redirectTo);
  if (fromLink === null) {
    const back = readLocalPath(fallback);
    return { to: back === null ? "/" : (readLocalPath(takeLoginIntent(back).path) ?? "/") };
  }
  const { path, intent } = takeLoginIntent(fromLink);
  const to = readLocalPath(path) ?? "/";
  if (intent === null) return { to };
  return { to, completed: await completeIntent(context, token, intent) };
}

async function completeIntent(
  context: AppLoadContext,
  token: string,
  { action, itemSno }: LoginIntent,
): Promise<PersonalActionResult> {
  // The new session's token: the page's request still carries the cookie it came with, if any.
  const api = createApiClient(context, { headers: { authorization: `Bearer ${token}` } });
  const intent = action === CART_ACTION ? CART_INTENTS.add : WISHLIST_INTENTS.add;
  try {
    const { message } =
      action === CART_ACTION
        ? await api.addToCart({ itemSno, quantity: 1 })
        : await api.addFavourite(itemSno);
    return { ok: true, message };
  } catch (error) {
    // Already in the cart (a replayed login, another tab): the piece is where the shopper wanted it.
    if (isAlreadyInCart(error)) return { ok: true, message: error.message };
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message };
    return { ok: false, message: getFailureText(action, intent) };
  }
}
