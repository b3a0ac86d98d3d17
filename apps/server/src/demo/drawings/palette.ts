/**
 * The metal looks of the catalogue, one for each metal and purity a piece is sold in: 22K gold is
 * a warm deep yellow, 18K paler, gold-plated silver a brighter brass-yellow, sterling silver cool,
 * fine (999) silver whiter, oxidised silver dark, German silver a darkened warm grey.
 */
export const TONES = [
  "gold-22k",
  "gold-18k",
  "gold-plated",
  "silver",
  "fine-silver",
  "oxidised",
  "german-silver",
] as const;
export type Tone = (typeof TONES)[number];

/** The yellow looks: a piece in any other tone shows no gold. */
export const GOLD_TONES: ReadonlySet<Tone> = new Set<Tone>(["gold-22k", "gold-18k", "gold-plated"]);

/**
 * Stones as drawn. Diamond and cubic zirconia (CZ) share the white sparkle, polki (uncut
 * diamond) and kundan (foil-backed glass) are flat and white; the navaratna's nine include coral,
 * yellow sapphire (topaz), hessonite and cat's eye; black beads are the mangalsutra's and the
 * nazariya's.
 */
export const GEMS = [
  "ruby",
  "emerald",
  "sapphire",
  "diamond",
  "cz",
  "pearl",
  "kemp",
  "polki",
  "kundan",
  "onyx",
  "coral",
  "topaz",
  "hessonite",
  "cats-eye",
  "evil-eye",
  "rudraksha",
  "enamel",
  "black-bead",
] as const;
export type Gem = (typeof GEMS)[number];

/** Stones without colour: the only ones a piece may show without its name saying so. */
export const WHITE_GEMS: ReadonlySet<Gem> = new Set<Gem>(["diamond", "cz", "pearl", "polki", "kundan"]);

interface MetalLook {
  /** A diagonal sweep of light across polished metal. */
  sweep: readonly string[];
  /** Lit from above: bands and tubes. */
  top: readonly string[];
  /** A bead or dome with a highlight up and to the left. */
  ball: readonly string[];
  /** Inside surfaces and recesses. */
  recess: readonly string[];
  edge: string;
}

const METAL_LOOKS: Record<Tone, MetalLook> = {
  "gold-22k": {
    sweep: ["#8a5a12", "#d4a240", "#fbe3a0", "#fff5d6", "#e0b24f", "#9a6a1c"],
    top: ["#fff0c2", "#f0c862", "#c48f2c", "#7e5212"],
    ball: ["#fff8dc", "#f6d27a", "#c28b2a", "#6e4a10"],
    recess: ["#5e3c0c", "#a8772a"],
    edge: "#6b4510",
  },
  "gold-18k": {
    sweep: ["#8c6c30", "#cdb06a", "#f2e4b8", "#fffaea", "#dac384", "#9a7c3c"],
    top: ["#fff8e2", "#e9d496", "#b99a52", "#7a602a"],
    ball: ["#fffbee", "#eedcaa", "#b69850", "#6c5424"],
    recess: ["#5a4618", "#9f8444"],
    edge: "#6e5824",
  },
  "gold-plated": {
    sweep: ["#8f6a14", "#dab83e", "#f9ec9c", "#fffbe0", "#e8cb52", "#9f7c1e"],
    top: ["#fff7c4", "#f2d65c", "#c8a42a", "#7e6412"],
    ball: ["#fffbdc", "#f6e070", "#c6a028", "#6e560e"],
    recess: ["#5c460a", "#a88c26"],
    edge: "#6e5410",
  },
  silver: {
    sweep: ["#6e7680", "#b8c0c9", "#eef2f6", "#ffffff", "#c3cad2", "#7a838d"],
    top: ["#ffffff", "#dfe4ea", "#a9b1bb", "#6c747e"],
    ball: ["#ffffff", "#e6eaef", "#9ea7b1", "#5d6570"],
    recess: ["#4e555d", "#8c949d"],
    edge: "#59616b",
  },
  "fine-silver": {
    sweep: ["#7d858c", "#c8ced4", "#f6f8fa", "#ffffff", "#d4d9de", "#8c949b"],
    top: ["#ffffff", "#eceff2", "#b7bec5", "#79818a"],
    ball: ["#ffffff", "#eff2f5", "#aeb5bd", "#6a727b"],
    recess: ["#5a6168", "#9aa1a8"],
    edge: "#666e76",
  },
  oxidised: {
    sweep: ["#2c2a27", "#5f5b55", "#a39d93", "#cfc9be", "#6f6a62", "#302d2a"],
    top: ["#d6d0c5", "#9b958b", "#5c5852", "#2b2926"],
    ball: ["#e0dacf", "#a29c92", "#55514b", "#22201d"],
    recess: ["#1f1d1b", "#4a4641"],
    edge: "#24221f",
  },
  "german-silver": {
    sweep: ["#35332c", "#6c685a", "#aaa590", "#cbc6b0", "#777260", "#37342d"],
    top: ["#d2cdb8", "#9c9784", "#5e5a4c", "#2e2c25"],
    ball: ["#dcd7c2", "#a5a08b", "#58554a", "#25231d"],
    recess: ["#221f19", "#4d4a3e"],
    edge: "#29271f",
  },
};

