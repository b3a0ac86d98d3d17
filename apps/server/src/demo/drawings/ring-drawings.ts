import { type DrawLook, drawSetStoneOrBoss, drawStoneOrBead, drawStoneRow, stoneAt, vary } from "./look.ts";
import { edgeColour, type Gem, gemFill, metalFill, type Tone, WHITE_GEMS } from "./palette.ts";
import { drawBead, drawFlower, drawGem, drawSparkle, ellipsePath, num } from "./svg.ts";

// Rings stand upright facing the viewer, tilted a little, in an 800 × 800 space centred on 400.

const SQUASH = 0.93;

/** A band seen slightly from above: the inside of the back of the band shows as a crescent. */
export function drawBand(cx: number, cy: number, r: number, thickness: number, tone: Tone): string {
  const inner = r - thickness;
  const depth = thickness * 0.75;
  const rim = (radius: number, dy = 0) => ellipsePath(cx, cy + dy, radius, radius * SQUASH);
  const mid = r - thickness / 2;
  const arc = (from: number, to: number) => {
    const a = (from * Math.PI) / 180;
    const b = (to * Math.PI) / 180;
    return `M${num(cx + mid * Math.cos(a))},${num(cy + mid * SQUASH * Math.sin(a))}A${num(mid)},${num(mid * SQUASH)} 0 0 1 ${num(cx + mid * Math.cos(b))},${num(cy + mid * SQUASH * Math.sin(b))}`;
  };
  return (
    `<path d="${rim(inner)}${ellipsePath(cx, cy - depth, inner * 0.97, inner * SQUASH * 0.93)}" fill-rule="evenodd" fill="${metalFill(tone, "recess")}"/>` +
    `<path d="${rim(r)}${rim(inner)}" fill-rule="evenodd" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-opacity="0.55" stroke-width="2"/>` +
    `<path d="${arc(195, 265)}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${num(thickness * 0.2)}" stroke-linecap="round"/>` +
    `<path d="${arc(20, 70)}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="${num(thickness * 0.12)}" stroke-linecap="round"/>`
  );
}

/** A brilliant-cut stone seen from the side: crown, girdle and pavilion. */
function drawSideStone(x: number, y: number, width: number, gem: Gem): string {
  const h = width / 2;
  const crown = `${num(x - h)},${num(y)} ${num(x - h * 0.6)},${num(y - width * 0.3)} ${num(x + h * 0.6)},${num(y - width * 0.3)} ${num(x + h)},${num(y)}`;
  const pavilion = `${num(x - h)},${num(y)} ${num(x)},${num(y + width * 0.45)} ${num(x + h)},${num(y)}`;
  const lines = [
    `M${num(x - h * 0.6)},${num(y - width * 0.3)}L${num(x - h * 0.3)},${num(y)}L${num(x)},${num(y - width * 0.3)}L${num(x + h * 0.3)},${num(y)}L${num(x + h * 0.6)},${num(y - width * 0.3)}`,
    `M${num(x - h * 0.5)},${num(y)}L${num(x)},${num(y + width * 0.45)}L${num(x + h * 0.5)},${num(y)}`,
  ].join("");
  return (
    `<polygon points="${pavilion}" fill="${gemFill(gem)}" stroke="#7f93a8" stroke-opacity="0.5"/>` +
    `<polygon points="${crown}" fill="${gemFill(gem)}" stroke="#7f93a8" stroke-opacity="0.5"/>` +
    `<path d="${lines}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="1.6"/>` +
    drawSparkle(x - h * 0.35, y - width * 0.18, width * 0.22) +
    drawSparkle(x + h * 0.7, y - width * 0.5, width * 0.14, 0.7)
  );
}

