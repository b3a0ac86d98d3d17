import type { ReactNode } from "react";
import type { ArticleMotif } from "./article";

// Each article's picture, drawn here as SVG: a few hundred bytes in the page, nothing to fetch,
// and sharp at every width (decision 031). Colours are the shop's maroon, gold and cream.

const GOLD = "#e8c46a";
const GOLD_DARK = "#b8902e";
const MAROON = "#5c1420";
const CREAM = "#fbf3df";
const SILVER = "#c9ccd1";
const INK = "#2a1d1f";

/** A ring seen at a slant: a band drawn as two ellipses. */
function Ring({ x, y, r, colour = GOLD }: { x: number; y: number; r: number; colour?: string }) {
  return (
    <g>
      <ellipse cx={x} cy={y} rx={r} ry={r * 0.42} fill="none" stroke={colour} strokeWidth={r * 0.22} />
      <ellipse
        cx={x}
        cy={y - r * 0.05}
        rx={r * 0.8}
        ry={r * 0.3}
        fill="none"
        stroke={GOLD_DARK}
        strokeWidth="1.5"
      />
    </g>
  );
}

/** A millimetre ruler's ticks, a longer one every 5 mm. */
const RULER_TICKS = Array.from(
  { length: 25 },
  (_, index) => `M${40 + index * 10} 120 v${index % 5 === 0 ? 16 : 9}`,
).join(" ");

