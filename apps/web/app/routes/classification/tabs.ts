/**
 * The classification page's tabs (spec 001: Rings, Earrings, Necklaces, Bracelets, Armlets,
 * Anklets) and the listing filter each reads. The catalogue files anklets (and would file armlets)
 * as a sub-item of Bracelets, not as categories of their own: those two tabs ask by sub-item,
 * exactly, wherever the shop files them. Asking `itemName=Armlets` would not do: a name that is
 * not a category is a search, and the search's typo correction finds anklets for "armlets".
 */
export const CLASSIFICATION_TABS = [
  { id: "rings", label: "Rings", filter: { itemName: "Rings" } },
  { id: "earrings", label: "Earrings", filter: { itemName: "Earrings" } },
  { id: "necklaces", label: "Necklaces", filter: { itemName: "Necklaces" } },
  { id: "bracelets", label: "Bracelets", filter: { itemName: "Bracelets" } },
  { id: "armlets", label: "Armlets", filter: { subItemName: "Armlets" } },
  { id: "anklets", label: "Anklets", filter: { subItemName: "Anklets" } },
] as const satisfies readonly { id: string; label: string; filter: Record<string, string> }[];

export type ClassificationTab = (typeof CLASSIFICATION_TABS)[number];
export type ClassificationTabId = ClassificationTab["id"];

/** The `?tab=` of the address, or the first tab for none or one we do not have. */
export function readTab(value: string | null): ClassificationTabId {
  const wanted = value?.trim().toLowerCase();
  return CLASSIFICATION_TABS.find((tab) => tab.id === wanted)?.id ?? CLASSIFICATION_TABS[0].id;
}

/** The listing with all of a tab's pieces (the listing reads the same filter names). */
export function getListingHref(tab: ClassificationTab): string {
  return `/shop-left?${new URLSearchParams(tab.filter)}`;
}
