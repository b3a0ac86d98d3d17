import { type DrawLook, drawSetStoneOrBoss, drawStoneOrBead, drawStoneRow, stoneAt, vary } from "./look.ts";
import { edgeColour, gemFill, metalFill } from "./palette.ts";
import { drawBead, drawFlower, drawGem, drawSparkle, drawTube, num } from "./svg.ts";

// Earrings come in pairs, hung side by side at x = 270 and x = 530 in an 800 × 800 space.

const PAIR = [270, 530] as const;

function drawPair(draw: (x: number, mirrored: boolean) => string): string {
  return PAIR.map((x, i) => draw(x, i === 1)).join("");
}

/** Studs: a flower of petals, a prong-set stone, a pearl in a cup, or a polished metal dome. */
export function drawStuds(look: DrawLook): string {
  const { tone, variant } = look;
  const y = 400;
  const main = stoneAt(look, 0);
  const petals = look.random.int(5, 8);
  const size = vary(look, 1, 0.1);
  return (
    drawPair((x) => {
      const rest = variant % 3 === 2 && main !== "pearl" ? "" : drawStoneRow(look, 1, x, y + 100 * size, 9);
      return drawStud(x) + rest;
    }) + drawSparkle(330, 330, 20)
  );
  function drawStud(x: number): string {
    if (main === "pearl")
      return `<circle cx="${x}" cy="${y + 8}" r="${num(72 * size)}" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>${drawGem(x, y, 68 * size, "pearl")}`;
    if (variant % 3 === 0 || (variant % 3 === 1 && !main))
      return drawFlower(x, y, 100 * size, tone, main, petals);
    if (variant % 3 === 1 && main) {
      const prongs = [45, 135, 225, 315]
        .map((a) =>
          drawBead(
            x + Math.cos((a * Math.PI) / 180) * 66 * size,
            y + Math.sin((a * Math.PI) / 180) * 66 * size,
            12,
            tone,
          ),
        )
        .join("");
      return `<circle cx="${x}" cy="${y}" r="${num(74 * size)}" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>${drawGem(x, y, 64 * size, main)}${prongs}`;
    }
    // A domed top with a ring of small stones (or beads) round it.
    const count = look.random.int(8, 12);
    const ring = Array.from({ length: count }, (_, i) => {
      const a = (i / count) * Math.PI * 2;
      return drawStoneOrBead(x + Math.cos(a) * 62 * size, y + Math.sin(a) * 62 * size, 10, look, i);
    }).join("");
    return `<circle cx="${x}" cy="${y}" r="${num(76 * size)}" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>${ring}<circle cx="${x}" cy="${y}" r="${num(42 * size)}" fill="${metalFill(tone, "ball")}" stroke="${edgeColour(tone)}" stroke-width="2"/>`;
  }
}

/** The bell of a jhumka, from its top to the rim: carved bands, and the piece's stones if any. */
function drawDome(x: number, top: number, bottom: number, halfWidth: number, look: DrawLook): string {
  const { tone } = look;
  const h = bottom - top;
  const bands = [0.38, 0.62, 0.84]
    .map((share) => {
      const y = top + h * share;
      const w = halfWidth * Math.sin((share * Math.PI) / 2) ** 0.7;
      return `<path d="M${num(x - w)},${num(y)}Q${num(x)},${num(y + 20)} ${num(x + w)},${num(y)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.55" stroke-width="3"/>`;
    })
    .join("");
  const studs = [-0.55, -0.2, 0.2, 0.55]
    .map((share, i) =>
      drawStoneOrBead(x + halfWidth * 0.8 * share, top + h * 0.74 + Math.abs(share) * -6, 8, look, i),
    )
    .join("");
  return (
    `<path d="M${num(x - halfWidth)},${bottom}C${num(x - halfWidth)},${num(top + h * 0.4)} ${num(x - halfWidth * 0.55)},${top} ${x},${top}C${num(x + halfWidth * 0.55)},${top} ${num(x + halfWidth)},${num(top + h * 0.4)} ${num(x + halfWidth)},${bottom}Z" fill="${metalFill(tone, "ball")}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
    bands +
    studs +
    `<ellipse cx="${x}" cy="${bottom}" rx="${num(halfWidth + 6)}" ry="16" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
    `<ellipse cx="${x}" cy="${bottom + 4}" rx="${num(halfWidth - 8)}" ry="9" fill="${metalFill(tone, "recess")}"/>`
  );
}

