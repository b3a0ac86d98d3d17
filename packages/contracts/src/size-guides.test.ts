import { describe, expect, it } from "vitest";
import { BANGLE_GUIDE_TEXTS, RING_GUIDE_TEXTS } from "./size-guide-texts.ts";
import {
  BANGLE_DEFAULT_INDEX,
  BANGLE_SIZE_NAMES,
  BANGLE_SIZES,
  findSizeIndex,
  getBangleFit,
  getFingerClass,
  getHandClass,
  getRingFit,
  HAND_SIZES,
  RING_DEFAULT_INDEX,
  RING_SIZE_NAMES,
  RING_SIZES,
} from "./size-guides.ts";

// The spec's two tables (spec 001 section 3), copied as text so that a slip in size-guides.ts
// cannot agree with itself.
const SPEC_BANGLE_TABLE = `
| 2.2 | 2.125 | 54 | 16.9 | XS | 15% |
| 2.4 | 2.25 | 57 | 17.8 | S | 25% |
| 2.6 | 2.375 | 60 | 18.7 | M | 35% |
| 2.8 | 2.5 | 63 | 19.5 | L | 20% |
| 2.10 | 2.625 | 67 | 20.5 | XL | 5% |
| 2.12 | 2.75 | 70 | 21.5 | XXL | 3% |`;

const SPEC_RING_TABLE = `
| 6 | 3.75 | H½ | 14.9 | 46.8 | 5% |
| 7 | 4 | I½ | 15.3 | 48 | 8% |
| 8 | 4.5 | K | 15.7 | 49.3 | 12% |
| 9 | 5 | L | 16.1 | 50.6 | 15% |
| 10 | 5.25 | M | 16.5 | 51.8 | 18% |
| 11 | 5.75 | N | 16.9 | 53.1 | 20% |
| 12 | 6 | O | 17.3 | 54.4 | 25% |
| 13 | 6.5 | P | 17.7 | 55.7 | 22% |
| 14 | 7 | Q | 18.1 | 57 | 18% |
| 15 | 7.5 | R | 18.5 | 58.3 | 15% |
| 16 | 8 | S | 18.9 | 59.5 | 12% |
| 17 | 8.5 | T | 19.3 | 60.8 | 8% |
| 18 | 9 | U | 19.7 | 62.1 | 5% |`;

const rowsOf = (table: string) => table.trim().split("\n");

describe("the size tables", () => {
  it("hold the spec's bangle table row for row", () => {
    const rows = BANGLE_SIZES.map(
      (size) =>
        `| ${size.indian} | ${size.inches} | ${size.mm} | ${size.circumferenceCm} | ${size.hand} | ${size.popularity}% |`,
    );
    expect(rows).toEqual(rowsOf(SPEC_BANGLE_TABLE));
  });

  it("hold the spec's 13 ring sizes row for row", () => {
    const rows = RING_SIZES.map(
      (size) =>
        `| ${size.india} | ${size.us} | ${size.uk} | ${size.diameterMm} | ${size.circumferenceMm} | ${size.popularity}% |`,
    );
    expect(rows).toEqual(rowsOf(SPEC_RING_TABLE));
  });
});

describe("the bangle's fit label", () => {
  it("is Snug below index 2, Comfortable above index 3, otherwise Standard", () => {
    expect(BANGLE_SIZES.map((_, index) => getBangleFit(index))).toEqual([
      "Snug",
      "Snug",
      "Standard",
      "Standard",
      "Comfortable",
      "Comfortable",
    ]);
  });

  it("starts on index 6, past the last row: nothing is selected", () => {
    expect(BANGLE_DEFAULT_INDEX).toBe(6);
    expect(BANGLE_SIZES[BANGLE_DEFAULT_INDEX]).toBeUndefined();
    expect(findSizeIndex(BANGLE_SIZE_NAMES, null, BANGLE_DEFAULT_INDEX)).toBe(6);
  });
});

describe("the ring's fit label", () => {
  it("is Petite below index 4, Full above index 10, otherwise Standard", () => {
    const fits = RING_SIZES.map((_, index) => getRingFit(index));
    expect(fits.slice(0, 4)).toEqual(["Petite", "Petite", "Petite", "Petite"]);
    expect(fits.slice(4, 11)).toEqual(Array(7).fill("Standard"));
    expect(fits.slice(11)).toEqual(["Full", "Full"]);
  });

  it("starts on index 6, India 12", () => {
    expect(RING_SIZES[RING_DEFAULT_INDEX]?.india).toBe(12);
    expect(findSizeIndex(RING_SIZE_NAMES, null, RING_DEFAULT_INDEX)).toBe(6);
  });
});

describe("the classes", () => {
  it("put each hand size in the spec's class", () => {
    expect(HAND_SIZES.map((hand) => getHandClass(hand).name)).toEqual([
      "petite",
      "petite",
      "standard",
      "full",
      "full",
      "extra full",
    ]);
  });

  it("put each India ring size in the spec's finger class", () => {
    const names = RING_SIZES.map((size) => getFingerClass(size.india)?.name);
    expect(names).toEqual([
      ...Array(3).fill("petite"),
      ...Array(3).fill("slender"),
      ...Array(3).fill("standard"),
      ...Array(4).fill("full"),
    ]);
    expect(getFingerClass(5)).toBeUndefined();
  });
});

describe("findSizeIndex", () => {
  it("finds the row a page address names, by the size's own spelling", () => {
    expect(findSizeIndex(BANGLE_SIZE_NAMES, "2.10", BANGLE_DEFAULT_INDEX)).toBe(4);
    expect(findSizeIndex(BANGLE_SIZE_NAMES, "2.1", BANGLE_DEFAULT_INDEX)).toBe(BANGLE_DEFAULT_INDEX);
    expect(findSizeIndex(RING_SIZE_NAMES, "18", RING_DEFAULT_INDEX)).toBe(12);
  });

  it("falls back to the default for anything else", () => {
    for (const value of ["", "19", "12.0", " 12", "constructor", "\u0000"]) {
      expect(findSizeIndex(RING_SIZE_NAMES, value, RING_DEFAULT_INDEX)).toBe(RING_DEFAULT_INDEX);
    }
  });
});

describe("the guides' texts", () => {
  it("have six tip cards and four technical notes each", () => {
    for (const texts of [RING_GUIDE_TEXTS, BANGLE_GUIDE_TEXTS]) {
      expect(texts.tips).toHaveLength(6);
      expect(texts.notes).toHaveLength(4);
    }
  });

  it("name the spec's PDF files", () => {
    expect(RING_GUIDE_TEXTS.pdfPath).toBe("/assets/ring-size-guide.pdf");
    expect(BANGLE_GUIDE_TEXTS.pdfPath).toBe("/assets/bangle-size-guide.pdf");
  });
});
