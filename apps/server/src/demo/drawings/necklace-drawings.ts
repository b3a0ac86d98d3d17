import { type DrawLook, drawSetStoneOrBoss, drawStoneOrBead, drawStoneRow, stoneAt, vary } from "./look.ts";
import { edgeColour, gemFill, metalFill, type Tone } from "./palette.ts";
import {
  drawBead,
  drawChainLinks,
  drawFlower,
  drawGem,
  drawSparkle,
  drawTube,
  num,
  type PathPoint,
  spacePointsOnEllipse,
} from "./svg.ts";

// Necklaces lie on the backdrop as a loop or hang as a U, in an 800 × 800 space.

const degrees = (value: number) => (value * Math.PI) / 180;

function drawClasp(x: number, y: number, tone: Tone): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="13" ry="24" fill="none" stroke="${edgeColour(tone)}" stroke-width="10"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="13" ry="24" fill="none" stroke="${metalFill(tone)}" stroke-width="6"/>` +
    `<circle cx="${x}" cy="${y - 34}" r="9" fill="none" stroke="${metalFill(tone)}" stroke-width="5"/>`
  );
}

/** A chain laid in a loop: cable links, or a rope chain drawn as a twisted wire. */
export function drawChain(look: DrawLook): string {
  const { tone } = look;
  const loop = { cx: 400, cy: 400, rx: vary(look, 255, 0.05), ry: vary(look, 275, 0.04) };
  const size = vary(look, 17, 0.2);
  const body =
    look.variant % 2 === 0
      ? drawChainLinks(spacePointsOnEllipse(loop, size * 1.6, degrees(-80), degrees(260)), tone, size)
      : drawTube(loop, vary(look, 24, 0.15), tone, "twisted");
  return body + drawClasp(400, 140, tone) + drawSparkle(590, 260, 18) + drawSparkle(250, 600, 12, 0.7);
}

function drawTeardrop(x: number, top: number, height: number, fill: string, stroke: string): string {
  const w = height * 0.42;
  return `<path d="M${x},${top}C${x + w * 1.2},${top + height * 0.45} ${x + w},${top + height} ${x},${top + height}C${x - w},${top + height} ${x - w * 1.2},${top + height * 0.45} ${x},${top}Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
}

/** A fine chain with a pendant: a stone drop, a Lakshmi coin or a heart. */
export function drawPendant(look: DrawLook): string {
  const { tone, variant } = look;
  const gem = stoneAt(look, 0);
  const loop = { cx: 400, cy: 300, rx: vary(look, 205, 0.05), ry: 225 };
  const chain = drawChainLinks(spacePointsOnEllipse(loop, 13, degrees(-85), degrees(265)), tone, 8);
  const bail = `<circle cx="400" cy="540" r="15" fill="none" stroke="${edgeColour(tone)}" stroke-width="9"/><circle cx="400" cy="540" r="15" fill="none" stroke="${metalFill(tone)}" stroke-width="5"/>`;
  let body: string;
  if (variant % 3 === 0) {
    body =
      drawTeardrop(400, 552, vary(look, 170, 0.08), metalFill(tone), edgeColour(tone)) +
      (gem
        ? drawTeardrop(400, 590, vary(look, 110, 0.08), gemFill(gem), "#ffffff55")
        : drawTeardrop(400, 600, 90, metalFill(tone, "ball"), edgeColour(tone))) +
      drawSparkle(385, 650, 16);
  } else if (variant % 3 === 1) {
    const count = look.random.int(18, 28);
    const dots = Array.from({ length: count }, (_, i) => {
      const a = (i / count) * Math.PI * 2;
      return drawBead(400 + Math.cos(a) * 66, 640 + Math.sin(a) * 66, 5, tone);
    }).join("");
    body =
      `<circle cx="400" cy="640" r="84" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
      `<circle cx="400" cy="640" r="58" fill="${metalFill(tone, "top")}" stroke="${edgeColour(tone)}" stroke-opacity="0.6" stroke-width="2"/>` +
      dots +
      drawFlower(400, 640, 46, tone, gem, look.random.int(6, 9));
  } else {
    body =
      `<path d="M400,575c-30,-42 -104,-26 -92,32c8,42 92,100 92,100c0,0 84,-58 92,-100c12,-58 -62,-74 -92,-32Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
      drawStoneOrBead(400, 625, vary(look, 24, 0.15), look) +
      drawSparkle(350, 600, 14);
  }
  return chain + drawClasp(400, 76, tone) + bail + drawStoneRow(look, 1, 400, 512, 8) + body;
}

function placeAlong(points: readonly PathPoint[], draw: (p: PathPoint, i: number) => string): string {
  return points.map(draw).join("");
}

/**
 * A choker on a silk dori: a row of set stones (or domed metal bosses) with drops beneath, a
 * centre pendant and, in a set, matching earrings. The drops are pearls only where the piece
 * has pearls; otherwise small metal beads.
 */
