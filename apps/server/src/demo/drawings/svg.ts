import { describeGradientsUsedBy, edgeColour, type Gem, gemFill, metalFill, type Tone } from "./palette.ts";

/** Coordinates to one decimal: smaller documents, identical pictures. */
export const num = (value: number) => String(Math.round(value * 10) / 10);

export function renderSvgDocument(width: number, height: number, extraDefs: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${describeGradientsUsedBy(body)}${extraDefs}</defs>${body}</svg>`,
  );
}

/** A closed ellipse as path data, so two of them make a ring with fill-rule="evenodd". */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${num(cx - rx)},${num(cy)}a${num(rx)},${num(ry)} 0 1,0 ${num(2 * rx)},0a${num(rx)},${num(ry)} 0 1,0 ${num(-2 * rx)},0Z`;
}

export interface PathPoint {
  x: number;
  y: number;
  /** Direction of travel in degrees, for links and beads that follow the curve. */
  angle: number;
}

/**
 * Points spaced evenly by distance along an elliptical arc (angles in radians, 0 at the right,
 * π/2 at the bottom), so chain links keep one size where the curve is tight and where it is flat.
 */
export function spacePointsOnEllipse(
  ellipse: { cx: number; cy: number; rx: number; ry: number },
  spacing: number,
  from = 0,
  to = Math.PI * 2,
): PathPoint[] {
  const { cx, cy, rx, ry } = ellipse;
  const steps = 1440;
  const points: PathPoint[] = [];
  let travelled = spacing;
  let previous = { x: cx + rx * Math.cos(from), y: cy + ry * Math.sin(from) };
  for (let i = 1; i <= steps; i++) {
    const t = from + ((to - from) * i) / steps;
    const current = { x: cx + rx * Math.cos(t), y: cy + ry * Math.sin(t) };
    travelled += Math.hypot(current.x - previous.x, current.y - previous.y);
    if (travelled >= spacing) {
      travelled = 0;
      const angle = (Math.atan2(current.y - previous.y, current.x - previous.x) * 180) / Math.PI;
      points.push({ x: current.x, y: current.y, angle });
    }
    previous = current;
  }
  return points;
}

/** Interlocking links: one seen flat, the next edge-on, as a cable chain looks. */
export function drawChainLinks(points: readonly PathPoint[], tone: Tone, size: number): string {
  return points
    .map((p, i) => {
      const flat = i % 2 === 0;
      const ry = flat ? size * 0.6 : size * 0.22;
      const inner = flat
        ? `<ellipse rx="${num(size * 0.55)}" ry="${num(size * 0.22)}" fill="${metalFill(tone, "recess")}"/>`
        : "";
      return (
        `<g transform="translate(${num(p.x)},${num(p.y)}) rotate(${num(p.angle)})">` +
        `<ellipse rx="${num(size)}" ry="${num(ry)}" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="${num(size * 0.08)}"/>${inner}</g>`
      );
    })
    .join("");
}

/** Stones cut smooth and domed (cabochons) rather than faceted. */
const CABOCHONS: ReadonlySet<Gem> = new Set<Gem>(["onyx", "coral", "cats-eye", "enamel", "black-bead"]);

