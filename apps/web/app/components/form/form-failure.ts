import type { ApiAnswer } from "../../lib/api";
import { type FieldErrors, readFieldErrors } from "./validation";

/** A form's failure as the page shows it: messages under fields, or one alert above the form. */
export interface FormFailure {
  fields?: FieldErrors;
  alert?: string;
}

/**
 * A refused request as the page shows it: the API's field messages (the spec's texts) under their
 * fields when it sent them, else its message, else the spec's `fallback` ("Login failed",
 * "Signup failed", ...). A server fault shows the fallback: its text is not for shoppers.
 */
export function readFailure(answer: ApiAnswer, fallback: string): FormFailure {
  const fields = readFieldErrors(answer.body.fields);
  if (fields) return { fields };
  const { message } = answer.body;
  if (answer.status < 500 && typeof message === "string" && message !== "") return { alert: message };
  return { alert: fallback };
}
