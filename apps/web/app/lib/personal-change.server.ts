import { ERROR_CODES } from "@nagai/contracts/errors";
import { data, redirect } from "react-router";
import { ApiError } from "./api";
import { isCrossSite } from "./cross-site.server";
import { ENHANCED_FIELD } from "./enhanced-field";
import { readTappedIntent, withLoginIntent } from "./login-intent";
import { PERSONAL_FIELDS, type PersonalActionResult } from "./personal-forms";
import { getFailureText } from "./personal-texts";
import { readForm } from "./read-form.server";
import { readPositiveId } from "./read-id";
import { loginHref, readLocalPath } from "./session";

/** Every answer of the two actions is the shopper's own: no cache may keep it. */
const NO_STORE = { "Cache-Control": "private, no-store" };

/** One posted change of the wishlist or the cart, as the form protocol (lib/personal-forms.ts) sends it. */
export interface PersonalChange {
  /** Posted by a fetcher (JavaScript): answer with JSON. Otherwise the browser posted the form itself. */
  enhanced: boolean;
  /** Where a form posted without JavaScript goes back to: a local path, else "/". */
  returnTo: string;
  intent: string | null;
  itemSno: number | null;
  id: number | null;
  quantity: number | null;
}

export async function readPersonalChange(request: Request): Promise<PersonalChange> {
  if (isCrossSite(request)) {
    // Another site's form: the session cookie (SameSite=Lax) would not come with it anyway.
    throw new Response("Forbidden: a change of the wishlist or cart from another site", {
      status: 403,
      headers: NO_STORE,
    });
  }
  const form = await readForm(request);
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  return {
    enhanced: read(ENHANCED_FIELD) === "1",
    returnTo: readLocalPath(read(PERSONAL_FIELDS.returnTo)) ?? "/",
    intent: read(PERSONAL_FIELDS.intent),
    itemSno: readPositiveId(read(PERSONAL_FIELDS.itemSno)),
    id: readPositiveId(read(PERSONAL_FIELDS.id)),
    quantity: readPositiveId(read(PERSONAL_FIELDS.quantity)),
  };
}

/**
 * The answer to a change: the result as JSON for a fetcher, which toasts it; for a form posted
 * without JavaScript, the page it came from, which shows the lists as they now are (303: the
 * browser then GETs it, and a reload does not post again).
 */
export function answerChange(change: PersonalChange, result: PersonalActionResult, status = 200) {
  if (!change.enhanced) return redirect(change.returnTo, { status: 303, headers: NO_STORE });
  return data(result, { status, headers: NO_STORE });
}

/**
 * A signed-out shopper (or one whose session has ended) logs in and comes back to the page; an add
 * they tapped goes along, for the login they submit to complete (lib/login-intent.ts).
 */
export function redirectToLogin(change: PersonalChange, action: string) {
  const tapped = readTappedIntent(action, change.intent, change.itemSno);
  const back = tapped ? withLoginIntent(change.returnTo, tapped) : change.returnTo;
  return redirect(loginHref(back), { status: 303, headers: NO_STORE });
}

/** A change the form cannot make (an unknown intent, no piece): a 400 with the spec's failure text. */
export function refuseChange(change: PersonalChange, action: string) {
  return answerChange(change, { ok: false, message: getFailureText(action, change.intent) }, 400);
}

/**
 * Runs one API call of a change and answers with its message. The API's refusal of a request
 * (4xx) explains itself ("… is sold out.", "Your cart is full …"): the shopper reads it. A 401
 * means the session has ended: log in and come back. A failure of the server itself shows the
 * spec's failure text, as a 502: the page's server stands, the API behind it did not answer well.
 */
export async function makeChange(
  change: PersonalChange,
  action: string,
  call: () => Promise<{ message: string }>,
) {
  try {
    const { message } = await call();
    return answerChange(change, { ok: true, message });
  } catch (error) {
    return answerFailure(change, action, error);
  }
}

/** The API's 409 for a piece that is in the cart already: for the shopper, the piece is where it should be. */
export function isAlreadyInCart(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === ERROR_CODES.alreadyInCart;
}

export function answerFailure(change: PersonalChange, action: string, error: unknown) {
  if (error instanceof ApiError && error.status === 401) return redirectToLogin(change, action);
  if (error instanceof ApiError && error.status < 500) {
    return answerChange(change, { ok: false, message: error.message }, error.status);
  }
  return answerChange(change, { ok: false, message: getFailureText(action, change.intent) }, 502);
}

/** Buy Now's way on, whether the form was posted by a fetcher (which follows it) or by the browser. */
export function redirectOnward(path: string) {
  return redirect(path, { status: 303, headers: NO_STORE });
}

/** GET (a typed address, a prefetch): these routes only take a form's POST. */
export function refuseRead(): Response {
  return new Response("This address takes a form's POST only.", {
    status: 405,
    headers: { Allow: "POST", ...NO_STORE },
  });
}