/** Light centre, deeper rim: a stone lit from the front. */
const GEM_LOOKS: Record<Gem, readonly string[]> = {
  ruby: ["#ffb3c1", "#e0294f", "#8c0a2a"],
  emerald: ["#b6f5d2", "#1f9d63", "#0b4d2f"],
  sapphire: ["#c7dcff", "#2c5fd6", "#122c6e"],
  diamond: ["#ffffff", "#e4f1ff", "#9fb6cc"],
  cz: ["#ffffff", "#eef2f8", "#aab4c4"],
  pearl: ["#ffffff", "#f6efe4", "#cdbfa9"],
  kemp: ["#ff9c8a", "#c21d1d", "#6b0606"],
  polki: ["#fbfaf4", "#dcdad0", "#a7a497"],
  kundan: ["#fffdf6", "#f1ecdc", "#c9bd98"],
  onyx: ["#6b6b70", "#1b1b20", "#000000"],
  coral: ["#ffc9b0", "#f06a3c", "#a4341a"],
  topaz: ["#fff3b0", "#f2c21c", "#a07808"],
  hessonite: ["#ffd0a0", "#c2651c", "#6e3008"],
  "cats-eye": ["#f2f0c8", "#a8a25a", "#54502a"],
  "evil-eye": ["#9cc8ff", "#1f4fb8", "#0c2a6e"],
  rudraksha: ["#d89a6a", "#8a4a22", "#4a2410"],
  enamel: ["#ffd1dc", "#cf2f5a", "#1f7a5a"],
  "black-bead": ["#6b6b6b", "#1d1d1d", "#000000"],
};

export const metalFill = (tone: Tone, look: "sweep" | "top" | "ball" | "recess" = "sweep") =>
  `url(#${tone}-${look})`;
export const gemFill = (gem: Gem) => `url(#gem-${gem})`;
export const edgeColour = (tone: Tone) => METAL_LOOKS[tone].edge;

function stops(colours: readonly string[]): string {
  return colours
    .map((colour, i) => `<stop offset="${(i / (colours.length - 1)).toFixed(3)}" stop-color="${colour}"/>`)
    .join("");
}

/** Every gradient a drawing may refer to, by id. */
const GRADIENTS: ReadonlyMap<string, string> = new Map([
  ...(Object.keys(METAL_LOOKS) as Tone[]).flatMap((tone) => {
    const look = METAL_LOOKS[tone];
    return [
      [
        `${tone}-sweep`,
        `<linearGradient id="${tone}-sweep" x1="0" y1="0" x2="1" y2="1">${stops(look.sweep)}</linearGradient>`,
      ],
      [
        `${tone}-top`,
        `<linearGradient id="${tone}-top" x1="0" y1="0" x2="0" y2="1">${stops(look.top)}</linearGradient>`,
      ],
      [
        `${tone}-ball`,
        `<radialGradient id="${tone}-ball" cx="0.35" cy="0.3" r="0.75">${stops(look.ball)}</radialGradient>`,
      ],
      [
        `${tone}-recess`,
        `<linearGradient id="${tone}-recess" x1="0" y1="0" x2="0" y2="1">${stops(look.recess)}</linearGradient>`,
      ],
    ] as [string, string][];
  }),
  ...(Object.keys(GEM_LOOKS) as Gem[]).map((gem): [string, string] => [
    `gem-${gem}`,
    `<radialGradient id="gem-${gem}" cx="0.4" cy="0.35" r="0.7">${stops(GEM_LOOKS[gem])}</radialGradient>`,
  ]),
  [
    "floor-shadow",
    '<radialGradient id="floor-shadow"><stop offset="0" stop-color="#3a2a1a" stop-opacity="0.28"/>' +
      '<stop offset="0.6" stop-color="#3a2a1a" stop-opacity="0.1"/><stop offset="1" stop-color="#3a2a1a" stop-opacity="0"/></radialGradient>',
  ],
]);

/**
 * The gradients a drawing refers to (`url(#id)`), and no others: a silver piece's document
 * carries no gold gradient and a plain piece no stone, so what a picture shows can be read from
 * its source, and each document stays small.
 */
export function describeGradientsUsedBy(body: string): string {
  const used = new Set<string>();
  for (const match of body.matchAll(/url\(#([\w-]+)\)/g)) used.add(match[1]!);
  return [...used]
    .map((id) => GRADIENTS.get(id) ?? "")
    .sort()
    .join("");
}
