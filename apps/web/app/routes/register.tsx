import { AUTH_MESSAGES } from "@nagai/contracts/auth-texts";
import { Form, Link, useNavigation } from "react-router";
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
import {
  checkContactNumber,
  checkOtp,
  hasErrors,
  isToken,
  readValues,
  validateRegister,
} from "../components/form/validation";
import { createApiClient } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import type { Route } from "./+types/register";
import { AlreadySignedIn, keepAfterOwnAction } from "./auth/already-signed-in";
import { finishAuthStep } from "./auth/finish-auth-step.server";
import { finishSignIn } from "./auth/login-intent.server";
import { readSignInLinks, sendSignedInShopperOn } from "./auth/signed-in.server";

/**
 * Two phases (spec, Register): the form, then the OTP sent to the number. The phase is the
 * action's last answer: `otpFor` names the number waiting for its OTP.
 */
type RegisterResult = FormFailure & { otpFor?: string; toast?: string; done?: Done };

const REGISTER_FIELDS = ["username", "email", "contactNumber", "password"] as const;

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Register | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // A second account is not made from inside a session: a signed-in shopper is sent on, as /login does.
  const { signedIn } = await sendSignedInShopperOn(request, context);
  return { signedIn, loginHref: readSignInLinks(request).loginHref };
}

export const shouldRevalidate = keepAfterOwnAction;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "verify" && intent !== "resend") {
    const values = readValues(form, REGISTER_FIELDS);
    const errors = validateRegister(values);
    if (hasErrors(errors)) return { fields: errors };
    // The spec's client always sends ROLE_USER; the server decides the role anyway.
    const answer = await createApiClient(context).post("/auth/user/register", {
      body: { ...values, roles: ["ROLE_USER"] },
    });
    // A 409 (the account exists) rejects the registration with the server's message.
    if (!answer.ok) return readFailure(answer, AUTH_MESSAGES.signupFailed);
    return { otpFor: values.contactNumber.trim(), toast: AUTH_MESSAGES.registered };
  }

  const { contactNumber, otp } = readValues(form, ["contactNumber", "otp"]);
  // The number comes back from the page's hidden field: a bad one starts the registration over.
  if (checkContactNumber(contactNumber)) return { alert: AUTH_MESSAGES.mobileInvalid };
  if (intent === "resend") {
    const answer = await createApiClient(context).post("/auth/user/resend-otp", { body: { contactNumber } });
    if (!answer.ok)
      return { otpFor: contactNumber, alert: readFailure(answer, AUTH_MESSAGES.sendOtpFailed).alert };
    return { otpFor: contactNumber, toast: AUTH_MESSAGES.otpSent };
  }
  const otpError = checkOtp(otp);
  if (otpError) return { otpFor: contactNumber, fields: { otp: otpError } };
  const answer = await createApiClient(context).post("/auth/user/verify-otp", {
    query: { contactNumber, otp: otp.trim() },
  });
  if (!answer.ok)
    return { otpFor: contactNumber, ...readFailure(answer, AUTH_MESSAGES.otpVerificationFailed) };
  const { token } = answer.body;
  if (!isToken(token)) return { otpFor: contactNumber, alert: AUTH_MESSAGES.invalidTokenReceived };
  // Home, unless a page sent the shopper to log in and on here: back there, the tap completed.
  const after = await finishSignIn(context, token, new URL(request.url).searchParams.get("redirectTo"), null);
  return finishAuthStep(form, { ...after, toast: AUTH_MESSAGES.otpVerified }, answer.cookies);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const result: RegisterResult | undefined = actionData;
  useActionOutcome(result);
  if (loaderData.signedIn && !result?.done) return <AlreadySignedIn />;
  return result?.otpFor ? (
    <OtpPhase contactNumber={result.otpFor} result={result} />
  ) : (
    <FormPhase result={result} loginHref={loaderData.loginHref} />
  );
}

function FormPhase({ result, loginHref }: { result: RegisterResult | undefined; loginHref: string }) {
  const { errors, show, clearEdited } = useFieldErrors(result?.fields);
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="auth-page" aria-labelledby="register-title">
      <h1 id="register-title" className="auth-page__title">
        Register
      </h1>
      <FormAlert message={result?.alert} />
      <Form
        method="post"
        noValidate
        className="auth-form"
        onChange={clearEdited}
        onSubmit={(event) => {
          const values = readValues(new FormData(event.currentTarget), REGISTER_FIELDS);
          if (!show(validateRegister(values))) event.preventDefault();
        }}
      >
        <EnhancedField />
        <TextField name="username" label="Username" autoComplete="username" error={errors.username} />
        <TextField name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
        <ContactNumberField error={errors.contactNumber} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
        />
        <button
          type="submit"
          name="intent"
          value="register"
          className="button auth-form__submit"
          disabled={submitting}
        >
          Register
        </button>
      </Form>
      <p className="auth-page__switch">
        Already have an account? <Link to={loginHref}>Login</Link>
      </p>
    </section>
  );
}

function OtpPhase({ contactNumber, result }: { contactNumber: string; result: RegisterResult }) {
  const { errors, show, clearEdited } = useFieldErrors(result.fields);
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="auth-page" aria-labelledby="otp-title">
      <h1 id="otp-title" className="auth-page__title">
        Verify OTP
      </h1>
      <p className="auth-page__lead">Enter the 6-digit OTP sent to {contactNumber}.</p>
      <FormAlert message={result.alert} />
      <Form
        method="post"
        noValidate
        className="auth-form"
        onChange={clearEdited}
        onSubmit={(event) => {
          if (readSubmitter(event) === "resend") return;
          const { otp } = readValues(new FormData(event.currentTarget), ["otp"]);
          if (!show({ otp: checkOtp(otp) })) event.preventDefault();
        }}
      >
        <EnhancedField />
        <input type="hidden" name="contactNumber" value={contactNumber} />
        <OtpField error={errors.otp} />
        <button
          type="submit"
          name="intent"
          value="verify"
          className="button auth-form__submit"
          disabled={submitting}
        >
          Verify
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
