import { type CardProduct, selectCardFields } from "../../components/product-card";
import type { ApiClient } from "../../lib/api";

export type RecentlyViewedApi = Pick<ApiClient, "listRecentlyViewed" | "getProductsBySno">;

/** The home page's Recently Viewed section: the shopper's pieces, newest first, or its failure. */
export type RecentlyViewed = { products: CardProduct[] } | { failed: true };

/**
 * The signed-in shopper's recently viewed pieces, newest first (spec section 2, home item 14): the
 * list of numbers, then the pieces themselves in one call, which keeps the list's order and leaves
 * out any piece the catalogue no longer has. Either call failing is the spec's "Failed to load
 * recently viewed products"; the rest of the page does not depend on it.
 */
export async function loadRecentlyViewed(api: RecentlyViewedApi): Promise<RecentlyViewed> {
  try {
    const { data: snos } = await api.listRecentlyViewed();
    const products = await api.getProductsBySno(snos);
    return { products: products.map(selectCardFields) };
  } catch {
    return { failed: true };
  }
}
