import { type CardProduct, selectCardFields } from "../../components/product-card";
import type { ApiClient } from "../../lib/api";

export type RecentlyViewedApi = Pick<ApiClient, "getProductsBySno">;

/** The home page's Recently Viewed section: the shopper's pieces, newest first, or its failure. */
export type RecentlyViewed = { products: CardProduct[] } | { failed: true };

/**
 * The signed-in shopper's recently viewed pieces, newest first (spec section 2, home item 14),
 * from the numbers their state gave (decision 057): the pieces in one catalogue call, which keeps
 * the list's order and leaves out any piece the catalogue no longer has. A failure is the spec's
 * "Failed to load recently viewed products"; the rest of the page does not depend on it.
 */
export async function loadRecentlyViewed(
  api: RecentlyViewedApi,
  snos: readonly number[],
): Promise<RecentlyViewed> {
  if (snos.length === 0) return { products: [] };
  try {
    const products = await api.getProductsBySno(snos);
    return { products: products.map(selectCardFields) };
  } catch {
    return { failed: true };
  }
}
