import {
  AUTH_MESSAGES,
  type ChangePasswordResponse,
  type LoginBody,
  type LoginResponse,
  type Profile,
  type RegisterBody,
} from "@nagai/contracts/auth";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { createVersionWatcher } from "../../db/version-watcher.ts";
import { HttpError } from "../../http-errors.ts";
import { revokedTokens, sessionVersion, users } from "./auth.tables.ts";
import { createOtpChallenges, OTP_TTL_MINUTES, type OtpOutcome, type Purpose } from "./otp-challenges.ts";
import type { Passwords } from "./passwords.ts";
import { createSessionCache } from "./session-cache.ts";
import type { BackgroundSms } from "./sms.ts";
import { admitOtpRequest, type Counters, type OtpLimits, type Transaction } from "./throttle.ts";
import type { Tokens } from "./tokens.ts";

export { OTP_MAX_TRIES, OTP_TTL_MINUTES } from "./otp-challenges.ts";

/** Login, change-password and OTP-check attempts are counted over 15 minutes. */
const WINDOW_SECONDS = 15 * 60;

export type User = typeof users.$inferSelect;

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
  sms: BackgroundSms;
  /** Keys the OTP hashes (the JWT secret: one secret to configure and rotate). */
  secret: string;
  counters: Counters;
  passwords: Passwords;
  limits: AuthLimits;
}

const tooMany = (seconds: number, message: string = AUTH_MESSAGES.tooManyRequests) =>
  new HttpError(429, ERROR_CODES.tooManyRequests, message, undefined, { "retry-after": String(seconds) });
const conflict = (message: string = AUTH_MESSAGES.accountExists) =>
  new HttpError(409, ERROR_CODES.conflict, message);
const otpRefused = (message: string) => new HttpError(400, ERROR_CODES.validation, message, { otp: message });
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

const OTP_MESSAGES: Record<Exclude<OtpOutcome, "ok">, string> = {
  wrong: AUTH_MESSAGES.otpWrong,
  expired: AUTH_MESSAGES.otpExpired,
  "too many tries": AUTH_MESSAGES.otpTooManyTries,
};

/** A verified account, or a registration whose OTP still lives (decision 010). */
const isLive = or(isNotNull(users.verifiedAt), gt(users.pendingUntil, sql`now()`));
const pendingUntilNow = sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`;

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
 * Accounts: registration proven by an OTP to the mobile number, login, password reset by OTP,
 * password change and logout. Everything shared between processes (accounts, OTPs, counters,
 * revoked tokens) is in the database. See docs/decisions/009-accounts.md and 010.
 */
export function createAuthService({
  db,
  tokens,
  sms,
  secret,
  counters,
  passwords,
  limits,
}: AuthServiceOptions) {
  const challenges = createOtpChallenges(secret);
  const sessions = createSessionCache<User>({
    version: createVersionWatcher({
      readVersion: async () => {
        const [row] = await db.select({ version: sessionVersion.version }).from(sessionVersion);
        return row?.version ?? 0;
      },
    }),
  });

  /** Admits an OTP request (or refuses it with 429), in the caller's transaction. */
  async function admitOtp(tx: Transaction, contactNumber: string, address: string) {
    const wait = await admitOtpRequest(tx, contactNumber, address, limits.otp);
    if (wait !== undefined) throw tooMany(wait, AUTH_MESSAGES.otpTooSoon);
  }

  /**
   * Admits the request and stores a new code, always; returns it only when it is to be sent.
   * A number without an account gets a decoy nobody receives (otp-challenges.ts).
   */
  async function issueOtp(
    tx: Transaction,
    contactNumber: string,
    purpose: Purpose,
    address: string,
    send: boolean,
  ) {
    await admitOtp(tx, contactNumber, address);
    const code = await challenges.store(tx, contactNumber, purpose, address);
    return send ? code : undefined;
  }

  /** Hands the code to the SMS sender in the background: the answer never waits for a gateway. */
  function deliver(to: string, code: string | undefined): void {
    if (code === undefined) return;
    sms.send({
      to,
      otp: code,
      body: `${code} is your Nagai OTP. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
    });
  }

  async function limit(key: string, max: number) {
    const wait = await counters.consume(key, max, WINDOW_SECONDS);
    if (wait !== undefined) throw tooMany(wait);
  }

  const lockAccount = (tx: Transaction, contactNumber: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${contactNumber}`}))`);

  /**
   * Refuses a registration that matches a verified account or a live registration, by number,
   * e-mail or username, after deleting every registration whose OTP has expired: those free
   * their number, e-mail and username.
   */
  async function requireFree(tx: Transaction, { contactNumber, email, username }: RegisterBody) {
    // SKIP LOCKED: rows another registration is deleting now are left to it, so two never wait
    // for each other in a circle. Expired rows are ignored below whether deleted yet or not.
    await tx.execute(sql`
      delete from ${users} where ${users.id} in (
        select ${users.id} from ${users}
        where ${users.verifiedAt} is null and (${users.pendingUntil} is null or ${users.pendingUntil} <= now())
        limit 100 for update skip locked)`);
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

  /** After a reset: the owner has proven the number, so every login limit on the account ends. */
  async function clearLoginLimits(account: Pick<User, "id">) {
    const subject = loginKeys.subject(account, "");
    await counters.clear(loginKeys.total(subject));
    await counters.clearStartingWith(loginKeys.pairsOf(subject));
    await counters.clear(`password:user:${account.id}`);
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
        await admitOtp(tx, contactNumber, address);
      });
      const passwordHash = await passwords.hash(body.password);
      let code: string;
      try {
        code = await db.transaction(async (tx) => {
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
          return challenges.store(tx, contactNumber, "register", address);
        });
      } catch (error) {
        // Two registrations racing for one e-mail or username: the unique index decides.
        if (isUniqueViolation(error)) throw conflict();
        throw error;
      }
      deliver(contactNumber, code);
      return { message: AUTH_MESSAGES.registered, contactNumber };
    },

    /**
     * Another registration OTP, which the registration now lives as long as. The same answer,
     * work and OTP limits whether or not the number awaits one.
     */
    async resendRegistrationOtp(contactNumber: string, address: string) {
      const code = await db.transaction(async (tx) => {
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
        const sent = await issueOtp(tx, contactNumber, "register", address, pending !== undefined);
        if (pending)
          await tx.update(users).set({ pendingUntil: pendingUntilNow }).where(eq(users.id, pending.id));
        return sent;
      });
      deliver(contactNumber, code);
      return { error: null, message: AUTH_MESSAGES.otpSent };
    },

    async verifyRegistration(contactNumber: string, code: string, address: string) {
      await limit(`otp-check:address:${address}`, limits.otpChecksPerAddress);
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
      const code = await db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.contactNumber, contactNumber), isNotNull(users.verifiedAt)));
        return issueOtp(tx, contactNumber, "reset", address, account !== undefined);
      });
      deliver(contactNumber, code);
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
