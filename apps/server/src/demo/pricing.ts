import { GST_PERCENT } from "@nagai/contracts/constants";
import { PURITIES } from "@nagai/contracts/pricing";
import {
  type PaiseBreakup,
  type PricingInputs,
  pricePiece,
  ratePerGramForPurity,
} from "../modules/catalog/piece-pricing.ts";
import type { Random } from "./random.ts";

/**
 * Rupees per gram in paise, as the header ticker shows them: illustrative retail rates for India
 * in early 2026 (24K gold about ₹1.43 lakh per 10 g, silver about ₹2.55 lakh per kg): the demo's
 * starting rates and the first entries of the rate history. Weighed pieces follow the rates the
 * staff set afterwards (decision 046).
 */
export const METAL_RATES = [
  { metal: "Gold 22K", ratePaise: 13_090_00 },
  { metal: "Gold 24K", ratePaise: 14_280_00 },
  { metal: "Gold 18K", ratePaise: 10_710_00 },
  { metal: "Silver", ratePaise: 255_00 },
] as const;

/** Who set the starting rates, as the rate history names them. */
export const OPENING_RATES_BY = "Opening rate";

export type Purity = "22K" | "18K" | "925 Sterling" | "999 Fine Silver" | "German Silver";

/** The rate a purity is weighed at (contracts' PURITIES): its share of its metal's ticker rate. */
export function ratePerGramPaise(purity: Exclude<Purity, "German Silver">): number {
  const { metal } = PURITIES[purity];
  return ratePerGramForPurity(purity, METAL_RATES.find((rate) => rate.metal === metal)!.ratePaise);
}

/** Gold pieces stay under the listing slider's top (₹1,00,000) so every piece can be found by price. */
export const PRICE_CEILING_PAISE = 99_000_00;

/** The BIS hallmarking charge per gold piece, shown among the other charges. */
export const HALLMARKING_PAISE = 45_00;

export interface WeighedPiece {
  purity: Exclude<Purity, "German Silver">;
  grams: number;
  /** Making charges as a share of the metal value, in basis points, as Indian jewellers quote them. */
  makingBasisPoints: number;
  stoneChargesPaise: number;
  /** Hallmarking and, for gold-plated silver, the plating. */
  otherChargesPaise: number;
}

/** The pricing inputs of a weighed piece, as the products table keeps them (decision 046). */
export function weighedInputs(piece: WeighedPiece): PricingInputs {
  return {
    pricing: "weighed",
    purity: piece.purity,
    netWeightGrams: piece.grams,
    makingKind: "percent",
    makingValue: piece.makingBasisPoints,
    stoneChargesPaise: piece.stoneChargesPaise,
    otherChargesPaise: piece.otherChargesPaise,
    tagPricePaise: null,
  };
}

/** The pricing inputs of a piece sold at a tag price that includes GST (German silver). */
export function tagInputs(tagPricePaise: number, grams: number): PricingInputs {
  return {
    pricing: "tag",
    purity: "German Silver",
    netWeightGrams: grams,
    makingKind: "percent",
    makingValue: 0,
    stoneChargesPaise: 0,
    otherChargesPaise: 0,
    tagPricePaise,
  };
}

/** The price of a piece at the demo's starting rates, as repricing would set it. */
export function priceAtStartingRates(inputs: PricingInputs): PaiseBreakup {
  if (inputs.pricing === "tag") return pricePiece(inputs, null);
  const { metal } = PURITIES[inputs.purity as Exclude<Purity, "German Silver">];
  return pricePiece(inputs, METAL_RATES.find((rate) => rate.metal === metal)!.ratePaise);
}

/** The weight that makes a piece cost about `totalPaise` including GST (for pieces placed in a price band). */
export function gramsForTotal(totalPaise: number, piece: Omit<WeighedPiece, "grams">): number {
  const grossPaise = (totalPaise * 100) / (100 + GST_PERCENT);
  const perGram = ratePerGramPaise(piece.purity) * (1 + piece.makingBasisPoints / 10_000);
  const extras = piece.stoneChargesPaise + piece.otherChargesPaise;
  return roundGrams(Math.max(0.2, (grossPaise - extras) / perGram));
}

/** Tag prices of German-silver pieces in rupees, including GST, by size of piece. */
export const TAG_PRICES = {
  small: [129, 149, 179, 199, 249, 279, 299, 349, 399],
  medium: [299, 349, 399, 449, 499, 549, 599, 699, 799, 899, 999],
  large: [799, 899, 999, 1199, 1499, 1799, 1999],
} as const;

/**
 * The value stones add, by the unit they are counted in. Gold pieces carry real diamonds and
 * gemstones; silver pieces carry cubic zirconia, kundan glass and freshwater pearls.
 */
export function priceStones(random: Random, unit: string | null, gold: boolean, large: boolean): number {
  switch (unit) {
    case "Carat": {
      const carats = large ? random.between(0.15, 0.5) : random.between(0.03, 0.2);
      return Math.round(
        carats * (gold ? random.between(45_000_00, 70_000_00) : random.between(1_500_00, 4_000_00)),
      );
    }
    case "Piece": {
      const count = large ? random.int(12, 60) : random.int(1, 12);
      return count * (gold ? random.int(250_00, 900_00) : random.int(8_00, 45_00));
    }
    case "Gram": {
      const grams = large ? random.between(2, 8) : random.between(0.4, 2.5);
      return Math.round(grams * (gold ? random.between(400_00, 1_200_00) : random.between(30_00, 120_00)));
    }
    default:
      return 0;
  }
}

/**
 * A real compare-at price (MRP): for "50% Off" pieces exactly twice the price, for some others a
 * little above it; null for the rest, so no discount is shown where none exists.
 */
export function compareAtPrice(
  random: Random,
  pricePaise: number,
  offer: "half" | "bogo" | undefined,
): number | null {
  if (offer === "half") return pricePaise * 2;
  if (offer === "bogo" || !random.chance(0.3)) return null;
  const mrp = roundUpToRupee(pricePaise * random.between(1.08, 1.35));
  return mrp > pricePaise ? mrp : pricePaise + 100;
}

export function roundToRupee(paise: number): number {
  return Math.round(paise / 100) * 100;
}

function roundUpToRupee(paise: number): number {
  return Math.ceil(paise / 100) * 100;
}

/** Net weights are printed to the milligram. */
export function roundGrams(grams: number): number {
  return Math.round(grams * 1000) / 1000;
}
