import { PRICE_RANGE_MAX, PRICE_RANGE_MIN, PRICE_RANGE_STEP } from "@nagai/contracts/constants";
import { formatRupees } from "@nagai/contracts/money";
import { type ChangeEvent, useEffect, useRef, useState } from "react";

/** Spec section 5: the URL changes 300 ms after the last move, not on every step of a drag. */
const PRICE_DEBOUNCE_MS = 300;
/** The handles keep at least one step apart (spec: "step and minimum gap 100"). */
const MIN_GAP = PRICE_RANGE_STEP;

interface PriceRangeProps {
  /** The range in the URL; undefined is the slider's end (no bound). */
  min: number | undefined;
  max: number | undefined;
  /** Called once the handles rest; undefined means the bound is dropped from the query. */
  onChange: (min: number | undefined, max: number | undefined) => void;
}

function snap(value: number): number {
  const snapped = Math.round(value / PRICE_RANGE_STEP) * PRICE_RANGE_STEP;
  return Math.min(PRICE_RANGE_MAX, Math.max(PRICE_RANGE_MIN, snapped));
}

const whole = (rupees: number) => formatRupees(rupees, { whole: true });

/**
 * Two range inputs over one track. Native range inputs keep the keyboard (arrows, Page Up/Down,
 * Home/End) and screen-reader support for free. Their names make the no-JavaScript form send the
 * range too; the loader ignores the ends there as the slider does here.
 */
export function PriceRange({ min, max, onChange }: PriceRangeProps) {
  const urlLow = min === undefined ? PRICE_RANGE_MIN : snap(min);
  const urlHigh = max === undefined ? PRICE_RANGE_MAX : snap(max);
  const [low, setLow] = useState(urlLow);
  const [high, setHigh] = useState(urlHigh);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Ranges this slider put in the URL, oldest first: their arrival must not undo moves made since. */
  const sent = useRef<string[]>([]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL wins when it changes from elsewhere (a tag removed, Clear All, back/forward). Echoes
  // of this slider's own changes are skipped: on a slow network the handle may have moved on, and
  // a later change can be sent before an earlier one arrives.
  useEffect(() => {
    const echo = sent.current.indexOf(`${urlLow}-${urlHigh}`);
    if (echo !== -1) {
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    sent.current = [];
    clearTimeout(timer.current);
    setLow(urlLow);
    setHigh(urlHigh);
  }, [urlLow, urlHigh]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(nextLow: number, nextHigh: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current.push(`${nextLow}-${nextHigh}`);
      onChangeRef.current(
        nextLow <= PRICE_RANGE_MIN ? undefined : nextLow,
        nextHigh >= PRICE_RANGE_MAX ? undefined : nextHigh,
      );
    }, PRICE_DEBOUNCE_MS);
  }

  function handleLow(event: ChangeEvent<HTMLInputElement>) {
    const next = Math.min(snap(Number(event.target.value)), high - MIN_GAP);
    setLow(next);
    schedule(next, high);
  }

  function handleHigh(event: ChangeEvent<HTMLInputElement>) {
    const next = Math.max(snap(Number(event.target.value)), low + MIN_GAP);
    setHigh(next);
    schedule(low, next);
  }

  const span = PRICE_RANGE_MAX - PRICE_RANGE_MIN;
  const fill = {
    left: `${((low - PRICE_RANGE_MIN) / span) * 100}%`,
    right: `${100 - ((high - PRICE_RANGE_MIN) / span) * 100}%`,
  };

  return (
    <div className="price-range">
      <p className="price-range__values" aria-hidden="true">
        {whole(low)} – {whole(high)}
      </p>
      <div className="price-range__track">
        <span className="price-range__fill" style={fill} />
        <input
          type="range"
          name="minGrandTotal"
          aria-label="Minimum price"
          aria-valuetext={whole(low)}
          min={PRICE_RANGE_MIN}
          max={PRICE_RANGE_MAX}
          step={PRICE_RANGE_STEP}
          value={low}
          onChange={handleLow}
        />
        <input
          type="range"
          name="maxGrandTotal"
          aria-label="Maximum price"
          aria-valuetext={whole(high)}
          min={PRICE_RANGE_MIN}
          max={PRICE_RANGE_MAX}
          step={PRICE_RANGE_STEP}
          value={high}
          onChange={handleHigh}
        />
      </div>
    </div>
  );
}
