import { AUTH_MESSAGES, type RegisterBody } from "@nagai/contracts/auth";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http-errors.ts";
import { users } from "./auth.tables.ts";
import { isLive, OTP_MESSAGES, type OtpIssuer, otpRefused } from "./auth-rules.ts";
import { OTP_TTL_MINUTES, type OtpChallenges } from "./otp-challenges.ts";
import type { Passwords } from "./passwords.ts";
import type { Transaction } from "./throttle.ts";
import type { Tokens } from "./tokens.ts";

const conflict = (message: string = AUTH_MESSAGES.accountExists) =>
  new HttpError(409, ERROR_CODES.conflict, message);
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

const pendingUntilNow = sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`;

const lockAccount = (tx: Transaction, contactNumber: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${contactNumber}`}))`);

/**
 * Registration proven by an OTP to the mobile number (decisions 009 and 010): the account waits,
 * pending, as long as its OTP lives, and is verified by the code. The code's SMS is written to the
 * outbox in the transaction that stores the code (decision 040).
 */
export function createRegistration({
  db,
  tokens,
  challenges,
  otps,
  passwords,
  limit,
  otpChecksPerAddress,
}: {
  db: Database;
  tokens: Tokens;
  challenges: OtpChallenges;
  otps: OtpIssuer;
  passwords: Passwords;
  /** Counts one attempt under `key`, or refuses with 429. */
  limit: (key: string, max: number) => Promise<void>;
  otpChecksPerAddress: number;
}) {
  /**
   * Refuses a registration that matches a verified account or a live registration, by number,
   * e-mail or username, after deleting every registration whose OTP has expired: those free
   * their number, e-mail and username.
   */
  async function requireFree(tx: Transaction, { contactNumber, email, username }: RegisterBody) {
    // SKIP LOCKED: rows another registration is deleting now are left to it, so two never wait
    // for each other in a circle. Expired rows are ignored below whether deleted yet or not.
    // MATERIALIZED: the hundred are picked once (decision 058).
    await tx.execute(sql`
      with expired as materialized (
        select ${users.id} from ${users}
        where ${users.verifiedAt} is null and (${users.pendingUntil} is null or ${users.pendingUntil} <= now())
        limit 100 for update skip locked)
      delete from ${users} where ${users.id} in (select id from expired)`);
    const matches = await tx
      .select({ contactNumber: users.contactNumber, verifiedAt: users.verifiedAt })
      .from(users)
      .where(
        and(
          or(
            eq(users.contactNumber, contactNumber),
            eq(sql`lower(${users.email})`, email.toLowerCase()),
            eq(sql`lower(${users.username})`, username.toLowerCase()),
          ),
          isLive,
        ),
      );
    // Nobody who has not proven the number may change a pending registration (issue 9).
    if (matches.some((match) => match.contactNumber === contactNumber && match.verifiedAt === null)) {
      throw conflict(AUTH_MESSAGES.registrationPending);
    }
    if (matches.length > 0) throw conflict();
  }

  return {
    /**
     * Everything that can refuse the registration (the OTP limits, a taken number, e-mail or
     * username) is checked before the password is hashed; the checks run again, under the lock,
     * when the account is written, since another registration may have come in between.
     */
    async register(body: RegisterBody, address: string): Promise<{ message: string; contactNumber: string }> {
      const { username, email, contactNumber } = body;
      await db.transaction(async (tx) => {
        await lockAccount(tx, contactNumber);
        await requireFree(tx, body);
        await otps.admit(tx, contactNumber, address);
      });
      const passwordHash = await passwords.hash(body.password);
      try {
        await db.transaction(async (tx) => {
          await lockAccount(tx, contactNumber);
          await requireFree(tx, body);
          // The payload's roles are ignored: every new account is ROLE_USER.
          await tx.insert(users).values({
            username,
            email,
            contactNumber,
            passwordHash,
            role: "ROLE_USER",
            pendingUntil: pendingUntilNow,
          });
          const code = await challenges.store(tx, contactNumber, "register", address);
          await otps.write(tx, contactNumber, code, true);
        });
      } catch (error) {
        // Two registrations racing for one e-mail or username: the unique index decides.
        if (isUniqueViolation(error)) throw conflict();
        throw error;
      }
      otps.sent();
      return { message: AUTH_MESSAGES.registered, contactNumber };
    },

    /**
     * Another registration OTP, which the registration now lives as long as. The same answer,
     * work and OTP limits whether or not the number awaits one.
     */
    async resendRegistrationOtp(contactNumber: string, address: string) {
      await db.transaction(async (tx) => {
        await lockAccount(tx, contactNumber);
        const [pending] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.contactNumber, contactNumber),
              isNull(users.verifiedAt),
              gt(users.pendingUntil, sql`now()`),
            ),
          );
        await otps.issue(tx, contactNumber, "register", address, pending !== undefined);
        if (pending)
          await tx.update(users).set({ pendingUntil: pendingUntilNow }).where(eq(users.id, pending.id));
      });
      otps.sent();
      return { error: null, message: AUTH_MESSAGES.otpSent };
    },

    async verifyRegistration(contactNumber: string, code: string, address: string) {
      await limit(`otp-check:address:${address}`, otpChecksPerAddress);
      const result = await db.transaction(async (tx) => {
        const outcome = await challenges.use(tx, contactNumber, "register", code, address);
        if (outcome !== "ok") return { outcome };
        // Only a pending registration: a decoy code guessed for a verified number verifies nothing.
        const [user] = await tx
          .update(users)
          .set({ verifiedAt: sql`now()`, pendingUntil: null, updatedAt: sql`now()` })
          .where(and(eq(users.contactNumber, contactNumber), isNull(users.verifiedAt)))
          .returning();
        return { outcome, user };
      });
      if (result.outcome !== "ok") throw otpRefused(OTP_MESSAGES[result.outcome]);
      if (!result.user) throw otpRefused(AUTH_MESSAGES.otpExpired);
      const token = await tokens.sign({ userId: result.user.id, version: result.user.tokenVersion });
      return { error: null, message: AUTH_MESSAGES.otpVerified, token, contactNumber };
    },
  };
}
