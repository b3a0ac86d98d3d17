import { metalFill } from "./palette.ts";
import { num } from "./svg.ts";

// Motifs for banners, in banner coordinates: the festivals the home page is dressed for, and gifts.

const FESTIVAL_DEFS =
  "<defs>" +
  '<radialGradient id="flame-glow"><stop offset="0" stop-color="#fff3b0" stop-opacity="0.9"/><stop offset="0.4" stop-color="#ffb347" stop-opacity="0.45"/><stop offset="1" stop-color="#ff7b00" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="flame" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ff6a00"/><stop offset="0.55" stop-color="#ffc83d"/><stop offset="1" stop-color="#fff6c8"/></linearGradient>' +
  '<linearGradient id="clay" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9733a"/><stop offset="1" stop-color="#7c3414"/></linearGradient>' +
  '<linearGradient id="cane" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4b7a2a"/><stop offset="0.5" stop-color="#8fc25a"/><stop offset="1" stop-color="#3f6a22"/></linearGradient>' +
  "</defs>";

/** Clay lamps with flames and a warm glow: Diwali. */
export function drawDiyas(xs: readonly number[], y: number): string {
  const lamps = xs
    .map(
      (x) =>
        `<circle cx="${x}" cy="${y - 40}" r="90" fill="url(#flame-glow)"/>` +
        `<path d="M${x - 70},${y}Q${x},${y + 70} ${x + 70},${y}Q${x + 40},${y - 8} ${x + 78},${y - 18}L${x - 70},${y - 6}Z" fill="url(#clay)"/>` +
        `<path d="M${x - 52},${y + 10}Q${x},${y + 44} ${x + 52},${y + 10}" fill="none" stroke="#f6d28a" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>` +
        `<path d="M${x},${y - 78}C${x + 18},${y - 46} ${x + 16},${y - 18} ${x},${y - 12}C${x - 16},${y - 18} ${x - 18},${y - 46} ${x},${y - 78}Z" fill="url(#flame)"/>`,
    )
    .join("");
  return FESTIVAL_DEFS + lamps;
}

/** A string of small lights drooping across the top of the banner. */
export function drawStringLights(from: number, to: number): string {
  const bulbs: string[] = [];
  const wire: string[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const x = from + (to - from) * t;
    const y = 60 + Math.sin(t * Math.PI * 3) ** 2 * 50;
    wire.push(`${num(x)},${num(y)}`);
    if (i % 2 === 0) {
      bulbs.push(
        `<circle cx="${num(x)}" cy="${num(y + 14)}" r="22" fill="url(#flame-glow)"/><circle cx="${num(x)}" cy="${num(y + 14)}" r="7" fill="#ffe08a"/>`,
      );
    }
  }
  return `${FESTIVAL_DEFS}<polyline points="${wire.join(" ")}" fill="none" stroke="#3b2a1a" stroke-width="2"/>${bulbs.join("")}`;
}

/** A stack of gold coins: buying gold on Akshaya Tritiya. */
export function drawCoinStack(x: number, y: number, count: number): string {
  const coins = Array.from({ length: count }, (_, i) => {
    const cy = y - i * 16;
    return (
      `<ellipse cx="${x}" cy="${cy + 8}" rx="70" ry="22" fill="${metalFill("gold-22k", "recess")}"/>` +
      `<rect x="${x - 70}" y="${cy}" width="140" height="8" fill="${metalFill("gold-22k", "top")}"/>` +
      `<ellipse cx="${x}" cy="${cy}" rx="70" ry="22" fill="${metalFill("gold-22k")}" stroke="#8a5a12" stroke-width="1.5"/>`
    );
  }).join("");
  const top = y - (count - 1) * 16;
  return `${coins}<ellipse cx="${x}" cy="${top}" rx="48" ry="14" fill="none" stroke="#8a5a12" stroke-opacity="0.6" stroke-width="2"/>`;
}

/** A kalash: a brass pot with mango leaves and a coconut. */
export function drawKalash(x: number, y: number): string {
  const leaves = [-60, -30, 0, 30, 60]
    .map(
      (angle) =>
        `<ellipse cx="${x}" cy="${y - 190}" rx="16" ry="58" transform="rotate(${angle} ${x} ${y - 150})" fill="#3f8f3a" stroke="#245a22" stroke-width="2"/>`,
    )
    .join("");
  return (
    leaves +
    `<ellipse cx="${x}" cy="${y - 205}" rx="46" ry="54" fill="#8b5a2b" stroke="#5a3716" stroke-width="3"/>` +
    `<path d="M${x - 60},${y - 150}Q${x - 130},${y - 70} ${x - 80},${y}L${x + 80},${y}Q${x + 130},${y - 70} ${x + 60},${y - 150}Z" fill="${metalFill("gold-22k")}" stroke="#8a5a12" stroke-width="3"/>` +
    `<rect x="${x - 64}" y="${y - 162}" width="128" height="18" rx="8" fill="${metalFill("gold-22k", "top")}"/>` +
    `<path d="M${x - 100},${y - 80}Q${x},${y - 50} ${x + 100},${y - 80}" fill="none" stroke="#c21d1d" stroke-width="6"/>`
  );
}

