import { ChangePasswordFormSchema } from "@nagai/contracts/auth-forms";
import { AUTH_MESSAGES } from "@nagai/contracts/auth-texts";
import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Field } from "../components/form/field";
import { type FormFailure, readFailure } from "../components/form/form-failure";
import { FormAlert, useFieldErrors } from "../components/form/form-parts";
import { useSchemaCheck } from "../components/form/lazy-check";
import { PasswordRules } from "../components/form/password-rules";
import { findFieldErrors, hasErrors, readValues } from "../components/form/validation";
import { createApiClient } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import { requireUser } from "../lib/require-user.server";
import { loginHref } from "../lib/session";
import { replaceSession } from "../lib/session.server";
import type { Route } from "./+types/change-password";
import { AccountShell } from "./account/account-shell";

/** The spec: the success message shows for 5 seconds, and the form clears. */
const SUCCESS_MS = 5000;

const FIELDS = ["oldPassword", "newPassword", "confirmPassword"] as const;

type ChangePasswordResult = FormFailure & { changed?: string };

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Change Password | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The route table lists it unprotected, but only a signed-in shopper has a password to change.
  const user = await requireUser(request, context);
  return { userName: user.name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = readValues(form, FIELDS);
  const errors = findFieldErrors(ChangePasswordFormSchema, values);
  if (hasErrors(errors)) return { fields: errors };
  const answer = await createApiClient(context).post("/user/change-password", {
    body: { oldPassword: values.oldPassword, newPassword: values.newPassword },
  });
  // The session ended meanwhile (expired, or another device changed the password).
  if (answer.status === 401) throw redirect(loginHref("/change-password"));
  if (!answer.ok) return readFailure(answer, AUTH_MESSAGES.changePasswordFailed);
  // The change ends every older session; this browser keeps its own through the new cookie.
  replaceSession(request, context, answer.cookies);
  return data({ changed: AUTH_MESSAGES.passwordChanged }, { headers: answer.cookies });
}

/** Security, one of the account pages (spec 001, "Account shell"): in the account navigation's frame. */
export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell userName={loaderData.userName}>
      <ChangePasswordForm result={actionData} />
    </AccountShell>
  );
}

function ChangePasswordForm({ result }: { result: ChangePasswordResult | undefined }) {
  const { errors, show, clearEdited } = useFieldErrors(result?.fields);
  const check = useSchemaCheck(() =>
    import("@nagai/contracts/auth-forms").then((module) => module.ChangePasswordFormSchema),
  );
  const submitting = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const [newPassword, setNewPassword] = useState("");
  const [expired, setExpired] = useState<ChangePasswordResult>();

  useEffect(() => {
    if (!result?.changed) return;
    formRef.current?.reset();
    setNewPassword("");
    const timer = window.setTimeout(() => setExpired(result), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  return (
    <section className="auth-page" aria-labelledby="change-password-title">
      <h1 id="change-password-title" className="auth-page__title">
        Change Password
      </h1>
      <p className="auth-success" role="status">
        {result?.changed && expired !== result ? result.changed : ""}
      </p>
      <FormAlert message={result?.alert} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="auth-form"
        onChange={clearEdited}
        onFocus={check.prepare}
        onSubmit={(event) =>
          check.submit(event, (findErrors) =>
            show(findErrors(readValues(new FormData(event.currentTarget), FIELDS))),
          )
        }
      >
        <Field
          name="oldPassword"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword}
        />
        <Field
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          aria-describedby="password-rules"
          onInput={(event) => setNewPassword(event.currentTarget.value)}
        />
        <PasswordRules id="password-rules" password={newPassword} />
        <Field
          name="confirmPassword"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <button type="submit" className="button auth-form__submit" disabled={submitting}>
          Change Password
        </button>
      </Form>
    </section>
  );
}
