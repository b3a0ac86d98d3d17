import { type AppLoadContext, redirect } from "react-router";
import { takeLoginIntent } from "../../lib/login-intent";
import { CART_INTENTS, WISHLIST_ACTION, WISHLIST_INTENTS } from "../../lib/personal-forms";
import { getLoginNotice } from "../../lib/personal-texts";
import { loginHref, readLocalPath } from "../../lib/session";
import { findUser } from "../../lib/session.server";

/**
 * The loader of /login and /register. A shopper who is signed in already has nothing to do there:
 * one sent with a local `redirectTo` (a protected page, or a button that needed an account, sent
 * them before the session existed, or from another tab) goes straight there, in the server's
 * answer, so it works before any script runs. Otherwise the page itself sends them on to the last
 * page they visited, which only the browser knows (lib/session.ts, AlreadySignedIn). A tap carried
 * in `redirectTo` is not completed here: a GET changes no list (lib/login-intent.ts).
 */
export async function sendSignedInShopperOn(
  request: Request,
  context: AppLoadContext,
): Promise<{ signedIn: boolean }> {
  if ((await findUser(request, context)) === null) return { signedIn: false };
  const to = readLocalPath(new URL(request.url).searchParams.get("redirectTo"));
  if (to !== null) throw redirect(readLocalPath(takeLoginIntent(to).path) ?? "/");
  return { signedIn: true };
}

/**
 * What the login and register pages link to and say, from their `redirectTo`: the other page keeps
 * it (registering instead of logging in still comes back and completes the tap), and the tap it
 * carries is named in the spec's words, so the shopper sees what signing in will do.
 */
export function readSignInLinks(request: Request): {
  registerHref: string;
  loginHref: string;
  intentNotice: string | null;
} {
  const back = readLocalPath(new URL(request.url).searchParams.get("redirectTo"));
  if (back === null) return { registerHref: "/register", loginHref: "/login", intentNotice: null };
  const { intent } = takeLoginIntent(back);
  const tapped = intent?.action === WISHLIST_ACTION ? WISHLIST_INTENTS.add : CART_INTENTS.add;
  return {
    registerHref: `/register?redirectTo=${encodeURIComponent(back)}`,
    loginHref: loginHref(back),
    intentNotice: intent ? getLoginNotice(intent.action, tapped) : null,
  };
}
