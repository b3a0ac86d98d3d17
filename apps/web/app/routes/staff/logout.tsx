import { STAFF_TOKEN_COOKIE } from "@nagai/contracts/staff";
import { redirect } from "react-router";
import { createApiClient } from "../../lib/api";
import { isCrossSite } from "../../lib/cross-site.server";
import { privatePageHeaders } from "../../lib/page-cache";
import type { Route } from "./+types/logout";

export const headers = privatePageHeaders;

/** Signing out is a POST (the console bar's form); a link or a prefetch must not end a session. */
export function loader() {
  return redirect("/staff");
}

/** Ends the staff session in the API (its token is revoked) and goes to the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  // Another site may not sign staff out.
  if (isCrossSite(request)) return new Response("Forbidden: a logout from another site", { status: 403 });
  const answer = await createApiClient(context)
    .post("/staff/auth/logout")
    .catch(() => null);
  const headers = answer?.cookies ?? new Headers();
  // Should the API not answer, the browser's cookie is cleared here all the same.
  if (!headers.has("set-cookie")) {
    headers.append("set-cookie", `${STAFF_TOKEN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  }
  return redirect("/staff/login", { headers });
}