/** A round stone lit from the upper left: faceted, a smooth cabochon, a pearl, or a flat-cut polki or kundan. */
export function drawGem(x: number, y: number, r: number, gem: Gem): string {
  const at = `cx="${num(x)}" cy="${num(y)}"`;
  const glint = (opacity: number) =>
    `<ellipse cx="${num(x - r * 0.35)}" cy="${num(y - r * 0.4)}" rx="${num(r * 0.28)}" ry="${num(r * 0.18)}" fill="#fff" opacity="${opacity}"/>`;
  if (gem === "pearl") {
    return `<circle ${at} r="${num(r)}" fill="${gemFill(gem)}" stroke="#b9a88f" stroke-width="${num(r * 0.05)}"/>${glint(0.8)}`;
  }
  if (gem === "rudraksha") {
    // The wrinkled seed bead: furrows from pole to pole.
    const furrows = [-0.5, 0, 0.5]
      .map(
        (k) =>
          `<path d="M${num(x + k * r * 0.6)},${num(y - r * 0.92)}Q${num(x + k * r * 1.3)},${num(y)} ${num(x + k * r * 0.6)},${num(y + r * 0.92)}" fill="none" stroke="#3a1a08" stroke-opacity="0.6" stroke-width="${num(r * 0.1)}"/>`,
      )
      .join("");
    return `<circle ${at} r="${num(r)}" fill="${gemFill(gem)}"/>${furrows}${glint(0.35)}`;
  }
  if (gem === "evil-eye") {
    return (
      `<circle ${at} r="${num(r)}" fill="${gemFill(gem)}" stroke="#0c2a6e" stroke-width="${num(r * 0.06)}"/>` +
      `<circle ${at} r="${num(r * 0.65)}" fill="#f4f7ff"/><circle ${at} r="${num(r * 0.42)}" fill="#5ea8ff"/>` +
      `<circle ${at} r="${num(r * 0.2)}" fill="#0a0a14"/>${glint(0.7)}`
    );
  }
  if (CABOCHONS.has(gem)) {
    const line =
      gem === "cats-eye"
        ? `<path d="M${num(x)},${num(y - r * 0.85)}L${num(x)},${num(y + r * 0.85)}" stroke="#fff8d0" stroke-opacity="0.8" stroke-width="${num(r * 0.12)}"/>`
        : "";
    // Meenakari: enamel fired in a ring of green round a red centre.
    const ring =
      gem === "enamel"
        ? `<circle ${at} r="${num(r * 0.82)}" fill="none" stroke="#1f8a5e" stroke-width="${num(r * 0.3)}"/>`
        : "";
    return `<circle ${at} r="${num(r)}" fill="${gemFill(gem)}"/>${ring}${line}${glint(0.5)}`;
  }
  if (gem === "polki" || gem === "kundan") {
    // Flat, table-cut: a broad table with a few uneven facets, over a gold foil that warms it.
    const sides = gem === "polki" ? 7 : 8;
    const table = Array.from({ length: sides }, (_, i) => {
      const a = (i * 2 * Math.PI) / sides + 0.2;
      const k = gem === "polki" ? 0.55 + (i % 3) * 0.08 : 0.62;
      return `${num(x + Math.cos(a) * r * k)},${num(y + Math.sin(a) * r * k)}`;
    });
    return (
      `<circle ${at} r="${num(r)}" fill="${gemFill(gem)}" stroke="#c9a85a" stroke-width="${num(Math.max(0.8, r * 0.08))}"/>` +
      `<polygon points="${table.join(" ")}" fill="#fff" fill-opacity="0.35" stroke="#b8a77a" stroke-opacity="0.6" stroke-width="${num(Math.max(0.6, r * 0.04))}"/>` +
      glint(0.6)
    );
  }
  const facets = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    return `${num(x + Math.cos(a) * r * 0.55)},${num(y + Math.sin(a) * r * 0.55)}`;
  });
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    return `M${num(x + Math.cos(a) * r * 0.55)},${num(y + Math.sin(a) * r * 0.55)}L${num(x + Math.cos(a) * r)},${num(y + Math.sin(a) * r)}`;
  }).join("");
  return (
    `<circle ${at} r="${num(r)}" fill="${gemFill(gem)}"/>` +
    `<polygon points="${facets.join(" ")}" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.45" stroke-width="${num(Math.max(0.8, r * 0.04))}"/>` +
    `<path d="${spokes}" stroke="#fff" stroke-opacity="0.35" stroke-width="${num(Math.max(0.6, r * 0.03))}"/>` +
    `<ellipse cx="${num(x - r * 0.3)}" cy="${num(y - r * 0.35)}" rx="${num(r * 0.3)}" ry="${num(r * 0.16)}" fill="#fff" opacity="0.55" transform="rotate(-30 ${num(x - r * 0.3)} ${num(y - r * 0.35)})"/>`
  );
}

