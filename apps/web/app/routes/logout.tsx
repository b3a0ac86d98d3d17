import { TOKEN_COOKIE } from "@nagai/contracts/auth-texts";
import { redirect } from "react-router";
import { privatePageHeaders } from "../lib/page-cache";
import type { Route } from "./+types/logout";
import { postToApi } from "./auth/api.server";

export const headers = privatePageHeaders;

/** Logging out is a POST (the header's form); a link or a prefetch must not end a session. */
export function loader() {
  return redirect("/");
}

/**
 * Another site's form may not log the shopper out. React Router refuses such a POST to a page
 * (its check of `Origin` against the request's own origin), but this route has no page, so React
 * Router treats it as a resource route and checks nothing: the same check is made here. A request
 * without `Origin` (not a browser's cross-site form) passes, as it does there.
 */
function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

/** The spec: logout ends the session and goes to /login; the header's form reloads the page. */
export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossSite(request)) return new Response("Forbidden: a logout from another site", { status: 403 });
  const answer = await postToApi(context, "/auth/user/logout").catch(() => null);
  const headers = answer?.cookies ?? new Headers();
  // Should the API not answer, the browser's cookie is cleared here all the same.
  if (!headers.has("set-cookie")) {
    headers.append("set-cookie", `${TOKEN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  }
  return redirect("/login", { headers });
}
