import { AUTH_MESSAGES, TOKEN_COOKIE } from "@nagai/contracts/auth";
import { ERROR_CODES } from "@nagai/contracts/errors";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../http-errors.ts";
import type { AuthService, User } from "./auth.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in account, set by `requireUser` on personal routes. */
    user?: User;
  }
}

/** The token of a request: `Authorization: Bearer` (the mobile app), else the `user_token` cookie (the web). */
export const readToken = (request: FastifyRequest): string | undefined =>
  readSessionToken(request, TOKEN_COOKIE);

/**
 * A session token: `Authorization: Bearer` (an app), else the cookie `cookieName` (the web): the
 * shoppers' `user_token`, the staff's `staff_token` (decision 045).
 */
export function readSessionToken(request: FastifyRequest, cookieName: string): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? "";
  for (const part of request.headers.cookie?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name !== cookieName) continue;
    // A badly encoded cookie (user_token=%E0%A4%A) is simply no session: "" fails every check.
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return "";
    }
  }
  return undefined;
}

/** The `requireUser` functions made here, for `requiresSignedInUser`. */
const sessionChecks = new WeakSet<object>();

/**
 * The preHandler of every personal route (the account's, the cart's, the wishlist's, recently
 * viewed): the caller is the token's user and no one else, whatever a query or body says; no valid
 * session is a 401. One function for every module, so they cannot differ in who they let in.
 */
export function createRequireUser(auth: AuthService) {
  async function requireUser(request: FastifyRequest): Promise<void> {
    const token = readToken(request);
    const user = token ? await auth.authenticate(token) : undefined;
    if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, AUTH_MESSAGES.notAuthenticated);
    request.user = user;
  }
  sessionChecks.add(requireUser);
  return requireUser;
}

/**
 * Whether a route's preHandler (one hook or a list) holds `requireUser`: the OpenAPI document
 * marks such a route as needing the token (plugins/openapi.ts, decision 039).
 */
export function requiresSignedInUser(preHandler: unknown): boolean {
  const hooks = Array.isArray(preHandler) ? preHandler : [preHandler];
  return hooks.some((hook) => typeof hook === "function" && sessionChecks.has(hook));
}

export type RequireUser = ReturnType<typeof createRequireUser>;

/** The user `requireUser` set: only routes that run it call this. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, AUTH_MESSAGES.notAuthenticated);
  return request.user;
}
