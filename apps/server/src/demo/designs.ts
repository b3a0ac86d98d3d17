import type { CATALOGUE_METALS, GENDERS, OCCASIONS, STONE_UNITS } from "@nagai/contracts/constants";
import { BRACELET_AND_EARRING_DESIGNS } from "./bracelet-and-earring-designs.ts";
import { RING_AND_NECKLACE_DESIGNS } from "./ring-and-necklace-designs.ts";

export type Metal = (typeof CATALOGUE_METALS)[number];
export type Gender = (typeof GENDERS)[number];
export type Occasion = (typeof OCCASIONS)[number];
export type StoneUnit = (typeof STONE_UNITS)[number];

/** The forms the drawings can make (`drawings/product-art.ts`); several designs share one. */
export const SHAPES = [
  "solitaire-ring",
  "band-ring",
  "couple-rings",
  "toe-rings",
  "chain",
  "pendant",
  "choker",
  "haaram",
  "mangalsutra",
  "bangles",
  "kada",
  "chain-bracelet",
  "anklets",
  "studs",
  "jhumkas",
  "chandbalis",
  "hoops",
  "drops",
  "maang-tikka",
] as const;
export type Shape = (typeof SHAPES)[number];

/**
 * Shapes also sold as gold-plated silver (what Indian shops call "Gold Polished"); the others
 * come only in the looks of their own metals.
 */
export const PLATED_SHAPES: ReadonlySet<Shape> = new Set<Shape>([
  "choker",
  "haaram",
  "jhumkas",
  "chandbalis",
  "maang-tikka",
  "bangles",
]);

/**
 * What a kind of piece looks like and is made of. Weights are net grams for the whole listing
 * (a pair of earrings, a pair of bangles); gold ranges stay light so that gold pieces land in the
 * tens of thousands of rupees, inside the listing's price slider (up to ₹1,00,000).
 */
export interface Design {
  id: string;
  /** Two letters in the tag number, as a shop's tagging software would print them. */
  code: string;
  shape: Shape;
  nouns: readonly string[];
  motifs: readonly string[];
  metals: readonly Metal[];
  genders: readonly Gender[];
  occasions: readonly Occasion[];
  grams: { gold: readonly [number, number]; silver: readonly [number, number] };
  /** The unit a piece's stones are counted in; null for plain metal. */
  stones: readonly (StoneUnit | null)[];
  /** Bangles are sold by the spec's bangle sizes; kids' bangles only in the two smallest. */
  sized?: "adult" | "kids";
  collections: readonly string[];
  /** First sentence of the description; {motif} is replaced by the piece's motif. */
  openers: readonly string[];
}

/** Order matters: a design's position makes its ITEMID, so new designs go at the end. */
export const DESIGNS: readonly Design[] = [...RING_AND_NECKLACE_DESIGNS, ...BRACELET_AND_EARRING_DESIGNS];

export function requireDesign(id: string): Design {
  const design = DESIGNS.find((d) => d.id === id);
  if (!design) throw new Error(`Unknown design "${id}"`);
  return design;
}
