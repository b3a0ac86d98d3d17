/**
 * The catalogue's CSV (RFC 4180, decision 049): a reader that takes a BOM, CRLF or LF line ends
 * and quoted fields (commas, quotes doubled, line breaks), numbering each record by the file line
 * it starts on; and a writer that quotes what needs it and keeps spreadsheets from running a cell
 * as a formula (a cell starting with = + - @, a tab or a carriage return gets a leading quote).
 */

export interface CsvRecord {
  /** The file line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

/** Every record of a CSV text; blank lines are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let quoted = false;
  let wasQuoted = false;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== "" || wasQuoted) records.push({ line: start, cells });
    cells = [];
    cell = "";
    wasQuoted = false;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
      continue;
    }
    if (char === '"') {
      if (cell !== "") throw new CsvSyntaxError(line, "a quote inside an unquoted cell");
      quoted = true;
      wasQuoted = true;
    } else if (char === ",") {
      cells.push(cell);
      cell = "";
      wasQuoted = false;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else {
      if (wasQuoted) throw new CsvSyntaxError(line, "text after a closing quote");
      cell += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(start, "a quoted cell is never closed");
  if (cell !== "" || cells.length > 0 || wasQuoted) endRecord();
  return records;
}

/** A cell as the CSV writes it: formula-safe, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "boolean" ? (value ? "true" : "false") : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends, as RFC 4180 writes them. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * A cell read back: the leading quote the writer put before = + - @ is taken off, so an export
 * imported again changes nothing.
 */
export function readCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