export function drawChoker(look: DrawLook): string {
  const { tone, variant } = look;
  const arc = { cx: 400, cy: 170, rx: 265, ry: vary(look, 260, 0.04) };
  const stones = spacePointsOnEllipse(arc, vary(look, 40, 0.1), degrees(18), degrees(162));
  const middle = Math.floor(stones.length / 2);
  const pearls = look.stones.includes("pearl");
  const drop = (x: number, y: number, r: number) =>
    pearls ? drawGem(x, y, r, "pearl") : drawBead(x, y, r * 0.8, tone);
  const drops = placeAlong(stones, (p, i) => {
    if (i === middle) return "";
    return `<line x1="${num(p.x)}" y1="${num(p.y)}" x2="${num(p.x)}" y2="${num(p.y + 40)}" stroke="${metalFill(tone)}" stroke-width="3"/>${drop(p.x, p.y + 46, 8)}`;
  });
  const settings = placeAlong(stones, (p, i) =>
    i === middle ? "" : drawSetStoneOrBoss(p.x, p.y, i % 2 === 0 ? 15 : 11, look, i),
  );
  const centre = stones[middle] ?? { x: 400, y: 430 };
  const inner = stoneAt(look, 1);
  const pendant =
    drawSetStoneOrBoss(centre.x, centre.y + 10, 30, look, 0) +
    drawTeardrop(centre.x, centre.y + 50, vary(look, 90, 0.1), metalFill(tone), edgeColour(tone)) +
    drawTeardrop(
      centre.x,
      centre.y + 70,
      55,
      inner ? gemFill(inner) : metalFill(tone, "ball"),
      inner ? "#ffffff55" : edgeColour(tone),
    ) +
    drop(centre.x, centre.y + 158, 11);
  const first = stones[0] ?? { x: 650, y: 250 };
  const last = stones[stones.length - 1] ?? { x: 150, y: 250 };
  const dori =
    `<path d="M${num(last.x)},${num(last.y)}Q${num(last.x - 30)},160 150,110" fill="none" stroke="#8c1d2c" stroke-width="5"/>` +
    `<path d="M${num(first.x)},${num(first.y)}Q${num(first.x + 30)},160 650,110" fill="none" stroke="#8c1d2c" stroke-width="5"/>` +
    drawBead(150, 110, 9, tone) +
    drawBead(650, 110, 9, tone);
  const earrings =
    variant % 2 === 1
      ? [150, 650]
          .map(
            (x) =>
              drawSetStoneOrBoss(x, 600, 18, look, 0) +
              drawTeardrop(x, 626, 80, metalFill(tone), edgeColour(tone)) +
              drop(x, 680, 14),
          )
          .join("")
      : "";
  return dori + drops + settings + pendant + earrings + drawSparkle(300, 330, 14);
}

/**
 * A long temple necklace: a strand of coins or mango motifs round a medallion. Pearls line the
 * inside only where the piece has pearls; the medallion's stones are the piece's own, or a
 * beaded metal frame.
 */
