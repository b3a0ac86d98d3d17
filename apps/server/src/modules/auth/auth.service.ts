import {
  AUTH_MESSAGES,
  type ChangePasswordResponse,
  type LoginBody,
  type LoginResponse,
  type Profile,
} from "@nagai/contracts/auth";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { and, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { createVersionWatcher } from "../../db/version-watcher.ts";
import { HttpError } from "../../http-errors.ts";
import type { OutboxWriter } from "../../providers/outbox/outbox.public.ts";
import { revokedTokens, sessionVersion, users } from "./auth.tables.ts";
import { createOtpIssuer, isLive, OTP_MESSAGES, otpRefused, tooMany, type User } from "./auth-rules.ts";
import { createOtpChallenges } from "./otp-challenges.ts";
import type { Passwords } from "./passwords.ts";
import { createRegistration } from "./registration.ts";
import { createSessionCache } from "./session-cache.ts";
import type { Counters, OtpLimits } from "./throttle.ts";
import type { Tokens } from "./tokens.ts";

export { OTP_MAX_TRIES, OTP_TTL_MINUTES } from "./otp-challenges.ts";

/** Login, change-password and OTP-check attempts are counted over 15 minutes. */
const WINDOW_SECONDS = 15 * 60;

export type { User } from "./auth-rules.ts";

export interface AuthLimits {
  otp: OtpLimits;
  /**
   * Password checks for one account from one address, whichever of its names (number, e-mail,
   * username) was typed; for a name of no account, for that name as typed (`loginKeys.subject`).
   */
  loginPerIdentifierAndAddress: number;
  /** Password checks for one account (or name of none), from every address together. */
  loginPerIdentifier: number;
  /** Password checks from one address, over all identifiers. */
  loginPerAddress: number;
  /** OTPs offered (verify-otp, reset-password) from one address, over all numbers. */
  otpChecksPerAddress: number;
}

export interface AuthServiceOptions {
  db: Database;
  tokens: Tokens;
  /** Where OTP messages are written, in the transaction that stores the code (decision 040). */
  outbox: OutboxWriter;
  /** Keys the OTP hashes (the JWT secret: one secret to configure and rotate). */
  secret: string;
  counters: Counters;
  passwords: Passwords;
  limits: AuthLimits;
}

/**
 * The login counters' keys (decision 010). Guesses are counted per account, whichever of its
 * number, e-mail and username was typed, so its three names share one budget. An
 * identifier that names no account is counted as typed, under the same limits: it goes through
 * the same states and answers (401, then 429) as a name of an account, so neither tells which
 * accounts exist.
 */
const loginKeys = {
  address: (address: string) => `login:address:${address}`,
  /**
   * Whose password is being guessed: the account, or else the identifier as typed (its length
   * first, so that one identifier's prefix is never another's).
   */
  subject: (account: Pick<User, "id"> | undefined, identifier: string) =>
    account ? `account:${account.id}` : `name:${identifier.length}:${identifier}`,
  total: (subject: string) => `login:total:${subject}`,
  pairsOf: (subject: string) => `login:pair:${subject}@`,
  pair: (subject: string, address: string) => `${loginKeys.pairsOf(subject)}${address}`,
};

/**
 * Accounts: registration proven by an OTP to the mobile number (registration.ts), login,
 * password reset by OTP, password change and logout. Everything shared between processes
 * (accounts, OTPs, counters, revoked tokens, the outbox) is in the database. See docs/decisions/009-accounts.md and 010.
 */
export function createAuthService({
  db,
  tokens,
  outbox,
  secret,
  counters,
  passwords,
  limits,
}: AuthServiceOptions) {
  const challenges = createOtpChallenges(secret);
  const otps = createOtpIssuer({ challenges, outbox, limits: limits.otp });
  const sessions = createSessionCache<User>({
    version: createVersionWatcher({
      readVersion: async () => {
        const [row] = await db.select({ version: sessionVersion.version }).from(sessionVersion);
        return row?.version ?? 0;
      },
    }),
  });

  async function limit(key: string, max: number) {
    const wait = await counters.consume(key, max, WINDOW_SECONDS);
    if (wait !== undefined) throw tooMany(wait);
  }

  /** After a reset: the owner has proven the number, so every login limit on the account ends. */
  async function clearLoginLimits(account: Pick<User, "id">) {
    const subject = loginKeys.subject(account, "");
    await counters.clear(loginKeys.total(subject));
    await counters.clearStartingWith(loginKeys.pairsOf(subject));
    await counters.clear(`password:user:${account.id}`);
  }

  const registration = createRegistration({
    db,
    tokens,
    challenges,
    otps,
    passwords,
    limit,
    otpChecksPerAddress: limits.otpChecksPerAddress,
  });

  return {
    ...registration,

    async login({ contactOrEmailOrUsername, password }: LoginBody, address: string): Promise<LoginResponse> {
      const name = contactOrEmailOrUsername.trim();
      const identifier = name.toLowerCase();
      // Counted before any password is hashed, in this order; a refusal stops the later counters
      // from counting, so one address adds at most loginPerIdentifierAndAddress to an account's
      // total. The account is looked up for every admitted attempt, named or not, so that both
      // take the same steps.
      await limit(loginKeys.address(address), limits.loginPerAddress);
      const [user] = await db
        .select()
        .from(users)
        .where(
          and(
            or(
              eq(users.contactNumber, name),
              eq(sql`lower(${users.email})`, identifier),
              eq(sql`lower(${users.username})`, identifier),
            ),
            isLive,
          ),
        )
        // A number outranks an e-mail or username that happens to look like one.
        .orderBy(sql`${users.contactNumber} = ${name} desc`, users.id)
        .limit(1);
      const subject = loginKeys.subject(user, identifier);
      await limit(loginKeys.pair(subject, address), limits.loginPerIdentifierAndAddress);
      await limit(loginKeys.total(subject), limits.loginPerIdentifier);
      const matches = await passwords.check(user?.passwordHash, password);
      if (!user || !matches)
        throw new HttpError(401, ERROR_CODES.unauthorized, AUTH_MESSAGES.invalidCredentials);
      if (user.verifiedAt === null)
        throw new HttpError(403, ERROR_CODES.forbidden, AUTH_MESSAGES.notVerified);
      // Only this address's count: the account's total still bounds guessing from elsewhere.
      await counters.clear(loginKeys.pair(subject, address));
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

    /** Sends a reset OTP to a verified account's number; the same answer, work and timing for any other. */
    async forgotPassword(contactNumber: string, address: string) {
      await db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.contactNumber, contactNumber), isNotNull(users.verifiedAt)));
        await otps.issue(tx, contactNumber, "reset", address, account !== undefined);
      });
      otps.sent();
      return { error: null, message: AUTH_MESSAGES.otpSent };
    },

    /**
     * A new password for the OTP's number; every session made before it ends, and so does every
     * login limit on the account's names. The code is checked first and the password hashed only
     * when it is right, in a hashing slot reserved beforehand: a busy server answers 503 without
     * spending the code.
     */
    async resetPassword(contactNumber: string, code: string, newPassword: string, address: string) {
      await limit(`otp-check:address:${address}`, limits.otpChecksPerAddress);
      const slot = await passwords.reserve();
      try {
        const outcome = await db.transaction((tx) =>
          challenges.use(tx, contactNumber, "reset", code, address),
        );
        if (outcome !== "ok") throw otpRefused(OTP_MESSAGES[outcome]);
        const passwordHash = await passwords.hash(newPassword, slot);
        const [account] = await db
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(and(eq(users.contactNumber, contactNumber), isNotNull(users.verifiedAt)))
          .returning();
        sessions.markChanged();
        if (account) await clearLoginLimits(account);
      } finally {
        slot();
      }
      return { error: null, message: AUTH_MESSAGES.passwordResetSuccessful };
    },

    /** Ends every other session and returns a token for this one. */
    async changePassword(
      user: User,
      oldPassword: string,
      newPassword: string,
    ): Promise<ChangePasswordResponse> {
      await limit(`password:user:${user.id}`, limits.loginPerIdentifierAndAddress);
      if (!(await passwords.check(user.passwordHash, oldPassword))) {
        throw new HttpError(400, ERROR_CODES.validation, AUTH_MESSAGES.currentPasswordWrong, {
          oldPassword: AUTH_MESSAGES.currentPasswordWrong,
        });
      }
      if (oldPassword === newPassword) {
        throw new HttpError(400, ERROR_CODES.validation, AUTH_MESSAGES.samePassword, {
          newPassword: AUTH_MESSAGES.samePassword,
        });
      }
      const passwordHash = await passwords.hash(newPassword);
      const [changed] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning({ tokenVersion: users.tokenVersion });
      sessions.markChanged();
      await counters.clear(`password:user:${user.id}`);
      const token = await tokens.sign({ userId: user.id, version: changed!.tokenVersion });
      return { error: null, message: AUTH_MESSAGES.passwordChanged, token };
    },

    /**
     * The account a token speaks for: a valid token of ours, not logged out, and no password
     * change since it was made. A token this process checked lately is answered from its session
     * cache (decision 033): another process's logout or password change reaches it within a second.
     */
    async authenticate(token: string): Promise<User | undefined> {
      const cached = await sessions.lookup(token);
      if (cached.account) return cached.account;
      const claims = await tokens.read(token);
      if (!claims) return undefined;
      const [user] = await db
        .select({
          user: users,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.id})`,
        })
        .from(users)
        .where(eq(users.id, claims.userId));
      if (!user || user.revoked) return undefined;
      if (user.user.tokenVersion !== claims.version || user.user.verifiedAt === null) return undefined;
      // Shared by every request the cache answers: nobody may change it.
      sessions.remember(token, Object.freeze(user.user), cached.version, claims.expiresAt * 1000);
      return user.user;
    },

    /**
     * Ends the token's session in every process (in this one at once, in others within a second,
     * decision 033): its id is kept as revoked until it would have expired anyway, and older
     * revocations are deleted on the way. Any other token: nothing to do.
     */
    async logout(token: string | undefined): Promise<void> {
      const claims = token ? await tokens.read(token) : undefined;
      if (!claims) return;
      await db
        .insert(revokedTokens)
        .values({ jti: claims.id, expiresAt: new Date(claims.expiresAt * 1000) })
        .onConflictDoNothing();
      sessions.markChanged();
      await db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, sql`now()`));
    },

    profile(user: User): Profile {
      return { id: user.id, name: user.username, contactNumber: user.contactNumber, email: user.email };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
