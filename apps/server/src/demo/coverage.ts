import type { Gender, Metal, Occasion, StoneUnit } from "./designs.ts";
import { type ItemName, LISTINGS } from "./listings.ts";
import type { Purity } from "./pricing.ts";

/** Fixes some choices of one generated piece; whatever is left open is chosen at random. */
export interface PieceAnchor {
  listing?: readonly [ItemName, string];
  design?: string;
  metal?: Metal;
  purity?: Purity;
  goldPlated?: boolean;
  gender?: Gender;
  occasion?: Occasion;
  sizeName?: string;
  stoneUnit?: StoneUnit | null;
  /** The price to aim at, in rupees including GST: places the piece in a price band. */
  priceRupees?: number;
  newArrival?: boolean;
  topTrending?: boolean;
  bestDesign?: boolean;
  featured?: boolean;
  stock?: number;
}

/**
 * The first pieces of every catalogue, chosen so that a few hundred pieces already show every
 * value of every filter in the spec (section 9), every price shortcut and gift price band, and
 * every listing the home page's banners open. The rest of the catalogue is left to chance.
 */
const FILTER_ANCHORS: readonly PieceAnchor[] = [
  // Price bands of the menu (199, 299, 399, 599), the gift links (999, 1999, 2999) and above.
  {
    listing: ["Earrings", "Studs"],
    metal: "Oxidised",
    purity: "German Silver",
    priceRupees: 179,
    gender: "Women",
  },
  { listing: ["Rings", "Toe Rings"], metal: "Oxidised", purity: "German Silver", priceRupees: 279 },
  { listing: ["Earrings", "Jhumkas"], metal: "Oxidised", purity: "German Silver", priceRupees: 379 },
  { listing: ["Bracelets", "Anklets"], metal: "Oxidised", purity: "German Silver", priceRupees: 549 },
  { listing: ["Earrings", "Chandbalis"], metal: "Oxidised", purity: "German Silver", priceRupees: 899 },
  {
    listing: ["Necklaces", "Chains"],
    metal: "Silver",
    purity: "925 Sterling",
    goldPlated: false,
    priceRupees: 1650,
  },
  { listing: ["Bracelets", "Chain Bracelets"], metal: "Silver", purity: "925 Sterling", priceRupees: 2600 },
  { listing: ["Earrings", "Jhumkas"], metal: "Gold", purity: "22K", priceRupees: 62_000, gender: "Women" },
  // Gift Ideas across the gift price links.
  {
    listing: ["Gift Ideas", "For Her"],
    design: "studs",
    metal: "Silver",
    purity: "925 Sterling",
    priceRupees: 850,
  },
  { listing: ["Gift Ideas", "For Him"], design: "chain-bracelet", metal: "Silver", priceRupees: 1800 },
  { listing: ["Gift Ideas", "For Him"], design: "chain-bracelet", metal: "Silver", priceRupees: 2750 },
  { listing: ["Gift Ideas", "For Her"], design: "pendant", metal: "Gold", priceRupees: 24_000 },
  { listing: ["Gift Ideas", "For Kids"], design: "kids-bangles", metal: "Silver", sizeName: "2" },
  // Bangle sizes, each on a sized piece.
  { listing: ["Bracelets", "Bangles"], sizeName: "2.2" },
  { listing: ["Bracelets", "Bangles"], sizeName: "2.4" },
  { listing: ["Bracelets", "Bangles"], sizeName: "2.6" },
  { listing: ["Bridal", "Bridal Bangles"], sizeName: "2.8" },
  { listing: ["Bracelets", "Kadas"], sizeName: "2.10", metal: "Silver", goldPlated: false },
  { listing: ["Bracelets", "Kids Bangles"], sizeName: "2" },
  // Metals, colours and finishes.
  { listing: ["Necklaces", "Pendants"], metal: "Gold", gender: "Women" },
  { listing: ["Rings", "Wedding Rings"], metal: "Silver", goldPlated: false, gender: "Men" },
  { listing: ["Necklaces", "Temple Necklaces"], metal: "Oxidised", occasion: "TRADITIONAL" },
  { listing: ["Necklaces", "Chokers"], metal: "Silver", goldPlated: true, stoneUnit: "Piece" },
  // Stone units and occasions.
  { listing: ["Rings", "Engagement Rings"], metal: "Gold", stoneUnit: "Carat", gender: "Women" },
  { listing: ["Earrings", "Drops"], stoneUnit: "Gram", occasion: "DAILY_WEAR" },
  { listing: ["Bridal", "Bridal Sets"], occasion: "WEDDING", stoneUnit: "Piece" },
  // The hero slides' "Explore Now" pairs: Earrings for Kids, Bracelets for Men.
  { listing: ["Earrings", "Hoops"], gender: "Kids" },
  { listing: ["Bracelets", "Chain Bracelets"], gender: "Men" },
  // Collection flags, one each on its own piece.
  { listing: ["Earrings", "Jhumkas"], newArrival: true },
  { listing: ["Necklaces", "Chokers"], topTrending: true },
  { listing: ["Rings", "Cocktail Rings"], bestDesign: true },
  { listing: ["Bridal", "Maang Tikka"], featured: true },
  // The menu's Special Editions and Current Offers cards, so even a small demo shop answers them.
  { listing: ["Clearance", "50% Off"] },
  { listing: ["Clearance", "Buy 1 Get 1"] },
  // Silver studs and gold bangles; and stock at the edges.
  { listing: ["Earrings", "Studs"], metal: "Silver" },
  { listing: ["Bracelets", "Bangles"], metal: "Gold" },
  { listing: ["Rings", "Daily Wear Rings"], stock: 0 },
  { listing: ["Rings", "Toe Rings"], stock: 4 },
];

/** Every filter value first, then one piece in every listing (category and sub-item). */
export const COVERAGE_ANCHORS: readonly PieceAnchor[] = [
  ...FILTER_ANCHORS,
  ...LISTINGS.map((listing): PieceAnchor => ({ listing: [listing.itemName, listing.subItemName] })),
];
