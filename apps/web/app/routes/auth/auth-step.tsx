import { AUTH_LIMITS } from "@nagai/contracts/auth-texts";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "../../components/form/field";
import { EnhancedField, FormAlert, readSubmitter, useFieldErrors } from "../../components/form/form-parts";
import { useSchemaCheck } from "../../components/form/lazy-check";
import { type FieldErrors, type FormSchema, readValues } from "../../components/form/validation";

/** The intent of the Resend OTP button; the action sends the OTP again and stays on the step. */
export const RESEND_INTENT = "resend";

interface AuthStepProps {
  /** Names the heading's id (`${id}-title`). */
  id: string;
  title: string;
  lead?: ReactNode;
  /** The action's last answer for this step. */
  result: { alert?: string; fields?: FieldErrors } | undefined;
  /**
   * What the browser checks before posting: the contracts' schema of the step, over `names`,
   * brought by a dynamic import on the form's first focus (decision 065).
   */
  schema: () => Promise<FormSchema>;
  names: readonly string[];
  /** The number an OTP was sent to: posted back with the step, and Resend OTP is offered. */
  otpFor?: string;
  submit: { intent: string; label: string };
  /** The step's fields, given their messages. */
  children: (errors: FieldErrors) => ReactNode;
  /** Below the form: the link to the other page. */
  footer?: ReactNode;
}

/**
 * One step of the account pages that go mobile → OTP → … (register: the form, then its OTP;
 * forgot password: the number, then the OTP and the new password). Each step is a plain form
 * posted to the page's action, checked first in the browser with the same schema the action and
 * the API use; the OTP steps carry the number in a hidden field and offer Resend OTP.
 */
export function AuthStep({
  id,
  title,
  lead,
  result,
  schema,
  names,
  otpFor,
  submit,
  children,
  footer,
}: AuthStepProps) {
  const { errors, show, clearEdited } = useFieldErrors(result?.fields);
  const check = useSchemaCheck(schema, id);
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="auth-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="auth-page__title">
        {title}
      </h1>
      {lead && <p className="auth-page__lead">{lead}</p>}
      <FormAlert message={result?.alert} />
      <Form
        method="post"
        noValidate
        className="auth-form"
        onChange={clearEdited}
        onFocus={check.prepare}
        onSubmit={(event) => {
          if (readSubmitter(event) === RESEND_INTENT) return;
          check.submit(event, (findErrors) =>
            show(findErrors(readValues(new FormData(event.currentTarget), names))),
          );
        }}
      >
        <EnhancedField />
        {otpFor !== undefined && <input type="hidden" name="contactNumber" value={otpFor} />}
        {children(errors)}
        <button
          type="submit"
          name="intent"
          value={submit.intent}
          className="button auth-form__submit"
          disabled={submitting}
        >
          {submit.label}
        </button>
        {otpFor !== undefined && (
          <button
            type="submit"
            name="intent"
            value={RESEND_INTENT}
            className="button button--ghost auth-form__submit"
            disabled={submitting}
          >
            Resend OTP
          </button>
        )}
      </Form>
      {footer && <p className="auth-page__switch">{footer}</p>}
    </section>
  );
}

/** The 10-digit mobile number, as register and forgot-password ask for it. */
export function ContactNumberField({ error }: { error: string | undefined }) {
  return (
    <Field
      name="contactNumber"
      label="Mobile Number"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={AUTH_LIMITS.contactDigits}
      error={error}
    />
  );
}

/** The 6-digit code of an SMS, as the register and reset steps ask for it. */
export function OtpField({ error }: { error: string | undefined }) {
  return (
    <Field
      name="otp"
      label="OTP"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={AUTH_LIMITS.otpDigits}
      error={error}
    />
  );
}
