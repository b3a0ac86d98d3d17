import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** A row as `row_to_json` writes it: its columns by their SQL names. */
export type JsonRow = Record<string, unknown>;

/**
 * A row of `table` as drizzle's own select would answer it, from the row's JSON (`row_to_json`):
 * each column found by its SQL name and mapped by the column, as drizzle maps a driver's value
 * (timestamps become Dates). For statements written by hand that answer several tables' rows at
 * once, as JSON, whichever driver is behind the database: both read JSON text the same way.
 */
export function rowFromJson<Table extends PgTable>(table: Table, json: JsonRow): Table["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    if (value === undefined) throw new Error(`rowFromJson: no column ${column.name} in the row`);
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as Table["$inferSelect"];
}