export function drawHaaram(look: DrawLook): string {
  const { tone, variant } = look;
  const outer = { cx: 400, cy: 150, rx: vary(look, 235, 0.04), ry: 460 };
  const inner = { cx: 400, cy: 150, rx: outer.rx - 35, ry: 420 };
  const strand = look.stones.includes("pearl")
    ? placeAlong(spacePointsOnEllipse(inner, 17, degrees(12), degrees(168)), (p) =>
        drawGem(p.x, p.y, 7, "pearl"),
      )
    : drawChainLinks(spacePointsOnEllipse(inner, 13, degrees(12), degrees(168)), tone, 7);
  const motifSpacing = vary(look, 30, 0.08);
  const motifs = placeAlong(spacePointsOnEllipse(outer, motifSpacing, degrees(10), degrees(170)), (p, i) => {
    if (variant % 2 === 0) {
      return (
        `<circle cx="${num(p.x)}" cy="${num(p.y + 12)}" r="17" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
        `<circle cx="${num(p.x)}" cy="${num(p.y + 12)}" r="11" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.5" stroke-width="1.5"/>` +
        `<circle cx="${num(p.x)}" cy="${num(p.y + 12)}" r="3.5" fill="${metalFill(tone, "recess")}"/>`
      );
    }
    const gem = stoneAt(look, i);
    return (
      `<g transform="translate(${num(p.x)},${num(p.y + 10)}) rotate(${num(p.angle + 90)})">` +
      `<path d="M0,-16C16,-16 18,6 4,16C-2,20 -6,12 -2,6C2,0 -14,-2 -12,-8C-10,-14 -4,-16 0,-16Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="1.5"/>` +
      `<circle cx="2" cy="-4" r="4" fill="${gem ? gemFill(gem) : metalFill(tone, "recess")}"/></g>`
    );
  });
  const count = look.random.int(12, 16);
  const frame = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    return drawStoneOrBead(400 + Math.cos(a) * 58, 668 + Math.sin(a) * 58, 8, look, i);
  }).join("");
  const fringe = [-40, -20, 0, 20, 40]
    .map((dx) => drawStoneOrBead(400 + dx, 752 - Math.abs(dx) * 0.5, 7, look, look.stones.indexOf("pearl")))
    .join("");
  const medallion =
    `<circle cx="400" cy="668" r="74" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
    frame +
    drawFlower(400, 668, 40, tone, stoneAt(look, 1), 8) +
    fringe;
  return strand + motifs + medallion + drawSparkle(560, 420, 16);
}

/** Two strands of black beads meeting at a pendant: twin vati bowls, or a drop set with the piece's stones. */
export function drawMangalsutra(look: DrawLook): string {
  const { tone, variant } = look;
  const strands = [
    { cx: 400, cy: 160, rx: vary(look, 225, 0.03), ry: 420 },
    { cx: 400, cy: 160, rx: vary(look, 205, 0.03), ry: 395 },
  ];
  const every = look.random.int(5, 9);
  const beads = strands
    .map((strand) =>
      placeAlong(spacePointsOnEllipse(strand, 13, degrees(14), degrees(166)), (p, i) =>
        i % every === 3
          ? drawBead(p.x, p.y, 7, tone)
          : `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="6" fill="${gemFill("black-bead")}"/>`,
      ),
    )
    .join("");
  const joint = drawBead(400, 585, 12, tone);
  const stones = look.stones.filter((gem) => gem !== "pearl" && gem !== "black-bead");
  // Twin vati: two small domed discs side by side, as worn in Maharashtra; or a drop with stones.
  const pendant =
    variant % 2 === 0 && stones.length === 0
      ? [356, 444]
          .map(
            (x) =>
              `<circle cx="${x}" cy="640" r="40" fill="${metalFill(tone, "ball")}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
              `<circle cx="${x}" cy="640" r="27" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.5" stroke-width="2"/>` +
              drawBead(x, 640, 8, tone),
          )
          .join("") +
        `<path d="M356,600L400,588L444,600" fill="none" stroke="${metalFill(tone)}" stroke-width="6"/>`
      : drawTeardrop(400, 598, vary(look, 120, 0.08), metalFill(tone), edgeColour(tone)) +
        [0, 1, 2]
          .map((i) =>
            stones.length > 0
              ? drawGem(400, 640 + i * 22, 9 - i, stones[i % stones.length]!)
              : drawBead(400, 640 + i * 22, 8 - i, tone),
          )
          .join("");
  return beads + joint + pendant + drawSparkle(450, 650, 14);
}

/** A maang tikka: hook, fine chain and a medallion (or a crescent "chand"), with drops beneath. */
export function drawMaangTikka(look: DrawLook): string {
  const { tone, variant } = look;
  const hook = `<path d="M400,70c-26,0 -26,-34 0,-34c22,0 22,24 4,30" fill="none" stroke="${metalFill(tone)}" stroke-width="7" stroke-linecap="round"/>`;
  const links = drawChainLinks(
    Array.from({ length: 15 }, (_, i) => ({ x: 400, y: 90 + i * 18, angle: 90 })),
    tone,
    10,
  );
  const count = look.random.int(12, 18);
  const medallion =
    variant % 2 === 0
      ? `<circle cx="400" cy="450" r="${num(vary(look, 96, 0.05))}" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
        Array.from({ length: count }, (_, i) => {
          const a = (i / count) * Math.PI * 2;
          return drawStoneOrBead(400 + Math.cos(a) * 76, 450 + Math.sin(a) * 76, 9, look, i);
        }).join("") +
        drawSetStoneOrBoss(400, 450, 36, look, 0)
      : `<path d="M290,400A110,110 0 0,0 510,400A90,80 0 0,1 290,400Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
        drawSetStoneOrBoss(400, 390, 30, look, 0) +
        drawStoneRow(look, 1, 400, 440, 9);
  const dropTop = variant % 2 === 0 ? 546 : 490;
  const pearl = look.stones.indexOf("pearl");
  const drops = [-60, -30, 0, 30, 60]
    .map((dx) => {
      const x = 400 + dx;
      const y = dropTop - Math.abs(dx) * 0.6;
      const bead = pearl >= 0 ? drawGem(x, y + 34, 11, "pearl") : drawBead(x, y + 34, 9, tone);
      return `<line x1="${x}" y1="${y - 12}" x2="${x}" y2="${y + 24}" stroke="${metalFill(tone)}" stroke-width="3"/>${bead}`;
    })
    .join("");
  return hook + links + drops + medallion + drawSparkle(460, 400, 16);
}
