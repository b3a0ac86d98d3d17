import {
  DELIVERY_LIMITS,
  DELIVERY_MESSAGES,
  NO_WORDS,
  PINCODE_COLUMNS,
  PINCODE_RULE,
  type PincodeImportReport,
  type PincodeRow,
  YES_WORDS,
} from "@nagai/contracts/delivery";
import { CsvSyntaxError, parseCsv } from "../../csv.ts";

/** A row of the file as it will be stored, with its line in the file. */
export interface ImportedRow {
  line: number;
  row: PincodeRow;
}

export interface ReadFile {
  /** Lines of PIN codes in the file (not the header, not blank lines). */
  lines: number;
  rows: ImportedRow[];
  errors: PincodeImportReport["errors"];
}

/** Letters of any script, marks, spaces and the punctuation place names use; no control characters. */
const PLACE_NAME = /^[\p{L}\p{M}\p{N} .,'()&/-]+$/u;

/**
 * Reads the staff's CSV (columns pincode,district,state,metro,cod, decision 048) into rows and
 * every refused row's line and reason. Nothing is stored here: the caller refuses the whole file
 * when any row is refused.
 */
export function readPincodeFile(text: string): ReadFile {
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      return { lines: 0, rows: [], errors: [{ line: error.line, message: error.message }] };
    }
    throw error;
  }
  const [header, ...body] = parsed;
  const expected = PINCODE_COLUMNS.join(",");
  const got = header?.fields.map((field) => field.trim().toLowerCase()).join(",");
  if (!header || got !== expected) {
    return {
      lines: body.length,
      rows: [],
      errors: [{ line: header?.line ?? 1, message: `The first line must be the columns ${expected}` }],
    };
  }
  if (body.length === 0)
    return { lines: 0, rows: [], errors: [{ line: 2, message: DELIVERY_MESSAGES.importEmpty }] };
  if (body.length > DELIVERY_LIMITS.importMaxRows) {
    return {
      lines: body.length,
      rows: [],
      errors: [
        {
          line: body[DELIVERY_LIMITS.importMaxRows]!.line,
          message: `A file holds at most ${DELIVERY_LIMITS.importMaxRows} PIN codes`,
        },
      ],
    };
  }

  const rows: ImportedRow[] = [];
  const errors: ReadFile["errors"] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of body) {
    const problems: string[] = [];
    if (fields.length !== PINCODE_COLUMNS.length) {
      errors.push({ line, message: `Expected ${PINCODE_COLUMNS.length} columns, found ${fields.length}` });
      continue;
    }
    const [pincode, district, state, metro, cod] = fields.map((field) => field.trim()) as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (!PINCODE_RULE.test(pincode))
      problems.push(`pincode "${shorten(pincode)}": ${DELIVERY_MESSAGES.pincodeInvalid}`);
    else if (seen.has(pincode)) problems.push(`PIN code ${pincode} is also on line ${seen.get(pincode)}`);
    else seen.set(pincode, line);
    problems.push(...checkName("district", district), ...checkName("state", state));
    const isMetro = readYesNo(metro);
    const hasCod = readYesNo(cod);
    if (isMetro === undefined) problems.push(`metro "${shorten(metro)}" must be yes or no (true/false, 1/0)`);
    if (hasCod === undefined) problems.push(`cod "${shorten(cod)}" must be yes or no (true/false, 1/0)`);
    if (problems.length > 0) {
      errors.push({ line, message: problems.join("; ") });
      continue;
    }
    rows.push({ line, row: { pincode, district, state, metro: isMetro!, cod: hasCod! } });
  }
  return { lines: body.length, rows, errors };
}

/** What storing `rows` would change in a table holding `current`. */
export function diffPincodes(
  current: readonly PincodeRow[],
  rows: readonly ImportedRow[],
): Pick<PincodeImportReport, "added" | "changed" | "removed" | "unchanged"> {
  const before = new Map(current.map((row) => [row.pincode, row]));
  const added: PincodeImportReport["added"] = [];
  const changed: PincodeImportReport["changed"] = [];
  let unchanged = 0;
  for (const { line, row } of rows) {
    const old = before.get(row.pincode);
    before.delete(row.pincode);
    if (!old) added.push({ line, row });
    else if (sameRow(old, row)) unchanged += 1;
    else changed.push({ line, before: old, after: row });
  }
  return { added, changed, removed: [...before.values()], unchanged };
}

function sameRow(a: PincodeRow, b: PincodeRow): boolean {
  return a.district === b.district && a.state === b.state && a.metro === b.metro && a.cod === b.cod;
}

function checkName(column: "district" | "state", value: string): string[] {
  if (value === "") return [`${column} is empty`];
  if (value.length > DELIVERY_LIMITS.nameMaxLength) {
    return [`${column} is longer than ${DELIVERY_LIMITS.nameMaxLength} characters`];
  }
  if (!PLACE_NAME.test(value))
    return [`${column} "${shorten(value)}" holds characters a place name does not`];
  return [];
}

function readYesNo(value: string): boolean | undefined {
  const word = value.toLowerCase();
  if ((YES_WORDS as readonly string[]).includes(word)) return true;
  if ((NO_WORDS as readonly string[]).includes(word)) return false;
  return undefined;
}

/** A value quoted in a message: short, and without characters that would garble the message. */
function shorten(value: string): string {
  const clean = value.replace(/[\p{Cc}\p{Cs}]/gu, "?");
  return clean.length > 20 ? `${clean.slice(0, 20)}…` : clean;
}
