/**
 * What other modules may use of the auth module (decision 041): who the caller is, the locks and
 * counters other modules' writes share with accounts.
 */
export type { User } from "./auth.service.ts";
export { createPasswords } from "./passwords.ts";
export { type RequireUser, requiresSignedInUser, signedInUser } from "./require-user.ts";
export { loadSecret } from "./secret.ts";
export { accountWithNumber, lockShopper } from "./shopper-lock.ts";
export type { Counters } from "./throttle.ts";
