import { AUTH_MESSAGES } from "@nagai/contracts/auth-texts";
import { type AppLoadContext, Form, Link, useNavigation } from "react-router";
import { type FormFailure, readFailure } from "../components/form/form-failure";
import {
  ContactNumberField,
  type Done,
  EnhancedField,
  FormAlert,
  OtpField,
  readSubmitter,
  TextField,
  useActionOutcome,
  useFieldErrors,
} from "../components/form/form-parts";
import { checkContactNumber, hasErrors, readValues, validateReset } from "../components/form/validation";
import { createApiClient } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import type { Route } from "./+types/forgot-password";
import { finishAuthStep } from "./auth/finish-auth-step.server";

/**
 * Two steps (spec, Forgot password): the number, then the OTP and the new password. The step is
 * the action's last answer: `resetFor` names the number an OTP was sent to.
 */
type ForgotResult = FormFailure & { resetFor?: string; toast?: string; done?: Done };

const RESET_FIELDS = ["otp", "newPassword", "confirmPassword"] as const;

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Forgot Password | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  const { contactNumber } = readValues(form, ["contactNumber"]);
  const numberError = checkContactNumber(contactNumber);
  // Where the spec's send step silently does nothing on an empty number, the field says why.
  if (numberError) return { fields: { contactNumber: numberError } };
  const number = contactNumber.trim();

  if (intent !== "reset") {
    const sent = await sendOtp(context, number);
    // Step 1 stays on step 1 when sending fails; Resend OTP stays on step 2.
    if (sent.alert) return intent === "resend" ? { resetFor: number, alert: sent.alert } : sent;
    if (sent.fields) return sent;
    return { resetFor: number, toast: AUTH_MESSAGES.otpSent };
  }

  const values = readValues(form, RESET_FIELDS);
  const errors = validateReset(values);
  if (hasErrors(errors)) return { resetFor: number, fields: errors };
  const answer = await createApiClient(context).post("/auth/user/reset-password", {
    body: { contactNumber: number, otp: values.otp.trim(), newPassword: values.newPassword },
  });
  if (!answer.ok) return { resetFor: number, ...readFailure(answer, AUTH_MESSAGES.resetPasswordFailed) };
  return finishAuthStep(form, { to: "/login", toast: AUTH_MESSAGES.passwordResetSuccessful });
}

/** The API answers alike whether or not the number has an account, so the page cannot tell either. */
async function sendOtp(context: AppLoadContext, contactNumber: string): Promise<FormFailure> {
  const answer = await createApiClient(context).post("/auth/user/forgot-password", {
    body: { contactNumber },
  });
  return answer.ok ? {} : readFailure(answer, AUTH_MESSAGES.sendOtpFailed);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const result: ForgotResult | undefined = actionData;
  useActionOutcome(result);
  return result?.resetFor ? (
    <ResetStep contactNumber={result.resetFor} result={result} />
  ) : (
    <SendStep result={result} />
  );
}

function SendStep({ result }: { result: ForgotResult | undefined }) {
  const { errors, show, clearEdited } = useFieldErrors(result?.fields);
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="auth-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="auth-page__title">
        Forgot Password
      </h1>
      <p className="auth-page__lead">Enter your registered mobile number and we will send you an OTP.</p>
      <FormAlert message={result?.alert} />
      <Form
        method="post"
        noValidate
        className="auth-form"
        onChange={clearEdited}
        onSubmit={(event) => {
          const { contactNumber } = readValues(new FormData(event.currentTarget), ["contactNumber"]);
          if (!show({ contactNumber: checkContactNumber(contactNumber) })) event.preventDefault();
        }}
      >
        <EnhancedField />
        <ContactNumberField error={errors.contactNumber} />
        <button
          type="submit"
          name="intent"
          value="send"
          className="button auth-form__submit"
          disabled={submitting}
        >
          Send OTP
        </button>
      </Form>
      <p className="auth-page__switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </section>
  );
}

function ResetStep({ contactNumber, result }: { contactNumber: string; result: ForgotResult }) {
  const { errors, show, clearEdited } = useFieldErrors(result.fields);
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title" className="auth-page__title">
        Reset Password
      </h1>
      <p className="auth-page__lead">
        Enter the 6-digit OTP sent to {contactNumber} and choose a new password.
      </p>
      <FormAlert message={result.alert} />
      <Form
        method="post"
        noValidate
        className="auth-form"
        onChange={clearEdited}
        onSubmit={(event) => {
          if (readSubmitter(event) === "resend") return;
          const values = readValues(new FormData(event.currentTarget), RESET_FIELDS);
          if (!show(validateReset(values))) event.preventDefault();
        }}
      >
        <EnhancedField />
        <input type="hidden" name="contactNumber" value={contactNumber} />
        <OtpField error={errors.otp} />
        <TextField
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <TextField
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <button
          type="submit"
          name="intent"
          value="reset"
          className="button auth-form__submit"
          disabled={submitting}
        >
          Reset Password
        </button>
        <button
          type="submit"
          name="intent"
          value="resend"
          className="button button--ghost auth-form__submit"
          disabled={submitting}
        >
          Resend OTP
        </button>
      </Form>
    </section>
  );
}
