import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  type ChoiceFilter,
  DEFAULT_SORT,
  getChangedSearch,
  getChoiceSearch,
  getSortParams,
  type Listing,
  PANEL_FILTERS,
  PRICE_KEYS,
  SORT_CHOICES,
  SORT_KEYS,
} from "./listing-query";
import { PriceRange } from "./price-range";

export const FILTER_PANEL_ID = "listing-filters";

/** Keys the panel's own controls send; every other key of the URL rides along as a hidden input. */
const PANEL_KEYS = new Set<string>([
  ...PANEL_FILTERS.map((filter) => filter.key),
  ...PRICE_KEYS,
  ...SORT_KEYS,
  "show",
  "page",
  "pageSize",
]);

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, summary, [tabindex='0']";

interface FilterPanelProps {
  listing: Listing;
  params: URLSearchParams;
  pathname: string;
  open: boolean;
  onClose: () => void;
  onNavigate: (search: string) => void;
  /** The toggle that opened the panel: a click on it is not a click outside. */
  toggleRef: RefObject<HTMLElement | null>;
}

/**
 * The slide-in filter panel: a modal dialog once hydrated. Without JavaScript it is a GET form
 * opened by the toggle's #listing-filters link (CSS :target) and applied by its submit button.
 */
export function FilterPanel({
  listing,
  params,
  pathname,
  open,
  onClose,
  onNavigate,
  toggleRef,
}: FilterPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    closeRef.current?.focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      // Focus stays inside the dialog: Tab from the last control wraps to the first and back.
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !panel.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === last || !panel.contains(document.activeElement))
      ) {
        event.preventDefault();
        first.focus();
      }
    }
    function handlePointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (panel?.contains(target) || toggleRef.current?.contains(target)) return;
      onCloseRef.current();
    }
    // The page behind does not scroll while the panel is open; the old value comes back after.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    document.addEventListener("keydown", handleKeyDown);
    document.addEventListener("pointerdown", handlePointerDown);
    return () => {
      root.style.overflow = previousOverflow;
      document.removeEventListener("keydown", handleKeyDown);
      document.removeEventListener("pointerdown", handlePointerDown);
    };
  }, [open, toggleRef]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Once hydrated every control has already applied itself; the button just closes the panel.
    event.preventDefault();
    onClose();
  }

  const choose = (keys: readonly string[], set: Record<string, string>) =>
    onNavigate(getChangedSearch(params, keys, set));

  return (
    <>
      <div
        ref={panelRef}
        id={FILTER_PANEL_ID}
        className="filter-panel"
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-labelledby="filter-panel-title"
      >
        <form method="get" action={pathname} className="filter-panel__form" onSubmit={handleSubmit}>
          <div className="filter-panel__head">
            <h2 id="filter-panel-title">Filters</h2>
            <button ref={closeRef} type="button" className="filter-panel__close" onClick={onClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close filters</span>
            </button>
          </div>
          <div className="filter-panel__body">
            {[...params].map(([key, value]) =>
              PANEL_KEYS.has(key) ? null : (
                <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
              ),
            )}
            {PANEL_FILTERS.map((filter) => (
              <ChoiceSection
                key={filter.key}
                filter={filter}
                value={listing.choices[filter.key] ?? ""}
                onChoose={(value) => onNavigate(getChoiceSearch(params, filter.key, value))}
              />
            ))}
            <Section
              title="Price"
              initiallyOpen={listing.minPrice !== undefined || listing.maxPrice !== undefined}
            >
              <PriceRange
                min={listing.minPrice}
                max={listing.maxPrice}
                onChange={(min, max) =>
                  choose(PRICE_KEYS, {
                    ...(min === undefined ? {} : { minGrandTotal: String(min) }),
                    ...(max === undefined ? {} : { maxGrandTotal: String(max) }),
                  })
                }
              />
            </Section>
            <Section title="Sort" initiallyOpen={listing.sort !== DEFAULT_SORT}>
              <fieldset className="filter-options">
                <legend className="visually-hidden">Sort</legend>
                {/* Most Relevant is the default order: it is the Sort section's "All". */}
                {SORT_CHOICES.map((choice) => (
                  <label key={choice.value} className="filter-option">
                    <input
                      type="radio"
                      name="sortBy"
                      value={choice.value}
                      checked={listing.sort === choice.value}
                      onChange={() => choose(SORT_KEYS, getSortParams(choice.value))}
                    />
                    <span>{choice.label}</span>
                  </label>
                ))}
              </fieldset>
            </Section>
          </div>
          <div className="filter-panel__foot">
            <Link className="button button--ghost" to={pathname}>
              Clear All
            </Link>
            <button type="submit" className="button">
              Show results
            </button>
          </div>
        </form>
      </div>
      <div className="filter-overlay" data-open={open} aria-hidden="true" />
    </>
  );
}

function Section({
  title,
  initiallyOpen,
  children,
}: {
  title: string;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  // Sections in use start open; after that the shopper decides (the details element keeps its own state).
  const [open] = useState(initiallyOpen);
  return (
    <details className="filter-section" open={open}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

interface ChoiceSectionProps {
  filter: ChoiceFilter;
  value: string;
  onChoose: (value: string) => void;
}

function ChoiceSection({ filter, value, onChoose }: ChoiceSectionProps) {
  return (
    <Section title={filter.title} initiallyOpen={value !== ""}>
      <fieldset className="filter-options">
        <legend className="visually-hidden">{filter.title}</legend>
        {[{ value: "", label: "All" }, ...filter.choices].map((choice) => (
          <label key={choice.value} className="filter-option">
            <input
              type="radio"
              name={filter.key}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
    </Section>
  );
}
