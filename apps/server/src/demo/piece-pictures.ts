import { createHash } from "node:crypto";
import type { Shape } from "./designs.ts";
import type { Gem, Tone } from "./drawings/palette.ts";
import { drawProductPictures } from "./drawings/product-art.ts";
import type { ImageSource } from "./products.ts";
import { createRandom } from "./random.ts";
import { type MediaTarget, storePictures } from "./render.ts";

/** What a piece's pictures show: its form, its metal's look, its stones, its motif. */
export interface PiecePicture {
  shape: Shape;
  tone: Tone;
  stones: readonly Gem[];
  motif: string;
  noun: string;
  /** The piece's serial: the seed of its own small differences. */
  serial: number;
}

/**
 * Pieces up to this serial get pictures of their own; each later piece shares the pictures of the
 * first piece drawn with the same form, metal, stones, motif and noun, so they still show what its
 * name says (docs/decisions/053-demo-pictures-per-piece.md). The bound keeps a 100,000-piece bench
 * at a few thousand pictures, not 200,000; the default demo (300) and the browser tests'
 * catalogue (200) are far inside it.
 */
export const UNIQUE_PICTURES_UP_TO = 2_000;

/** Pictures stored at a time: enough to keep every core busy, few enough to hold in memory. */
const CHUNK = 200;

/**
 * Which of a shape's forms a noun or motif asks for (the drawings' `variant`), by shape; the noun
 * first ("Halo Ring"), then the motif; neither listed leaves the form to the piece's own random
 * source, among `forms`.
 */
const FORMS: Record<Shape, { forms: number; byMotif?: Record<string, number> }> = {
  // 0 prong-set stone, 1 halo, 2 flower, 3 dome, 4 cluster.
  "solitaire-ring": {
    forms: 5,
    byMotif: {
      Classic: 0,
      "Six-Prong": 0,
      "Princess-Cut": 0,
      Oval: 1,
      "Twisted Shank": 0,
      Halo: 1,
      "Halo Ring": 1,
      "Ruby Halo": 1,
      "Floral Cluster": 4,
      Leaf: 2,
      Lotus: 2,
      "Bead Stack": 3,
      "Minimal Dome": 3,
      "Evil Eye": 3,
      Navaratna: 4,
      Kundan: 4,
      Polki: 4,
      Jadau: 4,
      Emerald: 4,
      Peacock: 4,
    },
  },
  // 0 grooved, 1 milgrain, 2 signet face, 3 a line of stones.
  "band-ring": {
    forms: 2,
    byMotif: {
      Milgrain: 1,
      Beaded: 1,
      "Comfort-Fit": 0,
      Brushed: 0,
      "Diamond-Cut": 0,
      "Classic Court": 0,
      Om: 2,
      "Lion Crest": 2,
      Navaratna: 2,
      Rudraksha: 2,
      "Black Onyx": 2,
      Trishul: 2,
    },
  },
  "couple-rings": { forms: 2 },
  "toe-rings": { forms: 2, byMotif: { Floral: 0, Fish: 1, Leaf: 1, Kolam: 0 } },
  chain: {
    forms: 2,
    byMotif: { Rope: 1, Box: 0, Curb: 0, Figaro: 0, Rolo: 0, Snake: 1, Singapore: 1, Wheat: 1 },
  },
  // 0 teardrop, 1 coin, 2 heart.
  pendant: {
    forms: 3,
    byMotif: { Ganesha: 1, Om: 1, Heart: 2, "Lakshmi Coin": 1, Lotus: 1, "Peepal Leaf": 0, "Evil Eye": 2 },
  },
  choker: { forms: 2 },
  haaram: {
    forms: 2,
    byMotif: { "Lakshmi Temple": 0, Kasu: 0, "Mango Mala": 1, Nagas: 1, "Peacock Temple": 1, Annam: 1 },
  },
  mangalsutra: { forms: 2, byMotif: { Vati: 0, "Twin Bowl": 0, "Diamond Pendant": 1 } },
  // 0 plain, 1 grooved, 2 twisted.
  bangles: { forms: 3, byMotif: { Textured: 1, Nakshi: 1, "Diamond-Cut": 1, Temple: 2, Plain: 0 } },
  kada: { forms: 3, byMotif: { Sikh: 0, "Plain Sterling": 0, "Lion Head": 0, Twisted: 1, Hammered: 2 } },
  // 0 charm, 1 a line of stones (tennis), 2 a heart.
  "chain-bracelet": { forms: 3, byMotif: { Tennis: 1, "Evil Eye": 0, Charm: 2, Curb: 0, Infinity: 2 } },
  anklets: { forms: 2, byMotif: { Ghungroo: 0, Bridal: 0, Beaded: 1, "Leaf Chain": 1, Mesh: 1 } },
  // 0 flower, 1 prong-set stone, 2 a ring of small stones.
  studs: { forms: 3, byMotif: { Solitaire: 1, Flower: 0, Star: 0, Heart: 0, Navaratna: 2, Ruby: 1 } },
  jhumkas: { forms: 2 },
  chandbalis: { forms: 2 },
  hoops: { forms: 3, byMotif: { Classic: 0, Huggie: 0, Twisted: 1, Textured: 1, Beaded: 2 } },
  drops: { forms: 3, byMotif: { Teardrop: 0, Ruby: 0, Emerald: 0, Leaf: 1, Tassel: 1, Pearl: 2 } },
  "maang-tikka": { forms: 2, byMotif: { Chand: 1 } },
};

