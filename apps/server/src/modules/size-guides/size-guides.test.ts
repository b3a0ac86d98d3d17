// The size guides (issue 12 item 4): the two PDFs at /assets/*.pdf, read back as a PDF reader
// would read them, and the two pages through the storefront's production build. Run after
// `npm run build` (`npm test` builds first): the build's own /assets/ files are served beside the
// PDFs, as in production.
import { inflateSync } from "node:zlib";
import {
  BANGLE_SIZES,
  FINGER_CLASSES,
  getBangleFit,
  getRingFit,
  HAND_CLASSES,
  RING_SIZES,
} from "@nagai/contracts/size-guides";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createBangleGuidePdf, createRingGuidePdf } from "./size-guide-pdfs.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});
afterAll(() => t.close());

// --- A small PDF reader: enough to check the structure and read the text ---------------------

interface ParsedPdf {
  objects: Map<number, string>;
  trailer: string;
  /** Every string drawn with Tj, in drawing order, decoded from WinAnsi. */
  texts: string[];
}

const A4_MEDIA_BOX = /\/MediaBox \[ ?0 0 595\.2\d* 841\.8\d* ?\]/;

function parsePdf(bytes: Buffer): ParsedPdf {
  const text = bytes.toString("latin1");
  expect(text.startsWith("%PDF-1.")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  // The cross-reference table the last startxref points at: every in-use entry must point at
  // the start of its own object.
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe("xref");
  const xref = /^xref\s+(\d+) (\d+)\s+/.exec(text.slice(startxref));
  expect(xref).not.toBeNull();
  const first = Number(xref![1]);
  const count = Number(xref![2]);
  const entriesAt = startxref + xref![0].length;
  const objects = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const entry = text.slice(entriesAt + i * 20, entriesAt + i * 20 + 20);
    const match = /^(\d{10}) (\d{5}) ([nf])[ \r\n]{2}$/.exec(entry);
    expect(match, `xref entry ${i}: ${JSON.stringify(entry)}`).not.toBeNull();
    if (match![3] !== "n") continue;
    const number = first + i;
    const offset = Number(match![1]);
    expect(text.slice(offset).startsWith(`${number} ${Number(match![2])} obj`)).toBe(true);
    objects.set(number, text.slice(offset, text.indexOf("endobj", offset)));
  }
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(text.slice(startxref))?.[1] ?? "";
  expect(Number(/\/Size (\d+)/.exec(trailer)?.[1])).toBe(first + count);

  // Content streams, inflated, and the strings they draw (pdf-lib writes them in hex).
  const texts: string[] = [];
  for (const body of objects.values()) {
    const stream = /<<([\s\S]*?)>>\s*stream\r?\n/.exec(body);
    if (!stream) continue;
    const length = Number(/\/Length (\d+)/.exec(stream[1]!)?.[1]);
    const start = text.indexOf(stream[0], text.indexOf(body)) + stream[0].length;
    let data = bytes.subarray(start, start + length);
    if (stream[1]!.includes("/FlateDecode")) data = inflateSync(data);
    for (const drawn of data
      .toString("latin1")
      .matchAll(/(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      texts.push(drawn[1] !== undefined ? Buffer.from(drawn[1], "hex").toString("latin1") : (drawn[2] ?? ""));
    }
  }
  return { objects, trailer, texts };
}

function objectOf(pdf: ParsedPdf, dictionary: string, key: string): string {
  const number = Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);
  const object = pdf.objects.get(number);
  expect(object, `object /${key}`).toBeDefined();
  return object!;
}

/** The pages, in order, from the catalogue's page tree. */
function pagesOf(pdf: ParsedPdf): string[] {
  const catalog = objectOf(pdf, pdf.trailer, "Root");
  expect(catalog).toContain("/Type /Catalog");
  const tree = objectOf(pdf, catalog, "Pages");
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree)?.[1] ?? "").matchAll(/(\d+) 0 R/g)];
  expect(Number(/\/Count (\d+)/.exec(tree)?.[1])).toBe(kids.length);
  return kids.map(([, number]) => pdf.objects.get(Number(number))!);
}

/** Whether `cells` were drawn one after another: a row of a table. */
function drewRow(texts: readonly string[], cells: readonly string[]): boolean {
  return texts.some((_, start) => cells.every((cell, offset) => texts[start + offset] === cell));
}

async function download(path: string) {
  const answer = await t.app.inject({ url: path });
  expect(answer.statusCode, path).toBe(200);
  return answer;
}

