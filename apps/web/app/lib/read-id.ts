/**
 * A positive whole number that fits PostgreSQL's integer, as the API's ids and piece numbers are,
 * from a form's or a query's text; else null. Forms and addresses are read with it before the API
 * is asked, so a typed "abc" or "99999999999" is refused here rather than sent on.
 */
export function readPositiveId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= 2_147_483_647 ? number : null;
}
