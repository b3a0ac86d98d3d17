import { AUTH_LIMITS, AUTH_MESSAGES } from "./auth-texts.ts";
import { StaffRoleSchema } from "./staff.ts";
import { z } from "./zod.ts";

/**
 * Staff sign-in (issue 25 item 2, decision 045): the password, then an OTP sent by SMS to the
 * member's own number. The number and OTP rules, and their texts, are the shoppers'.
 */
export const STAFF_AUTH_MESSAGES = {
  invalidCredentials: "Invalid mobile number or password",
  otpSent: "We sent an OTP to your mobile number. Enter it to sign in",
  signedOut: "Signed out",
  fillAllFields: "Please enter your mobile number and password",
} as const;

const phone = z
  .string({ error: AUTH_MESSAGES.mobileInvalid })
  .trim()
  .regex(/^\d{10}$/, AUTH_MESSAGES.mobileInvalid);

export const StaffLoginBodySchema = z
  .object({
    phone,
    password: z
      .string({ error: STAFF_AUTH_MESSAGES.fillAllFields })
      .min(1, STAFF_AUTH_MESSAGES.fillAllFields)
      .max(AUTH_LIMITS.passwordMax, STAFF_AUTH_MESSAGES.invalidCredentials),
  })
  .meta({ id: "StaffLoginBody" });
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

export const StaffVerifyOtpBodySchema = z
  .object({
    phone,
    otp: z
      .string({ error: AUTH_MESSAGES.otpInvalid })
      .trim()
      .regex(/^\d{6}$/, AUTH_MESSAGES.otpInvalid),
  })
  .meta({ id: "StaffVerifyOtpBody" });
export type StaffVerifyOtpBody = z.infer<typeof StaffVerifyOtpBodySchema>;

export const StaffOtpSentSchema = z.object({ message: z.string() }).meta({ id: "StaffOtpSent" });

/** A staff session: the token (also set as the HttpOnly `staff_token` cookie), name and role. */
export const StaffSessionSchema = z
  .object({
    token: z.string().describe("A JWT of the staff audience; the web receives it as the cookie staff_token"),
    name: z.string(),
    role: StaffRoleSchema,
  })
  .meta({ id: "StaffSession" });
export type StaffSession = z.infer<typeof StaffSessionSchema>;
