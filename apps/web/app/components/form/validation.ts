import { AUTH_LIMITS, AUTH_MESSAGES, NEW_PASSWORD_RULES } from "@nagai/contracts/auth-texts";

// The spec's rules with the spec's texts, written out by hand: the pages run them in the browser
// before posting, and the actions run them again for forms posted before hydration. The API
// checks the same rules with the contracts' schemas (importing those here would put Zod in the
// browser bundle).

/** A message per form field; a field without one is valid. */
export type FieldErrors = Partial<Record<string, string>>;

const CONTACT_NUMBER = new RegExp(`^\\d{${AUTH_LIMITS.contactDigits}}$`);
const OTP = new RegExp(`^\\d{${AUTH_LIMITS.otpDigits}}$`);
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The named values of a form as strings ("" for a missing one). */
export function readValues<Name extends string>(
  form: FormData,
  names: readonly Name[],
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The API's `fields` of a 400, when it sent any. */
export function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === "string") errors[name] = message;
  }
  return hasErrors(errors) ? errors : undefined;
}

export function checkContactNumber(value: string): string | undefined {
  return CONTACT_NUMBER.test(value.trim()) ? undefined : AUTH_MESSAGES.mobileInvalid;
}

export function checkOtp(value: string): string | undefined {
  return OTP.test(value.trim()) ? undefined : AUTH_MESSAGES.otpInvalid;
}

/** Registration and reset passwords: at least 6 characters (and our bound of 128). */
function checkPassword(value: string): string | undefined {
  if (value.length < AUTH_LIMITS.passwordMin) return AUTH_MESSAGES.passwordTooShort;
  if (value.length > AUTH_LIMITS.passwordMax) return AUTH_MESSAGES.passwordTooLong;
  return undefined;
}

/** The spec's order: required, then the Gmail ending, then the basic format. */
function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return AUTH_MESSAGES.emailRequired;
  if (!email.toLowerCase().endsWith("@gmail.com")) return AUTH_MESSAGES.emailNotGmail;
  if (!EMAIL_FORMAT.test(email) || email.length > AUTH_LIMITS.emailMax) return AUTH_MESSAGES.emailInvalid;
  return undefined;
}

function checkUsername(value: string): string | undefined {
  const username = value.trim();
  if (username.length < AUTH_LIMITS.usernameMin) return AUTH_MESSAGES.usernameTooShort;
  if (username.length > AUTH_LIMITS.usernameMax) return AUTH_MESSAGES.usernameTooLong;
  return undefined;
}

export function validateRegister(values: {
  username: string;
  email: string;
  contactNumber: string;
  password: string;
}): FieldErrors {
  return {
    username: checkUsername(values.username),
    email: checkEmail(values.email),
    contactNumber: checkContactNumber(values.contactNumber),
    password: checkPassword(values.password),
  };
}

/** Login needs both fields; its one message goes in the page's alert, not under a field. */
export function checkLogin(values: {
  contactOrEmailOrUsername: string;
  password: string;
}): string | undefined {
  return values.contactOrEmailOrUsername.trim() === "" || values.password === ""
    ? AUTH_MESSAGES.fillAllFields
    : undefined;
}

/** Where the spec's reset "silently stops" on a short or unconfirmed password, we say why. */
export function validateReset(values: {
  otp: string;
  newPassword: string;
  confirmPassword: string;
}): FieldErrors {
  return {
    otp: checkOtp(values.otp),
    newPassword: checkPassword(values.newPassword),
    confirmPassword:
      values.confirmPassword === values.newPassword ? undefined : AUTH_MESSAGES.passwordsDoNotMatch,
  };
}

/** The first of the four strength rules the new password breaks (document 2, section 5). */
export function checkNewPassword(value: string): string | undefined {
  if (value === "") return AUTH_MESSAGES.newPasswordRequired;
  if (value.length > AUTH_LIMITS.passwordMax) return AUTH_MESSAGES.passwordTooLong;
  return NEW_PASSWORD_RULES.find((rule) => !rule.test(value))?.message;
}

export function validateChangePassword(values: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FieldErrors {
  return {
    oldPassword: values.oldPassword === "" ? AUTH_MESSAGES.currentPasswordRequired : undefined,
    newPassword: checkNewPassword(values.newPassword),
    confirmPassword:
      values.confirmPassword === values.newPassword ? undefined : AUTH_MESSAGES.passwordsDoNotMatch,
  };
}

/** The spec: a token from the server must have three dot-separated parts (a JWT). */
export function isToken(value: unknown): value is string {
  return typeof value === "string" && /^[^.\s]+\.[^.\s]+\.[^.\s]+$/.test(value);
}
