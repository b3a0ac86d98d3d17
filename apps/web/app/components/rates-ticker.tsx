import type { TodayRate } from "@nagai/contracts/catalog";
import { formatRupees } from "@nagai/contracts/money";
import { memo, useState } from "react";
import { createApiClient } from "../lib/api";
import { useHydrated } from "../lib/use-hydrated";

/** Seconds each rate stays on the move; more metals make a longer loop at the same speed. */
const SECONDS_PER_RATE = 6;

/**
 * The header's live metal rates. The list is rendered twice and the track slides by half its
 * width, so the loop has no seam. Moving content needs a pause control (WCAG 2.2.2); with
 * prefers-reduced-motion the CSS stops the movement and hides the copy and the control.
 *
 * Memoized: the header renders again when the shopper's state comes and once the page has
 * hydrated, and this depends on neither (decision 061).
 */
export const RatesTicker = memo(function RatesTicker({ rates }: { rates: TodayRate | null }) {
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  const [retried, setRetried] = useState<TodayRate | null>(null);
  const [retrying, setRetrying] = useState(false);
  // Rates from the page's loader win once they exist; a retry fills in only while they are missing.
  const loaded = rates && Object.keys(rates).length > 0 ? rates : retried;
  const entries = Object.entries(loaded ?? {});

  async function retryRates() {
    setRetrying(true);
    try {
      setRetried(await createApiClient().getTodayRates());
    } catch {
      // The message stays; the shopper may try again.
    } finally {
      setRetrying(false);
    }
  }

  if (entries.length === 0) {
    return (
      <div className="rates-ticker rates-ticker--failed">
        <p role="status">Unable to load rates</p>
        <button
          type="button"
          className="rates-ticker__button"
          onClick={retryRates}
          disabled={!hydrated || retrying}
        >
          Retry
        </button>
      </div>
    );
  }

  return (
    <section className="rates-ticker" aria-label="Today's metal rates" data-paused={paused}>
      <div className="rates-ticker__viewport">
        <div
          className="rates-ticker__track"
          style={{ animationDuration: `${entries.length * SECONDS_PER_RATE}s` }}
        >
          <RateList entries={entries} />
          <RateList entries={entries} copy />
        </div>
      </div>
      <button
        type="button"
        className="rates-ticker__button rates-ticker__toggle"
        onClick={() => setPaused(!paused)}
        disabled={!hydrated}
      >
        <span aria-hidden="true">{paused ? "\u25B6\uFE0E" : "\u275A\u275A"}</span>
        <span className="visually-hidden">{paused ? "Play rates" : "Pause rates"}</span>
      </button>
    </section>
  );
});

function RateList({ entries, copy = false }: { entries: [string, number][]; copy?: boolean }) {
  return (
    <ul className="rates-ticker__list" aria-hidden={copy || undefined}>
      {entries.map(([metal, rate]) => (
        <li key={metal}>
          <span className="rates-ticker__metal">{metal}</span> {formatRupees(rate)}
          <abbr title="per gram">/g</abbr>
        </li>
      ))}
    </ul>
  );
}