/** Jhumkas: a flower stud, a short link and a carved bell with a fringe of pearls or metal beads. */
export function drawJhumkas(look: DrawLook): string {
  const { tone, variant } = look;
  const halfWidth = vary(look, 100, 0.08);
  const beads = look.random.int(7, 10);
  const pearls = look.stones.includes("pearl");
  return (
    drawPair((x) => {
      const fringe = Array.from({ length: beads }, (_, k) => {
        const offset = k - (beads - 1) / 2;
        const bx = x + offset * ((halfWidth * 1.7) / (beads - 1));
        const by = 500 + ((beads - 1) / 2 - Math.abs(offset)) * 3;
        const bead = pearls ? drawGem(bx, by + 18, 9, "pearl") : drawBead(bx, by + 16, 8, tone);
        return `<line x1="${num(bx)}" y1="${num(by - 12)}" x2="${num(bx)}" y2="${num(by + 8)}" stroke="${metalFill(tone)}" stroke-width="3"/>${bead}`;
      }).join("");
      return (
        fringe +
        drawBead(x, 256, 10, tone) +
        drawBead(x, 276, 8, tone) +
        drawDome(x, 290, 486, halfWidth, look) +
        drawFlower(x, 200, 58, tone, stoneAt(look, 0), variant % 2 === 0 ? 6 : 8)
      );
    }) + drawSparkle(228, 340, 16)
  );
}

/** Chandbalis: a crescent moon of metal set with the piece's stones, edged with pearls where it has them. */
export function drawChandbalis(look: DrawLook): string {
  const { tone, variant } = look;
  const pearls = look.stones.includes("pearl");
  const count = look.random.int(5, 8);
  return (
    drawPair((x) => {
      const cy = 330;
      const crescent = `<path d="M${x - 125},${cy}A125,125 0 0,0 ${x + 125},${cy}L${x + 82},${cy}A82,70 0 0,1 ${x - 82},${cy}Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>`;
      const stones = Array.from({ length: count }, (_, i) => {
        const a = ((20 + (i * 140) / (count - 1)) * Math.PI) / 180;
        return drawStoneOrBead(x + Math.cos(a) * 103, cy + Math.sin(a) * 96, 9, look, i);
      }).join("");
      const edging = Array.from({ length: 13 }, (_, i) => {
        const a = ((8 + i * 13.7) * Math.PI) / 180;
        const ex = x + Math.cos(a) * 140;
        const ey = cy + Math.sin(a) * 140;
        return pearls ? drawGem(ex, ey, 8, "pearl") : drawBead(ex, ey, 7, tone);
      }).join("");
      const drop =
        variant % 2 === 0 || !pearls
          ? drawSetStoneOrBoss(x, cy + 170, 16, look, 0)
          : drawGem(x, cy + 168, 14, "pearl");
      const hangers = `<path d="M${x - 100},${cy}L${x},${cy - 95}L${x + 100},${cy}" fill="none" stroke="${metalFill(tone)}" stroke-width="5"/>`;
      return (
        hangers + edging + crescent + stones + drop + drawFlower(x, cy - 115, 42, tone, stoneAt(look, 0), 6)
      );
    }) + drawSparkle(560, 420, 14)
  );
}

