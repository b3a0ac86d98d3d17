// How a search of the shop is addressed (spec 000, header: "Searching opens /shop-left with
// itemName set to the trimmed text"). The header's search bar and the content pages' sidebar both
// search through these, as a plain GET form before hydration and a navigation after.

/** Where a search form sends the shopper: the listing. */
export const SHOP_SEARCH_ACTION = "/shop-left";

/** The listing's parameter that carries the searched text. */
export const SHOP_SEARCH_PARAM = "itemName";

/** The listing's address for a search, or null for blank text, which searches nothing. */
export function getShopSearchHref(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return `${SHOP_SEARCH_ACTION}?${SHOP_SEARCH_PARAM}=${encodeURIComponent(trimmed)}`;
}
