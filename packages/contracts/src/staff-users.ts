import { AUTH_LIMITS, AUTH_MESSAGES, NEW_PASSWORD_RULES } from "./auth-texts.ts";
import { StaffRoleSchema } from "./staff.ts";
import { INTEGER_MAX, wholeNumber } from "./whole-number.ts";
import { z } from "./zod.ts";

/**
 * The shop's staff as an admin manages them (issue 25 items 1 and 8, decision 045): add, disable
 * (or enable again), change the role, set a new password. The CLI (`npm run staff`) checks with
 * the same schemas.
 */
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

export const StaffPhoneSchema = z
  .string({ error: AUTH_MESSAGES.mobileInvalid })
  .trim()
  .regex(/^\d{10}$/, AUTH_MESSAGES.mobileInvalid);

export const NewStaffMemberSchema = z
  .object({
    name: StaffNameSchema,
    phone: StaffPhoneSchema,
    role: StaffRoleSchema,
    password: StaffPasswordSchema,
  })
  .meta({ id: "NewStaffMember" });
export type NewStaffMemberBody = z.infer<typeof NewStaffMemberSchema>;

/** What PATCH changes: any of these, at least one. A new password or a disable ends every session. */
export const StaffMemberChangeSchema = z
  .object({
    role: StaffRoleSchema.optional(),
    disabled: z.boolean().optional(),
    password: StaffPasswordSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: STAFF_USER_MESSAGES.nothingToChange,
  })
  .meta({ id: "StaffMemberChange" });
export type StaffMemberChange = z.infer<typeof StaffMemberChangeSchema>;

export const StaffUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    role: StaffRoleSchema,
    disabled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "StaffUser" });
export type StaffUser = z.infer<typeof StaffUserSchema>;

export const StaffUserListSchema = z
  .object({ content: z.array(StaffUserSchema) })
  .meta({ id: "StaffUserList" });

export const StaffUserIdParamsSchema = z.object({
  id: wholeNumber({ min: 1, max: INTEGER_MAX, message: "The staff member's id must be a whole number" }),
});
