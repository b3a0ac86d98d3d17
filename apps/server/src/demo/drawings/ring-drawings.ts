import { edgeColour, type Gem, gemFill, metalFill, type Tone } from "./palette.ts";
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

/** Engagement, daily-wear and cocktail rings: a band with a stone, a halo or a flower on top. */
export function drawSolitaireRing(tone: Tone, gem: Gem, variant: number): string {
  const cx = 400;
  const cy = 450;
  const r = 200;
  const top = cy - r * SQUASH;
  const band = drawBand(cx, cy, r, 30, tone);
  const shoulders = `<path d="M${cx - 70},${top + 14}Q${cx},${top - 40} ${cx + 70},${top + 14}" fill="none" stroke="${metalFill(tone, "top")}" stroke-width="18" stroke-linecap="round"/>`;
  let head: string;
  if (variant % 3 === 0) {
    const stone = gem === "pearl" ? "diamond" : gem;
    // Prongs rise behind the stone; only their tips show over its girdle.
    const prongs = [-52, 52]
      .map(
        (dx) =>
          `<path d="M${cx + dx * 0.6},${top - 20}L${cx + dx},${top - 82}" stroke="${metalFill(tone, "top")}" stroke-width="11" stroke-linecap="round"/>`,
      )
      .join("");
    head =
      `<path d="M${cx - 46},${top - 8}L${cx - 30},${top - 58}L${cx + 30},${top - 58}L${cx + 46},${top - 8}Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
      prongs +
      drawSideStone(cx, top - 84, 120, stone) +
      drawBead(cx - 56, top - 86, 7, tone) +
      drawBead(cx + 56, top - 86, 7, tone);
  } else if (variant % 3 === 1) {
    const halo = Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2;
      return drawGem(cx + Math.cos(a) * 68, top - 62 + Math.sin(a) * 54, 9, "diamond");
    }).join("");
    head =
      `<ellipse cx="${cx}" cy="${top - 62}" rx="82" ry="68" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="2"/>` +
      halo +
      drawOvalStone(cx, top - 62, 46, 38, gem === "pearl" ? "ruby" : gem, tone);
  } else {
    head =
      `<circle cx="${cx}" cy="${top - 56}" r="78" fill="${metalFill(tone, "recess")}" opacity="0.35"/>` +
      drawFlower(cx, top - 56, 80, tone, gem, 8) +
      drawSparkle(cx + 40, top - 100, 16);
  }
  return band + shoulders + head;
}

/** Wedding bands and signets: a broad band, plain, milgrain-edged or with a flat face. */
export function drawBandRing(tone: Tone, gem: Gem, variant: number): string {
  const cx = 400;
  const cy = 430;
  const r = 215;
  const thickness = 52;
  const parts = [drawBand(cx, cy, r, thickness, tone)];
  const mid = r - thickness / 2;
  if (variant % 3 === 0) {
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${num(mid)}" ry="${num(mid * SQUASH)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.5" stroke-width="4"/>`,
    );
  } else if (variant % 3 === 1) {
    for (const radius of [r - 7, r - thickness + 7]) {
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${num(radius)}" ry="${num(radius * SQUASH)}" fill="none" stroke="${metalFill(tone, "ball")}" stroke-width="7" stroke-linecap="round" stroke-dasharray="0.1 11"/>`,
      );
    }
    parts.push(drawGem(cx, cy - mid * SQUASH, 14, gem === "pearl" ? "diamond" : gem));
  } else {
    const faceY = cy - r * SQUASH + 8;
    parts.push(
      `<ellipse cx="${cx}" cy="${faceY}" rx="96" ry="70" fill="${metalFill(tone, "top")}" stroke="${edgeColour(tone)}" stroke-width="3"/>`,
      `<ellipse cx="${cx}" cy="${faceY}" rx="70" ry="50" fill="${gem === "pearl" || gem === "diamond" ? "url(#black-bead)" : gemFill(gem)}"/>`,
      `<ellipse cx="${cx - 24}" cy="${faceY - 20}" rx="22" ry="10" fill="#fff" opacity="0.35"/>`,
    );
  }
  parts.push(drawSparkle(cx - 150, cy - 120, 20));
  return parts.join("");
}

/** A pair of bands, the broader one behind, sold together as couple rings. */
export function drawCoupleRings(tone: Tone, gem: Gem, variant: number): string {
  const his = `<g transform="translate(-110,-20)">${drawBand(400, 430, 175, 44, tone)}</g>`;
  const hers =
    `<g transform="translate(120,40)">${drawBand(400, 430, 145, 28, tone)}` +
    (variant % 2 === 0
      ? drawSideStone(400, 430 - 145 * SQUASH - 26, 58, gem === "pearl" ? "diamond" : gem)
      : drawGem(400, 430 - 145 * SQUASH + 2, 16, "diamond")) +
    "</g>";
  return his + hers + drawSparkle(250, 230, 18) + drawSparkle(590, 330, 14, 0.7);
}

/** A pair of toe rings (metti): slim bands, each with a small flower or leaf on top. */
export function drawToeRings(tone: Tone, gem: Gem, variant: number): string {
  const one = (cx: number, cy: number, angle: number) => {
    const top = cy - 112 * SQUASH;
    const ornament =
      variant % 2 === 0
        ? drawFlower(cx, top - 20, 62, tone, gem === "diamond" ? "ruby" : gem, 5)
        : `<path d="M${cx - 70},${top - 10}Q${cx},${top - 76} ${cx + 70},${top - 10}Q${cx},${top + 40} ${cx - 70},${top - 10}Z" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="3"/>` +
          `<path d="M${cx - 52},${top - 10}L${cx + 52},${top - 10}" stroke="${edgeColour(tone)}" stroke-opacity="0.5" stroke-width="3"/>` +
          drawBead(cx, top - 10, 12, tone);
    return `<g transform="rotate(${angle} ${cx} ${cy})">${drawBand(cx, cy, 112, 20, tone)}${ornament}</g>`;
  };
  return one(260, 470, -10) + one(545, 450, 8) + drawSparkle(560, 270, 14);
}
