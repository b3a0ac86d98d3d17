import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * A small flowing layout over pdf-lib for the size guides' PDFs (decision 029): headings,
 * paragraphs wrapped to the measure, lists and tables on A4 pages, a new page whenever the next
 * block would not fit. The standard Helvetica needs no font file and encodes WinAnsi, which holds
 * every character of the guides' texts ("½", "°").
 */

/** A4 in points: 210 × 297 mm. */
export const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] } as const;
/** Points per millimetre: the ring sizer and the scale bar are drawn at true size with it. */
export const MM = 72 / 25.4;
export const MARGIN = 18 * MM;

export const INK = rgb(0.13, 0.12, 0.11);
export const MUTED = rgb(0.36, 0.33, 0.3);
export const ACCENT = rgb(0.55, 0.38, 0.09);
export const RULE = rgb(0.8, 0.77, 0.72);
export const SHADE = rgb(0.95, 0.93, 0.89);

export interface TableColumn {
  title: string;
  /** Share of the text width, summed to 1 over the columns. */
  share: number;
}

export interface PdfWriter {
  readonly document: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  /** The page being written, and the baseline the next block starts under. */
  readonly page: PDFPage;
  readonly y: number;
  newPage(): PDFPage;
  /** Starts a new page unless `height` points are left above the bottom margin. */
  keep(height: number): void;
  space(height: number): void;
  title(text: string, subtitle: string): void;
  heading(text: string, options?: { indent?: number }): void;
  subheading(text: string): void;
  paragraph(
    text: string,
    options?: { size?: number; indent?: number; font?: PDFFont; color?: typeof INK },
  ): void;
  list(items: readonly string[], options?: { numbered?: boolean }): void;
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void;
}

const TEXT_WIDTH = A4.width - 2 * MARGIN;
const BODY = 10;
const LEADING = 1.4;

export async function createPdfWriter(document: PDFDocument): Promise<PdfWriter> {
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page = document.addPage(PageSizes.A4);
  let y = A4.height - MARGIN;

  /** Breaks text into lines no wider than `width` at `size`, at spaces. */
  function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/)) {
      const next = line === "" ? word : `${line} ${word}`;
      if (line !== "" && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    if (line !== "") lines.push(line);
    return lines;
  }

  const writer: PdfWriter = {
    document,
    regular,
    bold,
    get page() {
      return page;
    },
    get y() {
      return y;
    },
    newPage() {
      page = document.addPage(PageSizes.A4);
      y = A4.height - MARGIN;
      return page;
    },
    keep(height) {
      if (y - height < MARGIN) writer.newPage();
    },
    space(height) {
      y -= height;
    },
    title(text, subtitle) {
      page.drawText("NAGAI", { x: MARGIN, y: y - 10, size: 10, font: bold, color: ACCENT });
      page.drawText(text, { x: MARGIN, y: y - 36, size: 24, font: bold, color: INK });
      y -= 44;
      writer.paragraph(subtitle, { color: MUTED });
      page.drawLine({
        start: { x: MARGIN, y: y - 2 },
        end: { x: A4.width - MARGIN, y: y - 2 },
        thickness: 0.75,
        color: RULE,
      });
      y -= 12;
    },
    heading(text, { indent = 0 } = {}) {
      writer.keep(60);
      y -= 20;
      page.drawText(text, { x: MARGIN + indent, y, size: 15, font: bold, color: ACCENT });
      y -= 8;
    },
    subheading(text) {
      writer.keep(40);
      y -= 16;
      page.drawText(text, { x: MARGIN, y, size: 11.5, font: bold, color: INK });
      y -= 4;
    },
    paragraph(text, { size = BODY, indent = 0, font = regular, color = INK } = {}) {
      for (const line of wrap(text, font, size, TEXT_WIDTH - indent)) {
        writer.keep(size * LEADING);
        y -= size * LEADING;
        page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      }
    },
    list(items, { numbered = false } = {}) {
      items.forEach((item, index) => {
        const marker = numbered ? `${index + 1}.` : "-";
        writer.keep(BODY * LEADING * 2);
        page.drawText(marker, {
          x: MARGIN + 4,
          y: y - BODY * LEADING,
          size: BODY,
          font: bold,
          color: ACCENT,
        });
        writer.paragraph(item, { indent: 18 });
        y -= 2;
      });
    },
    table(columns, rows) {
      const rowHeight = 17;
      const xs = [MARGIN];
      for (const column of columns) xs.push(xs[xs.length - 1]! + column.share * TEXT_WIDTH);
      const drawRow = (cells: readonly string[], font: PDFFont, fill: boolean) => {
        writer.keep(rowHeight);
        if (fill)
          page.drawRectangle({
            x: MARGIN,
            y: y - rowHeight,
            width: TEXT_WIDTH,
            height: rowHeight,
            color: SHADE,
          });
        cells.forEach((cell, index) => {
          page.drawText(cell, { x: xs[index]! + 4, y: y - rowHeight + 5.5, size: 9, font, color: INK });
        });
        y -= rowHeight;
        page.drawLine({
          start: { x: MARGIN, y },
          end: { x: A4.width - MARGIN, y },
          thickness: 0.5,
          color: RULE,
        });
      };
      y -= 6;
      drawRow(
        columns.map((column) => column.title),
        bold,
        true,
      );
      for (const row of rows) drawRow(row, regular, false);
    },
  };
  return writer;
}

/**
 * A 10 cm bar with a tick each millimetre, longer ones each half and whole centimetre: measured
 * with a ruler, it tells whether the page was printed at 100%.
 */
export function drawScaleBar(writer: PdfWriter, x: number, y: number): void {
  const { page, regular } = writer;
  page.drawLine({ start: { x, y }, end: { x: x + 100 * MM, y }, thickness: 0.75, color: INK });
  for (let mm = 0; mm <= 100; mm++) {
    const length = mm % 10 === 0 ? 4 * MM : mm % 5 === 0 ? 2.5 * MM : 1.5 * MM;
    page.drawLine({
      start: { x: x + mm * MM, y },
      end: { x: x + mm * MM, y: y + length },
      thickness: 0.4,
      color: INK,
    });
    if (mm % 10 === 0) {
      const label = String(mm / 10);
      const width = regular.widthOfTextAtSize(label, 7);
      page.drawText(label, { x: x + mm * MM - width / 2, y: y - 9, size: 7, font: regular, color: INK });
    }
  }
  page.drawText("10 cm scale bar: check it with a ruler", {
    x,
    y: y - 21,
    size: 8,
    font: regular,
    color: MUTED,
  });
}

/** Writes "Nagai | <title> | page n of N" at the foot of every page, once all are written. */
export function drawFooters(writer: PdfWriter, title: string): void {
  const pages = writer.document.getPages();
  pages.forEach((page, index) => {
    page.drawText(`Nagai | ${title} | page ${index + 1} of ${pages.length}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: writer.regular,
      color: MUTED,
    });
  });
}
