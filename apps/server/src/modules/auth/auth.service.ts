import {
  AUTH_MESSAGES,
  type LoginBody,
  type LoginResponse,
  type Profile,
  type RegisterBody,
} from "@nagai/contracts/auth";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http-errors.ts";
import { otpChallenges, users } from "./auth.tables.ts";
import { generateOtp, hashOtp, otpMatches } from "./otp-code.ts";
import { checkPassword, hashPassword } from "./passwords.ts";
import type { SmsSender } from "./sms.ts";
import { admitOtpRequest, type Counters, type OtpLimits, type Transaction } from "./throttle.ts";
import type { Tokens } from "./tokens.ts";

/** Spec-less, the issue's figures: an OTP lives 10 minutes and allows 5 wrong tries. */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
/** Login and change-password attempts are counted over 15 minutes. */
const LOGIN_WINDOW_SECONDS = 15 * 60;

type Purpose = "register" | "reset";
export type User = typeof users.$inferSelect;

export interface AuthServiceOptions {
  db: Database;
  tokens: Tokens;
  sms: SmsSender;
  /** Keys the OTP hashes (the JWT secret: one secret to configure and rotate). */
  secret: string;
  counters: Counters;
  limits: { otp: OtpLimits; loginPerAccount: number; loginPerAddress: number };
  log: FastifyBaseLogger;
}

const tooMany = (seconds: number, message: string = AUTH_MESSAGES.tooManyRequests) =>
  new HttpError(429, ERROR_CODES.tooManyRequests, message, undefined, { "retry-after": String(seconds) });
const conflict = () => new HttpError(409, ERROR_CODES.conflict, AUTH_MESSAGES.accountExists);
const otpRefused = (message: string) => new HttpError(400, ERROR_CODES.validation, message, { otp: message });

/** What became of an OTP offered for a number and purpose. */
type OtpOutcome = "ok" | "wrong" | "expired" | "too many tries";
const OTP_MESSAGES: Record<Exclude<OtpOutcome, "ok">, string> = {
  wrong: AUTH_MESSAGES.otpWrong,
  expired: AUTH_MESSAGES.otpExpired,
  "too many tries": AUTH_MESSAGES.otpTooManyTries,
};

/**
 * Accounts: registration proven by an OTP to the mobile number, login, password reset by OTP and
 * password change. Everything shared between processes (accounts, OTPs, counters) is in the
 * database. See docs/decisions/009-accounts.md.
 */
