import { availableOf } from "../inventory/inventory.public.ts";
import type { ProductRow } from "./catalog.repository.ts";
import { productPrices, products } from "./catalog.tables.ts";
import { makingRule } from "./product-view.ts";

/**
 * A piece as the shopper's own lists show it (decision 016): the name and the price that a cart
 * row shows, and the pieces available now (the inventory module's, decision 020), read fresh in
 * one query.
 */
export const PIECE_SUMMARY_COLUMNS = {
  sno: products.sno,
  itemId: products.itemId,
  tagNo: products.tagNo,
  productName: products.productName,
  pricePaise: productPrices.pricePaise,
  mrpPaise: products.mrpPaise,
  netWeightGrams: products.netWeightGrams,
  purity: products.purity,
  imagePaths: products.imagePaths,
  /** False for a piece off sale (decision 049): the cart and orders refuse it. */
  forSale: products.forSale,
  stock: availableOf(products.sno),
  // The price's lines, read with the price in one row: what an order freezes (decision 046).
  pricing: products.pricing,
  rateMetal: products.rateMetal,
  ratePerGramPaise: productPrices.ratePerGramPaise,
  metalValuePaise: productPrices.metalValuePaise,
  makingChargesPaise: productPrices.makingChargesPaise,
  makingKind: products.makingKind,
  makingValue: products.makingValue,
  stoneChargesPaise: products.stoneChargesPaise,
  otherChargesPaise: products.otherChargesPaise,
  grossAmountPaise: productPrices.grossAmountPaise,
  gstAmountPaise: productPrices.gstAmountPaise,
  grandTotalPaise: productPrices.grandTotalPaise,
  gstPercent: products.gstPercent,
  pricedAt: productPrices.pricedAt,
  huid: products.huid,
};
export type PieceSummary = Pick<ProductRow, keyof typeof PIECE_SUMMARY_COLUMNS>;

/**
 * The piece summary for another module's query to join on the piece's SNO (the cart's rows, in
 * one round trip, decision 016): the two tables, each with its key, and the columns it may read.
 * What other modules read of the catalogue's tables is this, through catalog.public.ts (decision 041).
 */
export const PIECE_SUMMARY_JOIN = {
  table: products,
  sno: products.sno,
  prices: productPrices,
  pricesSno: productPrices.sno,
  columns: PIECE_SUMMARY_COLUMNS,
};

/**
 * A piece's price line by line, in paise, as an order keeps it for good (decision 046): what it
 * was sold at, whatever the rate does after. Undefined for a piece whose lines do not make its
 * price (one priced before rates were live with GrandTotal 0): its invoice works the tax out of
 * the price instead.
 */
export interface PriceLines {
  pricing: "weighed" | "tag";
  metal: string | null;
  purity: string;
  netWeightGrams: number;
  ratePerGramPaise: number | null;
  metalValuePaise: number;
  makingChargesPaise: number;
  makingRule: string | null;
  stoneChargesPaise: number;
  otherChargesPaise: number;
  taxablePaise: number;
  gstPercent: number;
  gstPaise: number;
  totalPaise: number;
  pricedAt: string;
}

export function priceLinesOf(piece: PieceSummary): PriceLines | undefined {
  if (piece.grandTotalPaise !== piece.pricePaise || piece.grandTotalPaise <= 0) return undefined;
  const weighed = piece.pricing === "weighed";
  return {
    pricing: weighed ? "weighed" : "tag",
    metal: weighed ? piece.rateMetal : null,
    purity: piece.purity,
    netWeightGrams: piece.netWeightGrams,
    ratePerGramPaise: weighed ? piece.ratePerGramPaise : null,
    metalValuePaise: piece.metalValuePaise,
    makingChargesPaise: piece.makingChargesPaise,
    makingRule: weighed ? makingRule(piece.makingKind, piece.makingValue) : null,
    stoneChargesPaise: weighed ? piece.stoneChargesPaise : 0,
    otherChargesPaise: weighed ? piece.otherChargesPaise : 0,
    taxablePaise: piece.grossAmountPaise,
    gstPercent: piece.gstPercent,
    gstPaise: piece.gstAmountPaise,
    totalPaise: piece.grandTotalPaise,
    pricedAt: new Date(piece.pricedAt).toISOString(),
  };
}
