/**
 * A link to the listing with only the parameters that have a value: a banner without a gender,
 * say, opens its itemName alone (spec section 2, "only those present").
 */
export function getListingHref(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/shop-left?${query}` : "/shop-left";
}
