import { ERROR_CODES } from "@nagai/contracts/errors";
import { STAFF_AUTH_MESSAGES, type StaffSession } from "@nagai/contracts/staff-auth";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http-errors.ts";
import type { OutboxWriter } from "../../providers/outbox/outbox.public.ts";
import {
  type Counters,
  createOtpChallenges,
  createOtpIssuer,
  OTP_MESSAGES,
  type OtpLimits,
  otpRefused,
  type Passwords,
  revokedTokens,
  type Tokens,
  tooMany,
} from "../auth/auth.public.ts";
import { staffMembers } from "./staff.tables.ts";

/** Sign-in attempts are counted over 15 minutes, as shoppers' are (decision 010). */
const WINDOW_SECONDS = 15 * 60;

export interface StaffSignInLimits {
  otp: OtpLimits;
  /** Password checks for one member (or number of none) from one address. */
  loginPerIdentifierAndAddress: number;
  /** Password checks for one member (or number of none) from every address together. */
  loginPerIdentifier: number;
  /** Password checks from one address, over all numbers. */
  loginPerAddress: number;
  /** OTPs offered from one address, over all numbers (shared with the shoppers' checks). */
  otpChecksPerAddress: number;
}

export interface StaffAuthOptions {
  db: Database;
  /** Staff tokens (audience `nagai-staff`, STAFF_TOKEN_TTL_HOURS). */
  tokens: Tokens;
  secret: string;
  outbox: OutboxWriter;
  counters: Counters;
  passwords: Passwords;
  limits: StaffSignInLimits;
}

/**
 * The counters' keys: a `staff-login:` family of its own beside the shoppers' `login:`, so a
 * number that is both a shopper's and a staff member's has two budgets, as it has two passwords.
 * Guesses at a number of no member are counted as typed, under the same limits and answers.
 */
const keys = {
  address: (address: string) => `staff-login:address:${address}`,
  subject: (memberId: number | undefined, phone: string) =>
    memberId ? `member:${memberId}` : `phone:${phone}`,
  total: (subject: string) => `staff-login:total:${subject}`,
  pair: (subject: string, address: string) => `staff-login:pair:${subject}@${address}`,
};

const refused = () => new HttpError(401, ERROR_CODES.unauthorized, STAFF_AUTH_MESSAGES.invalidCredentials);

/**
 * Staff sign-in (decision 045): the password, then an OTP to the member's own mobile through the
 * outbox (the second factor), then a staff token. Throttled like the shoppers' login: counters
 * before any hash, then the OTP limits per number and address; the OTP challenges are the
 * shoppers' table under the purpose `staff-login`, so a code sent for another purpose never
 * signs staff in. A disabled member, a wrong password and an unknown number get the same 401.
 */
export function createStaffAuthService({
  db,
  tokens,
  secret,
  outbox,
  counters,
  passwords,
  limits,
}: StaffAuthOptions) {
  const challenges = createOtpChallenges(secret);
  const otps = createOtpIssuer({ challenges, outbox, limits: limits.otp });

  async function limit(key: string, max: number) {
    const wait = await counters.consume(key, max, WINDOW_SECONDS);
    if (wait !== undefined) throw tooMany(wait);
  }

  async function findActive(phone: string) {
    const [member] = await db
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.contactNumber, phone), isNull(staffMembers.disabledAt)));
    return member;
  }

  return {
    /** Checks the password; when right, sends the sign-in OTP to the member's number. */
    async login(phone: string, password: string, address: string): Promise<{ message: string }> {
      await limit(keys.address(address), limits.loginPerAddress);
      const member = await findActive(phone);
      const subject = keys.subject(member?.id, phone);
      await limit(keys.pair(subject, address), limits.loginPerIdentifierAndAddress);
      await limit(keys.total(subject), limits.loginPerIdentifier);
      // Hashed whether or not a member matched: both take as long.
      const matches = await passwords.check(member?.passwordHash, password);
      if (!member || !matches) throw refused();
      await counters.clear(keys.pair(subject, address));
      await db.transaction((tx) => otps.issue(tx, phone, "staff-login", address, true));
      otps.sent();
      return { message: STAFF_AUTH_MESSAGES.otpSent };
    },

    /** The OTP sent by `login`: a staff session for the member, unless disabled meanwhile. */
    async verifyOtp(phone: string, otp: string, address: string): Promise<StaffSession> {
      await limit(`otp-check:address:${address}`, limits.otpChecksPerAddress);
      const outcome = await db.transaction((tx) => challenges.use(tx, phone, "staff-login", otp, address));
      if (outcome !== "ok") throw otpRefused(OTP_MESSAGES[outcome]);
      const member = await findActive(phone);
      if (!member) throw refused();
      await counters.clear(keys.total(keys.subject(member.id, phone)));
      const token = await tokens.sign({ userId: member.id, version: member.tokenVersion });
      return { token, name: member.name, role: member.role };
    },

    /**
     * Ends the token's session in every process: staff tokens are checked against the database
     * on every call (require-staff.ts), so the revocation counts from the next request. Any other
     * token (a shopper's, an expired one): nothing to do.
     */
    async logout(token: string | undefined): Promise<void> {
      const claims = token ? await tokens.read(token) : undefined;
      if (!claims) return;
      await db
        .insert(revokedTokens)
        .values({ jti: claims.id, expiresAt: new Date(claims.expiresAt * 1000) })
        .onConflictDoNothing();
      await db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, sql`now()`));
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
