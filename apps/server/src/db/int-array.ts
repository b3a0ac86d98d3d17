import { type SQL, sql } from "drizzle-orm";

/**
 * Whole numbers as one array parameter's text (`{1,2,3}`): a statement that takes them with
 * `= any($1::int[])` has one text whatever their count, so it is planned and kept once.
 */
export function intArrayLiteral(values: readonly number[]): string {
  return `{${values.join(",")}}`;
}

/** The same as SQL: the parameter cast to int[]. */
export function intArray(values: readonly number[]): SQL {
  return sql`${intArrayLiteral(values)}::int[]`;
}
