import { z } from "zod";
import { STAFF_ROLES } from "./staff-roles.ts";

/**
 * The staff console's contracts (issue 25). Staff are not shoppers: their accounts, tokens and
 * cookie are their own (decision 045), so a shopper's session never opens a staff route and a
 * staff session never fills a cart.
 */
export { STAFF_ROLES, STAFF_TOKEN_COOKIE, type StaffRole } from "./staff-roles.ts";
export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const STAFF_MESSAGES = {
  notAuthenticated: "Please sign in as staff",
  notAllowed: "Only an admin may do this",
} as const;

/** The signed-in staff member, as GET /api/v1/staff/me answers. */
export const StaffMeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    role: StaffRoleSchema,
  })
  .meta({ id: "StaffMe" });
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** One entry of the audit log (decision 045): who did what to which record, when, before and after. */
export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    staffId: z.number().int(),
    staffName: z.string(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    at: z.string(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
