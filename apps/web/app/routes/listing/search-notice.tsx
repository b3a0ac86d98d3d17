import { ITEM_NAMES } from "@nagai/contracts/constants";
import type { ListingSearch } from "@nagai/contracts/product";
import { Link } from "react-router";

/** The categories offered when a listing finds nothing: the four kinds of piece. */
const POPULAR_CATEGORIES = ITEM_NAMES.slice(0, 4);

const searchLink = (text: string) => `/shop-left?itemName=${encodeURIComponent(text)}`;

/** Above the results of a corrected search: what the shop searched for instead (decision 052). */
export function SearchCorrection({ search }: { search: ListingSearch | null }) {
  if (!search?.showing) return null;
  return (
    <p className="search-correction">
      Showing results for <strong>{search.showing}</strong>
    </p>
  );
}

/**
 * Under "No products found": never a dead end. Searches near this one that find pieces, the
 * popular categories, and one tap back to every piece.
 */
export function NothingFound({ search, pathname }: { search: ListingSearch | null; pathname: string }) {
  const nearby = search?.didYouMean ?? [];
  return (
    <div className="nothing-found">
      {nearby.length > 0 && (
        <p>
          Did you mean{" "}
          {nearby.map((phrase, index) => (
            <span key={phrase}>
              {index > 0 && (index === nearby.length - 1 ? " or " : ", ")}
              <Link to={searchLink(phrase)}>{phrase}</Link>
            </span>
          ))}
          ?
        </p>
      )}
      <p>
        Popular categories:{" "}
        {POPULAR_CATEGORIES.map((name, index) => (
          <span key={name}>
            {index > 0 && ", "}
            <Link to={`/shop-left?itemName=${encodeURIComponent(name)}`}>{name}</Link>
          </span>
        ))}
      </p>
      <p>
        <Link className="button button--small" to={pathname}>
          {search ? "Clear the search" : "Clear all filters"}
        </Link>
      </p>
    </div>
  );
}
