import { AUTH_LIMITS, AUTH_MESSAGES } from "@nagai/contracts/auth-texts";
import { StaffLoginBodySchema, StaffVerifyOtpBodySchema } from "@nagai/contracts/staff-auth";
import { Form, redirect, useNavigation } from "react-router";
import { Field } from "../../components/form/field";
import { FormAlert } from "../../components/form/form-parts";
import { type FieldErrors, findFieldErrors, readValues } from "../../components/form/validation";
import { ApiError, createApiClient } from "../../lib/api";
import { privatePageHeaders } from "../../lib/page-cache";
import { readForm } from "../../lib/read-form.server";
import { staffApi, staffReturnPath } from "../../lib/staff.server";
import type { Route } from "./+types/login";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Staff sign-in | Nagai" }, { name: "robots", content: "noindex" }];
}

/** A member signed in already goes on to the page that sent them here (or the console's home). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = staffReturnPath(new URL(request.url).searchParams.get("returnTo"));
  const signedIn = await staffApi(context, "/me").then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return false;
      throw error;
    },
  );
  if (signedIn) throw redirect(returnTo);
  return null;
}

interface StepResult {
  /** The OTP step, for this number, once the password was right. */
  otpFor?: string;
  alert?: string;
  fields?: FieldErrors;
  notice?: string;
}

/**
 * Two steps, each a plain form posted here (so it works before any script runs): the number and
 * password, which sends the OTP; then the OTP, which sets the staff cookie and goes on to
 * `returnTo`, a local /staff path only (lib/staff.server.ts). The API answers for both.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<StepResult | Response> {
  const form = await readForm(request);
  const api = createApiClient(context);
  if (form.get("intent") === "verify") {
    const values = readValues(form, ["phone", "otp"]);
    const fields = findFieldErrors(StaffVerifyOtpBodySchema, values);
    const otpFor = /^\d{10}$/.test(values.phone) ? values.phone : undefined;
    if (!otpFor) return { alert: AUTH_MESSAGES.mobileInvalid };
    if (Object.keys(fields).length > 0) return { otpFor, fields };
    const answer = await api.post("/staff/auth/verify-otp", { body: values });
    if (!answer.ok) return { otpFor, ...failureOf(answer.body) };
    const returnTo = staffReturnPath(new URL(request.url).searchParams.get("returnTo"));
    return redirect(returnTo, { headers: answer.cookies });
  }
  const values = readValues(form, ["phone", "password"]);
  const fields = findFieldErrors(StaffLoginBodySchema, values);
  if (Object.keys(fields).length > 0) return { fields };
  const answer = await api.post("/staff/auth/login", { body: values });
  if (!answer.ok) return failureOf(answer.body);
  return { otpFor: values.phone.trim(), notice: String(answer.body.message ?? "") };
}

function failureOf(body: Record<string, unknown>): StepResult {
  const fields = typeof body.fields === "object" && body.fields !== null ? (body.fields as FieldErrors) : {};
  const message = typeof body.message === "string" ? body.message : AUTH_MESSAGES.loginFailed;
  // A message that belongs to a field shows under it; any other above the form.
  return Object.keys(fields).length > 0 ? { fields } : { alert: message };
}

export default function StaffLogin({ actionData }: Route.ComponentProps) {
  const result: StepResult | undefined = actionData;
  const submitting = useNavigation().state === "submitting";
  const errors = result?.fields ?? {};
  return (
    <section className="auth-page" aria-labelledby="staff-login-title">
      <h1 id="staff-login-title" className="auth-page__title">
        Staff sign-in
      </h1>
      {result?.notice && (
        <p className="auth-notice" role="status">
          {result.notice}
        </p>
      )}
      <FormAlert message={result?.alert} />
      {result?.otpFor ? (
        <Form method="post" className="auth-form" key="otp">
          <input type="hidden" name="phone" value={result.otpFor} />
          <p className="auth-page__lead">Mobile number {result.otpFor}</p>
          <Field
            name="otp"
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={AUTH_LIMITS.otpDigits}
            required
            error={errors.otp}
          />
          <button
            type="submit"
            name="intent"
            value="verify"
            className="button auth-form__submit"
            disabled={submitting}
          >
            Sign in
          </button>
        </Form>
      ) : (
        <Form method="post" className="auth-form" key="password">
          <Field
            name="phone"
            label="Mobile Number"
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            maxLength={AUTH_LIMITS.contactDigits}
            required
            error={errors.phone}
          />
          <Field
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            maxLength={AUTH_LIMITS.passwordMax}
            required
            error={errors.password}
          />
          <button
            type="submit"
            name="intent"
            value="login"
            className="button auth-form__submit"
            disabled={submitting}
          >
            Send OTP
          </button>
        </Form>
      )}
    </section>
  );
}
