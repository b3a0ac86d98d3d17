import { messages, type Results, types } from "@electric-sql/pglite";

/**
 * Reads PGlite's answer to a kept statement (statements.ts) from its raw bytes, as
 * `parse.parseResults` reads the messages PGlite's own parser makes of them, in a fraction of
 * the time: PGlite's parser copies every field into a new buffer and decodes it apart, through
 * private-field helpers (decision 034; the figure is in bench/README.md).
 *
 * It reads what an extended-protocol Execute answers: RowDescription, DataRow, CommandComplete and
 * ErrorResponse. Everything else (BindComplete, NoData, ReadyForQuery, notices, parameter status)
 * changes no result and is skipped; this process does not LISTEN on PGlite, so no notification
 * can be lost. The first error is thrown after the whole answer is read, as PGlite does, with the
 * same fields (code, detail, constraint, …) on the same class, `messages.DatabaseError`.
 */

type Parsers = Record<number, ((value: string, typeId: number) => unknown) | undefined>;

interface Field {
  name: string;
  dataTypeID: number;
}

const ROW_DESCRIPTION = 0x54; // T
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const ERROR_RESPONSE = 0x45; // E

/** Commands whose CommandComplete count is the rows they changed (PGlite's parseResults). */
const CHANGING = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

/** The letters of an ErrorResponse's fields and the DatabaseError properties they fill. */
const ERROR_FIELDS: Record<string, string> = {
  S: "severity",
  C: "code",
  D: "detail",
  H: "hint",
  P: "position",
  p: "internalPosition",
  q: "internalQuery",
  W: "where",
  s: "schema",
  t: "table",
  c: "column",
  d: "dataType",
  n: "constraint",
  F: "file",
  L: "line",
  R: "routine",
};

export function readAnswer<T>(
  answer: Uint8Array,
  parsers: Parsers,
  rowMode: "array" | "object" | undefined,
): Results<T> {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  let fields: Field[] = [];
  let rows: unknown[] = [];
  let result: Results<T> | undefined;
  let error: Error | undefined;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    const length = bytes.readInt32BE(at + 1);
    let p = at + 5;
    const end = at + 1 + length;
    if (error === undefined && result === undefined) {
      if (type === ROW_DESCRIPTION) {
        const count = bytes.readInt16BE(p);
        p += 2;
        fields = new Array(count);
        for (let i = 0; i < count; i++) {
          const zero = bytes.indexOf(0, p);
          const name = bytes.toString("utf8", p, zero);
          const dataTypeID = bytes.readInt32BE(zero + 7);
          fields[i] = { name, dataTypeID };
          p = zero + 19;
        }
        rows = [];
      } else if (type === DATA_ROW) {
        const count = bytes.readInt16BE(p);
        p += 2;
        const values: unknown[] = new Array(count);
        for (let i = 0; i < count; i++) {
          const size = bytes.readInt32BE(p);
          p += 4;
          if (size === -1) {
            values[i] = null;
            continue;
          }
          const text = bytes.toString("utf8", p, p + size);
          p += size;
          const typeId = fields[i]!.dataTypeID;
          const parser = parsers[typeId] ?? (types.parsers as Parsers)[typeId];
          values[i] = parser ? parser(text, typeId) : text;
        }
        if (rowMode === "array") rows.push(values);
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < count; i++) row[fields[i]!.name] = values[i];
          rows.push(row);
        }
      } else if (type === COMMAND_COMPLETE) {
        const text = bytes.toString("utf8", p, bytes.indexOf(0, p));
        const words = text.split(" ");
        const command = words[0]!;
        const count = Number.parseInt(words[words.length - 1]!, 10);
        result = {
          rows: rows as T[],
          fields,
          command,
          affectedRows: CHANGING.has(command) ? count : 0,
        } as Results<T>;
        if (!Number.isNaN(count)) (result as { rowCount?: number }).rowCount = count;
      } else if (type === ERROR_RESPONSE) {
        error = databaseError(bytes, p, end, length);
      }
    }
    at = end;
  }
  if (error) throw error;
  return result ?? { affectedRows: 0, rows: [], fields: [] };
}

/** An ErrorResponse's fields by their letters (M the message, C the code, …). */
function errorFields(bytes: Buffer, from: number, end: number): Record<string, string> {
  const values: Record<string, string> = {};
  let p = from;
  while (p < end && bytes[p] !== 0) {
    const letter = String.fromCharCode(bytes[p]!);
    const zero = bytes.indexOf(0, p + 1);
    values[letter] = bytes.toString("utf8", p + 1, zero);
    p = zero + 1;
  }
  return values;
}

function databaseError(bytes: Buffer, from: number, end: number, length: number): Error {
  const values = errorFields(bytes, from, end);
  const error = new messages.DatabaseError(values.M ?? "", length, "error") as unknown as Record<
    string,
    unknown
  >;
  for (const [letter, property] of Object.entries(ERROR_FIELDS)) error[property] = values[letter];
  return error as unknown as Error;
}

/** The SQLSTATE of the first error in a raw answer, if it holds one. */
export function errorCodeOf(answer: Uint8Array): string | undefined {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  for (let at = 0; at + 5 <= bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    if (bytes[at] === ERROR_RESPONSE) return errorFields(bytes, at + 5, at + 1 + bytes.readInt32BE(at + 1)).C;
  }
  return undefined;
}
