// The footer's promises, on every page of the storefront: in a module of their own that imports
// only the cart's shipping rule and the money format, so that a page's first script does not
// bring every policy text with them (decision 056). policy.ts builds its texts from the same
// figures and re-exports these.
import { SHIPPING } from "./cart-texts.ts";
import { formatRupees, paiseToRupees } from "./money.ts";

/** A return, or a report of a damaged or wrong piece, is asked for this long after delivery. */
export const RETURN_REQUEST_WITHIN_HOURS = 48;

/** Whole rupees, as the policies write a figure: "₹2,000". */
export function formatPolicyRupees(paise: number): string {
  return formatRupees(paiseToRupees(paise), { whole: true });
}

/**
 * The footer's promises, in place of the spec's "lifetime warranty, free shipping, 30-day
 * returns": the warranty as the terms define it, and shipping and returns as the shop really
 * charges and takes them.
 */
export const POLICY_CLAIMS = [
  "Lifetime warranty on craftsmanship",
  `Free shipping above ${formatPolicyRupees(SHIPPING.freeAbovePaise)}`,
  `Returns requested within ${RETURN_REQUEST_WITHIN_HOURS} hours of delivery`,
] as const;
