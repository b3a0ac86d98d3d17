/** Money is integer paise in the database and services; the API shows rupees with two decimals. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * A number written out in plain decimal digits, as its shortest round-trip form: what ICU rounds
 * from, so that 1.005 rounds to 1.01 here as it does in Intl.
 */
function plainDigits(value: number): string {
  const written = String(value);
  const exponent = written.match(/^(\d)(?:\.(\d+))?e([+-]\d+)$/);
  if (!exponent) return written;
  const [, first = "", rest = "", power = "0"] = exponent;
  const digits = first + rest;
  const point = 1 + Number(power);
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** 1234567 → 12,34,567: the last three digits, then pairs. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${head},${whole.slice(-3)}`;
}

/**
 * A number as Intl.NumberFormat("en-IN") writes it (Indian grouping, rounding half away from zero),
 * without Intl: a browser's first Intl formatter loads its locale data, a long task when a page
 * makes one as it starts (decision 008; the figure is in bench/README.md).
 * money.test.ts checks it against Intl.
 */
export function formatIndianNumber(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = 3 } = {},
): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value > 0 ? "∞" : "-∞";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  let [whole = "0", fraction = ""] = plainDigits(Math.abs(value)).split(".");
  if (fraction.length > maximumFractionDigits) {
    const roundsUp = (fraction[maximumFractionDigits] ?? "0") >= "5";
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundsUp) {
      const raised = String(BigInt(whole + fraction) + 1n).padStart(whole.length + fraction.length, "0");
      whole = raised.slice(0, raised.length - fraction.length);
      fraction = raised.slice(raised.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, "").padEnd(minimumFractionDigits, "0");
  return `${sign}${groupIndian(whole)}${fraction ? `.${fraction}` : ""}`;
}

/** ₹1,23,456.00 — Indian grouping; `whole` drops the paise (the cart summary shows 0 decimals). */
export function formatRupees(rupees: number, { whole = false } = {}): string {
  const digits = whole ? 0 : 2;
  const written = formatIndianNumber(rupees, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return written.startsWith("-") ? `-₹${written.slice(1)}` : `₹${written}`;
}
