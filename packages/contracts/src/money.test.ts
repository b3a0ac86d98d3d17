import { describe, expect, it } from "vitest";
import { formatIndianNumber, formatRupees } from "./money.ts";

/** Intl as the server's Node writes it: the oracle the hand-written formatters must equal. */
const intlRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
});
const intlWholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** A deterministic spread of values: small, paise, grams, lakhs, crores, halves, negatives. */
function values(): number[] {
  const list = [
    0, -0, 0.5, 1.5, 2.5, -0.5, 1.005, 0.005, 0.0005, 999.995, 99_999.5, 1e-7, 1.23e-5, 1e21, 1.5e22,
  ];
  let seed = 17;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(random() * 12);
    const scale = [1, 10, 100, 1000][i % 4]!;
    const value = Math.round(random() * magnitude * scale) / scale;
    list.push(i % 7 === 0 ? -value : value);
  }
  return list;
}

describe("formatting without Intl", () => {
  it("writes rupees exactly as Intl's en-IN currency does, with and without paise", () => {
    for (const value of values()) {
      expect(formatRupees(value), String(value)).toBe(intlRupees.format(value));
      expect(formatRupees(value, { whole: true }), String(value)).toBe(intlWholeRupees.format(value));
    }
  });

  it("writes numbers exactly as Intl's en-IN does, for each number of fraction digits", () => {
    for (const [minimumFractionDigits, maximumFractionDigits] of [
      [0, 0],
      [0, 2],
      [0, 3],
      [2, 2],
      [1, 3],
    ] as const) {
      const intl = new Intl.NumberFormat("en-IN", { minimumFractionDigits, maximumFractionDigits });
      for (const value of values()) {
        expect(
          formatIndianNumber(value, { minimumFractionDigits, maximumFractionDigits }),
          String(value),
        ).toBe(intl.format(value));
      }
    }
  });

  it("shows the grouping the spec's pages show", () => {
    expect(formatRupees(123_456)).toBe("₹1,23,456.00");
    expect(formatRupees(2000, { whole: true })).toBe("₹2,000");
    expect(formatIndianNumber(12.345)).toBe("12.345");
  });
});
