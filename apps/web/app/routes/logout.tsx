import { TOKEN_COOKIE } from "@nagai/contracts/auth-texts";
import { redirect } from "react-router";
import { createApiClient } from "../lib/api";
import { isCrossSite } from "../lib/cross-site.server";
import { privatePageHeaders } from "../lib/page-cache";
import type { Route } from "./+types/logout";

export const headers = privatePageHeaders;

/** Logging out is a POST (the header's form); a link or a prefetch must not end a session. */
export function loader() {
  return redirect("/");
}

/** The spec: logout ends the session and goes to /login; the header's form reloads the page. */
export async function action({ request, context }: Route.ActionArgs) {
  // Another site may not log the shopper out.
  if (isCrossSite(request)) return new Response("Forbidden: a logout from another site", { status: 403 });
  const answer = await createApiClient(context)
    .post("/auth/user/logout")
    .catch(() => null);
  const headers = answer?.cookies ?? new Headers();
  // Should the API not answer, the browser's cookie is cleared here all the same.
  if (!headers.has("set-cookie")) {
    headers.append("set-cookie", `${TOKEN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  }
  return redirect("/login", { headers });
}