function drawOvalStone(x: number, y: number, rx: number, ry: number, gem: Gem, tone: Tone): string {
  return (
    `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx * 1.14)}" ry="${num(ry * 1.14)}" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
    `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="${gemFill(gem)}"/>` +
    `<ellipse cx="${num(x - rx * 0.3)}" cy="${num(y - ry * 0.4)}" rx="${num(rx * 0.35)}" ry="${num(ry * 0.2)}" fill="#fff" opacity="0.55"/>` +
    drawSparkle(x + rx * 0.35, y - ry * 0.2, rx * 0.3, 0.8)
  );
}

/** The head of a ring: a prong-set stone, a halo, a flower, a polished dome or a cluster. */
export function drawSolitaireRing(look: DrawLook): string {
  const { tone } = look;
  const cx = 400;
  const cy = 450;
  const r = vary(look, 200, 0.04);
  const top = cy - r * SQUASH;
  const band = drawBand(cx, cy, r, vary(look, 30, 0.2), tone);
  const shoulders = `<path d="M${num(cx - 70)},${num(top + 14)}Q${cx},${num(top - 40)} ${num(cx + 70)},${num(top + 14)}" fill="none" stroke="${metalFill(tone, "top")}" stroke-width="18" stroke-linecap="round"/>`;
  const main = stoneAt(look, 0);
  const second = look.stones.length > 1 ? stoneAt(look, 1) : undefined;
  let head: string;
  if (look.variant % 5 === 0 && main && main !== "pearl") {
    const width = vary(look, 120, 0.12);
    // Prongs rise behind the stone; only their tips show over its girdle.
    const prongs = [-52, 52]
      .map(
        (dx) =>
          `<path d="M${num(cx + dx * 0.6)},${num(top - 20)}L${num(cx + dx)},${num(top - 82)}" stroke="${metalFill(tone, "top")}" stroke-width="11" stroke-linecap="round"/>`,
      )
      .join("");
    head =
      `<path d="M${num(cx - 46)},${num(top - 8)}L${num(cx - 30)},${num(top - 58)}L${num(cx + 30)},${num(top - 58)}L${num(cx + 46)},${num(top - 8)}Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
      prongs +
      drawSideStone(cx, top - 84, width, main) +
      drawBead(cx - 56, top - 86, 7, tone) +
      drawBead(cx + 56, top - 86, 7, tone);
  } else if (look.variant % 5 === 1 && main) {
    // A halo: the second stone, or the main one when it is white (a diamond halo round a
    // diamond), else a beaded (milgrain) frame round the coloured stone.
    const ringed = second ?? (WHITE_GEMS.has(main) ? main : undefined);
    const count = look.random.int(12, 18);
    const halo = Array.from({ length: count }, (_, i) => {
      const a = (i / count) * Math.PI * 2;
      const x = cx + Math.cos(a) * 68;
      const y = top - 62 + Math.sin(a) * 54;
      return ringed ? drawGem(x, y, 9, ringed) : drawBead(x, y, 8, tone);
    }).join("");
    head =
      `<ellipse cx="${cx}" cy="${num(top - 62)}" rx="82" ry="68" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
      halo +
      drawOvalStone(cx, top - 62, vary(look, 46, 0.1), vary(look, 38, 0.1), main, tone);
  } else if (look.variant % 5 === 3) {
    // A polished dome, with a small stone at its crown when the piece has one.
    const w = vary(look, 74, 0.12);
    head =
      `<path d="M${num(cx - w)},${num(top + 4)}C${num(cx - w)},${num(top - w * 1.2)} ${num(cx + w)},${num(top - w * 1.2)} ${num(cx + w)},${num(top + 4)}Z" fill="${metalFill(tone, "ball")}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
      (main ? drawGem(cx, top - w * 0.5, 16, main) : "") +
      drawSparkle(cx - w * 0.4, top - w * 0.6, 14);
  } else if (look.variant % 5 === 4) {
    // A cluster: a raised centre ringed by stones in turn, as a cocktail ring is set.
    const count = Math.max(look.random.int(7, 10), look.stones.length - 1);
    const ring = Array.from({ length: count }, (_, i) => {
      const a = (i / count) * Math.PI * 2;
      return drawStoneOrBead(cx + Math.cos(a) * 62, top - 64 + Math.sin(a) * 50, 17, look, i + 1);
    }).join("");
    head =
      `<ellipse cx="${cx}" cy="${num(top - 64)}" rx="92" ry="76" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
      ring +
      drawSetStoneOrBoss(cx, top - 64, 26, look, 0);
  } else {
    head =
      `<circle cx="${cx}" cy="${num(top - 56)}" r="78" fill="${metalFill(tone, "recess")}" opacity="0.35"/>` +
      drawFlower(cx, top - 56, vary(look, 80, 0.1), tone, main, look.random.int(5, 8)) +
      drawSparkle(cx + 40, top - 100, 16);
  }
  // Forms that show one main stone carry the others on the shoulders.
  const rest =
    look.variant % 5 === 0 || look.variant % 5 === 2 || look.variant % 5 === 3
      ? drawStoneRow(look, 1, cx, top + 2, 9)
      : "";
  return band + shoulders + head + rest;
}

/** Wedding bands and signets: a broad band, grooved, milgrain-edged, set with a line of stones, or a signet face. */
export function drawBandRing(look: DrawLook): string {
  const { tone } = look;
  const cx = 400;
  const cy = 430;
  const r = vary(look, 215, 0.03);
  const thickness = vary(look, 52, 0.15);
  const parts = [drawBand(cx, cy, r, thickness, tone)];
  const mid = r - thickness / 2;
  const main = stoneAt(look, 0);
  // A line of small stones across the top (half eternity), or beads of metal on a plain band.
  const topLine = (count: number) => {
    for (let i = 0; i < count; i++) {
      const a = -Math.PI / 2 + (i - (count - 1) / 2) * 0.16;
      const x = cx + Math.cos(a) * mid;
      const y = cy + Math.sin(a) * mid * SQUASH;
      parts.push(
        main ? drawGem(x, y, thickness * 0.26, stoneAt(look, i)!) : drawBead(x, y, thickness * 0.18, tone),
      );
    }
  };
  if (look.variant % 4 === 0) {
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${num(mid)}" ry="${num(mid * SQUASH)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.5" stroke-width="4"/>`,
    );
    if (main) topLine(Math.max(look.stones.length, look.random.int(3, 7)));
  } else if (look.variant % 4 === 1) {
    for (const radius of [r - 7, r - thickness + 7]) {
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${num(radius)}" ry="${num(radius * SQUASH)}" fill="none" stroke="${metalFill(tone, "ball")}" stroke-width="7" stroke-linecap="round" stroke-dasharray="0.1 ${num(vary(look, 11, 0.15))}"/>`,
      );
    }
    if (main) topLine(Math.max(look.stones.length, 3));
  } else if (look.variant % 4 === 2) {
    const faceY = cy - r * SQUASH + 8;
    const rx = vary(look, 96, 0.1);
    const ry = vary(look, 70, 0.1);
    const face = main
      ? `<ellipse cx="${cx}" cy="${num(faceY)}" rx="${num(rx * 0.73)}" ry="${num(ry * 0.71)}" fill="${look.stones.length > 1 ? metalFill(tone, "recess") : gemFill(main)}"/>` +
        (look.stones.length > 1
          ? look.stones
              .map((gem, i) => {
                const a = (i / look.stones.length) * Math.PI * 2;
                return drawGem(cx + Math.cos(a) * rx * 0.45, faceY + Math.sin(a) * ry * 0.42, 10, gem);
              })
              .join("")
          : "")
      : // An engraved face: a border and a small crest cut into the metal.
        `<ellipse cx="${cx}" cy="${num(faceY)}" rx="${num(rx * 0.72)}" ry="${num(ry * 0.7)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.6" stroke-width="3"/>` +
        `<path d="M${cx},${num(faceY - ry * 0.45)}L${num(cx + rx * 0.3)},${num(faceY)}L${cx},${num(faceY + ry * 0.45)}L${num(cx - rx * 0.3)},${num(faceY)}Z" fill="${metalFill(tone, "recess")}" opacity="0.7"/>`;
    parts.push(
      `<ellipse cx="${cx}" cy="${num(faceY)}" rx="${num(rx)}" ry="${num(ry)}" fill="${metalFill(tone, "top")}" stroke="${edgeColour(tone)}" stroke-width="3"/>`,
      face,
      `<ellipse cx="${num(cx - 24)}" cy="${num(faceY - 20)}" rx="22" ry="10" fill="#fff" opacity="0.35"/>`,
    );
  } else {
    topLine(Math.max(look.stones.length, look.random.int(5, 9)));
  }
  parts.push(drawSparkle(cx - 150, cy - 120, vary(look, 20, 0.2)));
  return parts.join("");
}

