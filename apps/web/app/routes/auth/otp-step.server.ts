import { ForgotPasswordBodySchema } from "@nagai/contracts/auth";
import { AUTH_MESSAGES } from "@nagai/contracts/auth-texts";
import type { AppLoadContext } from "react-router";
import { type FormFailure, readFailure } from "../../components/form/form-failure";
import type { Done } from "../../components/form/form-parts";
import { findFieldErrors, readValues } from "../../components/form/validation";
import { createApiClient } from "../../lib/api";

/**
 * An answer of register's or forgot password's action: `otpFor` names the number whose OTP the
 * page now asks for (the OTP step); without it the page shows its first step.
 */
export type OtpStepResult = FormFailure & { otpFor?: string; toast?: string; done?: Done };

/** The posted number, trimmed, or its field's message (the contracts' schema, as the API's). */
export function readContactNumber(
  form: FormData,
): { contactNumber: string } | { fields: FormFailure["fields"] } {
  const values = readValues(form, ["contactNumber"]);
  const fields = findFieldErrors(ForgotPasswordBodySchema, values);
  return fields.contactNumber ? { fields } : { contactNumber: values.contactNumber.trim() };
}

/**
 * Asks the API (`path`) to send `contactNumber` an OTP. Sent: the OTP step, with the spec's toast.
 * Refused: a first send stays on the page's first step with the API's answer; a resend stays on the
 * OTP step with its message in the alert.
 */
export async function sendOtp(
  context: AppLoadContext,
  path: string,
  contactNumber: string,
  { resend }: { resend: boolean },
): Promise<OtpStepResult> {
  const answer = await createApiClient(context).post(path, { body: { contactNumber } });
  if (answer.ok) return { otpFor: contactNumber, toast: AUTH_MESSAGES.otpSent };
  const failure = readFailure(answer, AUTH_MESSAGES.sendOtpFailed);
  if (!resend) return failure;
  return { otpFor: contactNumber, alert: failure.alert ?? Object.values(failure.fields ?? {})[0] };
}
