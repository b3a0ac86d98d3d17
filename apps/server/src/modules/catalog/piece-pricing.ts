import { GST_PERCENT } from "@nagai/contracts/constants";
import { type MakingKind, type PricingMode, PURITIES, type Purity } from "@nagai/contracts/pricing";

/** What a piece's price is made from (the columns of products that the staff set). */
export interface PricingInputs {
  pricing: PricingMode;
  purity: string;
  netWeightGrams: number;
  makingKind: MakingKind;
  /** Basis points of the metal value for "percent", paise per gram for "per_gram". */
  makingValue: number;
  stoneChargesPaise: number;
  otherChargesPaise: number;
  /** The price including GST of a tag-priced piece. */
  tagPricePaise: number | null;
  /** GST in basis points (3 % = 300). */
  gstBasisPoints?: number;
}

/** A piece's price, line by line, in paise: taxable = metal + making + stones + other; total = taxable + GST. */
export interface PaiseBreakup {
  ratePerGramPaise: number | null;
  metalValuePaise: number;
  makingChargesPaise: number;
  stoneChargesPaise: number;
  otherChargesPaise: number;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
}

export const GST_BASIS_POINTS = GST_PERCENT * 100;

/**
 * `numerator / divisor` to the nearest whole number, halves up: PostgreSQL's round() of the same
 * numeric quotient, which repricing.ts computes. Numerators stay below 2^53 (PRICING_LIMITS), and
 * every divisor is a power of ten, whose halves a float quotient hits exactly, or 1 + the GST rate
 * (10,300), which never leaves a half: the two always agree (piece-pricing.test.ts checks them).
 */
const divideRounded = (numerator: number, divisor: number) => Math.round(numerator / divisor);

/** The rate per gram for a purity: its share of the metal's rate, to the paisa. */
export function ratePerGramForPurity(purity: Purity, metalRatePaise: number): number {
  return divideRounded(metalRatePaise * PURITIES[purity].perMille, 1000);
}

/**
 * The price of a piece at a metal rate (paise per gram of the metal's ticker key; ignored for a tag
 * price). The rules of docs/decisions/046: each line is rounded to the paisa once, and the
 * total is the sum of the lines, so the parts always add up exactly.
 */
export function pricePiece(piece: PricingInputs, metalRatePaise: number | null): PaiseBreakup {
  const gstBasisPoints = piece.gstBasisPoints ?? GST_BASIS_POINTS;
  if (piece.pricing === "tag") {
    const totalPaise = piece.tagPricePaise ?? 0;
    const taxablePaise = divideRounded(totalPaise * 10_000, 10_000 + gstBasisPoints);
    return {
      ratePerGramPaise: null,
      metalValuePaise: 0,
      makingChargesPaise: 0,
      stoneChargesPaise: 0,
      otherChargesPaise: 0,
      taxablePaise,
      gstPaise: totalPaise - taxablePaise,
      totalPaise,
    };
  }
  const ratePerGramPaise = ratePerGramForPurity(piece.purity as Purity, metalRatePaise ?? 0);
  const milligrams = Math.round(piece.netWeightGrams * 1000);
  const metalValuePaise = divideRounded(milligrams * ratePerGramPaise, 1000);
  const makingChargesPaise =
    piece.makingKind === "percent"
      ? divideRounded(metalValuePaise * piece.makingValue, 10_000)
      : divideRounded(milligrams * piece.makingValue, 1000);
  const taxablePaise =
    metalValuePaise + makingChargesPaise + piece.stoneChargesPaise + piece.otherChargesPaise;
  const gstPaise = divideRounded(taxablePaise * gstBasisPoints, 10_000);
  return {
    ratePerGramPaise,
    metalValuePaise,
    makingChargesPaise,
    stoneChargesPaise: piece.stoneChargesPaise,
    otherChargesPaise: piece.otherChargesPaise,
    taxablePaise,
    gstPaise,
    totalPaise: taxablePaise + gstPaise,
  };
}
