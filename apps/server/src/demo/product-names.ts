import type { Gender, Metal, Occasion, StoneUnit } from "./designs.ts";
import type { Purity } from "./pricing.ts";
import type { Random } from "./random.ts";

export interface NamedPiece {
  noun: string;
  motif: string;
  metal: Metal;
  purity: Purity;
  goldPlated: boolean;
  stoneUnit: StoneUnit | null;
  gender: Gender;
  occasion: Occasion;
  opener: string;
}

/** Names a shop would print on a tag: "Lakshmi Temple Jhumkas", "Oxidised Silver Toe Rings". */
export function nameProduct(random: Random, piece: NamedPiece): string {
  const motif = random.chance(piece.metal === "Oxidised" ? 0.7 : 0.9) ? piece.motif : "";
  const prefix = chooseMetalPrefix(random, piece);
  const words = [prefix, motif, piece.noun].filter(Boolean).join(" ").split(" ");
  // "Oxidised Oxidised…" or "Classic Classic…" would read as a typo.
  return words.filter((word, i) => i === 0 || word !== words[i - 1]).join(" ");
}

function chooseMetalPrefix(random: Random, piece: NamedPiece): string {
  if (piece.metal === "Oxidised") return random.pick(["Oxidised", "Oxidised Silver", "Oxidised Silver"]);
  if (piece.goldPlated) return random.chance(0.4) ? "Gold-Plated Silver" : "";
  if (piece.metal === "Silver") return random.chance(0.4) ? random.pick(["Sterling Silver", "Silver"]) : "";
  if (piece.stoneUnit === "Carat" && random.chance(0.5)) return "Diamond";
  return random.chance(0.25) ? `${piece.purity} Gold` : "";
}

/** One to three sentences: what it is, what it is made of, when to wear it. */
export function describeProduct(random: Random, piece: NamedPiece): string {
  const sentences = [fillMotif(piece.opener, piece.motif)];
  if (random.chance(0.8)) sentences.push(describeMaterial(random, piece));
  if (random.chance(0.5))
    sentences.push(random.pick(OCCASION_LINES[piece.gender === "Kids" ? "KIDS" : piece.occasion]));
  return sentences.join(" ");
}

function describeMaterial(random: Random, piece: NamedPiece): string {
  const stones = describeStones(random, piece);
  const base = MATERIAL_LINES[piece.purity];
  let line = random.pick(base);
  if (piece.goldPlated) line = `${line}, finished in gold plating`;
  else if (piece.metal === "Oxidised" && piece.purity !== "German Silver")
    line = `${line}, oxidised to bring out the carving`;
  return `${line}${stones ? ` and ${stones}` : ""}.`;
}

function describeStones(random: Random, piece: NamedPiece): string {
  const gold = piece.metal === "Gold";
  switch (piece.stoneUnit) {
    case "Carat":
      return gold
        ? random.pick(["set with certified natural diamonds", "set with IGI-certified diamonds"])
        : "set with brilliant-cut cubic zirconia";
    case "Piece":
      return gold
        ? random.pick(["set with rubies and emeralds", "set with uncut polki", "set with kemp stones"])
        : random.pick([
            "set with kundan stones",
            "set with coloured glass stones",
            "set with kemp-red stones",
          ]);
    case "Gram":
      return random.pick([
        "strung with freshwater pearls",
        "finished with seed pearls",
        "finished with tiny beads",
      ]);
    default:
      return "";
  }
}

const MATERIAL_LINES: Record<Purity, readonly string[]> = {
  "22K": ["Crafted in 22K (916) BIS-hallmarked gold", "Made in 22K hallmarked gold"],
  "18K": ["Crafted in 18K (750) hallmarked gold", "Made in 18K hallmarked gold"],
  "925 Sterling": ["Made in 925 sterling silver", "Crafted in hallmarked 92.5 sterling silver"],
  "999 Fine Silver": ["Made in pure 999 silver", "Crafted in fine 999 silver"],
  "German Silver": ["Made in German silver, light enough to wear for hours", "Crafted in German silver"],
};

const OCCASION_LINES: Record<Occasion | "KIDS", readonly string[]> = {
  DAILY_WEAR: ["Light enough to wear every day.", "Made for office days and weekends alike."],
  WEDDING: ["Made for the wedding day and every celebration around it.", "A keepsake for the muhurtham."],
  TRADITIONAL: [
    "Pairs beautifully with a silk saree for festivals and temple visits.",
    "Made for festivals, poojas and family functions.",
  ],
  KIDS: [
    "Smooth, rounded edges make it safe for little ones.",
    "A gift they will keep long after they outgrow it.",
  ],
};

/** Proper names stay capitalised inside a sentence; other motif words read in lower case. */
const PROPER_WORDS = new Set([
  "Lakshmi",
  "Ganesha",
  "Om",
  "Kundan",
  "Polki",
  "Meenakari",
  "Kemp",
  "Mayil",
  "Nagas",
  "Annam",
  "Jadau",
  "Kasu",
  "Sikh",
  "Rudraksha",
  "Navaratna",
  "Nakshi",
  "Nazariya",
  "Trishul",
  "Chand",
  "Peepal",
  "Singapore",
  "Figaro",
  "Rolo",
]);

function fillMotif(template: string, motif: string): string {
  const inSentence = motif
    .split(" ")
    .map((word) => (PROPER_WORDS.has(word) ? word : word.toLowerCase()))
    .join(" ");
  // "A {motif}" before a vowel's sound reads "An oval", not "A oval".
  const filled = template
    .replace(/\b([Aa]) \{motif\}/, (_, article: string) =>
      /^[aeiou]/i.test(inSentence) ? `${article}n {motif}` : `${article} {motif}`,
    )
    .replace("{motif}", inSentence);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
