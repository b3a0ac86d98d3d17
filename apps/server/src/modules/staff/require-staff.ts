import { ERROR_CODES } from "@nagai/contracts/errors";
import { STAFF_MESSAGES, STAFF_TOKEN_COOKIE, type StaffRole } from "@nagai/contracts/staff";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http-errors.ts";
import { readSessionToken, revokedTokens, type Tokens } from "../auth/auth.public.ts";
import { staffMembers } from "./staff.tables.ts";

/** The signed-in staff member of a staff route's request. */
export interface StaffMember {
  id: number;
  name: string;
  phone: string;
  role: StaffRole;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaff` on every staff route. */
    staff?: StaffMember;
  }
}

/**
 * A staff request's token: `Authorization: Bearer` (a shop-floor app), else the `staff_token`
 * cookie (the console's pages). Never the shoppers' `user_token`: it is another audience anyway.
 */
export const readStaffToken = (request: FastifyRequest): string | undefined =>
  readSessionToken(request, STAFF_TOKEN_COOKIE);

const notSignedIn = () => new HttpError(401, ERROR_CODES.unauthorized, STAFF_MESSAGES.notAuthenticated);

/**
 * Who may use the staff API (decision 045). Every staff route runs `requireStaff` before its body
 * is read: the token must be a staff token (audience `nagai-staff`) of ours, not revoked, of its
 * member's current token version, and the member not disabled. Nothing is cached: staff calls are
 * few, and a disable or logout takes effect on the next call in every process. `requireAdmin`
 * comes after it, as the route's own onRequest hook, on the routes only an admin may use (403 for
 * other staff, before the body is read).
 */
export function createRequireStaff({ db, tokens }: { db: Database; tokens: Tokens }) {
  async function authenticate(token: string): Promise<StaffMember | undefined> {
    const claims = await tokens.read(token);
    if (!claims) return undefined;
    const [row] = await db
      .select({
        id: staffMembers.id,
        name: staffMembers.name,
        phone: staffMembers.contactNumber,
        role: staffMembers.role,
        tokenVersion: staffMembers.tokenVersion,
        disabled: sql<boolean>`${staffMembers.disabledAt} is not null`,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.id})`,
      })
      .from(staffMembers)
      .where(eq(staffMembers.id, claims.userId));
    if (!row || row.revoked || row.disabled || row.tokenVersion !== claims.version) return undefined;
    return { id: row.id, name: row.name, phone: row.phone, role: row.role };
  }

  async function requireStaff(request: FastifyRequest): Promise<void> {
    const token = readStaffToken(request);
    const member = token ? await authenticate(token) : undefined;
    if (!member) throw notSignedIn();
    request.staff = member;
  }

  async function requireAdmin(request: FastifyRequest): Promise<void> {
    if (!request.staff) throw notSignedIn();
    if (request.staff.role !== "ROLE_ADMIN") {
      throw new HttpError(403, ERROR_CODES.forbidden, STAFF_MESSAGES.notAllowed);
    }
  }

  adminChecks.add(requireAdmin);
  return { authenticate, requireStaff, requireAdmin };
}

/** The `requireAdmin` functions made here, for `requiresAdmin`. */
const adminChecks = new WeakSet<object>();

/**
 * Whether a route runs `requireAdmin` (as an onRequest or preHandler hook): the role matrix test
 * (staff-role-matrix.test.ts) expects 403 for other staff on such a route. As an onRequest hook it
 * refuses before the body is read, so other staff get 403 whatever they send (decision 045).
 */
export function requiresAdmin(route: { onRequest?: unknown; preHandler?: unknown }): boolean {
  return [route.onRequest, route.preHandler]
    .flatMap((hooks) => (Array.isArray(hooks) ? hooks : [hooks]))
    .some((hook) => typeof hook === "function" && adminChecks.has(hook));
}

export type StaffGuards = ReturnType<typeof createRequireStaff>;

/** The member `requireStaff` set: only staff routes call this. */
export function signedInStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw notSignedIn();
  return request.staff;
}