/** A piece's two pictures as SVG sources, drawn from its own seed. */
export function drawPiecePictures(picture: PiecePicture, attempt = 0): [Buffer, Buffer] {
  // Each piece's differences come from a source of its own, so the catalogue's stream is untouched.
  const random = createRandom(Math.imul(picture.serial + attempt * 1_000_003, 0x9e3779b1) ^ 0x5eed);
  const form = FORMS[picture.shape];
  const variant =
    form.byMotif?.[picture.noun] ?? form.byMotif?.[picture.motif] ?? random.int(0, form.forms - 1);
  return drawProductPictures({
    shape: picture.shape,
    look: { tone: picture.tone, stones: picture.stones, variant, random },
  });
}

/**
 * Draws and stores the pictures of every piece `generate` makes (its first pass over the
 * catalogue), and answers an ImageSource that hands each piece its paths in the same order (the
 * second pass, which writes the rows). Two pieces never share a picture up to
 * UNIQUE_PICTURES_UP_TO: a drawing equal to one already made is drawn again from a new seed.
 */
export async function drawCataloguePictures(
  target: MediaTarget,
  generate: (images: ImageSource) => Iterable<unknown>,
): Promise<ImageSource & { size: number }> {
  const paths: string[] = [];
  const perPiece: (readonly number[])[] = [];
  const byLook = new Map<string, readonly number[]>();
  const drawn = new Set<string>();
  let pending: Buffer[] = [];
  const planner: ImageSource = {
    pathsFor(picture) {
      const key = `${picture.shape}|${picture.tone}|${picture.stones.join("+")}|${picture.motif}|${picture.noun}`;
      const shared = picture.serial > UNIQUE_PICTURES_UP_TO ? byLook.get(key) : undefined;
      if (shared) {
        perPiece.push(shared);
        return [];
      }
      let svgs = drawPiecePictures(picture);
      for (let attempt = 1; svgs.some((svg) => drawn.has(digest(svg))); attempt++) {
        svgs = drawPiecePictures(picture, attempt);
      }
      const first = paths.length + pending.length;
      const ids = svgs.map((svg, i) => {
        drawn.add(digest(svg));
        pending.push(svg);
        return first + i;
      });
      if (!byLook.has(key)) byLook.set(key, ids);
      perPiece.push(ids);
      return [];
    },
  };
  const flush = async () => {
    paths.push(
      ...(await storePictures(
        target,
        pending.map((svg) => ({ svg, kind: "product" as const })),
      )),
    );
    pending = [];
  };
  for (const _piece of generate(planner)) {
    if (pending.length >= CHUNK) await flush();
  }
  await flush();
  let next = 0;
  return {
    size: paths.length,
    pathsFor: () => (perPiece[next++] ?? []).map((id) => paths[id]!),
  };
}

function digest(svg: Buffer): string {
  return createHash("sha256").update(svg).digest("base64");
}
