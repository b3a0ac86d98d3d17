/**
 * The content pages' type scale, as styles/content-page.css declares it in `--type-*` custom
 * properties: the /typography page shows each step at its real size, and a unit test
 * (type-scale.test.ts) holds this list and the stylesheet to the same values.
 */
export interface TypeStep {
  token: `--type-${string}`;
  name: string;
  /** The custom property's value, exactly as the stylesheet writes it. */
  value: string;
  family: "display" | "body";
  weight: 400 | 600 | 700;
  usedFor: string;
  sample: string;
}

export const TYPE_SCALE: readonly TypeStep[] = [
  {
    token: "--type-display",
    name: "Display",
    value: "clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)",
    family: "display",
    weight: 600,
    usedFor: "a page's heading (h1)",
    sample: "Temple gold, made by hand",
  },
  {
    token: "--type-heading",
    name: "Heading",
    value: "clamp(1.35rem, 1.1rem + 1vw, 1.9rem)",
    family: "display",
    weight: 600,
    usedFor: "section headings (h2), on every page of the shop",
    sample: "Our Story",
  },
  {
    token: "--type-subheading",
    name: "Subheading",
    value: "1.15rem",
    family: "body",
    weight: 600,
    usedFor: "card titles and questions (h3)",
    sample: "Is your gold hallmarked?",
  },
  {
    token: "--type-lead",
    name: "Lead",
    value: "1.125rem",
    family: "body",
    weight: 400,
    usedFor: "a page's opening paragraph",
    sample: "A family jeweller from Madurai, now at your fingertips.",
  },
  {
    token: "--type-body",
    name: "Body",
    value: "1rem",
    family: "body",
    weight: 400,
    usedFor: "running text, forms and buttons",
    sample: "Every piece is checked twice before it leaves the workshop.",
  },
  {
    token: "--type-small",
    name: "Small",
    value: "0.875rem",
    family: "body",
    weight: 400,
    usedFor: "notes, the rates ticker, the table of contents",
    sample: "In effect from the date shown on each policy.",
  },
  {
    token: "--type-caption",
    name: "Caption",
    value: "0.8rem",
    family: "body",
    weight: 600,
    usedFor: "eyebrows above headings and captions under pictures",
    sample: "A kada, turned to the light",
  },
];

/** The root font size the rem values count from: the browser's default, which the shop keeps. */
const ROOT_PX = 16;

const REM = /^(\d*\.?\d+)rem$/;
const CLAMP = /^clamp\((\d*\.?\d+)rem, (\d*\.?\d+)rem \+ (\d*\.?\d+)vw, (\d*\.?\d+)rem\)$/;

/**
 * The size in pixels a step's value comes to on a screen `viewportWidth` px wide: the two forms
 * the scale uses, "1.15rem" and "clamp(Arem, Brem + Cvw, Drem)". Anything else is a mistake here.
 */
export function resolveFontSize(value: string, viewportWidth: number): number {
  const rem = REM.exec(value);
  if (rem) return Number(rem[1]) * ROOT_PX;
  const clamp = CLAMP.exec(value);
  if (!clamp) throw new Error(`Not a size the type scale uses: ${value}`);
  const [min, base, vw, max] = clamp.slice(1).map(Number) as [number, number, number, number];
  const preferred = base * ROOT_PX + (vw / 100) * viewportWidth;
  return Math.min(max * ROOT_PX, Math.max(min * ROOT_PX, preferred));
}
