import {
  BANGLE_GUIDE_TEXTS,
  PRINT_CHECK,
  RING_GUIDE_TEXTS,
  type SizeGuideTexts,
} from "@nagai/contracts/size-guide-texts";
import {
  type AdviceGroup,
  BANGLE_ADVICE,
  BANGLE_SIZES,
  FINGER_CLASSES,
  getBangleFit,
  getFingerClass,
  getHandClass,
  getRingFit,
  HAND_CLASSES,
  RING_ADVICE,
  RING_SIZES,
  type SizeClass,
} from "@nagai/contracts/size-guides";
import { PDFDocument } from "pdf-lib";
import {
  A4,
  ACCENT,
  createPdfWriter,
  drawFooters,
  drawScaleBar,
  INK,
  MARGIN,
  MM,
  MUTED,
  type PdfWriter,
  RULE,
  type TableColumn,
} from "./pdf-writer.ts";

/**
 * The two printable guides (spec 001 section 7: /assets/ring-size-guide.pdf and
 * /assets/bangle-size-guide.pdf), written from the same tables, classes, advice and texts as the
 * pages (packages/contracts). No dates and no random names: the same code makes the same bytes,
 * so the ETag holds across processes (decision 029).
 */

async function createDocument(texts: SizeGuideTexts): Promise<PDFDocument> {
  // updateMetadata: false leaves out pdf-lib's own producer and the creation time.
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(`Nagai ${texts.heading}`);
  document.setAuthor("Nagai");
  document.setSubject(texts.description);
  document.setCreator("Nagai");
  document.setLanguage("en-IN");
  return document;
}

/** The pages both guides share: the chart, the classes, the advice, how to measure, the tips. */
function writeGuide(
  writer: PdfWriter,
  texts: SizeGuideTexts,
  chart: { columns: readonly TableColumn[]; rows: readonly (readonly string[])[] },
  classes: { title: string; list: readonly SizeClass<string | number>[] },
  advice: readonly AdviceGroup[],
) {
  writer.title(texts.heading, texts.intro);
  writer.heading("Size chart");
  writer.table(chart.columns, chart.rows);

  writer.heading(classes.title);
  writer.list(classes.list.map((sizeClass) => `${capitalise(sizeClass.name)}: ${sizeClass.range}`));

  writer.heading("Adjust for your fit");
  for (const group of advice) {
    writer.subheading(group.title);
    writer.list(group.items.map((item) => `${item.when}: ${item.adjust}`));
  }

  writer.heading("How to measure");
  for (const method of texts.methods) {
    writer.subheading(method.title);
    writer.list(method.steps, { numbered: true });
  }

  writer.heading("Tips");
  for (const tip of texts.tips) {
    writer.subheading(tip.title);
    writer.paragraph(`${tip.summary} ${tip.more}`);
  }

  writer.heading("Technical notes");
  for (const note of texts.notes) {
    writer.subheading(note.title);
    writer.paragraph(note.text);
  }
}

export async function createRingGuidePdf(): Promise<Uint8Array> {
  const texts = RING_GUIDE_TEXTS;
  const document = await createDocument(texts);
  const writer = await createPdfWriter(document);
  writeGuide(
    writer,
    texts,
    {
      columns: [
        { title: "India", share: 0.09 },
        { title: "US", share: 0.09 },
        { title: "UK", share: 0.09 },
        { title: "Diameter mm", share: 0.15 },
        { title: "Circumference mm", share: 0.19 },
        { title: "Finger class", share: 0.15 },
        { title: "Fit", share: 0.12 },
        { title: "Popularity", share: 0.12 },
      ],
      rows: RING_SIZES.map((size, index) => [
        String(size.india),
        size.us,
        size.uk,
        String(size.diameterMm),
        String(size.circumferenceMm),
        getFingerClass(size.india)?.name ?? "",
        getRingFit(index),
        `${size.popularity}%`,
      ]),
    },
    { title: "Finger classes", list: FINGER_CLASSES },
    RING_ADVICE,
  );
  drawRingSizer(writer);
  drawFooters(writer, texts.heading);
  return document.save({ useObjectStreams: false });
}

export async function createBangleGuidePdf(): Promise<Uint8Array> {
  const texts = BANGLE_GUIDE_TEXTS;
  const document = await createDocument(texts);
  const writer = await createPdfWriter(document);
  writeGuide(
    writer,
    texts,
    {
      columns: [
        { title: "Indian", share: 0.1 },
        { title: "Inches", share: 0.1 },
        { title: "mm", share: 0.08 },
        { title: "Circumference cm", share: 0.19 },
        { title: "Hand", share: 0.08 },
        { title: "Hand class", share: 0.15 },
        { title: "Fit", share: 0.16 },
        { title: "Popularity", share: 0.14 },
      ],
      rows: BANGLE_SIZES.map((size, index) => [
        size.indian,
        size.inches,
        String(size.mm),
        String(size.circumferenceCm),
        size.hand,
        getHandClass(size.hand).name,
        getBangleFit(index),
        `${size.popularity}%`,
      ]),
    },
    { title: "Hand classes", list: HAND_CLASSES },
    BANGLE_ADVICE,
  );
  drawBangleStrip(writer);
  drawFooters(writer, texts.heading);
  return document.save({ useObjectStreams: false });
}

