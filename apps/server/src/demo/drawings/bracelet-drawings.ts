import { type DrawLook, drawSetStoneOrBoss, drawStoneOrBead, drawStoneRow, stoneAt, vary } from "./look.ts";
import { edgeColour, metalFill } from "./palette.ts";
import { drawBand } from "./ring-drawings.ts";
import {
  drawBead,
  drawChainLinks,
  drawGem,
  drawSparkle,
  drawTube,
  num,
  spacePointsOnEllipse,
} from "./svg.ts";

// Bangles stand on edge; chains lie in loops. 800 × 800 space centred on 400.

const degrees = (value: number) => (value * Math.PI) / 180;
const TEXTURES = ["plain", "grooved", "twisted"] as const;

/** A pair of bangles standing side by side; the front one set with the piece's stones, when it has stones. */
export function drawBangles(look: DrawLook): string {
  const { tone, variant } = look;
  const texture = TEXTURES[variant % TEXTURES.length]!;
  const width = vary(look, 38, 0.15);
  const back = { cx: 320, cy: 405, rx: vary(look, 170, 0.04), ry: 195 };
  const front = { cx: 485, cy: 420, rx: back.rx, ry: 195 };
  const stones =
    look.stones.length > 0
      ? spacePointsOnEllipse(front, vary(look, 30, 0.15), degrees(25), degrees(155))
          .map((p, i) => drawStoneOrBead(p.x, p.y, 8, look, i))
          .join("")
      : "";
  return (
    `<g transform="rotate(${num(vary(look, -6, 0.5))} 400 400)">${drawTube(back, width, tone, texture)}${drawTube(front, width, tone, texture)}${stones}</g>` +
    drawSparkle(330, 230, 18) +
    drawSparkle(610, 560, 12, 0.7)
  );
}

/** A broad kada: grooved, twisted, hammered with small facets, or studded with the piece's beads. */
export function drawKada(look: DrawLook): string {
  const { tone, variant } = look;
  const cx = 400;
  const cy = 420;
  const r = vary(look, 235, 0.03);
  const thickness = vary(look, 64, 0.12);
  const mid = r - thickness / 2;
  const parts = [drawBand(cx, cy, r, thickness, tone)];
  if (look.stones.length > 0) {
    // Beads set round the front half (rudraksha on a Rudraksha kada).
    parts.push(
      spacePointsOnEllipse({ cx, cy, rx: mid, ry: mid * 0.93 }, thickness * 0.8, degrees(10), degrees(170))
        .map((p, i) => drawStoneOrBead(p.x, p.y, thickness * 0.32, look, i))
        .join(""),
    );
  } else if (variant % 3 === 0) {
    for (const radius of [r - 16, r - thickness + 16]) {
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${num(radius)}" ry="${num(radius * 0.93)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.55" stroke-width="4"/>`,
      );
    }
  } else if (variant % 3 === 1) {
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${num(mid)}" ry="${num(mid * 0.93)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.45" stroke-width="${num(thickness - 14)}" stroke-dasharray="6 ${num(vary(look, 16, 0.2))}"/>`,
    );
  } else {
    const facets = [r - 14, mid, r - thickness + 14]
      .flatMap((radius, ring) =>
        spacePointsOnEllipse(
          { cx, cy, rx: radius, ry: radius * 0.93 },
          vary(look, 22, 0.1),
          degrees(ring * 7),
          degrees(360 + ring * 7),
        ),
      )
      .map((p) => `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="5" fill="#fff" fill-opacity="0.25"/>`)
      .join("");
    parts.push(facets);
  }
  parts.push(drawSparkle(cx - 170, cy - 150, 22));
  return parts.join("");
}

/**
 * A chain bracelet in a loop: a line of set stones (tennis), or links with a charm: an evil eye
 * where the piece has one, a heart set with its stone, or a plain heart.
 */
export function drawChainBracelet(look: DrawLook): string {
  const { tone, variant } = look;
  const loop = { cx: 400, cy: 400, rx: vary(look, 250, 0.04), ry: vary(look, 175, 0.05) };
  const main = stoneAt(look, 0);
  if (variant % 3 === 1 && main) {
    const stones = spacePointsOnEllipse(loop, vary(look, 30, 0.12))
      .map((p, i) => drawSetStoneOrBoss(p.x, p.y, 10, look, i))
      .join("");
    return drawTube(loop, 10, tone) + stones + drawSparkle(560, 240, 18);
  }
  const size = vary(look, 14, 0.15);
  const links = drawChainLinks(spacePointsOnEllipse(loop, size * 1.6), tone, size);
  const bottom = loop.cy + loop.ry;
  const clasp = `<ellipse cx="${num(loop.cx + loop.rx)}" cy="400" rx="16" ry="26" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="4"/>`;
  const eye = look.stones.includes("evil-eye");
  const others = { ...look, stones: look.stones.filter((gem) => gem !== "evil-eye") };
  const charm = eye
    ? `<line x1="400" y1="${num(bottom)}" x2="400" y2="${num(bottom + 35)}" stroke="${metalFill(tone)}" stroke-width="4"/>${drawGem(400, bottom + 57, 26, "evil-eye")}`
    : `<line x1="400" y1="${num(bottom)}" x2="400" y2="${num(bottom + 25)}" stroke="${metalFill(tone)}" stroke-width="4"/>` +
      `<g transform="translate(0 ${num(bottom - 575)})"><path d="M400,612c-16,-22 -56,-14 -50,16c4,22 50,52 50,52c0,0 46,-30 50,-52c6,-30 -34,-38 -50,-16Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
      `${drawStoneOrBead(400, 636, 11, look)}</g>`;
  // Beside an evil eye, the piece's other stones hang as small charms along the chain.
  const besides = eye
    ? drawStoneRow(others, 0, 400, bottom + 8, 9)
    : drawStoneRow(look, 1, 400, bottom - 20, 8);
  return links + clasp + charm + besides + drawSparkle(250, 260, 16);
}

/** A pair of anklets (payal) with small ghungroo bells along the lower edge, and stones where the piece has them. */
export function drawAnklets(look: DrawLook): string {
  const { tone, variant } = look;
  const bellSpacing = variant % 2 === 0 ? vary(look, 26, 0.12) : vary(look, 40, 0.12);
  const drawOne = (loop: { cx: number; cy: number; rx: number; ry: number }) => {
    const chain = drawChainLinks(spacePointsOnEllipse(loop, 13), tone, 8);
    const bells = spacePointsOnEllipse(loop, bellSpacing, degrees(15), degrees(165))
      .map(
        (p) =>
          `<line x1="${num(p.x)}" y1="${num(p.y)}" x2="${num(p.x)}" y2="${num(p.y + 16)}" stroke="${metalFill(tone)}" stroke-width="3"/>` +
          drawBead(p.x, p.y + 24, 10, tone) +
          `<line x1="${num(p.x - 6)}" y1="${num(p.y + 28)}" x2="${num(p.x + 6)}" y2="${num(p.y + 28)}" stroke="${edgeColour(tone)}" stroke-width="2"/>`,
      )
      .join("");
    const accents =
      look.stones.length > 0
        ? spacePointsOnEllipse(loop, 80, degrees(200), degrees(340))
            .map((p, i) => drawSetStoneOrBoss(p.x, p.y, 7, look, i))
            .join("")
        : "";
    return chain + bells + accents;
  };
  const rx = vary(look, 200, 0.04);
  return (
    drawOne({ cx: 310, cy: 330, rx, ry: 125 }) +
    drawOne({ cx: 490, cy: 500, rx, ry: 125 }) +
    drawSparkle(600, 300, 16)
  );
}
