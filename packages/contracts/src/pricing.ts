import { z } from "zod";
import { PURITIES } from "./purities.ts";

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

export { PURITIES } from "./purities.ts";

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

/**
 * A piece's price, line by line, in rupees with two decimals: the figures an order carries. For a
 * tag-priced piece `metal` and `ratePerGram` are null and the taxable value is the tag price less
 * the GST it includes.
 */
export const PriceBreakupSchema = z
  .object({
    pricing: z.enum(PRICING_MODES),
    metal: z.string().nullable().describe("The ticker's rate the piece is weighed at, e.g. Gold 22K"),
    purity: z.string(),
    ratePerGram: z.number().nullable().describe("Rupees per gram for the purity"),
    netWeight: z.number().describe("Grams, three decimals"),
    metalValue: z.number(),
    makingCharges: z.number(),
    makingRule: z
      .string()
      .nullable()
      .describe('How making is charged, e.g. "12% of metal value" or "₹450 per gram"'),
    stoneCharges: z.number(),
    otherCharges: z.number().describe("Hallmarking, certification"),
    taxableValue: z.number(),
    gstPercent: z.number(),
    gstAmount: z.number(),
    total: z.number(),
    pricedAt: z.string().describe("ISO 8601: when the rate this price follows was set"),
  })
  .meta({ id: "PriceBreakup" });
export type PriceBreakup = z.infer<typeof PriceBreakupSchema>;
