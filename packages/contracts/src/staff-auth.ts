import { StaffRoleSchema } from "./staff.ts";
import { StaffLoginForm, StaffVerifyOtpForm } from "./staff-forms.ts";
import { z } from "./zod.ts";

/**
 * Staff sign-in (issue 25 item 2, decision 045): the password, then an OTP sent by SMS to the
 * member's own number. The number and OTP rules, and their texts, are the shoppers'; the shapes
 * are staff-forms.ts's, here with their ids for the OpenAPI document.
 */
export { STAFF_AUTH_MESSAGES } from "./staff-forms.ts";

export const StaffLoginBodySchema = StaffLoginForm.meta({ id: "StaffLoginBody" });
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

export const StaffVerifyOtpBodySchema = StaffVerifyOtpForm.meta({ id: "StaffVerifyOtpBody" });
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
