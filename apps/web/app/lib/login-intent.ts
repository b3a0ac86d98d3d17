import { CART_ACTION, CART_INTENTS, WISHLIST_ACTION, WISHLIST_INTENTS } from "./personal-forms";
import { readPositiveId } from "./read-id";

/**
 * What a signed-out shopper tapped before being sent to log in (decision 017): Add to Cart
 * or the heart of one piece. It travels in the page they come back to, as one query parameter of
 * the login's `redirectTo` ("/shop-detail/7?afterLogin=cart:7"), and it is completed only by the
 * POST of the login or registration form the shopper submits (routes/auth/login-intent.server.ts):
 * a GET of any address never changes a list, so a link cannot fill a cart. The parameter is taken
 * off the page's address before the shopper is sent there, so a reload does nothing more, and
 * both adds are idempotent at the API anyway (a piece already in the cart or wishlist stays once).
 */
export const AFTER_LOGIN_PARAM = "afterLogin";

export interface LoginIntent {
  /** The list the piece goes to: the cart's or the wishlist's form action. */
  action: typeof CART_ACTION | typeof WISHLIST_ACTION;
  itemSno: number;
}

const LISTS = { cart: CART_ACTION, wishlist: WISHLIST_ACTION } as const;

/**
 * The intent of a tap on `action` with `intent` for the piece, if logging in should complete it:
 * the two adds. Buy Now, a removal or an update is not carried: the shopper comes back and taps again.
 */
export function readTappedIntent(
  action: string,
  intent: string | null,
  itemSno: number | null,
): LoginIntent | null {
  if (itemSno === null) return null;
  if (action === CART_ACTION && intent === CART_INTENTS.add) return { action, itemSno };
  if (action === WISHLIST_ACTION && intent === WISHLIST_INTENTS.add) return { action, itemSno };
  return null;
}

/** `path` (a local path, query and hash included) carrying `intent`, in place of any it carried. */
export function withLoginIntent(path: string, intent: LoginIntent): string {
  const { pathname, search, hash } = splitPath(path);
  const params = new URLSearchParams(search);
  const list = intent.action === CART_ACTION ? "cart" : "wishlist";
  params.set(AFTER_LOGIN_PARAM, `${list}:${intent.itemSno}`);
  return `${pathname}?${params}${hash}`;
}

/** The intent `path` carries, if it names one, and `path` without the parameter (kept otherwise as it was). */
export function takeLoginIntent(path: string): { path: string; intent: LoginIntent | null } {
  const { pathname, search, hash } = splitPath(path);
  const params = new URLSearchParams(search);
  if (!params.has(AFTER_LOGIN_PARAM)) return { path, intent: null };
  const named = /^(cart|wishlist):(\d+)$/.exec(params.get(AFTER_LOGIN_PARAM) ?? "");
  params.delete(AFTER_LOGIN_PARAM);
  const rest = params.toString();
  const stripped = `${pathname}${rest ? `?${rest}` : ""}${hash}`;
  const list = named?.[1] === "cart" || named?.[1] === "wishlist" ? named[1] : null;
  const itemSno = readPositiveId(named?.[2]);
  return { path: stripped, intent: list && itemSno !== null ? { action: LISTS[list], itemSno } : null };
}

function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const hashAt = path.indexOf("#");
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : path.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  return queryAt === -1
    ? { pathname: beforeHash, search: "", hash }
    : { pathname: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt), hash };
}
