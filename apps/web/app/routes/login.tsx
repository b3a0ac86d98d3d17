import { LoginBodySchema } from "@nagai/contracts/auth";
import { AUTH_MESSAGES } from "@nagai/contracts/auth-texts";
import { useEffect, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Field } from "../components/form/field";
import { type FormFailure, readFailure } from "../components/form/form-failure";
import { type Done, EnhancedField, FormAlert, useActionOutcome } from "../components/form/form-parts";
import { findFieldErrors, readValues } from "../components/form/validation";
import { createApiClient } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import { readLastVisited } from "../lib/session";
import type { Route } from "./+types/login";
import { AlreadySignedIn, keepAfterOwnAction } from "./auth/already-signed-in";
import { finishAuthStep, isToken } from "./auth/finish-auth-step.server";
import { finishSignIn } from "./auth/login-intent.server";
import { readSignInLinks, sendSignedInShopperOn } from "./auth/signed-in.server";

/** The spec: the red login alert clears after 3 seconds (or on typing). */
const ALERT_MS = 3000;

type LoginResult = FormFailure & { done?: Done };

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Login | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Signed in already: to `redirectTo` at once, else the page sends them to the last visited page.
  const { signedIn } = await sendSignedInShopperOn(request, context);
  return { signedIn, ...readSignInLinks(request) };
}

export const shouldRevalidate = keepAfterOwnAction;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = readValues(form, ["contactOrEmailOrUsername", "password"]);
  // Login shows one alert, never messages under its two fields: the schema's first.
  const [missing] = Object.values(findFieldErrors(LoginBodySchema, values));
  if (missing) return { alert: missing };
  const answer = await createApiClient(context).post("/auth/user/login", { body: values });
  if (!answer.ok) {
    const failure = readFailure(answer, AUTH_MESSAGES.loginFailed);
    // Login shows one alert, never messages under its two fields.
    return { alert: failure.alert ?? Object.values(failure.fields ?? {})[0] ?? AUTH_MESSAGES.loginFailed };
  }
  const { token } = answer.body;
  if (typeof token !== "string" || token === "") return { alert: AUTH_MESSAGES.noTokenReceived };
  if (!isToken(token)) return { alert: AUTH_MESSAGES.invalidTokenReceived };
  // The spec's order: the page that sent the shopper here (completing the tap that sent them, if
  // any), else the last page they visited, else home.
  const after = await finishSignIn(
    context,
    token,
    new URL(request.url).searchParams.get("redirectTo"),
    form.get("lastVisited"),
  );
  return finishAuthStep(form, { ...after, toast: AUTH_MESSAGES.loginSuccessful }, answer.cookies);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const result: LoginResult | undefined = actionData;
  const submitting = useNavigation().state === "submitting";
  // The tap that sent the shopper here says what logging in will do, from the address itself (so
  // also without JavaScript and after a reload), else from the navigation's state.
  const navigationState: unknown = useLocation().state;
  const notice = loaderData.intentNotice ?? readNotice(navigationState);
  const [lastVisited, setLastVisited] = useState("");
  const [dismissed, setDismissed] = useState<LoginResult>();
  const alreadySignedIn = loaderData.signedIn && !result?.done;
  useActionOutcome(result);

  useEffect(() => {
    if (!alreadySignedIn) setLastVisited(readLastVisited() ?? "");
  }, [alreadySignedIn]);

  useEffect(() => {
    if (!result?.alert) return;
    const timer = window.setTimeout(() => setDismissed(result), ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  if (alreadySignedIn) return <AlreadySignedIn />;

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title" className="auth-page__title">
        Login
      </h1>
      {notice && (
        <p className="auth-notice" role="status">
          {notice}
        </p>
      )}
      <FormAlert message={dismissed === result ? undefined : result?.alert} />
      <Form method="post" noValidate className="auth-form" onChange={() => setDismissed(result)}>
        <EnhancedField />
        <input type="hidden" name="lastVisited" value={lastVisited} />
        <Field
          name="contactOrEmailOrUsername"
          label="Mobile Number, Email or Username"
          autoComplete="username"
        />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
        <p className="auth-form__aside">
          <Link to="/forgot-password">Forgot Password?</Link>
        </p>
        <button type="submit" className="button auth-form__submit" disabled={submitting}>
          Login
        </button>
      </Form>
      <p className="auth-page__switch">
        New to Nagai? <Link to={loaderData.registerHref}>Register</Link>
      </p>
    </section>
  );
}

/** The message a logged-out action sent along (components/product-actions.tsx, getLoginNotice). */
function readNotice(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("notice" in state)) return null;
  return typeof state.notice === "string" ? state.notice : null;
}
