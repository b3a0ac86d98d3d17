// The size guides' figures (spec 001 sections 2, 3 and 9): the two tables exactly as the spec
// gives them, the hand and finger classes, the fit labels, the advice figures and the pages'
// timings. The /ring-size-guide and /bangle-size-guide pages and the PDFs the server generates
// (apps/server/src/modules/size-guides) both read them from here, so a page and its PDF can never
// disagree. Their prose is in size-guide-texts.ts.

/** The content of a newly opened tab fades in and slides up over this long (spec 001 section 9). */
export const SIZE_GUIDE_FADE_MS = 150;
/** Opening the chart tab scrolls smoothly to the chart after this long (spec 001 section 9). */
export const SIZE_GUIDE_SCROLL_DELAY_MS = 100;

export const SIZE_GUIDE_TABS = ["guide", "chart", "tips"] as const;
export type SizeGuideTab = (typeof SIZE_GUIDE_TABS)[number];
/** The tab a guide opens on (spec 001: "guide (default)"). */
export const SIZE_GUIDE_DEFAULT_TAB: SizeGuideTab = "guide";

// --- Bangles ---------------------------------------------------------------------------------

export const HAND_SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;
export type HandSize = (typeof HAND_SIZES)[number];

export interface BangleSize {
  /** The Indian size name: "2.10" and "2.12" are names, not the numbers 2.1 and 2.12. */
  indian: string;
  /** Inner diameter in inches, as the spec writes it ("2.125"). */
  inches: string;
  /** Inner diameter in millimetres. */
  mm: number;
  /** Inner circumference in centimetres. */
  circumferenceCm: number;
  hand: HandSize;
  /** Share of shoppers wearing the size, in per cent. */
  popularity: number;
}

/** Spec 001 section 3, "Bangle size table", row for row. */
export const BANGLE_SIZES: readonly BangleSize[] = [
  { indian: "2.2", inches: "2.125", mm: 54, circumferenceCm: 16.9, hand: "XS", popularity: 15 },
  { indian: "2.4", inches: "2.25", mm: 57, circumferenceCm: 17.8, hand: "S", popularity: 25 },
  { indian: "2.6", inches: "2.375", mm: 60, circumferenceCm: 18.7, hand: "M", popularity: 35 },
  { indian: "2.8", inches: "2.5", mm: 63, circumferenceCm: 19.5, hand: "L", popularity: 20 },
  { indian: "2.10", inches: "2.625", mm: 67, circumferenceCm: 20.5, hand: "XL", popularity: 5 },
  { indian: "2.12", inches: "2.75", mm: 70, circumferenceCm: 21.5, hand: "XXL", popularity: 3 },
];

/**
 * The bangle chart's starting selection. The spec's index 6 is past the last of the six rows, so
 * nothing is selected until the shopper picks a size; we keep that rather than "fix" it, since a
 * preselected bangle size would suggest a size the shopper never chose.
 */
export const BANGLE_DEFAULT_INDEX = 6;

export type BangleFit = "Snug" | "Standard" | "Comfortable";

/** Spec 001 section 2: Snug below index 2, Comfortable above index 3, otherwise Standard. */
export function getBangleFit(index: number): BangleFit {
  if (index < 2) return "Snug";
  if (index > 3) return "Comfortable";
  return "Standard";
}

export interface SizeClass<Member> {
  name: string;
  /** How the spec writes the class's range: "XS-S", "India 6-8". */
  range: string;
  members: readonly Member[];
}

/** Spec 001 section 3: petite (XS-S), standard (M), full (L-XL), extra full (XXL+). */
export const HAND_CLASSES: readonly SizeClass<HandSize>[] = [
  { name: "petite", range: "XS-S", members: ["XS", "S"] },
  { name: "standard", range: "M", members: ["M"] },
  { name: "full", range: "L-XL", members: ["L", "XL"] },
  { name: "extra full", range: "XXL+", members: ["XXL"] },
];

export function getHandClass(hand: HandSize): SizeClass<HandSize> {
  // Every hand size is in exactly one class (size-guides.test.ts).
  return HAND_CLASSES.find((handClass) => handClass.members.includes(hand))!;
}

// --- Rings -----------------------------------------------------------------------------------

export interface RingSize {
  india: number;
  /** US size as the spec writes it ("3.75"). */
  us: string;
  /** UK letter size, with its half ("H½"). */
  uk: string;
  /** Inner diameter in millimetres: the ring sizer's circles are drawn at this size. */
  diameterMm: number;
  /** Inner circumference in millimetres. */
  circumferenceMm: number;
  popularity: number;
}

