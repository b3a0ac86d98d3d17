import type { z } from "zod";

/** A message per form field, as the API's 400 names them in `fields`; a field without one is valid. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What `schema` says of a form's `values`: the first message for each field it refuses, under the
 * field's name (a nested field as "a.b", as the API's 400 names it). The web's forms check with
 * the same schema the API validates the request with, so the page and the API give the same
 * message in the same order (decision 043). Empty when the values pass.
 */
export function findFieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join(".") || "form";
    errors[name] ??= issue.message;
  }
  return errors;
}
