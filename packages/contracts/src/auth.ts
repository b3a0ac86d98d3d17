import { AUTH_LIMITS, AUTH_MESSAGES, NEW_PASSWORD_RULES } from "./auth-texts.ts";
import { z } from "./zod.ts";

// The accounts API's schemas. Their texts, limits and rules are in auth-texts.ts (no Zod), which
// this file passes on so that the server imports everything from one place.
export { AUTH_LIMITS, AUTH_MESSAGES, NEW_PASSWORD_RULES, TOKEN_COOKIE } from "./auth-texts.ts";

const contactNumber = z
  .string({ error: AUTH_MESSAGES.mobileInvalid })
  .trim()
  .regex(/^\d{10}$/, AUTH_MESSAGES.mobileInvalid);

const password = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

const otp = z
  .string({ error: AUTH_MESSAGES.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, AUTH_MESSAGES.otpInvalid);

/** The spec's checks in its order: required, then the Gmail ending, then the basic format. */
const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(AUTH_LIMITS.emailMax, AUTH_MESSAGES.emailInvalid)
  .refine((value) => value.toLowerCase().endsWith("@gmail.com"), AUTH_MESSAGES.emailNotGmail)
  .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), AUTH_MESSAGES.emailInvalid)
  // Both checks as one pattern, for the OpenAPI document.
  .meta({ pattern: String.raw`^\s*[^\s@]+@[Gg][Mm][Aa][Ii][Ll]\.[Cc][Oo][Mm]\s*$` });

export const RegisterBodySchema = z
  .object({
    username: z
      .string({ error: AUTH_MESSAGES.usernameTooShort })
      .trim()
      .min(AUTH_LIMITS.usernameMin, AUTH_MESSAGES.usernameTooShort)
      .max(AUTH_LIMITS.usernameMax, AUTH_MESSAGES.usernameTooLong),
    email,
    contactNumber,
    password,
    /** The spec's client sends ["ROLE_USER"]; the server ignores it: every new account is ROLE_USER. */
    roles: z.unknown().optional(),
  })
  .meta({ id: "RegisterBody" });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterResponseSchema = z
  .object({ message: z.string(), contactNumber: z.string() })
  .meta({ id: "RegisterResponse" });

export const LoginBodySchema = z
  .object({
    contactOrEmailOrUsername: z
      .string({ error: AUTH_MESSAGES.fillAllFields })
      .trim()
      .min(1, AUTH_MESSAGES.fillAllFields)
      .max(AUTH_LIMITS.emailMax, AUTH_MESSAGES.invalidCredentials),
    password: z
      .string({ error: AUTH_MESSAGES.fillAllFields })
      .min(1, AUTH_MESSAGES.fillAllFields)
      .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.invalidCredentials),
  })
  .meta({ id: "LoginBody" });
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** What the spec's client reads from a login: status, error, message, token and the number. */
export const LoginResponseSchema = z
  .object({
    status: z.literal("success"),
    error: z.null(),
    message: z.string(),
    token: z.string().describe("A JWT; the web also receives it as the HttpOnly cookie user_token"),
    contactNumber: z.string(),
    contact: z.string().describe("The same number, under the spec's other reading"),
  })
  .meta({ id: "LoginResponse" });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

// No `id`: a query schema must stay inline in the OpenAPI document, where each parameter is listed.
export const VerifyOtpQuerySchema = z.object({ contactNumber, otp });

export const VerifyOtpResponseSchema = z
  .object({ error: z.null(), message: z.string(), token: z.string(), contactNumber: z.string() })
  .meta({ id: "VerifyOtpResponse" });

export const ForgotPasswordBodySchema = z.object({ contactNumber }).meta({ id: "ForgotPasswordBody" });

export const MessageResponseSchema = z
  .object({ error: z.null(), message: z.string() })
  .meta({ id: "MessageResponse" });

export const ResetPasswordBodySchema = z
  .object({ contactNumber, otp, newPassword: password })
  .meta({ id: "ResetPasswordBody" });

export const ChangePasswordBodySchema = z
  .object({
    oldPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, AUTH_MESSAGES.currentPasswordRequired)
      .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.currentPasswordWrong),
    newPassword: z
      .string({ error: AUTH_MESSAGES.newPasswordRequired })
      .min(1, AUTH_MESSAGES.newPasswordRequired)
      .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong)
      .superRefine((value, context) => {
        const broken = NEW_PASSWORD_RULES.find((rule) => !rule.test(value));
        if (broken) context.addIssue({ code: "custom", message: broken.message });
      }),
  })
  .meta({ id: "ChangePasswordBody" });

/**
 * The new session's token, in the body as login answers it (`token`), so that a client signing in
 * by Bearer (the mobile app) keeps its session; the web receives it as the cookie too. Every older
 * token is refused from then on.
 */
export const ChangePasswordResponseSchema = z
  .object({
    error: z.null(),
    message: z.string(),
    token: z
      .string()
      .describe("A JWT for this session; the web also receives it as the HttpOnly cookie user_token"),
  })
  .meta({ id: "ChangePasswordResponse" });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

export const ProfileSchema = z
  .object({ id: z.number().int(), name: z.string(), contactNumber: z.string(), email: z.string() })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof ProfileSchema>;

export const OutboxMessageSchema = z
  .object({ channel: z.enum(["sms", "email"]), to: z.string(), body: z.string(), time: z.string() })
  .meta({ id: "OutboxMessage" });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
