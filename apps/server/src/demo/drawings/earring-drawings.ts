import { edgeColour, type Gem, gemFill, metalFill, type Tone } from "./palette.ts";
import { drawBead, drawFlower, drawGem, drawSetGem, drawSparkle, drawTube, num } from "./svg.ts";

// Earrings come in pairs, hung side by side at x = 270 and x = 530 in an 800 × 800 space.

const PAIR = [270, 530] as const;

function drawPair(draw: (x: number, mirrored: boolean) => string): string {
  return PAIR.map((x, i) => draw(x, i === 1)).join("");
}

/** Studs: a flower of petals, a prong-set solitaire, or a pearl in a cup. */
export function drawStuds(tone: Tone, gem: Gem, variant: number): string {
  const y = 400;
  return (
    drawPair((x) => {
      if (variant % 3 === 0) return drawFlower(x, y, 100, tone, gem, 6);
      if (variant % 3 === 1) {
        const stone = gem === "pearl" ? "diamond" : gem;
        const prongs = [45, 135, 225, 315]
          .map((a) =>
            drawBead(
              x + Math.cos((a * Math.PI) / 180) * 66,
              y + Math.sin((a * Math.PI) / 180) * 66,
              12,
              tone,
            ),
          )
          .join("");
        return `<circle cx="${x}" cy="${y}" r="74" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>${drawGem(x, y, 64, stone)}${prongs}`;
      }
      return `<circle cx="${x}" cy="${y + 8}" r="72" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>${drawGem(x, y, 68, "pearl")}`;
    }) + drawSparkle(330, 330, 20)
  );
}

/** The bell of a jhumka, from its top to the rim. */
function drawDome(x: number, top: number, bottom: number, halfWidth: number, tone: Tone, gem: Gem): string {
  const h = bottom - top;
  const bands = [0.38, 0.62, 0.84]
    .map((share) => {
      const y = top + h * share;
      const w = halfWidth * Math.sin((share * Math.PI) / 2) ** 0.7;
      return `<path d="M${num(x - w)},${num(y)}Q${num(x)},${num(y + 20)} ${num(x + w)},${num(y)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.55" stroke-width="3"/>`;
    })
    .join("");
  const studs = [-0.55, -0.2, 0.2, 0.55]
    .map((share) => drawGem(x + halfWidth * 0.8 * share, top + h * 0.74 + Math.abs(share) * -6, 8, gem))
    .join("");
  return (
    `<path d="M${x - halfWidth},${bottom}C${x - halfWidth},${top + h * 0.4} ${x - halfWidth * 0.55},${top} ${x},${top}C${x + halfWidth * 0.55},${top} ${x + halfWidth},${top + h * 0.4} ${x + halfWidth},${bottom}Z" fill="${metalFill(tone, "ball")}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
    bands +
    studs +
    `<ellipse cx="${x}" cy="${bottom}" rx="${halfWidth + 6}" ry="16" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
    `<ellipse cx="${x}" cy="${bottom + 4}" rx="${halfWidth - 8}" ry="9" fill="${metalFill(tone, "recess")}"/>`
  );
}

/** Jhumkas: a flower stud, a short link and a carved bell with a fringe of beads. */
export function drawJhumkas(tone: Tone, gem: Gem, variant: number): string {
  const accent: Gem = gem === "diamond" ? "kemp" : gem;
  return (
    drawPair((x) => {
      const fringe = Array.from({ length: 9 }, (_, k) => {
        const bx = x + (k - 4) * 22;
        const by = 500 + (4 - Math.abs(k - 4)) * 3;
        const bead = variant % 2 === 0 ? drawGem(bx, by + 18, 9, "pearl") : drawBead(bx, by + 16, 8, tone);
        return `<line x1="${bx}" y1="${by - 12}" x2="${bx}" y2="${by + 8}" stroke="${metalFill(tone)}" stroke-width="3"/>${bead}`;
      }).join("");
      return (
        fringe +
        drawBead(x, 256, 10, tone) +
        drawBead(x, 276, 8, tone) +
        drawDome(x, 290, 486, 100, tone, accent) +
        drawFlower(x, 200, 58, tone, accent, variant % 2 === 0 ? 6 : 8)
      );
    }) + drawSparkle(228, 340, 16)
  );
}

