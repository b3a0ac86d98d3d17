import { DESIGNS, PLATED_SHAPES, SHAPES, type Shape } from "./designs.ts";
import { GEMS, type Gem, TONES, type Tone } from "./drawings/palette.ts";
import { drawProductPicture } from "./drawings/product-art.ts";
import type { ImageSource } from "./products.ts";
import type { Random } from "./random.ts";
import { type MediaTarget, storePictures } from "./render.ts";

interface PoolEntry {
  primary: string;
  closeUp: string | undefined;
}

/** The tones a shape is ever sold in, from the metals of the designs that use it. */
function listTonesOf(shape: Shape): Tone[] {
  const tones = new Set<Tone>();
  for (const design of DESIGNS.filter((d) => d.shape === shape)) {
    if (design.metals.includes("Gold")) tones.add("gold");
    if (design.metals.includes("Silver")) tones.add("silver");
    if (design.metals.includes("Silver") && PLATED_SHAPES.has(shape)) tones.add("gold");
    if (design.metals.includes("Oxidised")) tones.add("oxidised");
  }
  return TONES.filter((tone) => tones.has(tone));
}

/** Gems that suit a metal: rubies and emeralds on gold, blues and whites on silver. */
const TONE_GEMS: Record<Tone, readonly Gem[]> = {
  gold: ["ruby", "emerald", "kemp", "diamond"],
  silver: ["sapphire", "diamond", "emerald", "pearl"],
  oxidised: ["ruby", "emerald", "pearl", "kemp"],
};

/**
 * Shapes whose detail is too small to see on a card, and so get a close-up as the card's second
 * picture. Each picture costs most of a second of CPU (AVIF, WebP and JPEG at three widths), so
 * the close-ups stop at the smallest pieces; the others show one picture.
 */
const CLOSE_UP_SHAPES: ReadonlySet<Shape> = new Set<Shape>([
  "solitaire-ring",
  "band-ring",
  "studs",
  "jhumkas",
  "chandbalis",
  "drops",
  "pendant",
  "choker",
  "maang-tikka",
]);

/**
 * Draws every shape in every tone it is sold in, once: a few dozen pictures whatever the number
 * of pieces, so 100,000 pieces cost no more drawing than 300.
 */
export async function drawImagePool(target: MediaTarget): Promise<ImageSource & { size: number }> {
  const pairs = SHAPES.flatMap((shape, shapeIndex) =>
    listTonesOf(shape).map((tone, toneIndex) => {
      const gems = TONE_GEMS[tone];
      return {
        shape,
        tone,
        gem: gems[(shapeIndex + toneIndex) % gems.length] ?? GEMS[0],
        variant: shapeIndex + toneIndex,
      };
    }),
  );
  const jobs = pairs.flatMap((pair) =>
    [false, ...(CLOSE_UP_SHAPES.has(pair.shape) ? [true] : [])].map((closeUp) => ({
      key: `${pair.shape}:${pair.tone}`,
      closeUp,
      svg: drawProductPicture({ ...pair, closeUp }),
      kind: "product" as const,
    })),
  );
  const paths = await storePictures(target, jobs);
  const entries = new Map<string, PoolEntry>();
  jobs.forEach((job, i) => {
    const entry = entries.get(job.key) ?? { primary: "", closeUp: undefined };
    if (job.closeUp) entry.closeUp = paths[i];
    else entry.primary = paths[i]!;
    entries.set(job.key, entry);
  });
  return {
    size: paths.length,
    pathsFor(shape: Shape, tone: Tone, random: Random): string[] {
      const entry = entries.get(`${shape}:${tone}`) ?? firstEntryOf(entries, shape);
      return entry.closeUp && random.chance(0.8) ? [entry.primary, entry.closeUp] : [entry.primary];
    },
  };
}

function firstEntryOf(entries: Map<string, PoolEntry>, shape: Shape): PoolEntry {
  for (const [key, entry] of entries) if (key.startsWith(`${shape}:`)) return entry;
  throw new Error(`The image pool has no picture of ${shape}`);
}
