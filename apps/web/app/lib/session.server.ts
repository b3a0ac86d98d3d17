import type { Profile } from "@nagai/contracts/auth";
import { TOKEN_COOKIE } from "@nagai/contracts/auth-texts";
import type { ShopperState } from "@nagai/contracts/shopper-state";
import type { AppLoadContext } from "react-router";
import { ApiError, createApiClient } from "./api";

/** One page request's session: its token, and the shopper it names once asked. */
interface RequestSession {
  token: string | null;
  user?: Promise<Profile | null>;
}

// Keyed by the load context, which is one object per page request, shared by the action and every
// loader of that request (each loader gets its own copy of the Request, so it cannot be the key).
const sessions = new WeakMap<AppLoadContext, RequestSession>();

function getSession(request: Request, context: AppLoadContext): RequestSession {
  let session = sessions.get(context);
  if (!session) {
    session = { token: readTokenCookie(request.headers.get("cookie")) };
    sessions.set(context, session);
  }
  return session;
}

/**
 * The signed-in shopper, or null when the request carries no session or the API refuses its token
 * (401: expired, or ended by a password change). Asked once per page request however many loaders
 * want it. Any other failure of the API throws: it says nothing about who the shopper is.
 */
export function findUser(request: Request, context: AppLoadContext): Promise<Profile | null> {
  const session = getSession(request, context);
  if (session.token === null) return Promise.resolve(null);
  session.user ??= fetchProfile(context, session.token);
  return session.user;
}

/**
 * An action that started or replaced the session (log in, change password) hands its answer's
 * Set-Cookie here. Without JavaScript the browser posts the form as a document request, and the
 * loaders that render the answer run in that same request: they must see the new token, not the
 * one the browser sent (a password change has just ended that one).
 */
export function replaceSession(request: Request, context: AppLoadContext, cookies: Headers): void {
  const session = getSession(request, context);
  for (const line of cookies.getSetCookie()) {
    const token = readTokenCookie(line.split(";")[0] ?? "");
    if (token === null) continue;
    session.token = token;
    session.user = undefined;
  }
}

/**
 * The shopper's own state for a page rendered for them (decision 057): undefined when the request
 * carries no session, which is always so for a shared page (the server gives its render no
 * cookie), and null when the API could not answer. The call goes with the session's token, which
 * may be newer than the cookie the browser sent (replaceSession).
 */
export async function findShopperState(
  request: Request,
  context: AppLoadContext,
): Promise<ShopperState | null | undefined> {
  const { token } = getSession(request, context);
  if (token === null) return undefined;
  const api = createApiClient(context, { headers: { cookie: `${TOKEN_COOKIE}=${token}` } });
  return api.getShopperState().catch(() => null);
}

async function fetchProfile(context: AppLoadContext, token: string): Promise<Profile | null> {
  // The token goes explicitly, replacing the page's cookie header: it may be a newer one (above).
  const api = createApiClient(context, { headers: { cookie: `${TOKEN_COOKIE}=${token}` } });
  try {
    return await api.getProfile();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** A JWT as the API sets it: three base64url parts, which cookie encoding leaves as they are. */
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * The user_token value of a Cookie header (or of a Set-Cookie's first pair). Empty, or anything
 * that cannot be a token the API made (a crafted "%E0%A4%A"), means no session: such a value is
 * never sent on, so it cannot turn a page into an error.
 */
function readTokenCookie(header: string | null): string | null {
  for (const part of header?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name !== TOKEN_COOKIE) continue;
    const token = value.join("=");
    return TOKEN_SHAPE.test(token) ? token : null;
  }
  return null;
}
