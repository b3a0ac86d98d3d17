// The shop's policy figures (spec 001 section 9, "Policy figures" and "About stats") in one place:
// every policy and information page, the FAQ, the about page and the footer's claims read them
// from here, so no page can promise another rule (docs/decisions/032). No Zod here: the
// storefront's pages import this file; the footer's claims, on every page, are in
// policy-claims.ts, which this file builds on and re-exports (decision 056).
import { SHIPPING } from "./cart-texts.ts";
import { DELIVERY_DAYS } from "./delivery-texts.ts";
import { ORDER_CANCEL_WINDOW, ORDER_LIMITS } from "./order-texts.ts";
import { formatPolicyRupees, RETURN_REQUEST_WITHIN_HOURS } from "./policy-claims.ts";

export { POLICY_CLAIMS } from "./policy-claims.ts";

/** A range of days, both ends counted. */
export interface DayRange {
  min: number;
  max: number;
}

/**
 * The one returns rule. The spec gives three readings: a return request within 48 hours of
 * delivery (the policy pages), a 15-day return (the about page) and "30-day returns" (marketing).
 * The policy pages' figures are the shop's rule; the other two are not repeated anywhere.
 */
export const POLICY = {
  /** An order may be cancelled this long after it was placed, and not once it has left us. */
  cancelWithinHours: ORDER_CANCEL_WINDOW.hours,
  /** A return, or a report of a damaged or wrong piece, is asked for this long after delivery. */
  returnRequestWithinHours: RETURN_REQUEST_WITHIN_HOURS,
  /** A refund reaches the shopper's account this long after the returned piece passes inspection. */
  refundDays: { min: 7, max: 10 },
  /** The shipping policy's delivery time across India, from order to doorstep. */
  deliveryWorkingDays: { min: 3, max: 7 },
  /** Transit after dispatch, by where the address is. */
  metroDeliveryDays: DELIVERY_DAYS.metro,
  regionalDeliveryDays: DELIVERY_DAYS.other,
  /** From order to dispatch: pieces in stock, and pieces made or altered to order. */
  processingDays: { min: 1, max: 3 },
  customProcessingDays: { min: 5, max: 7 },
  /**
   * What the server charges (SHIPPING of cart-texts.ts, which the order charges and the cart page
   * shows; reused, never copied): free when the subtotal is above this, else the flat fee.
   * Exactly ₹2,000 pays the fee.
   */
  freeShippingAbovePaise: SHIPPING.freeAbovePaise,
  flatShippingFeePaise: SHIPPING.flatFeePaise,
  /**
   * The spec's cash-on-delivery fee, which "may apply on selected PIN codes". The orders module
   * charges none on any PIN code, so the pages say so and name this figure only as a possibility
   * that checkout would show before an order is placed (decision 032).
   */
  possibleCashOnDeliveryFeePaise: 50_00,
  /** An unpaid online order holds its pieces this long, then is cancelled (the orders module's). */
  paymentWindowMinutes: ORDER_LIMITS.paymentWindowMinutes,
  /**
   * The grievance officer acknowledges a complaint within this many hours and settles it within a
   * month: the Consumer Protection (E-Commerce) Rules, 2020, rule 4(5). Not a returns figure.
   */
  grievanceAcknowledgeWithinHours: 48,
  /** Where the courts hear disputes (spec 001 section 9). */
  disputesVenue: "Madurai, Tamil Nadu",
} as const;

/** When the policies as written here took effect, shown on each policy page. */
export const POLICY_EFFECTIVE_DATE = "2026-11-01";

/** "3–7 working days": an en dash between the ends, as a range is typeset. */
export function formatDayRange(range: DayRange, unit: string): string {
  return `${range.min}–${range.max} ${unit}`;
}

/** The figures as the pages write them: each page builds its sentences from these words. */
export const POLICY_TEXT = {
  cancelWindow: `${POLICY.cancelWithinHours} hours`,
  returnWindow: `${POLICY.returnRequestWithinHours} hours`,
  refundTime: formatDayRange(POLICY.refundDays, "days"),
  delivery: formatDayRange(POLICY.deliveryWorkingDays, "working days"),
  metroDelivery: formatDayRange(POLICY.metroDeliveryDays, "business days"),
  regionalDelivery: formatDayRange(POLICY.regionalDeliveryDays, "business days"),
  processing: formatDayRange(POLICY.processingDays, "business days"),
  customProcessing: formatDayRange(POLICY.customProcessingDays, "business days"),
  freeShippingAbove: formatPolicyRupees(POLICY.freeShippingAbovePaise),
  flatShippingFee: formatPolicyRupees(POLICY.flatShippingFeePaise),
  possibleCashOnDeliveryFee: formatPolicyRupees(POLICY.possibleCashOnDeliveryFeePaise),
  paymentWindow: `${POLICY.paymentWindowMinutes} minutes`,
  grievanceAcknowledge: `${POLICY.grievanceAcknowledgeWithinHours} hours`,
} as const;

/** The about page's figures (spec 001 section 9, "About stats"). */
export const ABOUT_STATS = [
  { value: "70+", label: "years of craft" },
  { value: "50+", label: "showrooms" },
  { value: "2000+", label: "employees" },
  { value: "1M+", label: "customers" },
] as const;