/** A gem in a metal bezel: kundan and kemp settings. */
export function drawSetGem(x: number, y: number, r: number, gem: Gem, tone: Tone): string {
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 1.3)}" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="${num(r * 0.08)}"/>` +
    drawGem(x, y, r, gem)
  );
}

export function drawBead(x: number, y: number, r: number, tone: Tone): string {
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${metalFill(tone, "ball")}" stroke="${edgeColour(tone)}" stroke-opacity="0.5" stroke-width="${num(r * 0.08)}"/>`;
}

/** A four-pointed glint where light catches an edge or a stone. */
export function drawSparkle(x: number, y: number, size: number, opacity = 0.9): string {
  const s = size;
  const w = size * 0.18;
  return `<path d="M${num(x)},${num(y - s)}L${num(x + w)},${num(y - w)}L${num(x + s)},${num(y)}L${num(x + w)},${num(y + w)}L${num(x)},${num(y + s)}L${num(x - w)},${num(y + w)}L${num(x - s)},${num(y)}L${num(x - w)},${num(y - w)}Z" fill="#fff" opacity="${opacity}"/>`;
}

/**
 * A round tube of metal seen as an ellipse (bangles, hoops, kadas): a dark rim, a lit body and a
 * highlight line nudged towards the light make a flat stroke read as a solid round wire.
 */
export function drawTube(
  ellipse: { cx: number; cy: number; rx: number; ry: number },
  width: number,
  tone: Tone,
  texture: "plain" | "twisted" | "grooved" | "beaded" = "plain",
): string {
  const { cx, cy, rx, ry } = ellipse;
  const at = (dx: number, dy: number, extra: string) =>
    `<ellipse cx="${num(cx + dx)}" cy="${num(cy + dy)}" rx="${num(rx)}" ry="${num(ry)}" fill="none" ${extra}/>`;
  const parts = [
    at(0, 0, `stroke="${edgeColour(tone)}" stroke-width="${num(width)}"`),
    at(0, 0, `stroke="${metalFill(tone)}" stroke-width="${num(width * 0.82)}"`),
    at(
      -width * 0.12,
      -width * 0.14,
      `stroke="#fff" stroke-opacity="0.45" stroke-width="${num(width * 0.16)}"`,
    ),
  ];
  if (texture === "twisted") {
    parts.push(
      at(
        0,
        0,
        `stroke="${edgeColour(tone)}" stroke-opacity="0.55" stroke-width="${num(width * 0.8)}" stroke-dasharray="${num(width * 0.12)} ${num(width * 0.38)}"`,
      ),
    );
  } else if (texture === "grooved") {
    for (const offset of [-0.28, 0.28]) {
      const grow = width * offset;
      parts.push(
        `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx + grow)}" ry="${num(ry + grow)}" fill="none" stroke="${edgeColour(tone)}" stroke-opacity="0.6" stroke-width="${num(width * 0.06)}"/>`,
      );
    }
  } else if (texture === "beaded") {
    parts.push(
      at(
        0,
        0,
        `stroke="${metalFill(tone, "ball")}" stroke-width="${num(width * 0.5)}" stroke-linecap="round" stroke-dasharray="0.1 ${num(width * 0.62)}"`,
      ),
    );
  }
  return parts.join("");
}

/** Petals round a centre stone, or round a metal bead when the piece has no stones. */
export function drawFlower(
  x: number,
  y: number,
  r: number,
  tone: Tone,
  gem: Gem | undefined,
  petals = 6,
): string {
  const parts: string[] = [];
  for (let i = 0; i < petals; i++) {
    const angle = (360 / petals) * i;
    parts.push(
      `<ellipse cx="${num(x)}" cy="${num(y - r * 0.62)}" rx="${num(r * 0.36)}" ry="${num(r * 0.5)}" transform="rotate(${num(angle)} ${num(x)} ${num(y)})" fill="${metalFill(tone)}" stroke="${edgeColour(tone)}" stroke-width="${num(r * 0.04)}"/>`,
    );
  }
  parts.push(gem ? drawGem(x, y, r * 0.42, gem) : drawBead(x, y, r * 0.36, tone));
  return parts.join("");
}

export function drawFloorShadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="url(#floor-shadow)"/>`;
}