/** Spec 001 section 3, "Ring size table (13 sizes)", row for row. */
export const RING_SIZES: readonly RingSize[] = [
  { india: 6, us: "3.75", uk: "H½", diameterMm: 14.9, circumferenceMm: 46.8, popularity: 5 },
  { india: 7, us: "4", uk: "I½", diameterMm: 15.3, circumferenceMm: 48, popularity: 8 },
  { india: 8, us: "4.5", uk: "K", diameterMm: 15.7, circumferenceMm: 49.3, popularity: 12 },
  { india: 9, us: "5", uk: "L", diameterMm: 16.1, circumferenceMm: 50.6, popularity: 15 },
  { india: 10, us: "5.25", uk: "M", diameterMm: 16.5, circumferenceMm: 51.8, popularity: 18 },
  { india: 11, us: "5.75", uk: "N", diameterMm: 16.9, circumferenceMm: 53.1, popularity: 20 },
  { india: 12, us: "6", uk: "O", diameterMm: 17.3, circumferenceMm: 54.4, popularity: 25 },
  { india: 13, us: "6.5", uk: "P", diameterMm: 17.7, circumferenceMm: 55.7, popularity: 22 },
  { india: 14, us: "7", uk: "Q", diameterMm: 18.1, circumferenceMm: 57, popularity: 18 },
  { india: 15, us: "7.5", uk: "R", diameterMm: 18.5, circumferenceMm: 58.3, popularity: 15 },
  { india: 16, us: "8", uk: "S", diameterMm: 18.9, circumferenceMm: 59.5, popularity: 12 },
  { india: 17, us: "8.5", uk: "T", diameterMm: 19.3, circumferenceMm: 60.8, popularity: 8 },
  { india: 18, us: "9", uk: "U", diameterMm: 19.7, circumferenceMm: 62.1, popularity: 5 },
];

/** The ring chart starts on index 6, India 12 (spec 001 section 2). */
export const RING_DEFAULT_INDEX = 6;

export type RingFit = "Petite" | "Standard" | "Full";

/** Spec 001 section 2: Petite below index 4, Full above index 10, otherwise Standard. */
export function getRingFit(index: number): RingFit {
  if (index < 4) return "Petite";
  if (index > 10) return "Full";
  return "Standard";
}

/** Spec 001 section 3: petite (India 6-8), slender (9-11), standard (12-14), full (15-18). */
export const FINGER_CLASSES: readonly SizeClass<number>[] = [
  { name: "petite", range: "India 6-8", members: [6, 7, 8] },
  { name: "slender", range: "India 9-11", members: [9, 10, 11] },
  { name: "standard", range: "India 12-14", members: [12, 13, 14] },
  { name: "full", range: "India 15-18", members: [15, 16, 17, 18] },
];

export function getFingerClass(india: number): SizeClass<number> | undefined {
  return FINGER_CLASSES.find((fingerClass) => fingerClass.members.includes(india));
}

// --- Selection -------------------------------------------------------------------------------

/**
 * The chart's selected row from a page address's `size` (the bangle's Indian size name, the
 * ring's India number): the row's index, or the guide's default when the value names no row.
 * The ring's default selects India 12; the bangle's selects nothing (index 6 is past the end).
 */
export function findSizeIndex(sizes: readonly string[], value: string | null, defaultIndex: number): number {
  const index = value === null ? -1 : sizes.indexOf(value);
  return index === -1 ? defaultIndex : index;
}

export const BANGLE_SIZE_NAMES: readonly string[] = BANGLE_SIZES.map((size) => size.indian);
export const RING_SIZE_NAMES: readonly string[] = RING_SIZES.map((size) => String(size.india));

// --- Advice figures (spec 001 section 9) -------------------------------------------------------

export interface AdviceGroup {
  title: string;
  items: readonly { when: string; adjust: string }[];
}

/** Every figure of the spec's bangle advice, grouped as a shopper would look for it. */
export const BANGLE_ADVICE: readonly AdviceGroup[] = [
  {
    title: "Style",
    items: [
      { when: "Wide cuffs", adjust: "add 0.5 cm" },
      { when: "Comfort fit", adjust: "+0.5 cm" },
      { when: "Stacking", adjust: "+1.0 cm" },
      { when: "Width over 1 cm", adjust: "add 0.25 size per extra cm" },
    ],
  },
  {
    title: "Stacks",
    items: [
      { when: "Stacks of 2-3", adjust: "add 0.3 cm" },
      { when: "Stacks of 4-6", adjust: "add 0.6 cm" },
      { when: "Elaborate stacks", adjust: "add 1.0 cm" },
    ],
  },
  {
    title: "Climate and lifestyle",
    items: [
      { when: "Tropical climate", adjust: "+0.3 cm" },
      { when: "Cold climate", adjust: "-0.2 cm" },
      { when: "Active lifestyle", adjust: "+0.4 cm" },
      { when: "Over 60 years", adjust: "add 0.5 cm" },
    ],
  },
  {
    title: "Measuring",
    items: [{ when: "Measure at room temperature", adjust: "20-22°C" }],
  },
];

/** Every figure of the spec's ring advice. */
export const RING_ADVICE: readonly AdviceGroup[] = [
  {
    title: "Band",
    items: [
      { when: "Bands wider than 6 mm", adjust: "go up 0.25-0.5 size" },
      { when: "Comfort fit", adjust: "adds 0.5 mm" },
    ],
  },
  {
    title: "Measuring",
    items: [{ when: "Measure 2-3 times", adjust: "in the late afternoon (4-6 PM)" }],
  },
];
