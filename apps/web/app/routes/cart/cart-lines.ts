import type { CartRow } from "@nagai/contracts/cart";
import { CART_LIMITS, getShippingPaise } from "@nagai/contracts/cart-texts";
import { paiseToRupees, rupeesToPaise } from "@nagai/contracts/money";

/** What a row may do, from the catalogue's data the cart row carries. */
export interface LineState {
  /** The piece has left the catalogue: the spec's "Unknown Product", never ordered. */
  unknown: boolean;
  soldOut: boolean;
  /** More asked for than there is (someone bought one meanwhile): fix the quantity first. */
  overStock: boolean;
  /** May be selected and ordered. */
  orderable: boolean;
  /** The quantity control: only where the piece's stock allows more than one. */
  maxQuantity: number | null;
}

export function getLineState(row: CartRow): LineState {
  const unknown = row.itemName === null || row.price === null;
  const soldOut = !unknown && row.stock === 0;
  const overStock = !unknown && !soldOut && row.quantity > row.stock;
  const maxQuantity = Math.min(row.stock, CART_LIMITS.maxQuantity);
  return {
    unknown,
    soldOut,
    overStock,
    orderable: !unknown && !soldOut && !overStock,
    // Most pieces are unique: no control at all. A row asking for more than the stock keeps it,
    // so the shopper can bring it down.
    maxQuantity: unknown || soldOut || (maxQuantity <= 1 && row.quantity <= 1) ? null : maxQuantity,
  };
}

export interface OrderSummary {
  /** Pieces selected, counting each row's quantity. */
  count: number;
  subtotal: number;
  /** As the server will charge it (contracts/cart.ts getShippingPaise): 0 is free. */
  shipping: number;
  total: number;
  /** What the selected pieces save on their real MRP, where the catalogue has one; 0 otherwise. */
  savings: number;
}

/** The summary of the selected rows, in rupees; summed in paise, as the server sums them. */
export function summarizeSelection(rows: readonly CartRow[]): OrderSummary {
  let count = 0;
  let subtotalPaise = 0;
  let savingsPaise = 0;
  for (const row of rows) {
    if (row.price === null) continue;
    count += row.quantity;
    const pricePaise = rupeesToPaise(row.price);
    subtotalPaise += pricePaise * row.quantity;
    if (row.mrp !== null && row.mrp > row.price) {
      savingsPaise += (rupeesToPaise(row.mrp) - pricePaise) * row.quantity;
    }
  }
  const shippingPaise = getShippingPaise(subtotalPaise);
  return {
    count,
    subtotal: paiseToRupees(subtotalPaise),
    shipping: paiseToRupees(shippingPaise),
    total: paiseToRupees(subtotalPaise + shippingPaise),
    savings: paiseToRupees(savingsPaise),
  };
}

/** A row as it will be once a posted quantity change is done: the page shows it at once. */
export function withQuantity(row: CartRow, quantity: number | undefined): CartRow {
  if (quantity === undefined || quantity === row.quantity || row.price === null) return row;
  return { ...row, quantity, amount: paiseToRupees(rupeesToPaise(row.price) * quantity) };
}
