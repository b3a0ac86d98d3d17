/** Money is integer paise in the database and services; the API shows rupees with two decimals. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
const inrWhole = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** ₹1,23,456.00 — Indian grouping; `whole` drops the paise (the cart summary shows 0 decimals). */
export function formatRupees(rupees: number, { whole = false } = {}): string {
  return (whole ? inrWhole : inr).format(rupees);
}
