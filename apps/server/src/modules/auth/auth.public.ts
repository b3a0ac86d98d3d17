/**
 * What other modules may use of the auth module (decision 041): who the caller is, the locks and
 * counters other modules' writes share with accounts, and the tokens and revocations the staff
 * module's sessions are made of (decision 045).
 */

export type { User } from "./auth.service.ts";
export { revokedTokens } from "./auth.tables.ts";
export { createOtpIssuer, OTP_MESSAGES, otpRefused, tooMany } from "./auth-rules.ts";
export { createOtpChallenges } from "./otp-challenges.ts";
export { createPasswords, type Passwords } from "./passwords.ts";
export { type RequireUser, readSessionToken, requiresSignedInUser, signedInUser } from "./require-user.ts";
export { loadSecret } from "./secret.ts";
export { accountWithNumber, lockShopper } from "./shopper-lock.ts";
export type { Counters, OtpLimits, Transaction } from "./throttle.ts";
export { createTokens, type Tokens } from "./tokens.ts";
