/**
 * The staff roles and cookie without Zod (as auth-texts.ts is for accounts): the console's pages
 * name them without carrying Zod into the browser (decision 045).
 */
export const STAFF_ROLES = ["ROLE_STAFF", "ROLE_ADMIN"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff session's cookie, beside the shoppers' `user_token`. */
export const STAFF_TOKEN_COOKIE = "staff_token";
