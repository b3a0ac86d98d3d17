import type { Shape } from "../designs.ts";
import { drawAnklets, drawBangles, drawChainBracelet, drawKada } from "./bracelet-drawings.ts";
import { drawChandbalis, drawDrops, drawHoops, drawJhumkas, drawStuds } from "./earring-drawings.ts";
import {
  drawChain,
  drawChoker,
  drawHaaram,
  drawMaangTikka,
  drawMangalsutra,
  drawPendant,
} from "./necklace-drawings.ts";
import { BACKDROPS, type Gem, type Tone } from "./palette.ts";
import { drawBandRing, drawCoupleRings, drawSolitaireRing, drawToeRings } from "./ring-drawings.ts";
import { drawFloorShadow, renderSvgDocument } from "./svg.ts";

export type PieceDrawing = (tone: Tone, gem: Gem, variant: number) => string;

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

/** Where the eye goes on each shape: the centre of its close-up, the card's second picture. */
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

export interface ProductPicture {
  shape: Shape;
  tone: Tone;
  gem: Gem;
  variant: number;
  /** The second picture of a card: the same piece, nearer, on another backdrop. */
  closeUp: boolean;
}

/** A square product picture: the piece on a soft studio backdrop with a floor shadow. */
export function drawProductPicture(picture: ProductPicture): Buffer {
  const backdrops = BACKDROPS[picture.tone];
  const [light, deep] = backdrops[(picture.variant + (picture.closeUp ? 1 : 0)) % backdrops.length]!;
  const defs = `<radialGradient id="backdrop" cx="0.5" cy="0.42" r="0.78"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient>`;
  const piece =
    drawFloorShadow(400, 730, 300, 40) +
    PIECE_DRAWINGS[picture.shape](picture.tone, picture.gem, picture.variant);
  const [fx, fy] = DETAIL_POINTS[picture.shape];
  const placed = picture.closeUp
    ? `<g transform="translate(400 400) scale(1.55) translate(${-fx} ${-fy})">${piece}</g>`
    : piece;
  return renderSvgDocument(800, 800, defs, `<rect width="800" height="800" fill="url(#backdrop)"/>${placed}`);
}
