import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { notify } from "../../lib/notify";
import type { PersonalActionResult } from "../../lib/personal-forms";
import { type FieldErrors, hasErrors } from "./validation";

// Here too for the forms; in lib/ so the shop's buttons can use it without this file's imports (the toasts).
export { ENHANCED_FIELD, EnhancedField } from "../../lib/enhanced-field";

/** Where a finished step goes, and the spec's toast that says it worked. */
export interface Done {
  to: string;
  toast: string;
  /** The answer to the tap that sent the shopper to log in, completed on the way (login-intent.server.ts). */
  completed?: PersonalActionResult;
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
