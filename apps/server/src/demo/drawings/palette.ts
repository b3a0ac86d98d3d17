/** The three metal looks of the catalogue: yellow gold, bright silver and darkened (oxidised) silver. */
export const TONES = ["gold", "silver", "oxidised"] as const;
export type Tone = (typeof TONES)[number];

export const GEMS = ["ruby", "emerald", "sapphire", "diamond", "pearl", "kemp"] as const;
export type Gem = (typeof GEMS)[number];

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
  gold: {
    sweep: ["#8a5a12", "#d4a240", "#fbe3a0", "#fff5d6", "#e0b24f", "#9a6a1c"],
    top: ["#fff0c2", "#f0c862", "#c48f2c", "#7e5212"],
    ball: ["#fff8dc", "#f6d27a", "#c28b2a", "#6e4a10"],
    recess: ["#5e3c0c", "#a8772a"],
    edge: "#6b4510",
  },
  silver: {
    sweep: ["#6e7680", "#b8c0c9", "#eef2f6", "#ffffff", "#c3cad2", "#7a838d"],
    top: ["#ffffff", "#dfe4ea", "#a9b1bb", "#6c747e"],
    ball: ["#ffffff", "#e6eaef", "#9ea7b1", "#5d6570"],
    recess: ["#4e555d", "#8c949d"],
    edge: "#59616b",
  },
  oxidised: {
    sweep: ["#2c2a27", "#5f5b55", "#a39d93", "#cfc9be", "#6f6a62", "#302d2a"],
    top: ["#d6d0c5", "#9b958b", "#5c5852", "#2b2926"],
    ball: ["#e0dacf", "#a29c92", "#55514b", "#22201d"],
    recess: ["#1f1d1b", "#4a4641"],
    edge: "#24221f",
  },
};

/** Light centre, deeper rim: a gem lit from the front. */
const GEM_LOOKS: Record<Gem, readonly string[]> = {
  ruby: ["#ffb3c1", "#e0294f", "#8c0a2a"],
  emerald: ["#b6f5d2", "#1f9d63", "#0b4d2f"],
  sapphire: ["#c7dcff", "#2c5fd6", "#122c6e"],
  diamond: ["#ffffff", "#e4f1ff", "#9fb6cc"],
  pearl: ["#ffffff", "#f6efe4", "#cdbfa9"],
  kemp: ["#ff9c8a", "#c21d1d", "#6b0606"],
};

/** Soft studio backdrops, chosen to flatter each metal. */
export const BACKDROPS: Record<Tone, readonly (readonly [string, string])[]> = {
  gold: [
    ["#fdf6ec", "#efd9bf"],
    ["#fcf2f1", "#ecd0cc"],
    ["#f7f5ef", "#e2dac9"],
  ],
  silver: [
    ["#f6f8fb", "#d9e0e8"],
    ["#f3f7f4", "#d2ded7"],
    ["#f8f4f9", "#e0d6e5"],
  ],
  oxidised: [
    ["#f7f2ea", "#dfd2bf"],
    ["#f6eeeb", "#dcc7c1"],
    ["#f1f3ee", "#d2d8ca"],
  ],
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

/**
 * Gradients every drawing may refer to by id. They are few and small, so each document carries
 * all of them and any drawing can be placed in any document.
 */
export function describeSharedGradients(): string {
  const metals = (Object.keys(METAL_LOOKS) as Tone[]).map((tone) => {
    const look = METAL_LOOKS[tone];
    return [
      `<linearGradient id="${tone}-sweep" x1="0" y1="0" x2="1" y2="1">${stops(look.sweep)}</linearGradient>`,
      `<linearGradient id="${tone}-top" x1="0" y1="0" x2="0" y2="1">${stops(look.top)}</linearGradient>`,
      `<radialGradient id="${tone}-ball" cx="0.35" cy="0.3" r="0.75">${stops(look.ball)}</radialGradient>`,
      `<linearGradient id="${tone}-recess" x1="0" y1="0" x2="0" y2="1">${stops(look.recess)}</linearGradient>`,
    ].join("");
  });
  const gems = (Object.keys(GEM_LOOKS) as Gem[]).map(
    (gem) =>
      `<radialGradient id="gem-${gem}" cx="0.4" cy="0.35" r="0.7">${stops(GEM_LOOKS[gem])}</radialGradient>`,
  );
  const shadow =
    '<radialGradient id="floor-shadow"><stop offset="0" stop-color="#3a2a1a" stop-opacity="0.28"/>' +
    '<stop offset="0.6" stop-color="#3a2a1a" stop-opacity="0.1"/><stop offset="1" stop-color="#3a2a1a" stop-opacity="0"/></radialGradient>';
  const blackBead =
    '<radialGradient id="black-bead" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#6b6b6b"/>' +
    '<stop offset="0.4" stop-color="#1d1d1d"/><stop offset="1" stop-color="#000"/></radialGradient>';
  return [...metals, ...gems, shadow, blackBead].join("");
}
