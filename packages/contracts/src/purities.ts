// The rules of pricing without Zod, so pages may import them (the product page shows a purity's
// BIS hallmark grade; the console's piece form lists purities and making kinds). pricing.ts adds
// the API's schema of a price breakup.

/**
 * The purities the shop sells. A weighed piece is priced at `perMille` thousandths of its metal's
 * rate (sterling silver is 925 parts of the fine-silver rate the ticker quotes); `hallmark` is the
 * BIS grade stamped beside the HUID. German silver holds no precious metal: tag-priced only.
 * A new purity is a line here; a new metal on the ticker prices nothing until a purity names it.
 */
export const PURITIES = {
  "24K": { metal: "Gold 24K", perMille: 1000, hallmark: "24K995" },
  "22K": { metal: "Gold 22K", perMille: 1000, hallmark: "22K916" },
  "18K": { metal: "Gold 18K", perMille: 1000, hallmark: "18K750" },
  "14K": { metal: "Gold 14K", perMille: 1000, hallmark: "14K585" },
  "999 Fine Silver": { metal: "Silver", perMille: 1000, hallmark: "999" },
  "925 Sterling": { metal: "Silver", perMille: 925, hallmark: "925" },
  "Platinum 950": { metal: "Platinum", perMille: 1000, hallmark: "PT950" },
  "German Silver": { metal: null, perMille: 0, hallmark: null },
} as const satisfies Record<string, { metal: string | null; perMille: number; hallmark: string | null }>;

/**
 * How a piece is priced (docs/decisions/046-prices-follow-the-rate.md): *weighed* — its net metal
 * weight at today's rate for its purity, plus making, stone and other charges, plus GST on the
 * whole — or a fixed *tag* price that includes GST (German silver, fashion pieces).
 */
export const PRICING_MODES = ["weighed", "tag"] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/** Making charges as a share of the metal value (basis points) or an amount per gram (paise). */
export const MAKING_KINDS = ["percent", "per_gram"] as const;
export type MakingKind = (typeof MAKING_KINDS)[number];

export type Purity = keyof typeof PURITIES;
export const PURITY_NAMES = Object.keys(PURITIES) as Purity[];

export const isPurity = (value: string): value is Purity => Object.hasOwn(PURITIES, value);

/** Gold purities: a hallmarked gold piece carries a HUID (BIS, since 2021). */
export const isGoldPurity = (purity: string): boolean =>
  isPurity(purity) && (PURITIES[purity].metal ?? "").startsWith("Gold");

/** The hallmark's unique id: six characters, upper-case letters and digits, one per piece. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;
export const HUID_MESSAGE = "HUID must be 6 characters, capital letters and digits, like AB12C3";

/** The ticker's metal keys: letters, digits and spaces, as "Gold 22K" or "Platinum". */
export const METAL_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9 ]{0,29}$/;

/**
 * Bounds that keep every price a whole number of paise the database holds (below ₹1 crore a
 * piece): a rate or a piece beyond them is refused with a message, never an overflow.
 */
export const PRICING_LIMITS = {
  maxRatePaise: 10_00_000_00, // ₹10 lakh per gram
  maxNetWeightGrams: 10_000,
  maxMakingBasisPoints: 100_00, // 100 %
  maxMakingPerGramPaise: 1_00_000_00, // ₹1 lakh per gram
  maxChargesPaise: 50_00_000_00, // ₹50 lakh
  maxPiecePricePaise: 1_00_00_000_00, // ₹1 crore
} as const;
