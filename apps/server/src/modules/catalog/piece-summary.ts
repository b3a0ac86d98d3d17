import { availableOf } from "../inventory/inventory.public.ts";
import type { ProductRow } from "./catalog.repository.ts";
import { products } from "./catalog.tables.ts";

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
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  netWeightGrams: products.netWeightGrams,
  purity: products.purity,
  imagePaths: products.imagePaths,
  /** False for a piece off sale (decision 049): the cart and orders refuse it. */
  forSale: products.forSale,
  stock: availableOf(products.sno),
};
export type PieceSummary = Pick<ProductRow, keyof typeof PIECE_SUMMARY_COLUMNS>;

/**
 * The piece summary for another module's query to join on the piece's SNO (the cart's rows, in
 * one round trip, decision 016): the table, its key, and the columns it may read. What other
 * modules read of the catalogue's table is this, through catalog.public.ts (decision 041).
 */
export const PIECE_SUMMARY_JOIN = { table: products, sno: products.sno, columns: PIECE_SUMMARY_COLUMNS };
