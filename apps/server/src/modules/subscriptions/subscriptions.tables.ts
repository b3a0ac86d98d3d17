import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The addresses that asked to hear from the shop (the coming-soon page's subscribe form, decision
 * 030). One row per address whatever its case: the unique index on lower(email) is what makes a
 * second subscribe, or twenty at once, add nothing. The table dates from the first migration
 * (0001, where it sat beside the contact messages, unwritten); this module now owns it.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a staff member marks the subscriber answered (welcomed; decision 045). */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_unanswered_idx").on(t.createdAt).where(sql`answered_at IS NULL`),
  ],
);
