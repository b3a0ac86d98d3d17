// The delivery check by PIN code (issue 26 item 6, decision 048): its rules, limits and sentences.
// No Zod here: the product page, the checkout and the staff console's page import this file.

/** A PIN code: six digits, the first 1–9 (India Post's postal regions; none starts with 0). */
export const PINCODE_RULE = /^[1-9]\d{5}$/;

export const DELIVERY_LIMITS = {
  /** The staff's CSV of PIN codes: India has about 19,000 post-office PINs, a few hundred KB. */
  importMaxBytes: 5 * 1024 * 1024,
  /** Rows one import may hold: every PIN code of India with room to spare. */
  importMaxRows: 50_000,
  /** The longest district or state name kept (the longest real ones are under 40). */
  nameMaxLength: 80,
} as const;

/** The columns of the import and export, in this order. */
export const PINCODE_COLUMNS = ["pincode", "district", "state", "metro", "cod"] as const;

/** The words a yes/no column takes, any case. */
export const YES_WORDS = ["true", "yes", "y", "1"] as const;
export const NO_WORDS = ["false", "no", "n", "0"] as const;

/**
 * Transit by where the address is (the shipping policy, spec 001 section 9). Here, and read by
 * policy.ts, so that the product page's delivery check does not bring every policy text
 * (decision 056).
 */
export const DELIVERY_DAYS = {
  metro: { min: 2, max: 5 },
  other: { min: 5, max: 8 },
} as const;

export const DELIVERY_MESSAGES = {
  pincodeInvalid: "A PIN code is 6 digits and does not start with 0",
  noPincodeInAddress: "The delivery address must end with its 6-digit PIN code",
  notServiceable: (pincode: string) => `We do not deliver to ${pincode} yet.`,
  noCashOnDelivery: (pincode: string) =>
    `Cash on delivery is not available for ${pincode}. Please pay online.`,
  importHasErrors: "The file has rows that cannot be imported: nothing was changed.",
  importEmpty: "The file has no PIN codes. Export the current list to see the columns.",
} as const;

/** What the shopper is told about a PIN code, as the API's check answers it. */
export interface DeliveryAnswer {
  pincode: string;
  serviceable: boolean;
  district: string | null;
  state: string | null;
  minDays: number | null;
  maxDays: number | null;
  cod: boolean;
}

/**
 * "Delivery to 600001 (Chennai, Tamil Nadu) in 2–5 business days · Cash on delivery available",
 * or "We do not deliver to 600001 yet."
 */
export function describeDelivery(answer: DeliveryAnswer): string {
  if (!answer.serviceable || answer.minDays === null || answer.maxDays === null) {
    return DELIVERY_MESSAGES.notServiceable(answer.pincode);
  }
  const place = [answer.district, answer.state].filter(Boolean).join(", ");
  const where = place ? `${answer.pincode} (${place})` : answer.pincode;
  const cod = answer.cod ? "Cash on delivery available" : "Cash on delivery not available";
  return `Delivery to ${where} in ${answer.minDays}–${answer.maxDays} business days · ${cod}`;
}
