import type { StaffRole } from "@nagai/contracts/staff";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The shop's staff (decision 045): their own table, not rows of `users`, so registration can never
 * make one, a shopper's number may also be a staff member's, and no shopper query ever sees them.
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** The 10-digit mobile number the sign-in OTP goes to; also what they sign in with. */
    contactNumber: text("contact_number").notNull(),
    role: text("role").notNull().$type<StaffRole>(),
    /** argon2id hash, never the password. */
    passwordHash: text("password_hash").notNull(),
    /** Carried in every staff token; raising it ends all older sessions (password change, disable). */
    tokenVersion: integer("token_version").notNull().default(0),
    /** Set when an admin disables the member: no sign-in, and every token of theirs is refused. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_members_contact_number_key").on(t.contactNumber),
    check("staff_members_role", sql`${t.role} in ('ROLE_STAFF', 'ROLE_ADMIN')`),
  ],
);
