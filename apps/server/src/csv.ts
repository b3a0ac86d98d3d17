/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted with `"` when they
 * hold a comma, a quote or a line break (a quote inside doubled), lines ended by CRLF or LF, and a
 * UTF-8 byte-order mark at the start, which Excel adds, ignored. Used by the staff imports and
 * exports; no Zod, no module of its own: a reader and a writer.
 */

/** One line of the file: its line number in the file (1 is the header) and its fields. */
export interface CsvRow {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = "CsvSyntaxError";
  }
}

/**
 * Reads the whole text into rows. Blank lines are skipped (a spreadsheet's trailing empty line); a
 * quote that is never closed, or text after a closing quote inside a field, is a CsvSyntaxError
 * naming the line, since guessing would import a row the shop never wrote.
 */
export function parseCsv(text: string): CsvRow[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let afterQuote = false;
  let i = 0;

  const endRow = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === "")) rows.push({ line: rowLine, fields });
    fields = [];
    field = "";
    afterQuote = false;
  };

  while (i < input.length) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
        i += 1;
        continue;
      }
      if (char === "\n") line += 1;
      field += char;
      i += 1;
      continue;
    }
    if (char === ",") {
      fields.push(field);
      field = "";
      afterQuote = false;
      i += 1;
      continue;
    }
    if (char === "\r" || char === "\n") {
      endRow();
      i += char === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line += 1;
      rowLine = line;
      continue;
    }
    if (afterQuote)
      throw new CsvSyntaxError("text after a closing quote; a quote inside a field is doubled", line);
    if (char === '"' && field === "") {
      quoted = true;
      i += 1;
      continue;
    }
    field += char;
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError("a quoted field is never closed", rowLine);
  if (field !== "" || fields.length > 0) endRow();
  return rows;
}

/**
 * One CSV line (CRLF-ended) of the values. A value a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe (OWASP's CSV
 * injection advice), so an exported file opened in Excel shows text, never runs it.
 */
export function toCsvLine(values: readonly (string | number | boolean)[]): string {
  return `${values.map((value) => quoteField(String(value))).join(",")}\r\n`;
}

function quoteField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
