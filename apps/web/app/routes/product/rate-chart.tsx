import { formatRupees } from "@nagai/contracts/money";
import type { RateHistoryEntry } from "@nagai/contracts/rates";
import { formatIndiaDateTime, formatIndiaDay } from "../../lib/price";

const WIDTH = 640;
const HEIGHT = 200;
const PLOT = { left: 72, right: 8, top: 12, bottom: 28 };
const DAY_MS = 86_400_000;

/**
 * The metal's rate over the last `days` days, drawn on the server as SVG (no chart library reaches
 * the browser), as the console's sales chart is: an image with a title and a description, and the
 * same figures as a table for screen readers. A step line: a rate holds until the next is set; the
 * history's first entry is the rate in force when the window opens (rate-history's answer).
 */
export function RateChart({
  metal,
  entries,
  now,
  days = 30,
}: {
  metal: string;
  entries: RateHistoryEntry[];
  /** ISO 8601: the right edge, the moment the page was made (server and browser draw the same). */
  now: string;
  days?: number;
}) {
  if (entries.length === 0) return null;
  const end = Date.parse(now);
  const start = end - days * DAY_MS;
  const rates = entries.map((entry) => entry.rate);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  const pad = Math.max((high - low) * 0.1, high * 0.01);
  const bottom = low - pad;
  const top = high + pad;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (ms: number) => PLOT.left + ((Math.max(ms, start) - start) / (end - start)) * plotWidth;
  const y = (rate: number) => PLOT.top + plotHeight - ((rate - bottom) / (top - bottom)) * plotHeight;
  let path = "";
  entries.forEach((entry, index) => {
    const at = x(Date.parse(entry.at));
    path +=
      index === 0
        ? `M${at.toFixed(1)},${y(entry.rate).toFixed(1)}`
        : `H${at.toFixed(1)}V${y(entry.rate).toFixed(1)}`;
  });
  path += `H${x(end).toFixed(1)}`;
  const first = entries[0]!;
  const last = entries.at(-1)!;
  const title = `${metal} rate per gram, last ${days} days`;
  const summary =
    `${formatRupees(first.rate)} per gram ${days} days ago, ${formatRupees(last.rate)} now; ` +
    `lowest ${formatRupees(low)}, highest ${formatRupees(high)}.`;
  const id = `rate-chart-${metal.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <figure className="rate-chart">
      <figcaption className="rate-chart__title">{title}</figcaption>
      <svg
        className="rate-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[bottom, (bottom + top) / 2, top].map((rate) => (
          <g key={rate}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(rate)}
              y2={y(rate)}
              className="rate-chart__grid"
            />
            <text x={PLOT.left - 6} y={y(rate) + 4} textAnchor="end" className="rate-chart__label">
              {formatRupees(Math.round(rate), { whole: true })}
            </text>
          </g>
        ))}
        <path d={path} className="rate-chart__line" />
        {[start, (start + end) / 2, end].map((ms, index) => (
          <text
            key={ms}
            x={x(ms)}
            y={HEIGHT - 8}
            textAnchor={index === 0 ? "start" : index === 2 ? "end" : "middle"}
            className="rate-chart__label"
          >
            {formatIndiaDay(new Date(ms).toISOString())}
          </text>
        ))}
      </svg>
      <details className="rate-chart__table">
        <summary>The rates as a table</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Set on</th>
              <th scope="col">Rate per gram</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.at}-${entry.rate}`}>
                <th scope="row">{formatIndiaDateTime(entry.at)}</th>
                <td>{formatRupees(entry.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