/** A page of circles, one per ring size, each its inner diameter at true size. */
function drawRingSizer(writer: PdfWriter) {
  writer.newPage();
  writer.heading("Printable ring sizer");
  writer.paragraph(PRINT_CHECK);
  writer.paragraph(
    "Lay a ring that fits on the circles: your size is the circle whose line just shows along the inside edge of the ring.",
  );
  writer.space(20);
  drawScaleBar(writer, MARGIN, writer.y - 4 * MM);
  writer.space(14 * MM);

  const columns = 5;
  const cellWidth = (A4.width - 2 * MARGIN) / columns;
  const cellHeight = 36 * MM;
  const top = writer.y;
  const { page, regular, bold } = writer;
  RING_SIZES.forEach((size, index) => {
    const cx = MARGIN + cellWidth * (index % columns) + cellWidth / 2;
    const cy = top - cellHeight * Math.floor(index / columns) - 12 * MM;
    page.drawCircle({ x: cx, y: cy, size: (size.diameterMm / 2) * MM, borderWidth: 0.4, borderColor: INK });
    // A cross at the centre, to set the ring on straight.
    page.drawLine({
      start: { x: cx - 1.5 * MM, y: cy },
      end: { x: cx + 1.5 * MM, y: cy },
      thickness: 0.3,
      color: RULE,
    });
    page.drawLine({
      start: { x: cx, y: cy - 1.5 * MM },
      end: { x: cx, y: cy + 1.5 * MM },
      thickness: 0.3,
      color: RULE,
    });
    const labels: [string, typeof bold, number][] = [
      [`India ${size.india}`, bold, 9],
      [`US ${size.us} | UK ${size.uk}`, regular, 7.5],
      [`${size.diameterMm} mm`, regular, 7.5],
    ];
    labels.forEach(([text, font, fontSize], line) => {
      const width = font.widthOfTextAtSize(text, fontSize);
      page.drawText(text, {
        x: cx - width / 2,
        y: cy - 12 * MM - line * 10,
        size: fontSize,
        font,
        color: line === 0 ? INK : MUTED,
      });
    });
  });
}

/**
 * A strip to cut out and wrap around the hand: a centimetre scale from its 0 end, and a line at
 * each bangle size's inner circumference, at true size.
 */
function drawBangleStrip(writer: PdfWriter) {
  const page = writer.newPage();
  const { regular, bold } = writer;
  const stripWidth = 30 * MM;
  const lengthMm = 240;
  const top = A4.height - MARGIN;
  const zero = top - 5 * MM;
  const bottom = zero - lengthMm * MM - 5 * MM;
  page.drawRectangle({
    x: MARGIN,
    y: bottom,
    width: stripWidth,
    height: top - bottom,
    borderWidth: 0.5,
    borderColor: MUTED,
    borderDashArray: [4, 3],
  });
  for (let mm = 0; mm <= lengthMm; mm++) {
    const length = mm % 10 === 0 ? 5 * MM : mm % 5 === 0 ? 3.5 * MM : 2 * MM;
    const y = zero - mm * MM;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + length, y }, thickness: 0.35, color: INK });
    if (mm % 10 === 0) {
      page.drawText(String(mm / 10), { x: MARGIN + 6 * MM, y: y - 2.5, size: 7, font: regular, color: INK });
    }
  }
  for (const size of BANGLE_SIZES) {
    const y = zero - size.circumferenceCm * 10 * MM;
    page.drawLine({
      start: { x: MARGIN + 10 * MM, y },
      end: { x: MARGIN + stripWidth, y },
      thickness: 0.8,
      color: ACCENT,
    });
    page.drawText(size.indian, { x: MARGIN + 14 * MM, y: y + 2, size: 9, font: bold, color: ACCENT });
    page.drawText(`${size.circumferenceCm}`, {
      x: MARGIN + 22 * MM,
      y: y + 2,
      size: 6.5,
      font: regular,
      color: MUTED,
    });
  }

  const indent = stripWidth + 12 * MM;
  writer.heading("Printable measuring strip", { indent });
  writer.paragraph(PRINT_CHECK, { indent });
  writer.space(8);
  for (const [index, step] of [
    "Cut out the strip along the dashed line.",
    "Bring your thumb and little finger together, as when you slip a bangle on.",
    "Wrap the strip around the widest part of your hand, across the knuckles, with the 0 end on the outside.",
    "Where the 0 end meets the strip, read the scale in centimetres. The gold lines mark each bangle size's inner circumference: choose the size at or just past your reading.",
  ].entries()) {
    writer.paragraph(`${index + 1}. ${step}`, { indent });
    writer.space(3);
  }
  writer.space(24);
  drawScaleBar(writer, MARGIN + indent, writer.y - 4 * MM);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
