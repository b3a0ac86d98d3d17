import type { AppointmentDeskStatus } from "@nagai/contracts/staff-desk";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables.ts";

export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    cityOrCountry: text("city_or_country").notNull(),
    category: text("category").notNull(),
    subCategory: text("sub_category").notNull(),
    preferredLanguage: text("preferred_language").notNull(),
    message: text("message"),
    /** appointmentDateTime of the spec, as the shopper's local date and time in India. */
    appointmentAt: timestamp("appointment_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff console's mark (contracts' APPOINTMENT_DESK_STATUSES, decision 045); every change is audited. */
    deskStatus: text("desk_status").notNull().$type<AppointmentDeskStatus>().default("NEW"),
    deskNote: text("desk_note"),
    /** The staff member who marked it last (their name then) and when. */
    deskUpdatedBy: text("desk_updated_by"),
    deskUpdatedAt: timestamp("desk_updated_at", { withTimezone: true }),
  },
  (t) => [
    index("appointments_at_idx").on(t.appointmentAt),
    // The console home counts the bookings nobody has called yet.
    index("appointments_new_idx").on(t.appointmentAt).where(sql`desk_status = 'NEW'`),
    check("appointments_desk_status", sql`${t.deskStatus} in ('NEW', 'CALLED', 'DONE', 'NO_ANSWER')`),
  ],
);
