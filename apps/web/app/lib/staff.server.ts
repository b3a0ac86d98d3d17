import type { StaffMe } from "@nagai/contracts/staff";
import { type AppLoadContext, redirect } from "react-router";
import { ApiError } from "./api";
import { readLocalPath } from "./session";

/** Where a visitor to a staff page is sent, and brought back from once signed in. */
export function staffLoginHref(returnTo?: string): string {
  return returnTo ? `/staff/login?returnTo=${encodeURIComponent(returnTo)}` : "/staff/login";
}

/**
 * Calls the staff API (/api/v1/staff/…) in-process with the page request's `staff_token` cookie
 * and answers its JSON; a refusal is an ApiError with the API's status and message.
 */
export async function staffApi<T>(
  context: AppLoadContext,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await context.fetchApi(`/api/v1/staff${path}`, {
    method: init.method ?? "GET",
    headers: init.body === undefined ? {} : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = response.headers.get("content-type")?.includes("json") ? await response.json() : {};
  if (!response.ok) {
    throw new ApiError(
      body.message ?? `The staff API answered ${response.status}`,
      response.status,
      body.code,
    );
  }
  return body as T;
}

/**
 * For the loaders of every staff page but the login (decision 045): the signed-in staff member,
 * or a redirect to /staff/login that brings them back here afterwards. The API decides: a
 * shopper's session, a disabled member's or an expired one is no staff session.
 */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<StaffMe> {
  try {
    return await staffApi<StaffMe>(context, "/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(staffLoginHref(`${url.pathname}${url.search}`));
    }
    throw error;
  }
}

/**
 * Where signing in goes on to: `returnTo` when it is a local path (lib/session.ts's check) of the
 * console other than its sign-in and sign-out, else the console's home.
 */
export function staffReturnPath(value: string | null): string {
  const path = readLocalPath(value);
  if (path === null) return "/staff";
  const { pathname } = new URL(path, "http://local.invalid");
  const inConsole = pathname === "/staff" || pathname.startsWith("/staff/");
  return inConsole && pathname !== "/staff/login" && pathname !== "/staff/logout" ? path : "/staff";
}
