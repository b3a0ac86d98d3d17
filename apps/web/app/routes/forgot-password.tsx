import { ResetPasswordFormSchema } from "@nagai/contracts/auth-forms";
import { AUTH_MESSAGES } from "@nagai/contracts/auth-texts";
import { Link } from "react-router";
import { Field } from "../components/form/field";
import { readFailure } from "../components/form/form-failure";
import { useActionOutcome } from "../components/form/form-parts";
import { findFieldErrors, hasErrors, readValues } from "../components/form/validation";
import { createApiClient } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import type { Route } from "./+types/forgot-password";
import { AuthStep, ContactNumberField, OtpField, RESEND_INTENT } from "./auth/auth-step";
import { finishAuthStep } from "./auth/finish-auth-step.server";
import { type OtpStepResult, readContactNumber, sendOtp } from "./auth/otp-step.server";

// Two steps (spec, Forgot password): the number, then the OTP and the new password
// (routes/auth/auth-step.tsx).

const SEND_FIELDS = ["contactNumber"] as const;
const RESET_FIELDS = ["contactNumber", "otp", "newPassword", "confirmPassword"] as const;

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Forgot Password | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  // Where the spec's send step silently does nothing on an empty number, the field says why.
  const number = readContactNumber(form);
  if (!("contactNumber" in number)) return { fields: number.fields };
  const { contactNumber } = number;

  if (intent !== "reset") {
    // The API answers alike whether or not the number has an account, so the page cannot tell either.
    return sendOtp(context, "/auth/user/forgot-password", contactNumber, {
      resend: intent === RESEND_INTENT,
    });
  }

  const values = readValues(form, RESET_FIELDS);
  const errors = findFieldErrors(ResetPasswordFormSchema, values);
  if (hasErrors(errors)) return { otpFor: contactNumber, fields: errors };
  const answer = await createApiClient(context).post("/auth/user/reset-password", {
    body: { contactNumber, otp: values.otp.trim(), newPassword: values.newPassword },
  });
  if (!answer.ok) return { otpFor: contactNumber, ...readFailure(answer, AUTH_MESSAGES.resetPasswordFailed) };
  return finishAuthStep(form, { to: "/login", toast: AUTH_MESSAGES.passwordResetSuccessful });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const result: OtpStepResult | undefined = actionData;
  useActionOutcome(result);
  if (result?.otpFor) {
    return (
      <AuthStep
        id="reset"
        title="Reset Password"
        lead={`Enter the 6-digit OTP sent to ${result.otpFor} and choose a new password.`}
        result={result}
        schema={() => import("@nagai/contracts/auth-forms").then((module) => module.ResetPasswordFormSchema)}
        names={RESET_FIELDS}
        otpFor={result.otpFor}
        submit={{ intent: "reset", label: "Reset Password" }}
      >
        {(errors) => (
          <>
            <OtpField error={errors.otp} />
            <Field
              name="newPassword"
              label="New Password"
              type="password"
              autoComplete="new-password"
              error={errors.newPassword}
            />
            <Field
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword}
            />
          </>
        )}
      </AuthStep>
    );
  }
  return (
    <AuthStep
      id="forgot"
      title="Forgot Password"
      lead="Enter your registered mobile number and we will send you an OTP."
      result={result}
      schema={() => import("@nagai/contracts/auth").then((module) => module.ForgotPasswordBodySchema)}
      names={SEND_FIELDS}
      submit={{ intent: "send", label: "Send OTP" }}
      footer={<Link to="/login">Back to Login</Link>}
    >
      {(errors) => <ContactNumberField error={errors.contactNumber} />}
    </AuthStep>
  );
}
