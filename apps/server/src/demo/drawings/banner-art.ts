import type { Shape } from "../designs.ts";
import { createRandom } from "../random.ts";
import type { Gem, Tone } from "./palette.ts";
import { PIECE_DRAWINGS } from "./product-art.ts";
import { drawFloorShadow, drawSparkle, num, renderSvgDocument } from "./svg.ts";

/** Banners are 1600 × 600 (the media pipeline's banner aspect, 0.375). */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

/** Deep jewel tones for the home page: each pair is the lit centre and the edge of the backdrop. */
export const BANNER_BACKDROPS = {
  maroon: ["#8a1630", "#3a0511"],
  emerald: ["#1a6a4c", "#062519"],
  midnight: ["#27306a", "#090d26"],
  plum: ["#6e2a62", "#260a22"],
  teal: ["#17727a", "#06272b"],
  ivory: ["#fdf7ec", "#e7d1ae"],
  blush: ["#fdf0ee", "#e6bdb6"],
  saffron: ["#ffcf6e", "#e0701f"],
  leaf: ["#eef6e4", "#b9d79c"],
} as const;
export type BannerBackdrop = keyof typeof BANNER_BACKDROPS;

const LIGHT_BACKDROPS = new Set<BannerBackdrop>(["ivory", "blush", "saffron", "leaf"]);

export type BannerPattern = "mandala" | "jaali" | "arches" | "none";

/** The metal looks a banner's pieces are drawn in: gold is 22K. */
export type BannerTone = "gold" | "silver" | "oxidised";
const BANNER_TONES: Record<BannerTone, Tone> = { gold: "gold-22k", silver: "silver", oxidised: "oxidised" };

export interface PlacedPiece {
  shape: Shape;
  tone: BannerTone;
  gem: Gem;
  variant: number;
  /** Centre of the piece on the banner, and its size (1 = the 800-pixel product drawing). */
  x: number;
  y: number;
  scale: number;
  /** Degrees the piece swings about its top, for the video clips. */
  swing?: number;
}

export const piece = (
  shape: Shape,
  tone: BannerTone,
  gem: Gem,
  variant: number,
  x: number,
  y: number,
  scale: number,
): PlacedPiece => ({ shape, tone, gem, variant, x, y, scale });

export interface BannerScene {
  backdrop: BannerBackdrop;
  pattern: BannerPattern;
  /** Where the spotlight and the pattern centre on; pieces usually sit here too. */
  focusX: number;
  pieces: readonly PlacedPiece[];
  /** Drawn between the backdrop and the pieces (festival motifs). */
  behind?: string;
  /** Drawn over everything (offer wording). */
  front?: string;
}

/** A piece from the product drawings, moved and scaled onto a banner. */
export function placePiece(piece: PlacedPiece): string {
  const drawing = PIECE_DRAWINGS[piece.shape]({
    tone: BANNER_TONES[piece.tone],
    stones: [piece.gem],
    variant: piece.variant,
    random: createRandom(piece.variant),
  });
  const swung = piece.swing ? `<g transform="rotate(${num(piece.swing)} 400 120)">${drawing}</g>` : drawing;
  return `<g transform="translate(${num(piece.x)} ${num(piece.y)}) scale(${piece.scale}) translate(-400 -400)">${drawFloorShadow(400, 720, 280, 36)}${swung}</g>`;
}

function drawMandala(cx: number, cy: number, colour: string): string {
  const rings = [110, 170, 235, 300]
    .map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="2"/>`)
    .join("");
  const petals = [
    { r: 140, count: 16, size: 26 },
    { r: 205, count: 24, size: 30 },
    { r: 268, count: 32, size: 28 },
  ]
    .flatMap(({ r, count, size }) =>
      Array.from({ length: count }, (_, i) => {
        const angle = (360 / count) * i;
        return `<ellipse cx="${cx}" cy="${num(cy - r)}" rx="${num(size * 0.42)}" ry="${size}" transform="rotate(${num(angle)} ${cx} ${cy})" fill="none" stroke="${colour}" stroke-width="2"/>`;
      }),
    )
    .join("");
  return `<g opacity="0.22">${rings}${petals}</g>`;
}

function drawJaali(colour: string): string {
  return (
    `<pattern id="jaali" width="90" height="90" patternUnits="userSpaceOnUse">` +
    `<path d="M45,6 Q66,24 84,45 Q66,66 45,84 Q24,66 6,45 Q24,24 45,6Z" fill="none" stroke="${colour}" stroke-width="1.8"/>` +
    `<circle cx="45" cy="45" r="7" fill="none" stroke="${colour}" stroke-width="1.5"/></pattern>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#jaali)" opacity="0.16"/>`
  );
}

function drawArches(colour: string): string {
  const arches = Array.from({ length: 9 }, (_, i) => {
    const x = 40 + i * 190;
    return `<path d="M${x},600V330Q${x},220 ${x + 75},170Q${x + 150},220 ${x + 150},330V600" fill="none" stroke="${colour}" stroke-width="3"/>`;
  }).join("");
  return `<g opacity="0.2">${arches}</g>`;
}

/** A banner: jewel-toned backdrop, a spotlight, a faint traditional pattern, a gold rule, the pieces. */
export function drawBannerPicture(scene: BannerScene): Buffer {
  const [lit, edge] = BANNER_BACKDROPS[scene.backdrop];
  const light = LIGHT_BACKDROPS.has(scene.backdrop);
  const line = light ? "#b0803a" : "#e9c46a";
  const defs = `<radialGradient id="spotlight" cx="${num(scene.focusX / BANNER_WIDTH)}" cy="0.45" r="0.85"><stop offset="0" stop-color="${lit}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`;
  let pattern = "";
  if (scene.pattern === "mandala") pattern = drawMandala(scene.focusX, 300, line);
  else if (scene.pattern === "jaali") pattern = drawJaali(line);
  else if (scene.pattern === "arches") pattern = drawArches(line);
  const glints = [
    [0.12, 0.2],
    [0.9, 0.16],
    [0.82, 0.86],
    [0.2, 0.82],
  ]
    .map(([fx, fy]) => drawSparkle(fx! * BANNER_WIDTH, fy! * BANNER_HEIGHT, 14, light ? 0.6 : 0.5))
    .join("");
  const body =
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#spotlight)"/>` +
    pattern +
    `<rect x="22" y="22" width="${BANNER_WIDTH - 44}" height="${BANNER_HEIGHT - 44}" fill="none" stroke="${line}" stroke-opacity="0.45" stroke-width="2"/>` +
    (scene.behind ?? "") +
    scene.pieces.map(placePiece).join("") +
    glints +
    (scene.front ?? "");
  return renderSvgDocument(BANNER_WIDTH, BANNER_HEIGHT, defs, body);
}

/**
 * Wording drawn into an offer banner, which has no title field of its own. Fonts are whatever the
 * machine has: without any, the banner still shows its pieces and pattern.
 */
export function drawOfferWording(headline: string, subline: string, x: number, light: boolean): string {
  const ink = light ? "#5a1020" : "#fbe7b0";
  const font = "font-family=\"'DejaVu Serif', 'Noto Serif', Georgia, serif\"";
  return (
    `<text x="${x}" y="300" ${font} font-size="108" font-weight="bold" fill="${ink}" text-anchor="middle">${escapeText(headline)}</text>` +
    `<text x="${x}" y="380" ${font} font-size="40" letter-spacing="6" fill="${ink}" fill-opacity="0.85" text-anchor="middle">${escapeText(subline)}</text>`
  );
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
