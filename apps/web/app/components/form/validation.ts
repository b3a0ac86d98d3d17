import type { FieldErrors } from "@nagai/contracts/field-errors";

// One pattern for every form (decision 043): its values are read as strings, checked with the
// contracts' Zod schema the API validates the same request with (`findFieldErrors`), in the
// browser before posting and again in the action for a form posted before hydration; the
// messages are the schema's, the spec's texts. A refusal of the API comes back the same way
// (`readFieldErrors`, form-failure.ts).

import { findFieldErrors } from "@nagai/contracts/field-errors";

export { type FieldErrors, findFieldErrors };

/** The named values of a form as strings ("" for a missing one). */
export function readValues<Name extends string>(
  form: FormData,
  names: readonly Name[],
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The API's `fields` of a 400, when it sent any. */
export function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === "string") errors[name] = message;
  }
  return hasErrors(errors) ? errors : undefined;
}

/** A schema a form is checked with: one of the contracts' (decision 043). */
export type FormSchema = Parameters<typeof findFieldErrors>[0];
