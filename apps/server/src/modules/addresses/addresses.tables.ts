import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables.ts";

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    pincode: text("pincode").notNull(),
    locality: text("locality").notNull(),
    addressLine: text("address_line").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull().default("India"),
    landmark: text("landmark"),
    alternatePhone: text("alternate_phone"),
    gstNumber: text("gst_number"),
    companyName: text("company_name"),
    isDefault: boolean("is_default").notNull().default(false),
    createdTime: timestamp("created_time", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_customer_idx").on(t.customerId),
    // At most one default address per customer, whatever the client sends.
    uniqueIndex("addresses_one_default_key").on(t.customerId).where(sql`is_default`),
  ],
);
