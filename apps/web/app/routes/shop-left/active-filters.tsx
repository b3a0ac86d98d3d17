import { Link } from "react-router";
import { type ActiveFilter, getChangedSearch } from "./listing-query";

interface ActiveFiltersProps {
  active: readonly ActiveFilter[];
  params: URLSearchParams;
  pathname: string;
}

/**
 * The removable tags. Each is a link to the listing without that filter, so removing one works
 * before hydration too and is a history entry like every other filter change.
 */
export function ActiveFilters({ active, params, pathname }: ActiveFiltersProps) {
  if (active.length === 0) return null;
  return (
    <section className="active-filters" aria-label="Active filters">
      <ul className="active-filters__list">
        {active.map((filter) => (
          <li key={filter.id}>
            <Link
              className="filter-tag"
              to={{ pathname, search: getChangedSearch(params, filter.keys) }}
              aria-label={`Remove filter ${filter.label}`}
              data-filter={filter.id}
            >
              <span>{filter.label}</span>
              <span className="filter-tag__x" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="active-filters__clear" to={pathname}>
        Clear All
      </Link>
    </section>
  );
}
