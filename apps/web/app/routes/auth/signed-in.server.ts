import { type AppLoadContext, redirect } from "react-router";
import { readLocalPath } from "../../lib/session";
import { findUser } from "../../lib/session.server";

/**
 * The loader of /login and /register. A shopper who is signed in already has nothing to do there:
 * one sent with a local `redirectTo` (a protected page, or a button that needed an account, sent
 * them before the session existed, or from another tab) goes straight there, in the server's
 * answer, so it works before any script runs. Otherwise the page itself sends them on to the last
 * page they visited, which only the browser knows (lib/session.ts, AlreadySignedIn).
 */
export async function sendSignedInShopperOn(
  request: Request,
  context: AppLoadContext,
): Promise<{ signedIn: boolean }> {
  if ((await findUser(request, context)) === null) return { signedIn: false };
  const to = readLocalPath(new URL(request.url).searchParams.get("redirectTo"));
  if (to !== null) throw redirect(to);
  return { signedIn: true };
}