/** Hoops (bali): plain, twisted or beaded wire; a plain hoop may carry a stone at its base. */
export function drawHoops(look: DrawLook): string {
  const { tone, variant } = look;
  const texture = (["plain", "twisted", "beaded"] as const)[variant % 3]!;
  const rx = vary(look, 112, 0.1);
  const ry = vary(look, 140, 0.08);
  const main = stoneAt(look, 0);
  const tilt = vary(look, 6, 0.4);
  return (
    drawPair((x, mirrored) => {
      const hoop = { cx: x, cy: 430, rx, ry };
      // A set hoop shows its stones along the lower curve; a plain one shows none.
      const stones = main
        ? Array.from({ length: Math.max(3, look.stones.length) }, (_, i) => {
            const t = (i - (Math.max(3, look.stones.length) - 1) / 2) * 0.35;
            return drawGem(x + Math.sin(t) * rx, 430 + Math.cos(t) * ry, 11, stoneAt(look, i)!);
          }).join("")
        : "";
      return `<g transform="rotate(${num(mirrored ? tilt : -tilt)} ${x} 430)">${drawTube(hoop, vary(look, 26, 0.15), tone, texture)}${stones}<rect x="${x - 4}" y="${num(430 - ry - 28)}" width="8" height="34" rx="4" fill="${metalFill(tone, "top")}"/></g>`;
    }) + drawSparkle(200, 330, 18)
  );
}

/** Drops: a stone in a bezel over a teardrop of the piece's stone, a metal leaf, or a hanging pearl. */
export function drawDrops(look: DrawLook): string {
  const { tone, variant } = look;
  const main = stoneAt(look, 0);
  const length = vary(look, 1, 0.06);
  return (
    drawPair((x) => {
      const top = drawSetStoneOrBoss(x, 210, 22, look, main === "pearl" ? 1 : 0);
      const link = `<line x1="${x}" y1="240" x2="${x}" y2="300" stroke="${metalFill(tone)}" stroke-width="5"/>${drawBead(x, 270, 7, tone)}`;
      const y = (v: number) => num(300 + (v - 300) * length);
      let drop: string;
      if (main === "pearl" || (variant % 3 === 2 && main === undefined && look.stones.includes("pearl"))) {
        drop = `<path d="M${x - 22},312Q${x},292 ${x + 22},312L${x + 14},330L${x - 14},330Z" fill="${metalFill(tone)}"/>${drawGem(x, 300 + 84 * length, 58, "pearl")}`;
      } else if (main && variant % 3 !== 1) {
        drop =
          `<path d="M${x},300C${x + 78},${y(370)} ${x + 72},${y(520)} ${x},${y(528)}C${x - 72},${y(520)} ${x - 78},${y(370)} ${x},300Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
          `<path d="M${x},${y(330)}C${x + 58},${y(390)} ${x + 54},${y(500)} ${x},${y(506)}C${x - 54},${y(500)} ${x - 58},${y(390)} ${x},${y(330)}Z" fill="${gemFill(main)}"/>` +
          drawSparkle(x - 18, 300 + 110 * length, 16);
      } else {
        drop =
          `<path d="M${x},300C${x + 90},${y(360)} ${x + 70},${y(480)} ${x},${y(540)}C${x - 70},${y(480)} ${x - 90},${y(360)} ${x},300Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
          `<path d="M${x},312L${x},${y(528)}M${x},${y(360)}L${x + 40},${y(340)}M${x},${y(410)}L${x + 48},${y(390)}M${x},${y(460)}L${x + 40},${y(446)}M${x},${y(380)}L${x - 40},${y(360)}M${x},${y(430)}L${x - 48},${y(412)}M${x},${y(480)}L${x - 36},${y(468)}" stroke="${edgeColour(tone)}" stroke-opacity="0.55" stroke-width="3" fill="none"/>`;
      }
      return link + drop + top + drawStoneRow(look, 1, x, 250, 7);
    }) + drawSparkle(600, 250, 14)
  );
}
