import { ChangePasswordBodySchema, ResetPasswordBodySchema } from "./auth.ts";
import { AUTH_MESSAGES } from "./auth-texts.ts";
import { z } from "./zod.ts";

// The account pages' forms that ask for more than the API takes: the body's own schema, plus the
// new password typed twice, which only the page checks. The web validates with these (decision 043).

const confirmPassword = z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch });

/** Refused, under `confirmPassword`, when the two new passwords differ; checked even when other fields fail. */
function withConfirmation(shape: z.ZodRawShape & { newPassword: z.ZodType<string> }) {
  return z.object({ ...shape, confirmPassword }).refine((form) => form.confirmPassword === form.newPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    when: () => true,
  });
}

/** Forgot password's second step: the OTP, the new password and its confirmation (and the number). */
export const ResetPasswordFormSchema = withConfirmation(ResetPasswordBodySchema.shape);

/** Change password: the current password, the new one (the four strength rules) and its confirmation. */
export const ChangePasswordFormSchema = withConfirmation(ChangePasswordBodySchema.shape);