/** Chandbalis: a crescent moon of metal set with stones and edged with pearls. */
export function drawChandbalis(tone: Tone, gem: Gem, variant: number): string {
  const accent: Gem = gem === "pearl" || gem === "diamond" ? "ruby" : gem;
  return (
    drawPair((x) => {
      const cy = 330;
      const crescent = `<path d="M${x - 125},${cy}A125,125 0 0,0 ${x + 125},${cy}L${x + 82},${cy}A82,70 0 0,1 ${x - 82},${cy}Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>`;
      const stones = Array.from({ length: 7 }, (_, i) => {
        const a = ((20 + i * 23.3) * Math.PI) / 180;
        return drawGem(x + Math.cos(a) * 103, cy + Math.sin(a) * 96, 9, i % 2 === 0 ? accent : "diamond");
      }).join("");
      const pearls = Array.from({ length: 13 }, (_, i) => {
        const a = ((8 + i * 13.7) * Math.PI) / 180;
        return drawGem(x + Math.cos(a) * 140, cy + Math.sin(a) * 140, 8, "pearl");
      }).join("");
      const drop =
        variant % 2 === 0 ? drawSetGem(x, cy + 170, 16, accent, tone) : drawGem(x, cy + 168, 14, "pearl");
      const hangers = `<path d="M${x - 100},${cy}L${x},${cy - 95}L${x + 100},${cy}" fill="none" stroke="${metalFill(tone)}" stroke-width="5"/>`;
      return hangers + pearls + crescent + stones + drop + drawFlower(x, cy - 115, 42, tone, accent, 6);
    }) + drawSparkle(560, 420, 14)
  );
}

/** Hoops (bali): plain, twisted or beaded wire. */
export function drawHoops(tone: Tone, gem: Gem, variant: number): string {
  const texture = (["plain", "twisted", "beaded"] as const)[variant % 3]!;
  return (
    drawPair((x, mirrored) => {
      const hoop = { cx: x, cy: 430, rx: 112, ry: 140 };
      const stone = texture === "plain" && gem !== "pearl" ? drawGem(x, 570, 12, gem) : "";
      return `<g transform="rotate(${mirrored ? 6 : -6} ${x} 430)">${drawTube(hoop, 26, tone, texture)}${stone}<rect x="${x - 4}" y="262" width="8" height="34" rx="4" fill="${metalFill(tone, "top")}"/></g>`;
    }) + drawSparkle(200, 330, 18)
  );
}

/** Drops: a stone in a bezel, a metal leaf, or a hanging pearl. */
export function drawDrops(tone: Tone, gem: Gem, variant: number): string {
  const accent: Gem = gem === "diamond" && variant % 3 === 0 ? "sapphire" : gem;
  return (
    drawPair((x) => {
      const top = drawSetGem(x, 210, 22, gem === "pearl" ? "diamond" : gem, tone);
      const link = `<line x1="${x}" y1="240" x2="${x}" y2="300" stroke="${metalFill(tone)}" stroke-width="5"/>${drawBead(x, 270, 7, tone)}`;
      let drop: string;
      if (variant % 3 === 0) {
        drop =
          `<path d="M${x},300C${x + 78},370 ${x + 72},520 ${x},528C${x - 72},520 ${x - 78},370 ${x},300Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
          `<path d="M${x},330C${x + 58},390 ${x + 54},500 ${x},506C${x - 54},500 ${x - 58},390 ${x},330Z" fill="${gemFill(accent === "pearl" ? "emerald" : accent)}"/>` +
          drawSparkle(x - 18, 410, 16);
      } else if (variant % 3 === 1) {
        drop =
          `<path d="M${x},300C${x + 90},360 ${x + 70},480 ${x},540C${x - 70},480 ${x - 90},360 ${x},300Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
          `<path d="M${x},312L${x},528M${x},360L${x + 40},340M${x},410L${x + 48},390M${x},460L${x + 40},446M${x},380L${x - 40},360M${x},430L${x - 48},412M${x},480L${x - 36},468" stroke="${edgeColour(tone)}" stroke-opacity="0.55" stroke-width="3" fill="none"/>`;
      } else {
        drop = `<path d="M${x - 22},312Q${x},292 ${x + 22},312L${x + 14},330L${x - 14},330Z" fill="${metalFill(tone)}"/>${drawGem(x, 384, 58, "pearl")}`;
      }
      return link + drop + top;
    }) + drawSparkle(600, 250, 14)
  );
}
