import type { Gender, Metal, Occasion, StoneUnit } from "./designs.ts";
import type { Gem } from "./drawings/palette.ts";
import { describeStones, findStonesNamedIn } from "./piece-stones.ts";
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

/** The words of a name before its stones are known: the metal, the motif and the noun. */
export interface NameParts {
  prefix: string;
  motif: string;
  noun: string;
}

/**
 * The words of a name a shop would print on a tag: "Lakshmi Temple Jhumkas", "Oxidised Silver
 * Toe Rings". A motif that names a stone ("Pearl Drop") is always kept, so the description's
 * motif and the picture's stones agree with the name.
 */
export function chooseNameParts(random: Random, piece: NamedPiece): NameParts {
  const keep =
    random.chance(piece.metal === "Oxidised" ? 0.7 : 0.9) || findStonesNamedIn(piece.motif, true).length > 0;
  return { prefix: chooseMetalPrefix(random, piece), motif: keep ? piece.motif : "", noun: piece.noun };
}

/** Joins a name's words, dropping empty ones and a word said twice in a row ("Oxidised Oxidised…"). */
export function composeName(parts: readonly (string | undefined)[]): string {
  const words = parts.filter(Boolean).join(" ").split(" ");
  return words.filter((word, i) => i === 0 || word !== words[i - 1]).join(" ");
}

/**
 * Words that tell two pieces of one name apart without saying anything about their metal or
 * stones ("Tennis Bracelet" and "Heirloom Tennis Bracelet"). None is a motif word, so none can
 * fold into the word after it.
 */
const DISTINCTIONS = [
  "Petite",
  "Heirloom",
  "Signature",
  "Royal",
  "Delicate",
  "Graceful",
  "Regal",
  "Elegant",
  "Festive",
  "Vintage",
  "Radiant",
  "Lustrous",
  "Dainty",
  "Grand",
  "Timeless",
  "Ornate",
  "Serene",
  "Charming",
  "Subtle",
  "Luxe",
];

/**
 * A name no other piece of the catalogue has: the name itself, else with a distinguishing word in
 * front (the word tried first depends on the piece's serial), else with the piece's design
 * number, which only it has. `given` holds the names taken so far.
 */
export function nameUniquely(
  given: Set<string>,
  serial: number,
  parts: readonly (string | undefined)[],
): string {
  const candidates = [
    composeName(parts),
    ...DISTINCTIONS.map((_, i) => composeName([DISTINCTIONS[(serial + i) % DISTINCTIONS.length], ...parts])),
  ];
  const name =
    candidates.find((candidate) => !given.has(candidate)) ?? `${composeName(parts)} (Design ${serial})`;
  given.add(name);
  return name;
}

function chooseMetalPrefix(random: Random, piece: NamedPiece): string {
  if (piece.metal === "Oxidised") return random.pick(["Oxidised", "Oxidised Silver", "Oxidised Silver"]);
  if (piece.goldPlated) return random.chance(0.4) ? "Gold-Plated Silver" : "";
  if (piece.metal === "Silver") return random.chance(0.4) ? random.pick(["Sterling Silver", "Silver"]) : "";
  if (piece.stoneUnit === "Carat" && random.chance(0.5)) return "Diamond";
  return random.chance(0.25) ? `${piece.purity} Gold` : "";
}

/** One to three sentences: what it is, what it is made of and set with, when to wear it. */
export function describeProduct(random: Random, piece: NamedPiece, stones: readonly Gem[]): string {
  const sentences = [fillMotif(piece.opener, piece.motif)];
  if (random.chance(0.8)) sentences.push(describeMaterial(random, piece, stones));
  if (random.chance(0.5))
    sentences.push(random.pick(OCCASION_LINES[piece.gender === "Kids" ? "KIDS" : piece.occasion]));
  return sentences.join(" ");
}

function describeMaterial(random: Random, piece: NamedPiece, stones: readonly Gem[]): string {
  const set = describeStones(stones);
  const base = MATERIAL_LINES[piece.purity];
  let line = random.pick(base);
  if (piece.goldPlated) line = `${line}, finished in gold plating`;
  else if (piece.metal === "Oxidised" && piece.purity !== "German Silver")
    line = `${line}, oxidised to bring out the carving`;
  return `${line}${set ? ` and ${set}` : ""}.`;
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
