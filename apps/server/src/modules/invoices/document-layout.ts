import { formatIndianNumber } from "@nagai/contracts/money";
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * The order documents' page layout over pdf-lib (decision 045): A4, text placed by coordinates,
 * tables whose rows carry on to a new page under the same heading row. The standard Helvetica
 * needs no font file; it encodes WinAnsi only, so text outside it (Tamil script, "₹") is written
 * with `printable`: amounts say "Rs.", and other characters become "?".
 */

export const PAGE = { width: PageSizes.A4[0], height: PageSizes.A4[1], margin: 40 } as const;
export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.38, 0.36, 0.33);
export const RULE = rgb(0.75, 0.73, 0.7);
export const SHADE = rgb(0.94, 0.93, 0.9);
export const WARNING = rgb(0.6, 0.1, 0.05);

export interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

export interface Layout {
  readonly document: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly page: PDFPage;
  /** The baseline of the last thing written; the next goes under it. */
  y: number;
  /** Draws one line of text at (x, y); `align: "right"` ends it at x + width. */
  text(
    value: string,
    x: number,
    y: number,
    options?: { font?: PDFFont; size?: number; color?: typeof INK; align?: "left" | "right"; width?: number },
  ): void;
  /** Text wrapped to `width`, one line under another from the current y; answers the lines' count. */
  block(value: string, x: number, width: number, options?: { font?: PDFFont; size?: number }): number;
  rule(y: number): void;
  /** A table from the current y: the heading row, then the rows, breaking pages as needed. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void;
  /** Starts a new page unless `height` points are left above the bottom margin. */
  keep(height: number): void;
  footers(title: string): void;
}

/** Helvetica's WinAnsi characters are kept; "₹" is written "Rs."; any other character is "?". */
export function createPrintable(font: PDFFont): (value: string) => string {
  const known = new Set(font.getCharacterSet());
  return (value) =>
    [...value.replace(/₹\s?/g, "Rs. ").replace(/[\r\n\t]+/g, " ")]
      .map((char) => (known.has(char.codePointAt(0)!) ? char : "?"))
      .join("");
}

export async function createLayout(title: string): Promise<Layout> {
  // updateMetadata: false leaves out pdf-lib's producer and the creation time: the same order
  // makes the same bytes.
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(title);
  document.setCreator("Nagai");
  document.setLanguage("en-IN");
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const printable = createPrintable(regular);
  let page = document.addPage(PageSizes.A4);
  const right = PAGE.width - PAGE.margin;

  function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of printable(value).split(/\s+/).filter(Boolean)) {
      const next = line === "" ? word : `${line} ${word}`;
      if (line !== "" && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    if (line !== "") lines.push(line);
    return lines.length > 0 ? lines : [""];
  }

  const layout: Layout = {
    document,
    regular,
    bold,
    get page() {
      return page;
    },
    y: PAGE.height - PAGE.margin,
    text(value, x, y, { font = regular, size = 9, color = INK, align = "left", width = 0 } = {}) {
      const shown = printable(value);
      const at = align === "right" ? x + width - font.widthOfTextAtSize(shown, size) : x;
      page.drawText(shown, { x: at, y, size, font, color });
    },
    block(value, x, width, { font = regular, size = 9 } = {}) {
      const lines = wrap(value, font, size, width);
      for (const line of lines) {
        layout.keep(size * 1.4);
        layout.y -= size * 1.4;
        page.drawText(line, { x, y: layout.y, size, font, color: INK });
      }
      return lines.length;
    },
    rule(y) {
      page.drawLine({ start: { x: PAGE.margin, y }, end: { x: right, y }, thickness: 0.6, color: RULE });
    },
    keep(height) {
      if (layout.y - height >= PAGE.margin + 20) return;
      page = document.addPage(PageSizes.A4);
      layout.y = PAGE.height - PAGE.margin;
    },
    table(columns, rows) {
      const size = 8.5;
      const xs: number[] = [];
      let x = PAGE.margin;
      for (const column of columns) {
        xs.push(x);
        x += column.width;
      }
      const drawRow = (cells: readonly string[], font: PDFFont, shaded: boolean) => {
        const wrapped = cells.map((cell, index) => wrap(cell, font, size, columns[index]!.width - 8));
        const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.3 + 7;
        layout.keep(height);
        const top = layout.y;
        if (shaded) {
          page.drawRectangle({
            x: PAGE.margin,
            y: top - height,
            width: right - PAGE.margin,
            height,
            color: SHADE,
          });
        }
        wrapped.forEach((lines, index) => {
          const column = columns[index]!;
          lines.forEach((line, n) => {
            layout.text(line, xs[index]! + 4, top - 4 - size - n * size * 1.3, {
              font,
              size,
              align: column.align,
              width: column.width - 8,
            });
          });
        });
        layout.y = top - height;
        layout.rule(layout.y);
        return height;
      };
      const heading = columns.map((column) => column.title);
      drawRow(heading, bold, true);
      for (const row of rows) {
        const before = page;
        layout.keep(size * 2.6 + 7);
        // A row that starts a new page gets the heading row again above it.
        if (page !== before) drawRow(heading, bold, true);
        drawRow(row, regular, false);
      }
    },
    footers(title) {
      const pages = document.getPages();
      pages.forEach((each, index) => {
        each.drawText(printable(`${title} | page ${index + 1} of ${pages.length}`), {
          x: PAGE.margin,
          y: PAGE.margin / 2,
          size: 7.5,
          font: regular,
          color: MUTED,
        });
      });
    },
  };
  return layout;
}

/** 1,03,000.00: paise as rupees, Indian grouping, two decimals. */
export function figure(paise: number): string {
  return formatIndianNumber(paise / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 27 Nov 2026, India time. */
export function indianDate(moment: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "short",
    year: "numeric",
  }).format(moment);
}
