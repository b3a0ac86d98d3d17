import { formatLongDate } from "@nagai/contracts/dates";
import { formatRupees } from "@nagai/contracts/money";
import type { StaffSummary } from "@nagai/contracts/staff-desk";

type Day = StaffSummary["orders"]["salesByDay"][number];

const WIDTH = 720;
const HEIGHT = 240;
const PLOT = { left: 64, right: 8, top: 12, bottom: 28 };

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest day. */
function axisTop(largest: number): number {
  if (largest <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(largest));
  return ([1, 2, 5, 10].map((step) => step * power).find((top) => top >= largest) ?? 10 * power) as number;
}

/** ₹12.5k, ₹3.2L, ₹1.1Cr: the axis's short Indian units. */
function shortRupees(rupees: number): string {
  if (rupees >= 1e7) return `₹${+(rupees / 1e7).toFixed(1)}Cr`;
  if (rupees >= 1e5) return `₹${+(rupees / 1e5).toFixed(1)}L`;
  if (rupees >= 1e3) return `₹${+(rupees / 1e3).toFixed(1)}k`;
  return `₹${rupees}`;
}

/**
 * Sales per day for 30 days, drawn on the server as SVG (no chart library reaches the browser;
 * decision 045). The drawing is an image with a title and a one-line description for screen
 * readers; the same figures follow as a table, the text alternative, inside a disclosure.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const top = axisTop(Math.max(0, ...days.map((day) => day.salesRupees)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const total = days.reduce((sum, day) => sum + day.salesRupees, 0);
  const best = days.reduce<Day | undefined>(
    (high, day) => (!high || day.salesRupees > high.salesRupees ? day : high),
    undefined,
  );
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const summary =
    first && last
      ? `${formatRupees(total, { whole: true })} in all from ${formatLongDate(first)} to ${formatLongDate(last)}` +
        (best && best.salesRupees > 0
          ? `; the best day ${formatLongDate(best.date)}, ${formatRupees(best.salesRupees, { whole: true })}.`
          : "; no sales.")
      : "No days.";
  const y = (rupees: number) => PLOT.top + plotHeight - (rupees / top) * plotHeight;
  return (
    <figure className="sales-chart">
      <figcaption id="sales-chart-title" className="sales-chart__title">
        Sales per day, last 30 days
      </figcaption>
      <svg
        className="sales-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="sales-chart-svg-title"
        aria-describedby="sales-chart-desc"
      >
        <title id="sales-chart-svg-title">Sales per day, last 30 days</title>
        <desc id="sales-chart-desc">{summary}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(top * share)}
              y2={y(top * share)}
              className="sales-chart__grid"
            />
            <text x={PLOT.left - 6} y={y(top * share) + 4} textAnchor="end" className="sales-chart__label">
              {shortRupees(top * share)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const height = (day.salesRupees / top) * plotHeight;
          return (
            <rect
              key={day.date}
              x={PLOT.left + index * slot + slot * 0.15}
              y={PLOT.top + plotHeight - height}
              width={slot * 0.7}
              height={height}
              className="sales-chart__bar"
            >
              <title>{`${formatLongDate(day.date)}: ${formatRupees(day.salesRupees, { whole: true })}, ${day.count} orders`}</title>
            </rect>
          );
        })}
        {days.map((day, index) =>
          index % 7 === 0 || index === days.length - 1 ? (
            <text
              key={day.date}
              x={PLOT.left + index * slot + slot / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              className="sales-chart__label"
            >
              {day.date.slice(8)}/{day.date.slice(5, 7)}
            </text>
          ) : null,
        )}
      </svg>
      <details className="sales-chart__table">
        <summary>The figures as a table</summary>
        <table>
          <caption className="visually-hidden">Sales per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Sales</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDate(day.date)}</th>
                <td>{day.count}</td>
                <td>{formatRupees(day.salesRupees)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
