import { describe, expect, it } from "vitest";
import { numberInWords, rupeesInWords } from "./amount-in-words.ts";

describe("an amount in words, Indian system", () => {
  it("writes the small numbers and the tens with hyphens", () => {
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(7)).toBe("Seven");
    expect(numberInWords(13)).toBe("Thirteen");
    expect(numberInWords(40)).toBe("Forty");
    expect(numberInWords(99)).toBe("Ninety-Nine");
    expect(numberInWords(105)).toBe("One Hundred Five");
    expect(numberInWords(999)).toBe("Nine Hundred Ninety-Nine");
  });

  it("groups by thousand, lakh and crore, not million", () => {
    expect(numberInWords(1000)).toBe("One Thousand");
    expect(numberInWords(99_999)).toBe("Ninety-Nine Thousand Nine Hundred Ninety-Nine");
    expect(numberInWords(100_000)).toBe("One Lakh");
    expect(numberInWords(1_000_000)).toBe("Ten Lakh");
    expect(numberInWords(1_030_050)).toBe("Ten Lakh Thirty Thousand Fifty");
    expect(numberInWords(9_999_999)).toBe("Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine");
    expect(numberInWords(10_000_000)).toBe("One Crore");
    expect(numberInWords(12_345_678)).toBe(
      "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight",
    );
    expect(numberInWords(1_000_000_000)).toBe("One Hundred Crore");
    expect(numberInWords(1_000_000_000_000)).toBe("One Lakh Crore");
    expect(numberInWords(25_00_00_007)).toBe("Twenty-Five Crore Seven");
  });

  it("writes rupees and paise as an invoice does", () => {
    expect(rupeesInWords(103_000)).toBe("Rupees One Thousand Thirty Only");
    expect(rupeesInWords(1_234_567_850)).toBe(
      "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only",
    );
    expect(rupeesInWords(10_000_001)).toBe("Rupees One Lakh and One Paise Only");
    expect(rupeesInWords(75)).toBe("Seventy-Five Paise Only");
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
    expect(rupeesInWords(2_147_483_647)).toBe(
      "Rupees Two Crore Fourteen Lakh Seventy-Four Thousand Eight Hundred Thirty-Six and Forty-Seven Paise Only",
    );
  });

  it("refuses what is not an amount", () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(Number.NaN)).toThrow(RangeError);
  });
});
