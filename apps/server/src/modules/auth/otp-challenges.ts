import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { otpChallenges } from "./auth.tables.ts";
import { generateOtp, hashOtp, otpMatches } from "./otp-code.ts";
import type { Transaction } from "./throttle.ts";

/** Spec-less, the issue's figures: an OTP lives 10 minutes and allows 5 wrong tries. */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

/** `staff-login`: the staff sign-in's second factor (decision 045); its codes never open the others. */
export type Purpose = "register" | "reset" | "staff-login";
/** What became of an OTP offered for a number and purpose. */
export type OtpOutcome = "ok" | "wrong" | "expired" | "too many tries";

/**
 * The OTP challenges of `otp_challenges`, in the caller's transaction. Only an HMAC of each code
 * is stored (otp-code.ts). See docs/decisions/009-accounts.md and 010-accounts-hardening.md.
 */
export function createOtpChallenges(secret: string) {
  return {
    /**
     * Stores a new code for the number and purpose, which ends any older one, and returns it.
     * A caller stores one even when nobody will receive it (a number without an account): that
     * decoy makes the database work, and every later answer about the number's OTP, the same as
     * for an account, so neither tells which numbers have accounts (decision 010).
     */
    async store(tx: Transaction, contactNumber: string, purpose: Purpose, address: string): Promise<string> {
      const code = generateOtp();
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
      // A number's challenges of more than a day ago are of no use: keep the table small.
      await tx
        .delete(otpChallenges)
        .where(
          and(
            eq(otpChallenges.contactNumber, contactNumber),
            lt(otpChallenges.createdAt, sql`now() - interval '1 day'`),
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
    },

    /**
     * Checks `code` against the newest open challenge, counting a wrong one. A lock on the number
     * makes the read and the count one step, so concurrent guesses are counted one by one, in any
     * process. The HMAC is computed whether or not a challenge exists, so both take as long.
     *
     * A number with no open challenge (none asked for, or its code used) gets one on the spot
     * whose hash is of no code at all, so nothing can match it: the offer is a wrong try counted
     * against it, and the number answers from then on exactly as one awaiting a code does
     * ("incorrect", then "too many wrong OTPs", then "expired"). Otherwise a pending registration
     * or a reset in progress would answer "incorrect" where an unknown number answers "expired"
     * (decision 010).
     */
    async use(
      tx: Transaction,
      contactNumber: string,
      purpose: Purpose,
      code: string,
      address: string,
    ): Promise<OtpOutcome> {
      const offered = hashOtp(secret, contactNumber, purpose, code);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-check:${contactNumber}`}))`);
      const columns = {
        id: otpChallenges.id,
        codeHash: otpChallenges.codeHash,
        attempts: otpChallenges.attempts,
        live: sql<boolean>`${otpChallenges.expiresAt} > now()`,
      };
      let [challenge] = await tx
        .select(columns)
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
      if (!challenge) {
        [challenge] = await tx
          .insert(otpChallenges)
          .values({
            contactNumber,
            purpose,
            codeHash: randomBytes(32).toString("hex"),
            expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
            requestedFrom: address,
          })
          .returning(columns);
        // Anyone may make these, so each also removes the two oldest challenges (by id, the
        // primary key's order) if they are more than a day old: the table keeps about a day.
        // SKIP LOCKED: rows another transaction holds are left to it, so this never waits.
        // MATERIALIZED: the two are picked once (decision 058).
        await tx.execute(sql`
          with oldest as materialized (
            select ${otpChallenges.id} from ${otpChallenges}
            order by ${otpChallenges.id} limit 2 for update skip locked)
          delete from ${otpChallenges}
          where ${otpChallenges.createdAt} < now() - interval '1 day'
            and ${otpChallenges.id} in (select id from oldest)`);
      }
      if (!challenge?.live) return "expired";
      if (challenge.attempts >= OTP_MAX_TRIES) return "too many tries";
      if (otpMatches(challenge.codeHash, offered)) {
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
    },
  };
}

export type OtpChallenges = ReturnType<typeof createOtpChallenges>;
