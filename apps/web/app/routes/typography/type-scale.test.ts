import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resolveFontSize, TYPE_SCALE } from "./type-scale";

// The /typography page shows the scale as type-scale.ts lists it; the pages use it as
// styles/content-page.css declares it. They must be the same scale.
const css = readFileSync(new URL("../../styles/content-page.css", import.meta.url), "utf8");
const base = readFileSync(new URL("../../styles/base.css", import.meta.url), "utf8");

describe("the type scale", () => {
  it("lists exactly the stylesheet's --type-* properties, with their values", () => {
    const declared = Object.fromEntries(
      [...css.matchAll(/^\s*(--type-[a-z-]+):\s*([^;]+);/gm)].map((match) => [match[1], match[2]]),
    );
    expect(Object.fromEntries(TYPE_SCALE.map((step) => [step.token, step.value]))).toEqual(declared);
  });

  it("has the shop's h2 size as its heading step (base.css)", () => {
    const heading = TYPE_SCALE.find((step) => step.token === "--type-heading");
    expect(base).toMatch(new RegExp(`h2 \\{[^}]*font-size: ${heading?.value.replace(/[()+.]/g, "\\$&")};`));
  });

  it("works out each size in pixels at a phone's and a desktop's width", () => {
    expect(resolveFontSize("1.15rem", 360)).toBeCloseTo(18.4);
    const display = "clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)";
    expect(resolveFontSize(display, 360)).toBeCloseTo(28.16);
    expect(resolveFontSize(display, 1366)).toBe(40);
    expect(resolveFontSize(display, 200)).toBe(28);
    expect(() => resolveFontSize("2em", 360)).toThrow(/Not a size/);
  });

  it("keeps its steps in order, largest first, on a phone and on a desktop", () => {
    for (const width of [360, 1366]) {
      const sizes = TYPE_SCALE.map((step) => resolveFontSize(step.value, width));
      expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    }
  });
});