describe("the size guides' PDFs", () => {
  it("the ring guide is an A4 PDF of 3 pages with the whole table, the classes, the advice and the sizer", async () => {
    const answer = await download("/assets/ring-size-guide.pdf");
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe('inline; filename="ring-size-guide.pdf"');
    const pdf = parsePdf(answer.rawPayload);
    const pages = pagesOf(pdf);
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page).toMatch(A4_MEDIA_BOX);

    RING_SIZES.forEach((size, index) => {
      const row = [
        String(size.india),
        size.us,
        size.uk,
        String(size.diameterMm),
        String(size.circumferenceMm),
      ];
      expect(drewRow(pdf.texts, row), `India ${size.india}`).toBe(true);
      expect(drewRow(pdf.texts, [getRingFit(index), `${size.popularity}%`])).toBe(true);
      // The sizer's circle for the size, labelled with it.
      expect(
        drewRow(pdf.texts, [`India ${size.india}`, `US ${size.us} | UK ${size.uk}`, `${size.diameterMm} mm`]),
      ).toBe(true);
    });
    for (const fingerClass of FINGER_CLASSES) {
      expect(pdf.texts).toContain(
        `${fingerClass.name[0]!.toUpperCase()}${fingerClass.name.slice(1)}: ${fingerClass.range}`,
      );
    }
    expect(pdf.texts).toContain("Bands wider than 6 mm: go up 0.25-0.5 size");
    expect(pdf.texts).toContain("Measure 2-3 times: in the late afternoon (4-6 PM)");
    expect(pdf.texts).toContain("Printable ring sizer");
    expect(pdf.texts).toContain("10 cm scale bar: check it with a ruler");
  });

  it("the bangle guide is an A4 PDF with the whole table, the hand classes, the advice and a measuring strip", async () => {
    const pdf = parsePdf((await download("/assets/bangle-size-guide.pdf")).rawPayload);
    const pages = pagesOf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toMatch(A4_MEDIA_BOX);
    BANGLE_SIZES.forEach((size, index) => {
      const row = [size.indian, size.inches, String(size.mm), String(size.circumferenceCm), size.hand];
      expect(drewRow(pdf.texts, row), `size ${size.indian}`).toBe(true);
      expect(drewRow(pdf.texts, [getBangleFit(index), `${size.popularity}%`])).toBe(true);
    });
    for (const handClass of HAND_CLASSES) {
      expect(pdf.texts.some((text) => text.endsWith(`: ${handClass.range}`))).toBe(true);
    }
    for (const figure of [
      "Wide cuffs: add 0.5 cm",
      "Stacks of 4-6: add 0.6 cm",
      "Cold climate: -0.2 cm",
      "Width over 1 cm: add 0.25 size per extra cm",
      "Measure at room temperature: 20-22°C",
    ]) {
      expect(pdf.texts).toContain(figure);
    }
    expect(pdf.texts).toContain("Printable measuring strip");
    expect(pdf.texts).toContain("10 cm scale bar: check it with a ruler");
  });

  it("are the same bytes on every run, named by a strong ETag, kept an hour and revalidated with a 304", async () => {
    const [a, b] = [await createRingGuidePdf(), await createRingGuidePdf()];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(await createBangleGuidePdf()).equals(Buffer.from(a))).toBe(false);

    const first = await download("/assets/bangle-size-guide.pdf");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    // Chromium's PDF viewer needs more than the `default-src 'none'` of other files.
    expect(first.headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    const again = await t.app.inject({
      url: "/assets/bangle-size-guide.pdf",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({
      url: "/assets/bangle-size-guide.pdf",
      headers: { "if-none-match": '"something-else", W/"older"' },
    });
    expect(other.statusCode).toBe(200);
    const head = await t.app.inject({ method: "HEAD", url: "/assets/ring-size-guide.pdf" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("application/pdf");
  });

  it("leave the storefront's own /assets/ files, and other addresses there, as they were", async () => {
    const page = await t.app.inject("/ring-size-guide");
    const script = /"(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const built = await t.app.inject(script!);
    expect(built.statusCode).toBe(200);
    expect(built.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject("/assets/no-such-guide.pdf")).statusCode).toBe(404);
    const post = await t.app.inject({ method: "POST", url: "/assets/ring-size-guide.pdf", payload: "x" });
    expect(post.statusCode).toBe(404);
  });
});

// --- The pages --------------------------------------------------------------------------------

/** The chart's button that selects this size, as server-rendered HTML. */
function sizeButton(html: string, size: string): string {
  const button = [...html.matchAll(/<button [^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => tag.includes(' name="size"') && tag.includes(` value="${size}"`));
  expect(button, `the button of size ${size}`).toBeDefined();
  return button!;
}

/** The table row of the chart whose size button has this value. */
function chartRow(html: string, size: string): string {
  const start = html.indexOf(sizeButton(html, size));
  return html.slice(start, html.indexOf("</tr>", start));
}

/** React's markers between adjacent text parts, taken out: the text as a browser shows it. */
const withoutMarkers = (html: string) => html.replaceAll("<!-- -->", "");

const cellsOf = (row: string) => [...row.matchAll(/<td>([^<]*)<\/td>/g)].map(([, cell]) => cell);

describe("/ring-size-guide and /bangle-size-guide", () => {
  it("the ring guide renders its title, description, tabs, the spec's whole table and India 12 selected", async () => {
    const page = await t.app.inject("/ring-size-guide");
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain("<title>Ring Size Guide | Nagai</title>");
    expect(html).toMatch(/<meta name="description" content="Find your ring size[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/ring-size-guide"/);
    expect(html).toMatch(/<h1[^>]*>Ring Size Guide<\/h1>/);
    expect(html).toContain('href="/assets/ring-size-guide.pdf"');
    // The guide tab is open; the others are in the page, hidden.
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Guide</);
    expect(html).toMatch(/id="size-guide-panel-guide"[^>]*role="tabpanel"(?![^>]*hidden)/);
    expect(html).toMatch(/id="size-guide-panel-chart"[^>]*hidden/);
    for (const size of RING_SIZES) {
      expect(cellsOf(chartRow(html, String(size.india)))).toEqual([
        size.us,
        size.uk,
        String(size.diameterMm),
        String(size.circumferenceMm),
        `${size.popularity}%`,
      ]);
    }
    // Ring default index 6: India 12 is selected and recommended.
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(sizeButton(html, "12")).toContain('aria-pressed="true"');
    expect(html).toContain("Recommended For You");
    expect(withoutMarkers(html)).toContain(
      'India 12 <span class="size-recommendation__fit">Standard fit</span>',
    );
    expect(page.headers["cache-control"] ?? "").not.toContain("no-store");
  });

  it("the bangle guide selects nothing by default, and without JavaScript the chart's buttons select by address", async () => {
    const first = await t.app.inject("/bangle-size-guide");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("<title>Bangle Size Guide | Nagai</title>");
    expect(first.body).toMatch(/<h1[^>]*>Bangle Size Guide<\/h1>/);
    expect(first.body).not.toContain('aria-pressed="true"');
    expect(first.body).toContain("Select a size in the chart.");
    for (const size of BANGLE_SIZES) {
      expect(cellsOf(chartRow(first.body, size.indian))).toEqual([
        size.inches,
        String(size.mm),
        String(size.circumferenceCm),
        size.hand,
        `${size.popularity}%`,
      ]);
    }
    // The tab and size buttons are a GET form's: ?tab=chart&size=2.10 opens the chart on 2.10.
    expect(first.body).toContain('<form action="/bangle-size-guide#size-recommendation" method="get">');
    const chosen = await t.app.inject("/bangle-size-guide?tab=chart&size=2.10");
    expect(chosen.body).toMatch(/id="size-guide-panel-chart"[^>]*role="tabpanel"(?![^>]*hidden)/);
    expect(sizeButton(chosen.body, "2.10")).toContain('aria-pressed="true"');
    expect(withoutMarkers(chosen.body)).toContain(
      'Size 2.10 <span class="size-recommendation__fit">Comfortable fit</span>',
    );
    expect(chosen.body).toContain('href="/shop-left?subItemName=Bangles&amp;sizeName=2.10"');
  });

  it("the tips tab shows the six cards' whole text and the four notes before any script runs", async () => {
    const html = (await t.app.inject("/ring-size-guide?tab=tips")).body;
    expect(html).toMatch(/id="size-guide-panel-tips"[^>]*role="tabpanel"(?![^>]*hidden)/);
    expect(html.match(/class="size-guide__card size-guide__tip"/g)).toHaveLength(6);
    expect(html).toContain("Bands wider than 6 mm go up 0.25-0.5 size.");
    expect(html).toContain("choose 0.25-0.5 size above your measured size");
    expect(html).not.toMatch(/id="size-guide-tip-\d" hidden/);
    expect(html).toContain("Technical notes");
    expect(html).toContain("Printing at true size");
  });

  it("an address it does not know opens the page as it starts, never an error", async () => {
    for (const query of [
      "?tab=%3Cscript%3E&size=%00",
      "?size=99&tab=",
      `?size=${"9".repeat(5000)}`,
      "?tab=chart&tab=tips",
    ]) {
      const page = await t.app.inject(`/ring-size-guide${query}`);
      expect(page.statusCode, query).toBe(200);
      expect(sizeButton(page.body, "12")).toContain('aria-pressed="true"');
    }
  });
});
