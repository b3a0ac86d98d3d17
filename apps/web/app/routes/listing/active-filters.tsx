import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigationType } from "react-router";
import { type ActiveFilter, getChangedSearch } from "./listing-query";

interface ActiveFiltersProps {
  active: readonly ActiveFilter[];
  params: URLSearchParams;
  pathname: string;
}

/** Navigation state of a tag's link: where the removed tag stood, to put the focus back there. */
interface RemovedTag {
  removedTagAt: number;
}

/**
 * The removable tags. Each is a link to the listing without that filter, so removing one works
 * before hydration too and is a history entry like every other filter change. The link that had
 * the focus is gone once its filter is: the focus moves to the tag that took its place, else to
 * Clear All's neighbour, the results' count, so a keyboard user is not thrown back to the page's top.
 */
export function ActiveFilters({ active, params, pathname }: ActiveFiltersProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const removedAt = (location.state as RemovedTag | null)?.removedTagAt;
    // Only right after the click: Back and Forward to such an entry leave the focus alone.
    if (removedAt === undefined || navigationType !== "PUSH") return;
    const tags = listRef.current?.querySelectorAll<HTMLElement>(".filter-tag");
    const next = tags?.[Math.min(removedAt, tags.length - 1)];
    const fallback = document.getElementById("listing-count");
    (next ?? fallback)?.focus();
  }, [location, navigationType]);

  if (active.length === 0) return null;
  return (
    <section className="active-filters" aria-label="Active filters">
      <ul ref={listRef} className="active-filters__list">
        {active.map((filter, index) => (
          <li key={filter.id}>
            <Link
              className="filter-tag"
              to={{ pathname, search: getChangedSearch(params, filter.keys) }}
              state={{ removedTagAt: index } satisfies RemovedTag}
              preventScrollReset
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