/** A clay pongal pot boiling over, with sugarcane leaning beside it. */
export function drawPongalPot(x: number, y: number): string {
  const cane = [-1, 1]
    .map((side) => {
      const bx = x + side * 150;
      const joints = [0.25, 0.5, 0.75]
        .map(
          (t) =>
            `<rect x="${num(bx - 14 - side * 60 * t)}" y="${num(y - 380 * t)}" width="28" height="6" fill="#2f5417" transform="rotate(${side * 9} ${bx} ${y})"/>`,
        )
        .join("");
      return `<rect x="${bx - 14}" y="${y - 400}" width="28" height="400" rx="10" fill="url(#cane)" transform="rotate(${side * 9} ${bx} ${y})"/>${joints}`;
    })
    .join("");
  return (
    FESTIVAL_DEFS +
    cane +
    `<path d="M${x - 110},${y - 40}Q${x - 130},${y - 190} ${x - 60},${y - 210}L${x + 60},${y - 210}Q${x + 130},${y - 190} ${x + 110},${y - 40}Q${x},${y + 20} ${x - 110},${y - 40}Z" fill="url(#clay)"/>` +
    `<path d="M${x - 96},${y - 120}Q${x},${y - 90} ${x + 96},${y - 120}" fill="none" stroke="#f6d28a" stroke-width="6"/>` +
    `<path d="M${x - 70},${y - 210}Q${x - 80},${y - 262} ${x - 30},${y - 250}Q${x},${y - 292} ${x + 34},${y - 252}Q${x + 84},${y - 262} ${x + 70},${y - 210}Z" fill="#fffaf0" stroke="#e6dccb" stroke-width="2"/>` +
    `<path d="M${x + 60},${y - 215}Q${x + 80},${y - 170} ${x + 72},${y - 150}" fill="none" stroke="#fffaf0" stroke-width="10" stroke-linecap="round"/>`
  );
}

/** A kolam: a grid of dots threaded with loops, drawn at the threshold. */
export function drawKolam(cx: number, cy: number, colour: string): string {
  const dots: string[] = [];
  for (let row = -3; row <= 3; row++) {
    for (let col = -3; col <= 3; col++) {
      if (Math.abs(row) + Math.abs(col) > 4) continue;
      dots.push(`<circle cx="${cx + col * 34}" cy="${cy + row * 34}" r="4" fill="${colour}"/>`);
    }
  }
  const loops = [0, 45, 90, 135]
    .map(
      (angle) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="150" ry="46" transform="rotate(${angle} ${cx} ${cy})" fill="none" stroke="${colour}" stroke-width="3"/>`,
    )
    .join("");
  return `<g opacity="0.85">${loops}${dots.join("")}</g>`;
}

/** A pookalam: rings of flower petals laid on the floor for Onam. */
export function drawPookalam(cx: number, cy: number, radius: number): string {
  const rings = [
    { r: 1, colour: "#f28c1b", count: 28 },
    { r: 0.8, colour: "#ffd23f", count: 22 },
    { r: 0.6, colour: "#c81d4e", count: 16 },
    { r: 0.42, colour: "#fdf6e3", count: 12 },
    { r: 0.26, colour: "#7b2d8b", count: 8 },
  ];
  const petals = rings
    .map(({ r, colour, count }) => {
      const ring = `<circle cx="${cx}" cy="${cy}" r="${num(radius * r)}" fill="${colour}"/>`;
      const tips = Array.from({ length: count }, (_, i) => {
        const angle = (360 / count) * i;
        return `<ellipse cx="${cx}" cy="${num(cy - radius * r)}" rx="${num(radius * 0.06)}" ry="${num(radius * 0.1)}" transform="rotate(${num(angle)} ${cx} ${cy})" fill="${colour}"/>`;
      }).join("");
      return tips + ring;
    })
    .join("");
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${num(radius * 0.1)}" fill="#f28c1b"/>`;
}

/** Two crossed dandiya sticks with tassels: Navratri. */
export function drawDandiya(x: number, y: number): string {
  return [-24, 24]
    .map(
      (angle) =>
        `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 10}" y="${y - 190}" width="20" height="380" rx="10" fill="#d4145a"/>` +
        `<path d="M${x - 10},${y - 140}h20M${x - 10},${y - 60}h20M${x - 10},${y + 20}h20M${x - 10},${y + 100}h20" stroke="#ffd23f" stroke-width="8"/>` +
        `<circle cx="${x}" cy="${y + 200}" r="10" fill="#ffd23f"/></g>`,
    )
    .join("");
}

/** A gift box with a ribbon and bow: the Gift Ideas category. */
export function drawGiftBox(x: number, y: number, size: number, colour: string): string {
  const h = size * 0.8;
  return (
    `<rect x="${num(x - size / 2)}" y="${num(y - h)}" width="${num(size)}" height="${num(h)}" rx="6" fill="${colour}"/>` +
    `<rect x="${num(x - size * 0.56)}" y="${num(y - h - size * 0.16)}" width="${num(size * 1.12)}" height="${num(size * 0.2)}" rx="6" fill="${colour}" stroke="#00000022" stroke-width="2"/>` +
    `<rect x="${num(x - size * 0.07)}" y="${num(y - h - size * 0.16)}" width="${num(size * 0.14)}" height="${num(h + size * 0.16)}" fill="${metalFill("gold-22k", "top")}"/>` +
    `<path d="M${x},${num(y - h - size * 0.16)}C${num(x - size * 0.4)},${num(y - h - size * 0.5)} ${num(x - size * 0.4)},${num(y - h)} ${x},${num(y - h - size * 0.16)}C${num(x + size * 0.4)},${num(y - h - size * 0.5)} ${num(x + size * 0.4)},${num(y - h)} ${x},${num(y - h - size * 0.16)}Z" fill="${metalFill("gold-22k")}" stroke="#8a5a12" stroke-width="2"/>`
  );
}
