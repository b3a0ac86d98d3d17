import { describe, expect, it } from "vitest";
import { CsvSyntaxError, parseCsv, toCsvLine } from "./csv.ts";

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes, CRLF and LF lines, a byte-order mark, and skips blank lines", () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\n\r\n1,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'say "hi"'] },
      { line: 4, fields: ["1", ""] },
    ]);
  });

  it("keeps a line break inside quotes and numbers the lines that follow as the file does", () => {
    expect(parseCsv('a\n"two\nlines",b\nc')).toEqual([
      { line: 1, fields: ["a"] },
      { line: 2, fields: ["two\nlines", "b"] },
      { line: 4, fields: ["c"] },
    ]);
  });

  it("refuses an unclosed quote and text after a closing quote, naming the line", () => {
    expect(() => parseCsv('a\n"open,b\n')).toThrow(new CsvSyntaxError("a quoted field is never closed", 2));
    expect(() => parseCsv('a\n"x"y,b')).toThrow(/Line 2: text after a closing quote/);
  });
});

describe("toCsvLine", () => {
  it("quotes what needs it and defuses what a spreadsheet would run as a formula", () => {
    expect(toCsvLine(["600001", "Madurai, South", 'a "b"', true])).toBe(
      '600001,"Madurai, South","a ""b""",true\r\n',
    );
    expect(toCsvLine(["=HYPERLINK(1)", "+1", "-1", "@x"])).toBe("'=HYPERLINK(1),'+1,'-1,'@x\r\n");
  });

  it("writes what parseCsv reads back", () => {
    const values = ["a,b", 'q"q', "line\nbreak", ""];
    expect(parseCsv(toCsvLine(values))[0]!.fields).toEqual(values);
  });
});
