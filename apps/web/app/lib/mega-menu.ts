import { PRICE_SHORTCUTS } from "@nagai/contracts/constants";
import { formatRupees } from "@nagai/contracts/money";

/** One card of the mega menu: it opens the listing with exactly one filter parameter. */
export interface MegaMenuCard {
  label: string;
  href: string;
}

export interface MegaMenuSection {
  id: string;
  title: string;
  /** The listing's query parameter every card of the section sets (the spec's "filter key"). */
  filterKey: string;
  cards: MegaMenuCard[];
}

const LISTING_PATH = "/shop-left";

/** The listing address for one filter: "50% Off" becomes 50%25%20Off (%20 rather than "+"). */
export function getListingHref(filterKey: string, value: string): string {
  return `${LISTING_PATH}?${encodeURIComponent(filterKey)}=${encodeURIComponent(value)}`;
}

function createSection(
  id: string,
  title: string,
  filterKey: string,
  cards: { label: string; value: string }[],
): MegaMenuSection {
  return {
    id,
    title,
    filterKey,
    cards: cards.map(({ label, value }) => ({ label, href: getListingHref(filterKey, value) })),
  };
}

/**
 * The spec's seven sections, in its order. The desktop mega menu and the mobile menu both read
 * this list, so the two can never disagree.
 */
export const MEGA_MENU: readonly MegaMenuSection[] = [
  createSection("category", "Shop by Category", "itemName", [
    { label: "Rings", value: "rings" },
    { label: "Necklaces", value: "necklaces" },
    { label: "Bracelets", value: "bracelets" },
    { label: "Earrings", value: "earrings" },
  ]),
  createSection(
    "price",
    "Shop by Price",
    "maxGrandTotal",
    PRICE_SHORTCUTS.map((price) => ({
      label: `Under ${formatRupees(price, { whole: true })}`,
      value: String(price),
    })),
  ),
  createSection("gender", "Shop by Gender", "gender", [
    { label: "Men", value: "men" },
    { label: "Women", value: "women" },
    { label: "Kids", value: "kids" },
  ]),
  // Each collection is its own flag, so the cards of this section differ in their key, not value.
  {
    id: "featured",
    title: "Featured Collections",
    filterKey: "collection flag",
    cards: [
      { label: "Top Trending", href: getListingHref("top_trending", "true") },
      { label: "New Arrivals", href: getListingHref("new_arrivals", "true") },
      { label: "Best Design", href: getListingHref("best_design", "true") },
      { label: "Featured", href: getListingHref("featured", "true") },
    ],
  },
  createSection("special", "Special Editions", "itemName", [
    { label: "Bridal", value: "bridal" },
    { label: "Clearance", value: "clearance" },
  ]),
  // "Buy 2 Get 1" is the shop's name for the sets stored as "Buy 1 Get 1"; the API maps it.
  createSection("offers", "Current Offers", "subItemName", [
    { label: "50% Off", value: "50% Off" },
    { label: "Buy 2 Get 1", value: "Buy 2 Get 1" },
  ]),
  createSection("gifts", "Gift Ideas", "giftIdeas", [
    { label: "For Him", value: "for_him" },
    { label: "For Her", value: "for_her" },
  ]),
];
