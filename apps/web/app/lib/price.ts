import type { Product } from "@nagai/contracts/product";

/** The spec's rule: GrandTotal when above 0, else RATE. */
export function getDisplayPrice(product: Pick<Product, "GrandTotal" | "RATE">): number {
  return product.GrandTotal > 0 ? product.GrandTotal : product.RATE;
}

/**
 * India's e-commerce rules forbid invented discounts: a struck-through price appears only for a
 * real MRP above the price, and the percentage is rounded down so it never overstates the saving.
 */
export function getMrpSaving(price: number, mrp: number | null): { mrp: number; percentOff: number } | null {
  if (mrp === null || !(mrp > price)) return null;
  return { mrp, percentOff: Math.floor(((mrp - price) / mrp) * 100) };
}
