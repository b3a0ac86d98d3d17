import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    contactNumber: text("contact_number").notNull(),
    /** argon2id hash, never the password. */
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("ROLE_USER"),
    /** Set when the mobile number is proven by OTP; an unverified account cannot log in. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /**
     * An unverified registration lasts as long as its newest OTP (decision 010): after this it is
     * deleted by the next registration and frees its number, e-mail and username. Null once verified.
     */
    pendingUntil: timestamp("pending_until", { withTimezone: true }),
    /** Carried in every token; raising it ends all older sessions (password change or reset). */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_contact_number_key").on(t.contactNumber),
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    index("users_pending_until_idx").on(t.pendingUntil).where(sql`${t.verifiedAt} is null`),
  ],
);

/** A one-time password sent to a number for one purpose; only its hash is kept. */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contactNumber: text("contact_number").notNull(),
    purpose: text("purpose").notNull().$type<"register" | "reset" | "staff-login">(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    requestedFrom: text("requested_from").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("otp_challenges_number_idx").on(t.contactNumber, t.purpose, t.createdAt)],
);

/**
 * Fixed-window counters for throttling (per number, per address, per account). They live in the
 * database so that every server process sees the same counts.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);

/**
 * Tokens ended by a logout before their expiry (decision 010): a token whose `jti` is here is
 * refused by every process. A row is deleted once its token would have expired anyway.
 */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * One row, one counter: raised by triggers (migration 0015) whenever a session may have ended or
 * changed — a verified account's row updated or deleted, a token revoked — whichever process or
 * tool wrote it. Each process's session cache answers only at the version it last read (decision
 * 033), so another process's logout or password change ends cached sessions within a second.
 */
export const sessionVersion = pgTable("session_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
});

/**
 * Every OTP request, whether or not the number has an account: the per-number and per-address
 * limits count these rows over the last hour (a sliding window), and an unknown number is limited
 * exactly like a known one, so the limits do not tell which numbers have accounts.
 */
export const otpRequests = pgTable(
  "otp_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contactNumber: text("contact_number").notNull(),
    requestedFrom: text("requested_from").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("otp_requests_number_idx").on(t.contactNumber, t.requestedAt),
    index("otp_requests_address_idx").on(t.requestedFrom, t.requestedAt),
  ],
);
