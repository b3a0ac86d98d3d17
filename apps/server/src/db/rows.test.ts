import { describe, expect, it } from "vitest";
import { RowShapeError, rowsOf } from "./rows.ts";

// The rows of hand-written statements (decision 042): their callers' modules' tests run the real
// statements on both databases; these are the shapes a driver should never answer.
describe("rowsOf", () => {
  const shape = { id: "number", name: "string", note: "string | null" } as const;

  it("answers the rows when every declared column has its type", () => {
    const rows = [
      { id: 1, name: "Ring", note: null, extra: true },
      { id: 2, name: "Chain", note: "gift" },
    ];
    expect(rowsOf({ rows }, "read pieces", shape)).toBe(rows);
    expect(rowsOf({ rows: [] }, "read pieces", shape)).toEqual([]);
  });

  it("names the statement and the column of a row of another shape", () => {
    expect(() => rowsOf({ rows: [{ id: "1", name: "Ring", note: null }] }, "read pieces", shape)).toThrow(
      new RowShapeError('read pieces: column id is string "1", not number'),
    );
    expect(() => rowsOf({ rows: [{ id: 1, note: null }] }, "read pieces", shape)).toThrow(
      "read pieces: column name is missing, not string",
    );
    expect(() => rowsOf({ rows: [{ id: 1, name: null, note: null }] }, "read pieces", shape)).toThrow(
      "read pieces: column name is null, not string",
    );
    expect(() => rowsOf({ rows: [null] }, "read pieces", shape)).toThrow(
      "read pieces: a row is null, not an object",
    );
    expect(() => rowsOf({ affectedRows: 0 }, "read pieces", shape)).toThrow(
      "read pieces: the answer has no rows",
    );
  });
});