const MOTIFS: Record<ArticleMotif, { background: string; drawing: ReactNode }> = {
  purity: {
    background: CREAM,
    drawing: (
      <g>
        {[
          { x: 40, label: "22K", fill: GOLD, h: 90 },
          { x: 130, label: "18K", fill: "#e5b97a", h: 74 },
          { x: 220, label: "14K", fill: "#dcb08c", h: 58 },
        ].map((bar) => (
          <g key={bar.label}>
            <path
              d={`M${bar.x} 160 l12 -${bar.h} h36 l12 ${bar.h} z`}
              fill={bar.fill}
              stroke={GOLD_DARK}
              strokeWidth="2"
            />
            <text x={bar.x + 30} y="150" textAnchor="middle" fontSize="16" fontWeight="700" fill={MAROON}>
              {bar.label}
            </text>
          </g>
        ))}
        <text x="160" y="40" textAnchor="middle" fontSize="22" fontWeight="700" fill={MAROON}>
          916 · 750 · 585
        </text>
      </g>
    ),
  },
  hallmark: {
    background: MAROON,
    drawing: (
      <g>
        <circle cx="160" cy="100" r="70" fill={CREAM} stroke={GOLD} strokeWidth="8" />
        <path d="M118 82 l16 -28 l16 28 z" fill="none" stroke={MAROON} strokeWidth="4" />
        <text x="174" y="82" fontSize="18" fontWeight="700" fill={MAROON}>
          22K916
        </text>
        <text x="160" y="124" textAnchor="middle" fontSize="20" fontWeight="700" letterSpacing="3" fill={INK}>
          AB12C3
        </text>
        <text x="160" y="146" textAnchor="middle" fontSize="11" fill={INK}>
          HUID
        </text>
        <path d="M214 150 l44 40" stroke={GOLD} strokeWidth="12" strokeLinecap="round" />
      </g>
    ),
  },
  care: {
    background: "#e9f1ef",
    drawing: (
      <g>
        <path d="M70 110 h180 a90 50 0 0 1 -180 0 z" fill="#cfe2df" stroke="#7fa8a2" strokeWidth="3" />
        <Ring x={150} y={122} r={30} />
        {[
          [110, 80, 7],
          [196, 70, 9],
          [226, 92, 5],
          [96, 58, 5],
          [170, 52, 6],
        ].map(([cx, cy, r]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="none" stroke="#7fa8a2" strokeWidth="2" />
        ))}
        <path d="M236 40 l34 -16" stroke={MAROON} strokeWidth="6" strokeLinecap="round" />
        <path d="M226 44 l-8 14 h18 z" fill={MAROON} />
      </g>
    ),
  },
  "ring-size": {
    background: CREAM,
    drawing: (
      <g>
        <rect x="30" y="120" width="260" height="34" rx="4" fill="#fff" stroke={GOLD_DARK} strokeWidth="2" />
        <path d={RULER_TICKS} stroke={INK} strokeWidth="1.5" />
        <text x="40" y="148" fontSize="10" fill={INK}>
          0
        </text>
        <text x="136" y="148" fontSize="10" fill={INK}>
          10 mm
        </text>
        <Ring x={160} y={70} r={44} />
        <text x="160" y="76" textAnchor="middle" fontSize="16" fontWeight="700" fill={MAROON}>
          India 12
        </text>
      </g>
    ),
  },
  "bangle-size": {
    background: "#f6e9ea",
    drawing: (
      <g>
        {[0, 1, 2, 3].map((index) => (
          <ellipse
            key={index}
            cx={120 + index * 26}
            cy="100"
            rx="30"
            ry="62"
            fill="none"
            stroke={index % 2 === 0 ? GOLD : MAROON}
            strokeWidth="9"
          />
        ))}
        <text x="160" y="190" textAnchor="middle" fontSize="16" fontWeight="700" fill={MAROON}>
          2.4 · 2.6 · 2.8
        </text>
      </g>
    ),
  },
  silver: {
    background: "#eceef2",
    drawing: (
      <g>
        <path
          d="M50 70 q110 110 220 0"
          fill="none"
          stroke={SILVER}
          strokeWidth="6"
          strokeDasharray="2 7"
          strokeLinecap="round"
        />
        {[80, 120, 160, 200, 240].map((cx) => (
          <circle
            key={cx}
            cx={cx}
            cy={cx === 160 ? 126 : cx === 120 || cx === 200 ? 118 : 100}
            r="7"
            fill={SILVER}
          />
        ))}
        <path d="M160 20 l6 16 l16 6 l-16 6 l-6 16 l-6 -16 l-16 -6 l16 -6 z" fill="#fff" stroke={SILVER} />
        <text x="160" y="176" textAnchor="middle" fontSize="18" fontWeight="700" fill="#4b5058">
          925
        </text>
      </g>
    ),
  },
  bill: {
    background: CREAM,
    drawing: (
      <g>
        <path
          d="M100 20 h120 v160 l-12 -8 l-12 8 l-12 -8 l-12 8 l-12 -8 l-12 8 l-12 -8 l-12 8 l-12 -8 l-12 8 z"
          fill="#fff"
          stroke={GOLD_DARK}
          strokeWidth="2"
        />
        {[48, 70, 92, 114].map((y) => (
          <g key={y}>
            <path d={`M114 ${y} h56`} stroke={INK} strokeWidth="3" />
            <path d={`M182 ${y} h24`} stroke={INK} strokeWidth="3" />
          </g>
        ))}
        <path d="M114 138 h92" stroke={MAROON} strokeWidth="2" />
        <text x="160" y="162" textAnchor="middle" fontSize="20" fontWeight="700" fill={MAROON}>
          ₹ + 3% GST
        </text>
      </g>
    ),
  },
  earrings: {
    background: "#f6e9ea",
    drawing: (
      <g>
        {[110, 210].map((x) => (
          <g key={x}>
            <circle cx={x} cy="40" r="8" fill={GOLD} stroke={GOLD_DARK} strokeWidth="2" />
            <path d={`M${x} 48 v18`} stroke={GOLD_DARK} strokeWidth="3" />
            <path d={`M${x - 34} 112 a34 40 0 0 1 68 0 z`} fill={GOLD} stroke={GOLD_DARK} strokeWidth="2" />
            {[-24, -12, 0, 12, 24].map((dx) => (
              <circle key={dx} cx={x + dx} cy="122" r="4" fill={MAROON} />
            ))}
          </g>
        ))}
      </g>
    ),
  },
  bridal: {
    background: MAROON,
    drawing: (
      <g>
        <path d="M70 40 q90 150 180 0" fill="none" stroke={GOLD} strokeWidth="8" />
        <path d="M90 40 q70 110 140 0" fill="none" stroke={GOLD} strokeWidth="4" />
        {[100, 130, 160, 190, 220].map((cx, index) => (
          <circle
            key={cx}
            cx={cx}
            cy={[88, 108, 116, 108, 88][index]}
            r="7"
            fill="#c21f3a"
            stroke={GOLD}
            strokeWidth="2"
          />
        ))}
        <path d="M146 126 l14 30 l14 -30 z" fill={GOLD} />
        <circle cx="160" cy="170" r="10" fill="#c21f3a" stroke={GOLD} strokeWidth="3" />
      </g>
    ),
  },
  festival: {
    background: "#3f0c15",
    drawing: (
      <g>
        <path
          d="M100 130 h120 q-10 40 -60 40 q-50 0 -60 -40 z"
          fill={GOLD}
          stroke={GOLD_DARK}
          strokeWidth="2"
        />
        <path d="M160 128 q-16 -30 0 -62 q16 32 0 62 z" fill="#f7a531" />
        <path d="M160 124 q-7 -16 0 -34 q7 18 0 34 z" fill="#fff3c4" />
        {[
          [60, 50],
          [262, 40],
          [240, 100],
          [76, 110],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3" fill={GOLD} />
        ))}
      </g>
    ),
  },
  exchange: {
    background: CREAM,
    drawing: (
      <g>
        <path d="M160 30 v130 M110 170 h100" stroke={INK} strokeWidth="5" strokeLinecap="round" />
        <path d="M70 60 h180" stroke={INK} strokeWidth="4" strokeLinecap="round" />
        <path d="M70 60 l-26 56 h52 z M250 60 l-26 56 h52 z" fill="none" stroke={INK} strokeWidth="2" />
        <path d="M44 116 a26 10 0 0 0 52 0 z M224 116 a26 10 0 0 0 52 0 z" fill={GOLD} stroke={GOLD_DARK} />
        <Ring x={70} y={104} r={14} />
        <rect x="236" y="96" width="28" height="14" rx="2" fill={GOLD} stroke={GOLD_DARK} />
      </g>
    ),
  },
  necklace: {
    background: "#e9f1ef",
    drawing: (
      <g>
        {[
          { d: "M70 30 q80 60 160 0", w: 4 },
          { d: "M60 30 q90 100 180 0", w: 4 },
          { d: "M50 30 q100 150 200 0", w: 5 },
        ].map((chain) => (
          <path key={chain.d} d={chain.d} fill="none" stroke={GOLD_DARK} strokeWidth={chain.w} />
        ))}
        <path d="M150 105 l10 14 l-10 14 l-10 -14 z" fill={MAROON} />
        <text x="262" y="40" fontSize="11" fill={INK}>
          16 in
        </text>
        <text x="262" y="80" fontSize="11" fill={INK}>
          18 in
        </text>
        <text x="262" y="120" fontSize="11" fill={INK}>
          24 in
        </text>
      </g>
    ),
  },
};

/**
 * The picture of an article. On a card it is decoration beside the title (hidden from screen
 * readers); on the article's page, `title` names it.
 */
export function ArticlePicture({ motif, title }: { motif: ArticleMotif; title?: string }) {
  const { background, drawing } = MOTIFS[motif];
  const content = (
    <>
      <rect width="320" height="200" fill={background} />
      {drawing}
    </>
  );
  if (title === undefined) {
    return (
      <svg
        className="article-picture"
        viewBox="0 0 320 200"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        {content}
      </svg>
    );
  }
  return (
    <svg className="article-picture" viewBox="0 0 320 200" role="img" aria-label={title}>
      <title>{title}</title>
      {content}
    </svg>
  );
}
