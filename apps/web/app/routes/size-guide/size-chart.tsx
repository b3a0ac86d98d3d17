import type { RefObject } from "react";
import type { SizeGuide } from "./guides";

/**
 * The chart tab: the spec's table, each row's size a toggle button that selects it, and the
 * Recommended For You panel for the selected size. The buttons submit a GET form, so without
 * JavaScript a size is selected by the server (`?tab=chart&size=12`).
 */
export function SizeChart({
  guide,
  selected,
  onSelect,
  chartRef,
}: {
  guide: SizeGuide;
  selected: number;
  onSelect: (index: number) => void;
  chartRef: RefObject<HTMLDivElement | null>;
}) {
  // The bangle's default index is past the last row: then nothing is selected (spec 001).
  const recommendation = guide.rows[selected] ? guide.recommend(selected) : null;

  return (
    <div className="size-chart-layout">
      <div ref={chartRef} id="size-chart" className="size-chart">
        <h2>Size chart</h2>
        <p className="size-chart__hint">Choose your size in the chart to see our recommendation.</p>
        <form method="get" action={`${guide.path}#size-recommendation`}>
          <input type="hidden" name="tab" value="chart" />
          {/* A scrolling region must take keyboard focus, or a keyboard cannot scroll it (WCAG 2.1.1). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
          <section className="size-chart__scroll" aria-label={guide.chartCaption} tabIndex={0}>
            <table className="size-chart__table">
              <caption className="visually-hidden">{guide.chartCaption}</caption>
              <thead>
                <tr>
                  {guide.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {guide.rows.map((cells, index) => {
                  const isSelected = index === selected;
                  return (
                    <tr key={guide.sizeNames[index]} className={isSelected ? "is-selected" : undefined}>
                      <th scope="row">
                        <button
                          type="submit"
                          name="size"
                          value={guide.sizeNames[index]}
                          aria-pressed={isSelected}
                          aria-label={guide.recommend(index).title}
                          className="size-chart__size"
                          onClick={(event) => {
                            event.preventDefault();
                            onSelect(index);
                          }}
                        >
                          {cells[0]}
                        </button>
                      </th>
                      {cells.slice(1).map((cell, column) => (
                        <td key={guide.columns[column + 1]}>{cell}</td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </form>
      </div>

      <div className="size-chart__aside">
        <section
          id="size-recommendation"
          className="size-recommendation"
          aria-labelledby="size-recommendation-title"
          aria-live="polite"
        >
          <h3 id="size-recommendation-title">Recommended For You</h3>
          {recommendation ? (
            <>
              <p className="size-recommendation__size">
                {recommendation.title}{" "}
                <span className="size-recommendation__fit">{recommendation.fit} fit</span>
              </p>
              <dl className="size-guide__figures">
                {recommendation.facts.map((fact) => (
                  <div key={fact.term}>
                    <dt>{fact.term}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="size-recommendation__advice">{recommendation.advice}</p>
              <a className="button size-recommendation__shop" href={recommendation.shop.href}>
                {recommendation.shop.label}
              </a>
            </>
          ) : (
            <p className="size-recommendation__empty">Select a size in the chart.</p>
          )}
        </section>

        <div className="size-guide__card">
          <h3>Fit</h3>
          <ul className="size-guide__plain-list">
            {guide.fits.map((group) => (
              <li key={group.fit}>
                <strong>{group.fit}</strong>: {group.range}
              </li>
            ))}
          </ul>
          <h3>{guide.classes.title}</h3>
          <ul className="size-guide__plain-list">
            {guide.classes.list.map((sizeClass) => (
              <li key={sizeClass.name}>
                <strong>{sizeClass.name}</strong>: {sizeClass.range}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
