import { AuditEntrySchema, StaffRoleSchema } from "./staff.ts";
import { NewStaffMemberForm, STAFF_USER_MESSAGES, StaffPasswordSchema } from "./staff-forms.ts";
import { INTEGER_MAX, wholeNumber } from "./whole-number.ts";
import { z } from "./zod.ts";

/**
 * The shop's staff as an admin manages them (issue 25 items 1 and 8, decision 045): add, disable
 * (or enable again), change the role, set a new password. The CLI (`npm run staff`) checks with
 * the same schemas.
 */
export {
  STAFF_USER_MESSAGES,
  StaffNameSchema,
  StaffPasswordSchema,
  StaffPhoneSchema,
} from "./staff-forms.ts";

export const NewStaffMemberSchema = NewStaffMemberForm.meta({ id: "NewStaffMember" });
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

/** A member as the console lists them: with every staff change of theirs (decision 045). */
export const ListedStaffUserSchema = StaffUserSchema.extend({
  audit: z.array(AuditEntrySchema).describe("Every staff change of this member, oldest first"),
}).meta({ id: "ListedStaffUser" });
export type ListedStaffUser = z.infer<typeof ListedStaffUserSchema>;

export const StaffUserListSchema = z
  .object({ content: z.array(ListedStaffUserSchema) })
  .meta({ id: "StaffUserList" });

export const StaffUserIdParamsSchema = z.object({
  id: wholeNumber({ min: 1, max: INTEGER_MAX, message: "The staff member's id must be a whole number" }),
});
