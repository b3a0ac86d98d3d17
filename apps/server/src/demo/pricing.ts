import { GST_PERCENT } from "@nagai/contracts/constants";
import type { Random } from "./random.ts";

/**
 * Rupees per gram in paise, as the header ticker shows them: illustrative retail rates for India
 * in early 2026 (24K gold about ₹1.43 lakh per 10 g, silver about ₹2.55 lakh per kg). The same
 * figures price the demo pieces, so a piece's price follows from its weight as in a real shop.
 */
export const METAL_RATES = [
  { metal: "Gold 22K", ratePaise: 13_090_00 },
  { metal: "Gold 24K", ratePaise: 14_280_00 },
  { metal: "Gold 18K", ratePaise: 10_710_00 },
  { metal: "Silver", ratePaise: 255_00 },
] as const;

export type Purity = "22K" | "18K" | "925 Sterling" | "999 Fine Silver" | "German Silver";

/** The rate a purity is weighed at; German silver is not weighed but sold at a tag price. */
export function ratePerGramPaise(purity: Exclude<Purity, "German Silver">): number {
  const rate = (metal: (typeof METAL_RATES)[number]["metal"]) =>
    METAL_RATES.find((r) => r.metal === metal)!.ratePaise;
  switch (purity) {
    case "22K":
      return rate("Gold 22K");
    case "18K":
      return rate("Gold 18K");
    case "925 Sterling":
      return Math.round(rate("Silver") * 0.925);
    case "999 Fine Silver":
      return rate("Silver");
  }
}

/** Gold pieces stay under the listing slider's top (₹1,00,000) so every piece can be found by price. */
export const PRICE_CEILING_PAISE = 99_000_00;

export interface WeighedPiece {
  purity: Exclude<Purity, "German Silver">;
  grams: number;
  /** Making charges as a share of the metal value, as Indian jewellers quote them. */
  makingShare: number;
  /** Stones and, for gold-plated silver, the plating: added to the metal and making. */
  extrasPaise: number;
}

/** Metal value plus making plus extras, rounded to whole rupees as a tag shows it. */
export function priceWeighedPiece(piece: WeighedPiece): number {
  const metal = piece.grams * ratePerGramPaise(piece.purity);
  return roundToRupee(metal * (1 + piece.makingShare) + piece.extrasPaise);
}

/** The weight that makes a piece cost about `grossPaise` before tax (for pieces placed in a price band). */
export function gramsForGross(grossPaise: number, piece: Omit<WeighedPiece, "grams">): number {
  const perGram = ratePerGramPaise(piece.purity) * (1 + piece.makingShare);
  return roundGrams(Math.max(0.2, (grossPaise - piece.extrasPaise) / perGram));
}

export interface Bill {
  grossAmountPaise: number;
  gstAmountPaise: number;
  grandTotalPaise: number;
}

/** GST is 3 % of the gross, rounded to the paisa; the parts always add up exactly. */
export function billFromGross(grossAmountPaise: number): Bill {
  const gstAmountPaise = Math.round((grossAmountPaise * GST_PERCENT) / 100);
  return { grossAmountPaise, gstAmountPaise, grandTotalPaise: grossAmountPaise + gstAmountPaise };
}

/** For a tag price that includes GST (German silver, fashion pieces): the gross it came from. */
export function billFromTagPrice(tagPricePaise: number): Bill {
  return billFromGross(Math.round((tagPricePaise * 100) / (100 + GST_PERCENT)));
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
  if (offer === "half") return roundToRupee(pricePaise * 2);
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
