import { AUTH_LIMITS, AUTH_MESSAGES, NEW_PASSWORD_RULES } from "./auth-texts.ts";
import { ORDER_STATUS_VALUES } from "./order-texts.ts";
import { STAFF_ORDER_LIMITS, STAFF_ORDER_MESSAGES } from "./staff-order-texts.ts";
import { STAFF_ROLES } from "./staff-roles.ts";
import { z } from "./zod.ts";

/**
 * The staff console's request shapes and texts, without schema ids (decision 045): the console's
 * pages check their forms with these, and the API's documented schemas (staff-auth.ts,
 * staff-users.ts) are these with ids. The storefront's server build bundles its own copy of what
 * the pages import; an id registered by both copies would be a duplicate in the OpenAPI document,
 * so nothing the pages import registers one.
 */
export const STAFF_AUTH_MESSAGES = {
  invalidCredentials: "Invalid mobile number or password",
  otpSent: "We sent an OTP to your mobile number. Enter it to sign in",
  signedOut: "Signed out",
  fillAllFields: "Please enter your mobile number and password",
} as const;

export const STAFF_USER_MESSAGES = {
  nameRequired: "Please enter the member's name",
  nameTooLong: "The name must be at most 80 characters",
  phoneTaken: "A staff member with this mobile number already exists",
  notFound: "No staff member with this id",
  nothingToChange: "Say what to change: role, disabled or password",
  notYourself: "An admin cannot disable themselves or change their own role: ask another admin",
  added: "Staff member added",
  changed: "Staff member changed",
} as const;

export const StaffRoleFormSchema = z.enum(STAFF_ROLES);

export const StaffPhoneSchema = z
  .string({ error: AUTH_MESSAGES.mobileInvalid })
  .trim()
  .regex(/^\d{10}$/, AUTH_MESSAGES.mobileInvalid);

export const StaffLoginForm = z.object({
  phone: StaffPhoneSchema,
  password: z
    .string({ error: STAFF_AUTH_MESSAGES.fillAllFields })
    .min(1, STAFF_AUTH_MESSAGES.fillAllFields)
    .max(AUTH_LIMITS.passwordMax, STAFF_AUTH_MESSAGES.invalidCredentials),
});

export const StaffVerifyOtpForm = z.object({
  phone: StaffPhoneSchema,
  otp: z
    .string({ error: AUTH_MESSAGES.otpInvalid })
    .trim()
    .regex(/^\d{6}$/, AUTH_MESSAGES.otpInvalid),
});

/** A staff password: the shoppers' change-password rules (8+ characters, A-Z, a digit, a symbol). */
export const StaffPasswordSchema = z
  .string({ error: AUTH_MESSAGES.newPasswordRequired })
  .min(1, AUTH_MESSAGES.newPasswordRequired)
  .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong)
  .superRefine((value, context) => {
    const broken = NEW_PASSWORD_RULES.find((rule) => !rule.test(value));
    if (broken) context.addIssue({ code: "custom", message: broken.message });
  });

export const StaffNameSchema = z
  .string({ error: STAFF_USER_MESSAGES.nameRequired })
  .trim()
  .min(1, STAFF_USER_MESSAGES.nameRequired)
  .max(80, STAFF_USER_MESSAGES.nameTooLong);

export const NewStaffMemberForm = z.object({
  name: StaffNameSchema,
  phone: StaffPhoneSchema,
  role: StaffRoleFormSchema,
  password: StaffPasswordSchema,
});

/** Visible text, trimmed: no control characters (the NUL guard runs first; this catches the rest). */
export const visibleText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} may be at most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, STAFF_ORDER_MESSAGES.badText(name));

/**
 * A move of an order (POST /api/v1/staff/orders/{orderId}/status, whose schema is this with an id):
 * SHIPPED needs the courier and the tracking id, CANCELLED a reason.
 */
export const StaffOrderMoveForm = z
  .object({
    status: z.enum(ORDER_STATUS_VALUES, { error: `status must be one of ${ORDER_STATUS_VALUES.join(", ")}` }),
    courierName: visibleText("courierName", STAFF_ORDER_LIMITS.courierMax).optional(),
    trackingId: visibleText("trackingId", STAFF_ORDER_LIMITS.trackingMax).optional(),
    reason: visibleText("reason", STAFF_ORDER_LIMITS.reasonMax).optional(),
  })
  .superRefine((body, context) => {
    const need = (field: "courierName" | "trackingId" | "reason", message: string) => {
      if (!body[field]) context.addIssue({ code: "custom", path: [field], message });
    };
    if (body.status === "SHIPPED") {
      need("courierName", STAFF_ORDER_MESSAGES.courierRequired);
      need("trackingId", STAFF_ORDER_MESSAGES.trackingRequired);
    }
    if (body.status === "CANCELLED") need("reason", STAFF_ORDER_MESSAGES.reasonRequired);
  });
