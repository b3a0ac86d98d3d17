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

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
/** India Standard Time: UTC+5:30 all year (India keeps no summer time). */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * An instant as India's clock shows it, "28 Nov 2026, 6:05 pm", without Intl (a browser's first
 * Intl formatter loads its locale data as the page starts; decision 008): the same on the server
 * and in the browser, whatever their time zones.
 */
export function formatIndiaDateTime(iso: string): string {
  const india = new Date(Date.parse(iso) + INDIA_OFFSET_MS);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, "0");
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/** "28 Nov": the day of an instant on India's clock. */
export function formatIndiaDay(iso: string): string {
  const india = new Date(Date.parse(iso) + INDIA_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]}`;
}
