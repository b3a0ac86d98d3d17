import type { GIFT_IDEAS, ITEM_NAMES } from "@nagai/contracts/constants";
import type { Gender, Occasion } from "./designs.ts";

export type ItemName = (typeof ITEM_NAMES)[number];
export type GiftIdea = (typeof GIFT_IDEAS)[number];

/**
 * Where pieces are listed: a category (ITEMNAME) and sub-item (SUBITEMNAME), and which designs
 * fill it. Offers and gift edits borrow the designs of the ordinary sub-items, as a shop moves
 * existing pieces into a sale rather than making new ones.
 */
export interface Listing {
  itemName: ItemName;
  subItemName: string;
  designs: readonly string[];
  /** Relative share of the catalogue. */
  share: number;
  genders?: readonly Gender[];
  occasions?: readonly Occasion[];
  nouns?: readonly string[];
  giftIdeas?: GiftIdea;
  /** "half" pieces carry a real compare-at price of twice their price; "bogo" pieces come in stock. */
  offer?: "half" | "bogo";
  /** Offers and gifts are mostly the cheaper metals. */
  cheaper?: boolean;
}

export const LISTINGS: readonly Listing[] = [
  { itemName: "Rings", subItemName: "Engagement Rings", designs: ["solitaire"], share: 4 },
  { itemName: "Rings", subItemName: "Wedding Rings", designs: ["wedding-band"], share: 4 },
  { itemName: "Rings", subItemName: "Couple Rings", designs: ["couple"], share: 3 },
  { itemName: "Rings", subItemName: "Daily Wear Rings", designs: ["daily-ring", "signet"], share: 5 },
  { itemName: "Rings", subItemName: "Cocktail Rings", designs: ["cocktail"], share: 3 },
  { itemName: "Rings", subItemName: "Toe Rings", designs: ["toe-rings"], share: 3 },

  { itemName: "Necklaces", subItemName: "Chains", designs: ["chain"], share: 5 },
  { itemName: "Necklaces", subItemName: "Pendants", designs: ["pendant"], share: 5 },
  { itemName: "Necklaces", subItemName: "Chokers", designs: ["choker"], share: 3 },
  { itemName: "Necklaces", subItemName: "Temple Necklaces", designs: ["temple-necklace"], share: 3 },
  { itemName: "Necklaces", subItemName: "Mangalsutra", designs: ["mangalsutra"], share: 3 },

  { itemName: "Bracelets", subItemName: "Bangles", designs: ["bangles"], share: 5 },
  { itemName: "Bracelets", subItemName: "Kadas", designs: ["kada"], share: 3 },
  { itemName: "Bracelets", subItemName: "Chain Bracelets", designs: ["chain-bracelet"], share: 4 },
  { itemName: "Bracelets", subItemName: "Kids Bangles", designs: ["kids-bangles"], share: 2 },
  { itemName: "Bracelets", subItemName: "Anklets", designs: ["anklets"], share: 3 },

  { itemName: "Earrings", subItemName: "Studs", designs: ["studs"], share: 6 },
  { itemName: "Earrings", subItemName: "Jhumkas", designs: ["jhumkas"], share: 6 },
  { itemName: "Earrings", subItemName: "Chandbalis", designs: ["chandbalis"], share: 3 },
  { itemName: "Earrings", subItemName: "Hoops", designs: ["hoops"], share: 3 },
  { itemName: "Earrings", subItemName: "Drops", designs: ["drops"], share: 3 },

  {
    itemName: "Bridal",
    subItemName: "Bridal Sets",
    designs: ["choker"],
    share: 3,
    occasions: ["WEDDING"],
    nouns: ["Bridal Set", "Bridal Necklace Set"],
  },
  { itemName: "Bridal", subItemName: "Maang Tikka", designs: ["maang-tikka"], share: 2 },
  {
    itemName: "Bridal",
    subItemName: "Bridal Bangles",
    designs: ["bangles"],
    share: 2,
    occasions: ["WEDDING"],
    nouns: ["Bridal Bangles", "Chooda Bangles"],
  },
  {
    itemName: "Bridal",
    subItemName: "Haarams",
    designs: ["temple-necklace"],
    share: 2,
    occasions: ["WEDDING"],
    nouns: ["Haaram", "Long Haaram"],
  },

  {
    itemName: "Clearance",
    subItemName: "50% Off",
    designs: ["studs", "jhumkas", "drops", "pendant", "chain-bracelet", "toe-rings"],
    share: 3,
    offer: "half",
    cheaper: true,
  },
  {
    itemName: "Clearance",
    subItemName: "Buy 1 Get 1",
    designs: ["toe-rings", "studs", "anklets", "hoops"],
    share: 3,
    offer: "bogo",
    cheaper: true,
  },
  {
    itemName: "Clearance",
    subItemName: "Last Pieces",
    designs: ["cocktail", "choker", "bangles", "kada"],
    share: 2,
    cheaper: true,
  },
  {
    itemName: "Earrings",
    subItemName: "50% Off",
    designs: ["studs", "jhumkas", "drops", "hoops", "chandbalis"],
    share: 2,
    offer: "half",
    cheaper: true,
  },
  {
    itemName: "Bracelets",
    subItemName: "Buy 1 Get 1",
    designs: ["chain-bracelet", "anklets", "bangles"],
    share: 2,
    offer: "bogo",
    cheaper: true,
  },
  {
    itemName: "Rings",
    subItemName: "Buy 1 Get 1",
    designs: ["toe-rings", "daily-ring"],
    share: 1,
    offer: "bogo",
    cheaper: true,
  },
  {
    itemName: "Necklaces",
    subItemName: "50% Off",
    designs: ["pendant", "chain", "choker"],
    share: 1,
    offer: "half",
    cheaper: true,
  },

  {
    itemName: "Gift Ideas",
    subItemName: "For Him",
    designs: ["kada", "chain", "signet", "chain-bracelet"],
    share: 3,
    genders: ["Men"],
    giftIdeas: "for_him",
  },
  {
    itemName: "Gift Ideas",
    subItemName: "For Her",
    designs: ["pendant", "studs", "drops", "chain-bracelet", "daily-ring", "jhumkas"],
    share: 3,
    genders: ["Women"],
    giftIdeas: "for_her",
  },
  {
    itemName: "Gift Ideas",
    subItemName: "For Kids",
    designs: ["kids-bangles", "studs", "chain", "pendant"],
    share: 2,
    genders: ["Kids"],
    cheaper: true,
  },
];

export function requireListing(itemName: ItemName, subItemName: string): Listing {
  const listing = LISTINGS.find((l) => l.itemName === itemName && l.subItemName === subItemName);
  if (!listing) throw new Error(`No listing ${itemName} / ${subItemName}`);
  return listing;
}
