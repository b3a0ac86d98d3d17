import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * The browser's side of the session. The token itself is an HttpOnly cookie that no script reads;
 * what the browser keeps is the spec's `lastVisited`: the page a shopper returns to after logging
 * in when nothing else says where to go. It lives in localStorage, never in a cookie: a cookie
 * would keep the server from serving anonymous pages from its cache (decision 008).
 */
export const LAST_VISITED_KEY = "lastVisited";

/** Pages that are part of logging in: never a place to come back to after it. */
const AUTH_PATHS = new Set(["/login", "/register", "/forgot-password", "/logout"]);

/** Any origin will do: paths are resolved against it only to be checked and encoded. */
const LOCAL_ORIGIN = "http://local.invalid";

/**
 * `value` as a percent-encoded path of this shop ("/…"), else null: the one reader of every
 * redirect target a client gives (redirectTo, returnTo, lastVisited). "//host" and "/\host" are
 * other hosts to a browser, so a crafted redirectTo cannot send a shopper off the site. The check
 * is made on the path as the URL parser normalises it, since dot segments and escaped dots are
 * resolved first ("/.//host", "/a/..//host" and "/%2e//host" all become "//host"), and again on
 * the answer read back, so what the browser resolves is what was checked. The login
 * pages themselves are refused too, so logging in never lands on them again. The answer is what
 * the URL parser makes of it: characters outside ASCII (a search in Tamil, say) are written as
 * UTF-8 escapes, since a Location header carries bytes only and any character above U+00FF in it
 * would fail the whole answer. A path whose escapes are not UTF-8 would be a 400 on arrival, so
 * it is refused as well.
 */
export function readLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters (a tab or a newline inside "/\t/host") are dropped by URL parsers.
  if (/\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_ORIGIN || !isOwnPath(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Read back as a browser reads the Location header: the same path of the same origin, or nothing.
  const again = new URL(path, LOCAL_ORIGIN);
  if (again.origin !== LOCAL_ORIGIN || `${again.pathname}${again.search}${again.hash}` !== path) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // Decoded, it must still be a path of the shop: an escaped "//host" is refused as well.
  if (!isOwnPath(pathname)) return null;
  // Routes match without regard to case or a trailing slash.
  if (AUTH_PATHS.has(pathname.replace(/\/+$/, "").toLowerCase())) return null;
  return path;
}

/** A normalised pathname that names a path of this origin: "//" or "/\\" at its start names a host. */
function isOwnPath(pathname: string): boolean {
  return pathname.startsWith("/") && !pathname.startsWith("//") && !pathname.startsWith("/\\");
}

/** Where a logged-out shopper who needs an account is sent: log in, then back to `origin`. */
export function loginHref(origin: string): string {
  return `/login?redirectTo=${encodeURIComponent(origin)}`;
}

export function readLastVisited(): string | null {
  try {
    return readLocalPath(window.localStorage.getItem(LAST_VISITED_KEY));
  } catch {
    // Storage can be switched off (some private modes): then there is no last page.
    return null;
  }
}

/**
 * The spec: while not logged in, every page the shopper opens is remembered as the last visited.
 * `signedIn` is undefined until the shopper's state is known (decision 057): nothing is remembered
 * on a guess.
 */
export function useRememberLastVisited(signedIn: boolean | undefined): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (signedIn !== false) return;
    const path = readLocalPath(`${pathname}${search}`);
    if (path === null) return;
    try {
      window.localStorage.setItem(LAST_VISITED_KEY, path);
    } catch {
      // Not remembered: logging in then goes to "/".
    }
  }, [signedIn, pathname, search]);
}
