/**
 * An amount in words as Indian invoices write it, in the Indian system (thousand, lakh, crore):
 * 1,23,45,678.50 → "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred
 * Seventy-Eight and Fifty Paise Only". Crores above 99 are themselves written in the same system
 * ("One Hundred Crore", "One Lakh Crore").
 */
const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1 to 99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** A whole number of 1 or more in the Indian system. */
function wholeInWords(n: number): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores > 0) parts.push(`${wholeInWords(crores)} Crore`);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((n % 100_000) / 1000);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  const hundreds = Math.floor((n % 1000) / 100);
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  const rest = n % 100;
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** A whole number in words (0 is "Zero"). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number of 0 or more: ${n}`);
  return n === 0 ? "Zero" : wholeInWords(n);
}

/** An amount of paise as rupees and paise in words, as the invoice's "amount in words". */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest === 0) return "Rupees Zero Only";
  if (rupees === 0) return `${belowHundred(rest)} Paise Only`;
  const written = `Rupees ${wholeInWords(rupees)}`;
  return rest === 0 ? `${written} Only` : `${written} and ${belowHundred(rest)} Paise Only`;
}
