import { AUTH_LIMITS } from "@nagai/contracts/auth-texts";
import { type FormEvent, type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { notify } from "../../lib/notify";
import type { PersonalActionResult } from "../../lib/personal-forms";
import { type FieldErrors, hasErrors } from "./validation";

// Here too for the auth pages; in lib/ so the shop's buttons can use it without this file's imports.
export { ENHANCED_FIELD, EnhancedField } from "../../lib/enhanced-field";

/** Where a finished step goes, and the spec's toast that says it worked. */
export interface Done {
  to: string;
  toast: string;
  /** The answer to the tap that sent the shopper to log in, completed on the way (login-intent.server.ts). */
  completed?: PersonalActionResult;
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string | undefined;
}

/** A labelled input with its message below it, tied to it for screen readers. */
export function TextField({
  name,
  label,
  error,
  type = "text",
  "aria-describedby": describedBy,
  ...input
}: TextFieldProps) {
  const id = `auth-${name}`;
  const errorId = `${id}-error`;
  const described = [error ? errorId : undefined, describedBy].filter(Boolean).join(" ");
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="auth-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The 10-digit mobile number, as register and forgot-password ask for it. */
export function ContactNumberField({ error }: { error: string | undefined }) {
  return (
    <TextField
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
    <TextField
      name="otp"
      label="OTP"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={AUTH_LIMITS.otpDigits}
      error={error}
    />
  );
}

/** The red alert above a form: a failure that belongs to no one field. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="auth-alert" role="alert">
      {message}
    </p>
  );
}

/**
 * A form's field messages: the action's (the API's or the action's own check) until the browser
 * checks the form itself before posting; a field's message clears when the shopper edits it.
 */
export function useFieldErrors(fromAction: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(fromAction ?? {});
  const [shown, setShown] = useState(fromAction);
  if (fromAction !== shown) {
    // A new answer from the action replaces whatever the page showed (React's "adjust state on a prop change").
    setShown(fromAction);
    setErrors(fromAction ?? {});
  }
  return {
    errors,
    /** Shows `found`; true when there is nothing to show and the form may be posted. */
    show(found: FieldErrors): boolean {
      setErrors(found);
      return !hasErrors(found);
    },
    /** For the form's onChange: the edited field's message goes. */
    clearEdited(event: FormEvent<HTMLFormElement>) {
      const { target } = event;
      const isField =
        target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement;
      if (!isField) return;
      setErrors((current) => (current[target.name] ? { ...current, [target.name]: undefined } : current));
    },
  };
}

/** The button that posted a form: its `value` says which step (Verify or Resend OTP, say). */
export function readSubmitter(event: FormEvent<HTMLFormElement>): string | undefined {
  const { submitter } = event.nativeEvent as SubmitEvent;
  return submitter instanceof HTMLButtonElement ? submitter.value : undefined;
}

/**
 * Shows an action's success toast, and follows its `done` step: toast, then the next page. It
 * waits until the loaders have reloaded after the action (the answer arrives while they are
 * still running, and navigating away then would cancel them: the header would miss the new
 * session). Each answer is a new object, so it is followed once; a second identical answer toasts
 * again.
 */
export function useActionOutcome(
  result: { toast?: string | undefined; done?: Done | undefined } | undefined,
) {
  const navigate = useNavigate();
  const idle = useNavigation().state === "idle";
  const followed = useRef<object>(undefined);
  useEffect(() => {
    if (!result || !idle || followed.current === result) return;
    followed.current = result;
    if (result.toast) notify("success", result.toast);
    if (result.done) {
      notify("success", result.done.toast);
      const { completed } = result.done;
      if (completed) notify(completed.ok ? "success" : "error", completed.message);
      navigate(result.done.to, { replace: true });
    }
  }, [result, idle, navigate]);
}