export function createAuthService({ db, tokens, sms, secret, counters, limits, log }: AuthServiceOptions) {
  /** Admits the request (or refuses it with 429) and, when `send`, stores a new code and returns it. */
  async function issueOtp(
    tx: Transaction,
    contactNumber: string,
    purpose: Purpose,
    address: string,
    send: boolean,
  ): Promise<string | undefined> {
    const wait = await admitOtpRequest(tx, contactNumber, address, limits.otp);
    if (wait !== undefined) throw tooMany(wait, AUTH_MESSAGES.otpTooSoon);
    if (!send) return undefined;
    const code = generateOtp();
    // Only the newest code of a number and purpose counts.
    await tx
      .update(otpChallenges)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(otpChallenges.contactNumber, contactNumber),
          eq(otpChallenges.purpose, purpose),
          isNull(otpChallenges.consumedAt),
        ),
      );
    await tx.insert(otpChallenges).values({
      contactNumber,
      purpose,
      codeHash: hashOtp(secret, contactNumber, purpose, code),
      expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
      requestedFrom: address,
    });
    return code;
  }

  async function deliver(to: string, code: string | undefined): Promise<void> {
    if (code === undefined) return;
    try {
      await sms.sendOtp({
        to,
        otp: code,
        body: `${code} is your Nagai OTP. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
      });
    } catch (error) {
      log.error({ err: error, to }, "sending an OTP failed");
      throw new HttpError(502, "SMS_FAILED", AUTH_MESSAGES.sendOtpFailed);
    }
  }

  /**
   * Checks `code` against the newest open challenge, counting a wrong one. Runs in the caller's
   * transaction, after a lock on the number, so concurrent guesses are counted one by one.
   */
  async function useOtp(
    tx: Transaction,
    contactNumber: string,
    purpose: Purpose,
    code: string,
  ): Promise<OtpOutcome> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-check:${contactNumber}`}))`);
    const [challenge] = await tx
      .select({
        id: otpChallenges.id,
        codeHash: otpChallenges.codeHash,
        attempts: otpChallenges.attempts,
        live: sql<boolean>`${otpChallenges.expiresAt} > now()`,
      })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.contactNumber, contactNumber),
          eq(otpChallenges.purpose, purpose),
          isNull(otpChallenges.consumedAt),
        ),
      )
      .orderBy(desc(otpChallenges.id))
      .limit(1);
    if (!challenge?.live) return "expired";
    if (challenge.attempts >= OTP_MAX_TRIES) return "too many tries";
    if (otpMatches(challenge.codeHash, hashOtp(secret, contactNumber, purpose, code))) {
      await tx
        .update(otpChallenges)
        .set({ consumedAt: sql`now()` })
        .where(eq(otpChallenges.id, challenge.id));
      return "ok";
    }
    await tx
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(eq(otpChallenges.id, challenge.id));
    return challenge.attempts + 1 >= OTP_MAX_TRIES ? "too many tries" : "wrong";
  }

  const lockAccount = (tx: Transaction, contactNumber: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${contactNumber}`}))`);

  return {
    async register(body: RegisterBody, address: string): Promise<{ message: string; contactNumber: string }> {
      const { username, email, contactNumber } = body;
      const passwordHash = await hashPassword(body.password);
      let code: string | undefined;
      try {
        code = await db.transaction(async (tx) => {
          await lockAccount(tx, contactNumber);
          const matches = await tx
            .select({ id: users.id, contactNumber: users.contactNumber, verifiedAt: users.verifiedAt })
            .from(users)
            .where(
              or(
                eq(users.contactNumber, contactNumber),
                eq(sql`lower(${users.email})`, email.toLowerCase()),
                eq(sql`lower(${users.username})`, username.toLowerCase()),
              ),
            );
          // An unproven registration of this very number may be made again (a typo, a lost SMS);
          // anything else that matches is someone's account.
          if (matches.some((match) => match.verifiedAt !== null || match.contactNumber !== contactNumber)) {
            throw conflict();
          }
          const [pending] = matches;
          if (pending) {
            await tx
              .update(users)
              .set({ username, email, passwordHash, updatedAt: sql`now()` })
              .where(eq(users.id, pending.id));
          } else {
            // The payload's roles are ignored: every new account is ROLE_USER.
            await tx
              .insert(users)
              .values({ username, email, contactNumber, passwordHash, role: "ROLE_USER" });
          }
          return issueOtp(tx, contactNumber, "register", address, true);
        });
      } catch (error) {
        // Two registrations racing for one e-mail or username: the unique index decides.
        if (
          (error as { code?: string }).code === "23505" ||
          (error as { cause?: { code?: string } }).cause?.code === "23505"
        ) {
          throw conflict();
        }
        throw error;
      }
      await deliver(contactNumber, code);
      return { message: AUTH_MESSAGES.registered, contactNumber };
    },

    /** Another registration OTP; the same answer whether or not the number awaits one. */
    async resendRegistrationOtp(contactNumber: string, address: string) {
      const code = await db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.contactNumber, contactNumber), isNull(users.verifiedAt)));
        return issueOtp(tx, contactNumber, "register", address, pending !== undefined);
      });
      await deliver(contactNumber, code);
      return { error: null, message: AUTH_MESSAGES.otpSent };
    },

    async verifyRegistration(contactNumber: string, code: string) {
      const result = await db.transaction(async (tx) => {
        const outcome = await useOtp(tx, contactNumber, "register", code);
        if (outcome !== "ok") return { outcome };
        const [user] = await tx
          .update(users)
          .set({ verifiedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.contactNumber, contactNumber))
          .returning();
        return { outcome, user };
      });
      if (result.outcome !== "ok" || !result.user)
        throw otpRefused(OTP_MESSAGES[result.outcome as "expired"]);
      const token = await tokens.sign({ userId: result.user.id, version: result.user.tokenVersion });
      return { error: null, message: AUTH_MESSAGES.otpVerified, token, contactNumber };
    },

    async login({ contactOrEmailOrUsername, password }: LoginBody, address: string): Promise<LoginResponse> {
      const name = contactOrEmailOrUsername.trim();
      const lower = name.toLowerCase();
      const [user] = await db
        .select()
        .from(users)
        .where(
          or(
            eq(users.contactNumber, name),
            eq(sql`lower(${users.email})`, lower),
            eq(sql`lower(${users.username})`, lower),
          ),
        )
        // A number outranks an e-mail or username that happens to look like one.
        .orderBy(sql`${users.contactNumber} = ${name} desc`, users.id)
        .limit(1);
      const accountKey = user ? `login:user:${user.id}` : `login:name:${lower}`;
      // Counted before the password is checked: a refused attempt costs no hashing.
      const waits = [
        await counters.consume(`login:address:${address}`, limits.loginPerAddress, LOGIN_WINDOW_SECONDS),
        await counters.consume(accountKey, limits.loginPerAccount, LOGIN_WINDOW_SECONDS),
      ].filter((wait) => wait !== undefined);
      if (waits.length > 0) throw tooMany(Math.max(...waits));
      const matches = await checkPassword(user?.passwordHash, password);
      if (!user || !matches)
        throw new HttpError(401, ERROR_CODES.unauthorized, AUTH_MESSAGES.invalidCredentials);
      if (user.verifiedAt === null)
        throw new HttpError(403, ERROR_CODES.forbidden, AUTH_MESSAGES.notVerified);
      await counters.clear(accountKey);
      const token = await tokens.sign({ userId: user.id, version: user.tokenVersion });
      return {
        status: "success",
        error: null,
        message: AUTH_MESSAGES.loginSuccessful,
        token,
        contactNumber: user.contactNumber,
        contact: user.contactNumber,
      };
    },

    /** Sends a reset OTP to a verified account's number; the same answer for any other number. */
    async forgotPassword(contactNumber: string, address: string) {
      const code = await db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.contactNumber, contactNumber), isNotNull(users.verifiedAt)));
        return issueOtp(tx, contactNumber, "reset", address, account !== undefined);
      });
      await deliver(contactNumber, code);
      return { error: null, message: AUTH_MESSAGES.otpSent };
    },

    /** A new password for the OTP's number; every session made before it ends. */
    async resetPassword(contactNumber: string, code: string, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      const outcome = await db.transaction(async (tx) => {
        const used = await useOtp(tx, contactNumber, "reset", code);
        if (used === "ok") {
          await tx
            .update(users)
            .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
            .where(eq(users.contactNumber, contactNumber));
        }
        return used;
      });
      if (outcome !== "ok") throw otpRefused(OTP_MESSAGES[outcome]);
      return { error: null, message: AUTH_MESSAGES.passwordResetSuccessful };
    },

    /** Ends every other session and returns a token for this one. */
    async changePassword(user: User, oldPassword: string, newPassword: string) {
      const wait = await counters.consume(
        `password:user:${user.id}`,
        limits.loginPerAccount,
        LOGIN_WINDOW_SECONDS,
      );
      if (wait !== undefined) throw tooMany(wait);
      if (!(await checkPassword(user.passwordHash, oldPassword))) {
        throw new HttpError(400, ERROR_CODES.validation, AUTH_MESSAGES.currentPasswordWrong, {
          oldPassword: AUTH_MESSAGES.currentPasswordWrong,
        });
      }
      if (oldPassword === newPassword) {
        throw new HttpError(400, ERROR_CODES.validation, AUTH_MESSAGES.samePassword, {
          newPassword: AUTH_MESSAGES.samePassword,
        });
      }
      const passwordHash = await hashPassword(newPassword);
      const [changed] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning({ tokenVersion: users.tokenVersion });
      await counters.clear(`password:user:${user.id}`);
      const token = await tokens.sign({ userId: user.id, version: changed!.tokenVersion });
      return { token, body: { error: null, message: AUTH_MESSAGES.passwordChanged } };
    },

    /** The account a token speaks for, if the token is valid and no password change came after it. */
    async authenticate(token: string): Promise<User | undefined> {
      const claims = await tokens.read(token);
      if (!claims) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
      if (!user || user.tokenVersion !== claims.version || user.verifiedAt === null) return undefined;
      return user;
    },

    profile(user: User): Profile {
      return { id: user.id, name: user.username, contactNumber: user.contactNumber, email: user.email };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
