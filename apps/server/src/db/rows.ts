import type { SQL } from "drizzle-orm";
import type { Database } from "./client.ts";

/**
 * The rows of a statement written by hand (`db.execute`). Both drivers answer such a statement with
 * `rows`, but drizzle's shared type does not say so, and nothing says what the rows hold: each
 * caller declares its columns' types, and a row that differs (a renamed alias, a count that came
 * back as text, a missing column) throws an error naming the statement and the column, rather
 * than travelling on as a wrong value. One `typeof` per declared column of each row: cheap enough
 * for the hot paths, where these statements answer one row or a few.
 */

/** A column's type, as a statement's caller declares it. */
export type ColumnType = "string" | "number" | "boolean" | "string | null" | "number | null";

type ValueOf<Type extends ColumnType> = {
  string: string;
  number: number;
  boolean: boolean;
  "string | null": string | null;
  "number | null": number | null;
}[Type];

export type RowOf<Shape extends Record<string, ColumnType>> = {
  -readonly [Column in keyof Shape]: ValueOf<Shape[Column]>;
};

/** A row of a statement written by hand did not have the declared shape. */
export class RowShapeError extends Error {
  override name = "RowShapeError";
}

function fits(value: unknown, type: ColumnType): boolean {
  switch (type) {
    case "string":
    case "number":
    case "boolean":
      return typeof value === type;
    case "string | null":
      return value === null || typeof value === "string";
    case "number | null":
      return value === null || typeof value === "number";
  }
}

function described(value: unknown): string {
  if (value === undefined) return "missing";
  if (value === null) return "null";
  return `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`;
}

/**
 * The rows of `result` (what `db.execute` answered for `statement`, a short name such as
 * "inventory: take pieces"), each checked to hold `shape`'s columns with their types.
 */
export function rowsOf<const Shape extends Record<string, ColumnType>>(
  result: unknown,
  statement: string,
  shape: Shape,
): RowOf<Shape>[] {
  const rows = (result as { rows?: unknown } | null | undefined)?.rows;
  if (!Array.isArray(rows)) throw new RowShapeError(`${statement}: the answer has no rows`);
  for (const row of rows) {
    if (typeof row !== "object" || row === null) {
      throw new RowShapeError(`${statement}: a row is ${described(row)}, not an object`);
    }
    for (const column in shape) {
      const value = (row as Record<string, unknown>)[column];
      const type = shape[column]!;
      if (!fits(value, type)) {
        throw new RowShapeError(`${statement}: column ${column} is ${described(value)}, not ${type}`);
      }
    }
  }
  return rows as RowOf<Shape>[];
}

/** Runs a statement written by hand and answers its rows, checked as `rowsOf` does. */
export async function executeRows<const Shape extends Record<string, ColumnType>>(
  db: Pick<Database, "execute">,
  query: SQL,
  statement: string,
  shape: Shape,
): Promise<RowOf<Shape>[]> {
  return rowsOf(await db.execute(query), statement, shape);
}
