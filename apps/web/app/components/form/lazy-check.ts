import { type FormEvent, useRef } from "react";
import { type FieldErrors, type FormSchema, findFieldErrors } from "./validation";

// A form's check comes with the first focus inside the form, not with the page (decision 065):
// the contracts' schemas bring Zod, which a page's first load would otherwise carry for a form
// most visitors never fill in.

/** What a check that could not be loaded finds. */
const NOTHING_FOUND = (): FieldErrors => ({});

interface CheckState<Check> {
  /** Whose check this is: a form that shows another step (another schema) starts again. */
  key: string;
  loading?: Promise<void>;
  check?: Check;
  /** A submit waits for the check: a second one adds nothing (one post per tap). */
  waiting?: boolean;
}

/**
 * `load` brings a form's check; `prepare` (the form's onFocus) starts it, and `submit` (the form's
 * onSubmit) runs `passes` with it, letting the submit go on only if it returns true. A submit
 * before the check has come is held, and made again with the same button once it has. A check
 * that cannot be loaded (the network dropped, a new release replaced the file) finds nothing: the
 * form is posted as one posted before hydration, and its action checks it with the same schema
 * (decision 043). `key` names the check where one component shows the steps of several (the
 * account pages' AuthStep).
 */
export function useLazyCheck<Check extends (...values: never[]) => FieldErrors>(
  load: () => Promise<Check>,
  key = "",
) {
  const state = useRef<CheckState<Check>>({ key });
  if (state.current.key !== key) state.current = { key };

  function prepare(): Promise<void> {
    const current = state.current;
    current.loading ??= load().then(
      (check) => {
        current.check = check;
      },
      () => {
        current.check = NOTHING_FOUND as Check;
      },
    );
    return current.loading;
  }

  function submit(event: FormEvent<HTMLFormElement>, passes: (check: Check) => boolean): void {
    const current = state.current;
    if (current.check !== undefined) {
      if (!passes(current.check)) event.preventDefault();
      return;
    }
    event.preventDefault();
    if (current.waiting) return;
    current.waiting = true;
    const form = event.currentTarget;
    const { submitter } = event.nativeEvent as SubmitEvent;
    void prepare().then(() => {
      current.waiting = false;
      // The same button, so its name and value (a step's intent) are posted; gone, the form's default.
      const button =
        (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
        submitter.form === form
          ? submitter
          : null;
      if (form.isConnected) form.requestSubmit(button);
    });
  }

  return { prepare, submit };
}

/** A form checked with one of the contracts' schemas, loaded by `loadSchema` (a dynamic import). */
export function useSchemaCheck(loadSchema: () => Promise<FormSchema>, key = "") {
  return useLazyCheck(async () => {
    const schema = await loadSchema();
    return (values: unknown): FieldErrors => findFieldErrors(schema, values);
  }, key);
}
