import type { Random } from "../random.ts";
import type { Gem, Tone } from "./palette.ts";
import { drawBead, drawGem, drawSetGem } from "./svg.ts";

/**
 * What a drawing is asked to show: the metal's look, the stones (the main one first; none for
 * plain metal), which of the shape's forms to draw, and a source of small differences
 * (proportions, counts) so that no two pieces are drawn alike.
 */
export interface DrawLook {
  tone: Tone;
  stones: readonly Gem[];
  variant: number;
  random: Random;
}

/** The i-th stone of the piece, its stones taken in turn; undefined for plain metal. */
export function stoneAt(look: DrawLook, i = 0): Gem | undefined {
  return look.stones.length === 0 ? undefined : look.stones[i % look.stones.length];
}

/** A stone where the piece has stones, else a bead of its metal. */
export function drawStoneOrBead(x: number, y: number, r: number, look: DrawLook, i = 0): string {
  const gem = stoneAt(look, i);
  return gem ? drawGem(x, y, r, gem) : drawBead(x, y, r * 0.85, look.tone);
}

/** A stone in a bezel where the piece has stones, else a domed boss of its metal. */
export function drawSetStoneOrBoss(x: number, y: number, r: number, look: DrawLook, i = 0): string {
  const gem = stoneAt(look, i);
  return gem ? drawSetGem(x, y, r, gem, look.tone) : drawBead(x, y, r * 1.25, look.tone);
}

/** `base` varied by up to ± `spread` (a share of it) for this piece. */
export function vary(look: DrawLook, base: number, spread = 0.08): number {
  return base * (1 + look.random.between(-spread, spread));
}

/**
 * The piece's stones from the `from`-th on, in a short row centred on (x, y): for the forms that
 * show one main stone, so a second named stone ("Diamond Evil Eye") is drawn too.
 */
export function drawStoneRow(look: DrawLook, from: number, x: number, y: number, r: number): string {
  const rest = look.stones.slice(from);
  return rest.map((gem, i) => drawGem(x + (i - (rest.length - 1) / 2) * r * 2.4, y, r, gem)).join("");
}
