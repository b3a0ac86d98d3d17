import { AUTH_MESSAGES } from "@nagai/contracts/auth";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { gt, isNotNull, or, sql } from "drizzle-orm";
import { HttpError } from "../../http-errors.ts";
import type { OutboxWriter } from "../../providers/outbox/outbox.public.ts";
import { users } from "./auth.tables.ts";
import { OTP_TTL_MINUTES, type OtpChallenges, type OtpOutcome, type Purpose } from "./otp-challenges.ts";
import { admitOtpRequest, type OtpLimits, type Transaction } from "./throttle.ts";

// What the account flows share: registration (registration.ts) and login, reset and sessions
// (auth.service.ts). See docs/decisions/009-accounts.md and 010.

export type User = typeof users.$inferSelect;

export const tooMany = (seconds: number, message: string = AUTH_MESSAGES.tooManyRequests) =>
  new HttpError(429, ERROR_CODES.tooManyRequests, message, undefined, { "retry-after": String(seconds) });
export const otpRefused = (message: string) =>
  new HttpError(400, ERROR_CODES.validation, message, { otp: message });

export const OTP_MESSAGES: Record<Exclude<OtpOutcome, "ok">, string> = {
  wrong: AUTH_MESSAGES.otpWrong,
  expired: AUTH_MESSAGES.otpExpired,
  "too many tries": AUTH_MESSAGES.otpTooManyTries,
};

/** A verified account, or a registration whose OTP still lives (decision 010). */
export const isLive = or(isNotNull(users.verifiedAt), gt(users.pendingUntil, sql`now()`));

/**
 * Issues OTPs: admits the request (or refuses it with 429), stores the code, and writes its SMS to
 * the outbox, all in the caller's transaction; the caller wakes the outbox after the commit
 * (decision 040). The SMS expires with the code, and its body is sealed and wiped once sent.
 */
export function createOtpIssuer({
  challenges,
  outbox,
  limits,
}: {
  challenges: OtpChallenges;
  outbox: OutboxWriter;
  limits: OtpLimits;
}) {
  /** Writes the code's SMS when `send`; the same statement writes nothing otherwise (decision 010). */
  async function write(tx: Transaction, to: string, otp: string, send: boolean) {
    const body = `${otp} is your Nagai OTP. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`;
    await outbox.add(
      tx,
      { channel: "sms", kind: "otp", message: { to, otp, body } },
      { when: send, expiresInMinutes: OTP_TTL_MINUTES },
    );
  }

  async function admit(tx: Transaction, contactNumber: string, address: string) {
    const wait = await admitOtpRequest(tx, contactNumber, address, limits);
    if (wait !== undefined) throw tooMany(wait, AUTH_MESSAGES.otpTooSoon);
  }

  return {
    admit,
    write,
    /**
     * Admits the request and stores a new code, always; writes its SMS only when `send`. A number
     * without an account gets a decoy nobody receives (otp-challenges.ts).
     */
    async issue(tx: Transaction, contactNumber: string, purpose: Purpose, address: string, send: boolean) {
      await admit(tx, contactNumber, address);
      const code = await challenges.store(tx, contactNumber, purpose, address);
      await write(tx, contactNumber, code, send);
    },
    /** After the commit: the outbox sends at once, whether or not a message was written. */
    sent: () => outbox.wake(),
  };
}

export type OtpIssuer = ReturnType<typeof createOtpIssuer>;
