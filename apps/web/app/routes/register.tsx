import { RegisterBodySchema, VerifyOtpQuerySchema } from "@nagai/contracts/auth";
import { AUTH_MESSAGES } from "@nagai/contracts/auth-texts";
import { Link } from "react-router";
import { Field } from "../components/form/field";
import { readFailure } from "../components/form/form-failure";
import { useActionOutcome } from "../components/form/form-parts";
import { findFieldErrors, hasErrors, readValues } from "../components/form/validation";
import { createApiClient } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import type { Route } from "./+types/register";
import { AlreadySignedIn, keepAfterOwnAction } from "./auth/already-signed-in";
import { AuthStep, ContactNumberField, OtpField, RESEND_INTENT } from "./auth/auth-step";
import { finishAuthStep, isToken } from "./auth/finish-auth-step.server";
import { finishSignIn } from "./auth/login-intent.server";
import { type OtpStepResult, readContactNumber, sendOtp } from "./auth/otp-step.server";
import { readSignInLinks, sendSignedInShopperOn } from "./auth/signed-in.server";

// Two steps (spec, Register): the form, then the OTP sent to the number (routes/auth/auth-step.tsx).

const REGISTER_FIELDS = ["username", "email", "contactNumber", "password"] as const;
const VERIFY_FIELDS = ["contactNumber", "otp"] as const;

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
  if (intent !== "verify" && intent !== RESEND_INTENT) {
    const values = readValues(form, REGISTER_FIELDS);
    const errors = findFieldErrors(RegisterBodySchema, values);
    if (hasErrors(errors)) return { fields: errors };
    // The spec's client always sends ROLE_USER; the server decides the role anyway.
    const answer = await createApiClient(context).post("/auth/user/register", {
      body: { ...values, roles: ["ROLE_USER"] },
    });
    // A 409 (the account exists) rejects the registration with the server's message.
    if (!answer.ok) return readFailure(answer, AUTH_MESSAGES.signupFailed);
    return { otpFor: values.contactNumber.trim(), toast: AUTH_MESSAGES.registered };
  }

  // The number comes back from the page's hidden field: a bad one starts the registration over.
  const number = readContactNumber(form);
  if (!("contactNumber" in number)) return { alert: AUTH_MESSAGES.mobileInvalid };
  const { contactNumber } = number;
  if (intent === RESEND_INTENT) {
    return sendOtp(context, "/auth/user/resend-otp", contactNumber, { resend: true });
  }
  const values = readValues(form, VERIFY_FIELDS);
  const errors = findFieldErrors(VerifyOtpQuerySchema, values);
  if (hasErrors(errors)) return { otpFor: contactNumber, fields: errors };
  const answer = await createApiClient(context).post("/auth/user/verify-otp", {
    query: { contactNumber, otp: values.otp.trim() },
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
  const result: OtpStepResult | undefined = actionData;
  useActionOutcome(result);
  if (loaderData.signedIn && !result?.done) return <AlreadySignedIn />;
  if (result?.otpFor) {
    return (
      <AuthStep
        id="otp"
        title="Verify OTP"
        lead={`Enter the 6-digit OTP sent to ${result.otpFor}.`}
        result={result}
        schema={() => import("@nagai/contracts/auth").then((module) => module.VerifyOtpQuerySchema)}
        names={VERIFY_FIELDS}
        otpFor={result.otpFor}
        submit={{ intent: "verify", label: "Verify" }}
      >
        {(errors) => <OtpField error={errors.otp} />}
      </AuthStep>
    );
  }
  return (
    <AuthStep
      id="register"
      title="Register"
      result={result}
      schema={() => import("@nagai/contracts/auth").then((module) => module.RegisterBodySchema)}
      names={REGISTER_FIELDS}
      submit={{ intent: "register", label: "Register" }}
      footer={
        <>
          Already have an account? <Link to={loaderData.loginHref}>Login</Link>
        </>
      }
    >
      {(errors) => (
        <>
          <Field name="username" label="Username" autoComplete="username" error={errors.username} />
          <Field name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
          <ContactNumberField error={errors.contactNumber} />
          <Field
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
          />
        </>
      )}
    </AuthStep>
  );
}
