const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A YYYY-MM-DD date as en-IN writes it in long form ("1 November 2026"), without Intl: a browser's
 * first Intl formatter loads its locale data, tens of milliseconds as a page starts
 * (dates.test.ts checks it against Intl).
 */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
