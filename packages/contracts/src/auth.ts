import { z } from "zod";

// Accounts (spec document 1 sections 3-5 and 8, document 2 sections 5 and 8). The texts are the
// spec's, word for word; the ones marked "ours" are where the spec shows none.

export const AUTH_LIMITS = {
  usernameMin: 3,
  /** Ours: bounds the work of hashing and the size of a row. */
  usernameMax: 50,
  emailMax: 254,
  passwordMin: 6,
  changePasswordMin: 8,
  /** Ours: argon2 hashes any length, but a megabyte of password is an attack, not a password. */
  passwordMax: 128,
  contactDigits: 10,
  otpDigits: 6,
} as const;

export const AUTH_MESSAGES = {
  usernameTooShort: "Username must be at least 3 characters long",
  usernameTooLong: "Username must be at most 50 characters long", // ours
  emailRequired: "Email is required",
  emailNotGmail: "Email must be a valid Gmail address (@gmail.com)",
  emailInvalid: "Invalid email format",
  mobileInvalid: "Mobile number must be exactly 10 digits",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordTooLong: "Password must be at most 128 characters long", // ours
  otpInvalid: "Please enter a valid 6-digit OTP",
  fillAllFields: "Please fill in all fields",
  currentPasswordRequired: "Current password is required",
  newPasswordRequired: "New password is required",
  newPasswordMin: "Password must be at least 8 characters",
  newPasswordUppercase: "Password must contain at least one uppercase letter",
  newPasswordNumber: "Password must contain at least one number",
  newPasswordSpecial: "Password must contain at least one special character",
  passwordsDoNotMatch: "Passwords do not match",

  registered: "Registered successfully! Please verify OTP.",
  loginSuccessful: "Login successful!",
  otpVerified: "OTP verified successfully!",
  otpSent: "OTP sent to your registered number",
  passwordResetSuccessful: "Password reset successful",
  passwordChanged: "Password changed successfully!",

  loginFailed: "Login failed",
  noTokenReceived: "No token received. Please try again.",
  invalidTokenReceived: "Invalid token received from server",
  signupFailed: "Signup failed",
  otpVerificationFailed: "OTP verification failed",
  sendOtpFailed: "Failed to send OTP",
  resetPasswordFailed: "Failed to reset password",
  changePasswordFailed: "Failed to change password",
  noTokenFound: "No token found. Please login again.",

  // Ours: the server's answers where the spec shows none.
  accountExists: "An account with this mobile number, email or username already exists",
  invalidCredentials: "Invalid mobile number, email, username or password",
  notVerified: "Please verify your mobile number with the OTP sent to it before logging in",
  otpWrong: "The OTP is incorrect",
  otpExpired: "The OTP has expired or was already used. Please request a new one",
  otpTooManyTries: "Too many wrong OTPs. Please request a new one",
  otpTooSoon: "Please wait before requesting another OTP",
  tooManyRequests: "Too many attempts. Please try again later",
  currentPasswordWrong: "Current password is incorrect",
  samePassword: "The new password must differ from the current one",
  notAuthenticated: "Please log in again",
} as const;

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
  .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), AUTH_MESSAGES.emailInvalid);

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

/** The change-password rules, each with its message, in the spec's order (document 2, section 5). */
export const NEW_PASSWORD_RULES = [
  {
    test: (value: string) => value.length >= AUTH_LIMITS.changePasswordMin,
    message: AUTH_MESSAGES.newPasswordMin,
  },
  { test: (value: string) => /[A-Z]/.test(value), message: AUTH_MESSAGES.newPasswordUppercase },
  { test: (value: string) => /\d/.test(value), message: AUTH_MESSAGES.newPasswordNumber },
  { test: (value: string) => /[^A-Za-z0-9]/.test(value), message: AUTH_MESSAGES.newPasswordSpecial },
] as const;

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

export const ProfileSchema = z
  .object({ id: z.number().int(), name: z.string(), contactNumber: z.string(), email: z.string() })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof ProfileSchema>;

export const OutboxMessageSchema = z
  .object({ channel: z.enum(["sms", "email"]), to: z.string(), body: z.string(), time: z.string() })
  .meta({ id: "OutboxMessage" });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** The web's cookie (HttpOnly, SameSite=Lax) and the local key of the spec: user_token. */
export const TOKEN_COOKIE = "user_token";
