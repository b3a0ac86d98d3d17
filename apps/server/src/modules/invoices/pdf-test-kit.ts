import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// pdf.js draws the standard fonts from its own files; it reads text without them, but warns.
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/**
 * A PDF read back as a reader reads it (pdf.js, Mozilla's): each page's text as rows, top to
 * bottom, each row the pieces of text drawn on one baseline, left to right. Tests find a table's
 * row by its first cells and read its figures from the rest.
 */
export async function readPdfRows(bytes: Uint8Array): Promise<string[][][]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    disableFontFace: true,
  }).promise;
  const pages: string[][][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, cells]) => cells.sort((a, b) => a.x - b.x).map((cell) => cell.text)),
    );
  }
  await document.destroy();
  return pages;
}

/** "1,03,000.00" → 10300000 paise. */
export function paiseOf(figure: string): number {
  if (!/^-?\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$|^-?\d{1,3}\.\d{2}$/.test(figure)) {
    throw new Error(`not an Indian figure: ${figure}`);
  }
  return Math.round(Number(figure.replaceAll(",", "")) * 100);
}
