import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
  },
  (t) => [index("appointments_at_idx").on(t.appointmentAt)],
);
