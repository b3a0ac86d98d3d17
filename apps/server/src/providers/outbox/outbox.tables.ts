import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const OUTBOX_CHANNELS = ["sms", "mail"] as const;
/** `otp`: a code, sealed and wiped once finished; `notice`: any other SMS; `mail`: a mail. */
export const OUTBOX_KINDS = ["otp", "notice", "mail"] as const;
/** pending until handed to the provider (sent) or given up on (failed); never back (decision 040). */
export const OUTBOX_STATES = ["pending", "sent", "failed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * The durable outbox (decision 040): every SMS and mail, written in the transaction of what caused
 * it and sent by whichever process claims it. `body` is the message sealed with a key derived from
 * the server's secret (message-seal.ts), and null once wiped; the rest is metadata kept after.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel", { enum: OUTBOX_CHANNELS }).notNull(),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull(),
    /** The mobile number or e-mail address the message goes to. */
    recipient: text("recipient").notNull(),
    body: text("body"),
    state: text("state", { enum: OUTBOX_STATES }).notNull().default("pending"),
    /** Claims so far, counted when claimed: an attempt cut short by a crash counts too. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** A pending message is not claimed before this (its backoff). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the process sending it now; past, or null, when nobody is. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Not sent after this (an OTP's expiry): it fails instead. Null: no expiry. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    // What the pollers scan: pending messages by when they are due.
    index("outbox_messages_due_idx").on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    // What the retention sweep scans: finished messages by age.
    index("outbox_messages_finished_idx").on(table.finishedAt).where(sql`${table.state} <> 'pending'`),
    check(
      "outbox_messages_finished_check",
      sql`(${table.state} = 'pending') = (${table.finishedAt} is null)`,
    ),
  ],
);