/** A pair of bands, the broader one behind, sold together as couple rings. */
export function drawCoupleRings(look: DrawLook): string {
  const { tone } = look;
  const main = stoneAt(look, 0);
  const his = `<g transform="translate(-110,-20)">${drawBand(400, 430, vary(look, 175, 0.04), vary(look, 44, 0.12), tone)}</g>`;
  const hersTop = 430 - 145 * SQUASH;
  let stone = "";
  if (main && look.variant % 2 === 0) stone = drawSideStone(400, hersTop - 26, vary(look, 58, 0.12), main);
  else if (main) stone = drawGem(400, hersTop + 2, 16, main);
  else
    stone = `<ellipse cx="400" cy="430" rx="131" ry="${num(131 * SQUASH)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.5" stroke-width="3"/>`;
  const hers = `<g transform="translate(120,40)">${drawBand(400, 430, 145, vary(look, 28, 0.12), tone)}${stone}</g>`;
  return (
    his +
    hers +
    drawStoneRow(look, 1, 290, 430 - 175 * SQUASH - 20, 10) +
    drawSparkle(250, 230, 18) +
    drawSparkle(590, 330, 14, 0.7)
  );
}

/** A pair of toe rings (metti): slim bands, each with a small flower or leaf on top. */
export function drawToeRings(look: DrawLook): string {
  const { tone } = look;
  const petals = look.random.int(5, 7);
  const one = (cx: number, cy: number, angle: number) => {
    const top = cy - 112 * SQUASH;
    const ornament =
      look.variant % 2 === 0
        ? drawFlower(cx, top - 20, vary(look, 62, 0.1), tone, stoneAt(look, 0), petals) +
          drawStoneRow(look, 1, cx, top + 24, 7)
        : `<path d="M${cx - 70},${num(top - 10)}Q${cx},${num(top - 76)} ${cx + 70},${num(top - 10)}Q${cx},${num(top + 40)} ${cx - 70},${num(top - 10)}Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
          `<path d="M${cx - 52},${num(top - 10)}L${cx + 52},${num(top - 10)}" stroke="${edgeColour(tone)}" stroke-opacity="0.5" stroke-width="3"/>` +
          drawStoneOrBead(cx, top - 10, 12, look) +
          drawStoneRow(look, 1, cx, top + 18, 7);
    return `<g transform="rotate(${num(angle)} ${cx} ${cy})">${drawBand(cx, cy, 112, vary(look, 20, 0.15), tone)}${ornament}</g>`;
  };
  return one(260, 470, vary(look, -10, 0.3)) + one(545, 450, vary(look, 8, 0.3)) + drawSparkle(560, 270, 14);
}
