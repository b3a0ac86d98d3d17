import { z } from "./zod.ts";

/** PostgreSQL's integer: ids and piece numbers beyond it are no row's, and a 400 rather than a database error. */
export const INTEGER_MAX = 2_147_483_647;

/**
 * A whole number given as a JSON number or, in a query, a path or a form, as text of digits (blanks
 * around it allowed). Nothing else passes for one: `z.coerce.number()` read `true` as 1, `"0x1F"`
 * as 31, `"1e3"` as 1000 and `[5]` as 5, so a broken client's value could name a real piece.
 */
export function wholeNumber({
  min,
  max,
  message,
  tooLarge = message,
}: {
  min: number;
  max: number;
  message: string;
  /** For a number above `max`, when that deserves its own text. */
  tooLarge?: string;
}) {
  const number = z.number({ error: message }).int(message).min(min, message).max(max, tooLarge);
  return z
    .union(
      [
        number,
        z
          .string()
          .trim()
          .regex(/^\d{1,16}$/, message)
          .transform(Number)
          .pipe(number),
      ],
      { error: message },
    )
    .meta(documentedAsInteger(min, max));
}

/**
 * How the OpenAPI document shows a whole number: an integer in its range, as a client should send
 * it (a query's text is read by its type). Text of digits in a JSON body is accepted for the
 * spec's older client, but a value out of range is refused either way (decision 039).
 */
export function documentedAsInteger(minimum: number, maximum: number) {
  return { type: "integer", minimum, maximum, anyOf: undefined, pattern: undefined } as const;
}
