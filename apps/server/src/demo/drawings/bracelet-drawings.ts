import { edgeColour, type Gem, metalFill, type Tone } from "./palette.ts";
import { drawBand } from "./ring-drawings.ts";
import {
  drawBead,
  drawChainLinks,
  drawGem,
  drawSetGem,
  drawSparkle,
  drawTube,
  num,
  spacePointsOnEllipse,
} from "./svg.ts";

// Bangles stand on edge; chains lie in loops. 800 × 800 space centred on 400.

const degrees = (value: number) => (value * Math.PI) / 180;
const TEXTURES = ["plain", "grooved", "twisted"] as const;

/** A pair of bangles standing side by side, the front one set with small stones. */
export function drawBangles(tone: Tone, gem: Gem, variant: number): string {
  const texture = TEXTURES[variant % TEXTURES.length]!;
  const back = { cx: 320, cy: 405, rx: 170, ry: 195 };
  const front = { cx: 485, cy: 420, rx: 170, ry: 195 };
  const stones =
    texture === "plain"
      ? spacePointsOnEllipse(front, 30, degrees(25), degrees(155))
          .map((p) => drawGem(p.x, p.y, 8, gem === "pearl" ? "ruby" : gem))
          .join("")
      : "";
  return (
    `<g transform="rotate(-6 400 400)">${drawTube(back, 38, tone, texture)}${drawTube(front, 38, tone, texture)}${stones}</g>` +
    drawSparkle(330, 230, 18) +
    drawSparkle(610, 560, 12, 0.7)
  );
}

/** A broad kada: grooved, twisted, or hammered with small facets. */
export function drawKada(tone: Tone, _gem: Gem, variant: number): string {
  const cx = 400;
  const cy = 420;
  const r = 235;
  const thickness = 64;
  const mid = r - thickness / 2;
  const parts = [drawBand(cx, cy, r, thickness, tone)];
  if (variant % 3 === 0) {
    for (const radius of [r - 16, r - thickness + 16]) {
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${num(radius)}" ry="${num(radius * 0.93)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.55" stroke-width="4"/>`,
      );
    }
  } else if (variant % 3 === 1) {
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${num(mid)}" ry="${num(mid * 0.93)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.45" stroke-width="${thickness - 14}" stroke-dasharray="6 16"/>`,
    );
  } else {
    const facets = [r - 14, mid, r - thickness + 14]
      .flatMap((radius, ring) =>
        spacePointsOnEllipse(
          { cx, cy, rx: radius, ry: radius * 0.93 },
          22,
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

function drawEvilEye(x: number, y: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="26" fill="#1f4fb8" stroke="#0c2a6e" stroke-width="2"/>` +
    `<circle cx="${x}" cy="${y}" r="17" fill="#f4f7ff"/>` +
    `<circle cx="${x}" cy="${y}" r="11" fill="#5ea8ff"/>` +
    `<circle cx="${x}" cy="${y}" r="5.5" fill="#0a0a14"/>` +
    `<circle cx="${x - 8}" cy="${y - 9}" r="4" fill="#fff" opacity="0.8"/>`
  );
}

/** A chain bracelet in a loop: an evil-eye charm, a line of stones (tennis) or a heart charm. */
export function drawChainBracelet(tone: Tone, gem: Gem, variant: number): string {
  const loop = { cx: 400, cy: 400, rx: 250, ry: 175 };
  if (variant % 3 === 1) {
    const stones = spacePointsOnEllipse(loop, 30)
      .map((p) => drawSetGem(p.x, p.y, 10, gem === "pearl" ? "diamond" : gem, tone))
      .join("");
    return drawTube(loop, 10, tone) + stones + drawSparkle(560, 240, 18);
  }
  const links = drawChainLinks(spacePointsOnEllipse(loop, 22), tone, 14);
  const clasp = `<ellipse cx="650" cy="400" rx="16" ry="26" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="4"/>`;
  const charm =
    variant % 3 === 0
      ? `<line x1="400" y1="575" x2="400" y2="610" stroke="${metalFill(tone)}" stroke-width="4"/>${drawEvilEye(400, 632)}`
      : `<line x1="400" y1="575" x2="400" y2="600" stroke="${metalFill(tone)}" stroke-width="4"/>` +
        `<path d="M400,612c-16,-22 -56,-14 -50,16c4,22 50,52 50,52c0,0 46,-30 50,-52c6,-30 -34,-38 -50,-16Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
        drawGem(400, 636, 11, gem);
  return links + clasp + charm + drawSparkle(250, 260, 16);
}

/** A pair of anklets (payal) with small ghungroo bells along the lower edge. */
export function drawAnklets(tone: Tone, gem: Gem, variant: number): string {
  const drawOne = (loop: { cx: number; cy: number; rx: number; ry: number }) => {
    const chain = drawChainLinks(spacePointsOnEllipse(loop, 13), tone, 8);
    const bells = spacePointsOnEllipse(loop, variant % 2 === 0 ? 26 : 40, degrees(15), degrees(165))
      .map(
        (p) =>
          `<line x1="${num(p.x)}" y1="${num(p.y)}" x2="${num(p.x)}" y2="${num(p.y + 16)}" stroke="${metalFill(tone)}" stroke-width="3"/>` +
          drawBead(p.x, p.y + 24, 10, tone) +
          `<line x1="${num(p.x - 6)}" y1="${num(p.y + 28)}" x2="${num(p.x + 6)}" y2="${num(p.y + 28)}" stroke="${edgeColour(tone)}" stroke-width="2"/>`,
      )
      .join("");
    const accents =
      variant % 2 === 1
        ? spacePointsOnEllipse(loop, 80, degrees(200), degrees(340))
            .map((p) => drawSetGem(p.x, p.y, 7, gem === "diamond" ? "ruby" : gem, tone))
            .join("")
        : "";
    return chain + bells + accents;
  };
  return (
    drawOne({ cx: 310, cy: 330, rx: 200, ry: 125 }) +
    drawOne({ cx: 490, cy: 500, rx: 200, ry: 125 }) +
    drawSparkle(600, 300, 16)
  );
}
