import { describe, expect, it } from "vitest";
import { todayInIndia } from "./appointment-texts.ts";
import { formatLongDate } from "./dates.ts";

describe("dates without Intl", () => {
  it("writes a date in long form as Intl's en-IN does, for every day of a leap year and another", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (const start of [Date.UTC(2024, 0, 1), Date.UTC(2026, 0, 1)]) {
      for (let day = 0; day < 366; day++) {
        const date = new Date(start + day * 86_400_000);
        expect(formatLongDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
      }
    }
  });

  it("knows today's date in India as Intl does, either side of India's midnight", () => {
    const intl = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    // Every 17 minutes across two years: each side of 18:30 UTC, month and year ends included.
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 17 * 60_000) {
      expect(todayInIndia(new Date(at))).toBe(intl.format(new Date(at)));
    }
  });
});
