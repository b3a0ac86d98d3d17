import type { ListingFacet } from "@nagai/contracts/product";
import { Link } from "react-router";
import { getChoiceSearch, type Listing, PANEL_FILTERS } from "./listing-query";

interface FilterSidebarProps {
  listing: Listing;
  params: URLSearchParams;
  pathname: string;
  /** Each panel filter's values with their counts; null when the API counted none (a search). */
  facets: readonly ListingFacet[] | null;
}

/**
 * The desktop sidebar (decision 055): the panel's lists always open, each value a link to the
 * listing with it chosen (or, when chosen, without it), so it works before hydration too. A count
 * is what the listing would show with that value and the other filters as they are; a value that
 * would show nothing is not a link, unless it is chosen, so that it can still be removed. Phones
 * do not show it: they have the drawer (listing.css).
 */
export function FilterSidebar({ listing, params, pathname, facets }: FilterSidebarProps) {
  return (
    <aside className="filter-sidebar" aria-labelledby="filter-sidebar-title">
      <h2 id="filter-sidebar-title" className="filter-sidebar__title">
        Filter by
      </h2>
      {PANEL_FILTERS.map((filter) => {
        const counts = facets?.find((facet) => facet.key === filter.key)?.values;
        const chosen = listing.choices[filter.key] ?? "";
        const headingId = `facet-${filter.key}`;
        return (
          <section key={filter.key} className="facet" aria-labelledby={headingId}>
            <h3 id={headingId} className="facet__title">
              {filter.title}
            </h3>
            <ul className="facet__values">
              {filter.choices.map((choice) => {
                const count = counts?.find((entry) => entry.value === choice.value)?.count;
                const selected = chosen === choice.value;
                const text = (
                  <>
                    <span className="facet__box" aria-hidden="true" />
                    <span className="facet__label">{choice.label}</span>
                    {count !== undefined && <span className="facet__count">{` (${count})`}</span>}
                  </>
                );
                return (
                  <li key={choice.value}>
                    {count === 0 && !selected ? (
                      <span className="facet__value" aria-disabled="true" data-facet-value={choice.value}>
                        {text}
                      </span>
                    ) : (
                      <Link
                        className="facet__value"
                        to={{
                          pathname,
                          search: getChoiceSearch(params, filter.key, selected ? "" : choice.value),
                        }}
                        aria-current={selected ? "true" : undefined}
                        aria-label={selected ? `Remove ${filter.title}: ${choice.label}` : undefined}
                        data-facet-value={choice.value}
                      >
                        {text}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </aside>
  );
}
