import type { Metal, StoneUnit } from "./designs.ts";
import type { Gem } from "./drawings/palette.ts";
import type { Random } from "./random.ts";

/**
 * The words of a name that say what stones a piece carries, and the stones each one means: a
 * piece shows every stone its name names (docs/decisions/053-demo-pictures-per-piece.md).
 * "Diamond" on gold is a diamond, on silver a cubic zirconia; "Diamond-Cut" is a way of cutting
 * metal, not a stone.
 */
export const STONE_WORDS: readonly { pattern: RegExp; gems: (gold: boolean) => readonly Gem[] }[] = [
  { pattern: /\bPearls?\b/, gems: () => ["pearl"] },
  { pattern: /\bRub(y|ies)\b/, gems: () => ["ruby"] },
  { pattern: /\bEmeralds?\b/, gems: () => ["emerald"] },
  { pattern: /\bSapphires?\b/, gems: () => ["sapphire"] },
  { pattern: /\b(Diamond(?!-Cut)|Solitaire|Tennis|Halo)\b/, gems: (gold) => [gold ? "diamond" : "cz"] },
  { pattern: /\b(Polki|Jadau)\b/, gems: () => ["polki"] },
  { pattern: /\bKundan\b/, gems: () => ["kundan"] },
  { pattern: /\bKemp\b/, gems: () => ["kemp"] },
  { pattern: /\bOnyx\b/, gems: () => ["onyx"] },
  { pattern: /\b(Black Beads?|Nazariya|Mangalsutra)\b/, gems: () => ["black-bead"] },
  { pattern: /\bEvil Eye\b/, gems: () => ["evil-eye"] },
  { pattern: /\bRudraksha\b/, gems: () => ["rudraksha"] },
  { pattern: /\bMeenakari\b/, gems: () => ["enamel"] },
  {
    // The nine planets' stones, in the order they are set round the ruby (the sun).
    pattern: /\bNavaratna\b/,
    gems: (gold) => [
      "ruby",
      "pearl",
      "coral",
      "emerald",
      "topaz",
      gold ? "diamond" : "cz",
      "sapphire",
      "hessonite",
      "cats-eye",
    ],
  },
];

/** The stones a name names, in the order the words come. */
export function findStonesNamedIn(name: string, gold: boolean): Gem[] {
  const found = STONE_WORDS.map((word) => ({ at: name.search(word.pattern), word }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .flatMap(({ word }) => word.gems(gold));
  return [...new Set(found)];
}

/**
 * Stones a piece priced per piece ("Piece" stones) may carry when its name names none: the
 * chosen one's word goes into the name, so a coloured stone is never drawn unnamed.
 */
const PIECE_STONE_WORDS: Record<"gold" | "silver", readonly string[]> = {
  gold: ["Ruby", "Emerald", "Polki", "Kemp"],
  silver: ["Kundan", "Kemp", "Ruby", "Emerald"],
};

export interface PieceStones {
  stones: Gem[];
  /** A stone word the name must gain, when its own words name none of its stones. */
  word: string | undefined;
}

/**
 * A piece's stones: those its name already names, else what its stone unit implies: diamonds
 * (on gold) or cubic zirconia for carats, pearls for grams, and for pieces a stone chosen here
 * and added to the name.
 */
export function chooseStones(
  random: Random,
  nameWords: string,
  piece: { metal: Metal; stoneUnit: StoneUnit | null },
): PieceStones {
  const gold = piece.metal === "Gold";
  const named = findStonesNamedIn(nameWords, gold);
  // Black beads come with a mangalsutra whatever its stones: they do not count as its stones.
  if (named.some((gem) => gem !== "black-bead") || piece.stoneUnit === null)
    return { stones: named, word: undefined };
  switch (piece.stoneUnit) {
    case "Carat":
      return { stones: [...named, gold ? "diamond" : "cz"], word: undefined };
    case "Gram":
      return { stones: [...named, "pearl"], word: undefined };
    default: {
      const word = random.pick(PIECE_STONE_WORDS[gold ? "gold" : "silver"]);
      return { stones: [...named, ...findStonesNamedIn(word, gold)], word };
    }
  }
}

/** How a description names each stone. */
const STONE_PHRASES: Record<Gem, string> = {
  ruby: "rubies",
  emerald: "emeralds",
  sapphire: "sapphires",
  diamond: "certified natural diamonds",
  cz: "brilliant-cut cubic zirconia",
  pearl: "freshwater pearls",
  kemp: "kemp stones",
  polki: "uncut polki",
  kundan: "kundan stones",
  onyx: "black onyx",
  coral: "coral",
  topaz: "yellow sapphire",
  hessonite: "hessonite",
  "cats-eye": "cat's eye",
  "evil-eye": "an evil-eye bead",
  rudraksha: "rudraksha beads",
  enamel: "meenakari enamel",
  "black-bead": "black beads",
};

/** "set with rubies and freshwater pearls": the stones as a description says them; "" for none. */
export function describeStones(stones: readonly Gem[]): string {
  if (stones.length === 0) return "";
  if (stones.length >= 9) return "set with the nine stones of the navaratna";
  const phrases = stones.map((gem) => STONE_PHRASES[gem]);
  const list =
    phrases.length === 1
      ? phrases[0]!
      : `${phrases.slice(0, -1).join(", ")} and ${phrases[phrases.length - 1]}`;
  return `set with ${list}`;
}
