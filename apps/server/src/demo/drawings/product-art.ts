import type { Shape } from "../designs.ts";
import { drawAnklets, drawBangles, drawChainBracelet, drawKada } from "./bracelet-drawings.ts";
import { drawChandbalis, drawDrops, drawHoops, drawJhumkas, drawStuds } from "./earring-drawings.ts";
import type { DrawLook } from "./look.ts";
import {
  drawChain,
  drawChoker,
  drawHaaram,
  drawMaangTikka,
  drawMangalsutra,
  drawPendant,
} from "./necklace-drawings.ts";
import type { Tone } from "./palette.ts";
import { drawBandRing, drawCoupleRings, drawSolitaireRing, drawToeRings } from "./ring-drawings.ts";
import { drawFloorShadow, num, renderSvgDocument } from "./svg.ts";

export type PieceDrawing = (look: DrawLook) => string;

/** Every shape and the function that draws it in the 800 × 800 product space. */
export const PIECE_DRAWINGS: Record<Shape, PieceDrawing> = {
  "solitaire-ring": drawSolitaireRing,
  "band-ring": drawBandRing,
  "couple-rings": drawCoupleRings,
  "toe-rings": drawToeRings,
  chain: drawChain,
  pendant: drawPendant,
  choker: drawChoker,
  haaram: drawHaaram,
  mangalsutra: drawMangalsutra,
  bangles: drawBangles,
  kada: drawKada,
  "chain-bracelet": drawChainBracelet,
  anklets: drawAnklets,
  studs: drawStuds,
  jhumkas: drawJhumkas,
  chandbalis: drawChandbalis,
  hoops: drawHoops,
  drops: drawDrops,
  "maang-tikka": drawMaangTikka,
};

/** Where the eye goes on each shape: the centre of the detail view, the piece's second picture. */
const DETAIL_POINTS: Record<Shape, readonly [number, number]> = {
  "solitaire-ring": [400, 300],
  "band-ring": [400, 330],
  "couple-rings": [420, 360],
  "toe-rings": [280, 400],
  chain: [400, 250],
  pendant: [400, 590],
  choker: [400, 420],
  haaram: [400, 610],
  mangalsutra: [400, 570],
  bangles: [480, 470],
  kada: [400, 300],
  "chain-bracelet": [400, 520],
  anklets: [430, 520],
  studs: [300, 400],
  jhumkas: [270, 380],
  chandbalis: [270, 380],
  hoops: [270, 440],
  drops: [270, 380],
  "maang-tikka": [400, 450],
};

/**
 * Soft studio backdrops, lit centre and edge: the front view on the light ones, the detail view
 * on the deeper one of each metal's family, so a piece's two pictures read as two shots.
 */
const BACKDROPS: Record<
  "gold" | "silver" | "dark",
  { front: readonly (readonly [string, string])[]; detail: readonly [string, string] }
> = {
  gold: {
    front: [
      ["#fdf6ec", "#efd9bf"],
      ["#fcf2f1", "#ecd0cc"],
      ["#f7f5ef", "#e2dac9"],
    ],
    detail: ["#f4e1dc", "#c99f95"],
  },
  silver: {
    front: [
      ["#f6f8fb", "#d9e0e8"],
      ["#f3f7f4", "#d2ded7"],
      ["#f8f4f9", "#e0d6e5"],
    ],
    detail: ["#e6ebf2", "#a4b0c4"],
  },
  dark: {
    front: [
      ["#f7f2ea", "#dfd2bf"],
      ["#f6eeeb", "#dcc7c1"],
      ["#f1f3ee", "#d2d8ca"],
    ],
    detail: ["#f1e8d8", "#c2ae8e"],
  },
};

const BACKDROP_FAMILY: Record<Tone, keyof typeof BACKDROPS> = {
  "gold-22k": "gold",
  "gold-18k": "gold",
  "gold-plated": "gold",
  silver: "silver",
  "fine-silver": "silver",
  oxidised: "dark",
  "german-silver": "dark",
};

/** One piece as drawn: its shape, and how it looks. */
export interface ProductPicture {
  shape: Shape;
  look: DrawLook;
}

/**
 * A piece's two square pictures: the whole piece on a soft studio backdrop with a floor shadow,
 * and a nearer, turned view of its detail on a deeper backdrop. The piece's own random source
 * places it (a few degrees of turn, a little nearer or farther), so no two pieces are framed alike.
 */
export function drawProductPictures(picture: ProductPicture): [Buffer, Buffer] {
  const { look, shape } = picture;
  const family = BACKDROPS[BACKDROP_FAMILY[look.tone]];
  const piece = drawFloorShadow(400, 730, 300, 40) + PIECE_DRAWINGS[shape](look);
  const { random } = look;
  const front = family.front[random.int(0, family.front.length - 1)]!;
  const turn = random.between(-4, 4);
  const scale = random.between(0.93, 1.01);
  const shift = [random.between(-12, 12), random.between(-10, 10)] as const;
  const light = [random.between(0.38, 0.62), random.between(0.34, 0.5)] as const;
  const [fx, fy] = DETAIL_POINTS[shape];
  const nearer = random.between(1.45, 1.7);
  const detailTurn = random.between(-9, 9);
  return [
    drawOnBackdrop(
      front,
      light,
      `<g transform="translate(${num(400 + shift[0])} ${num(400 + shift[1])}) rotate(${num(turn)}) scale(${Math.round(scale * 1000) / 1000}) translate(-400 -400)">${piece}</g>`,
    ),
    drawOnBackdrop(
      family.detail,
      [1 - light[0], light[1]],
      `<g transform="translate(400 400) rotate(${num(detailTurn)}) scale(${Math.round(nearer * 100) / 100}) translate(${-fx} ${-fy})">${piece}</g>`,
    ),
  ];
}

function drawOnBackdrop(
  [lit, edge]: readonly [string, string],
  [cx, cy]: readonly [number, number],
  body: string,
): Buffer {
  const defs = `<radialGradient id="backdrop" cx="${Math.round(cx * 100) / 100}" cy="${Math.round(cy * 100) / 100}" r="0.8"><stop offset="0" stop-color="${lit}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`;
  return renderSvgDocument(800, 800, defs, `<rect width="800" height="800" fill="url(#backdrop)"/>${body}`);
}
