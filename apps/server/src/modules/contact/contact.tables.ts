import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a staff member marks it answered (decision 045), with their name then. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
  },
  // The console's inbox lists the unanswered ones first, newest first.
  (t) => [index("contact_messages_unanswered_idx").on(t.createdAt).where(sql`answered_at IS NULL`)],
);
