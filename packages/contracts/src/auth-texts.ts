// Accounts (spec document 1 sections 3-5 and 8, document 2 sections 5 and 8): the texts, limits
// and rules, word for word where the spec gives them; the ones marked "ours" are where it shows
// none. No Zod here: the storefront's pages import this file, and Zod would grow their bundle by
// about 29 KB gzipped. The schemas built from these are in auth.ts.

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
  // Contains "already exists", which the spec's client looks for (decision 010).
  registrationPending:
    "A registration for this mobile number already exists and awaits its OTP. Enter that OTP, or register again once it has expired (10 minutes)",
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
  busy: "The server is busy. Please try again in a moment",
} as const;

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

/** The web's cookie (HttpOnly, SameSite=Lax) and the local key of the spec: user_token. */
export const TOKEN_COOKIE = "user_token";
