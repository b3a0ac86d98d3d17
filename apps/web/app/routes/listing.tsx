import { LISTING_LOAD_MORE_STEP, PAGE_SIZE_MAX } from "@nagai/contracts/constants";
import type { ListingFacet, ListingSearch } from "@nagai/contracts/product";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { preload } from "react-dom";
import { data, Link, useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { type CardProduct, ProductCard, selectCardFields } from "../components/product-card";
import { GRID_SIZES } from "../components/product-grid";
import {
  type ApiClient,
  ApiError,
  createApiClient,
  getErrorMessage,
  type ProductListQuery,
} from "../lib/api";
import { getImageSources } from "../lib/images";
import { CATALOGUE_ONLY, cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { revalidateUnlessPersonalChange } from "../lib/personal-state";
import { useHydrated } from "../lib/use-hydrated";
import stylesheet from "../listing-page.css?url";
import type { Route } from "./+types/listing";
import { ActiveFilters } from "./listing/active-filters";
import { FILTER_PANEL_ID, FilterPanel } from "./listing/filter-panel";
import { FilterSidebar } from "./listing/filter-sidebar";
import {
  countFilters,
  getCanonicalPath,
  getChangedSearch,
  getListingHeading,
  getShowSearch,
  getSortParams,
  readListing,
  SORT_CHOICES,
  SORT_KEYS,
} from "./listing/listing-query";
import { NothingFound, SearchCorrection } from "./listing/search-notice";

interface ListingData {
  products: CardProduct[];
  total: number;
  error: string | null;
  /** The API refused the query (a 4xx): the link is at fault, not the shop, so retrying cannot help. */
  refused: boolean;
  /** How a free-text search was read; null for a listing that is no search. */
  search: ListingSearch | null;
  /** Each panel filter's values with their counts, for the desktop sidebar; null when not counted. */
  facets: ListingFacet[] | null;
  /** For the canonical link, which should be absolute. */
  origin: string;
}

/**
 * One call for the usual page (at most 100 cards per request, the API's limit); a link that asks
 * for more cards fetches the further pages of 100 in parallel once the first says they exist.
 */
async function loadListing(api: ApiClient, url: URL, origin: string): Promise<ListingData> {
  const listing = readListing(url.searchParams);
  const query: ProductListQuery = { page: 0, pageSize: Math.min(listing.show, PAGE_SIZE_MAX) };
  for (const [key, value] of listing.filters) query[key] = value;
  try {
    // Only the first call counts the facets: the further pages share its filter.
    const first = await api.listProducts({ ...query, facets: "YES" });
    let items = first.data;
    const wanted = Math.min(listing.show, first.totalItems);
    if (wanted > PAGE_SIZE_MAX) {
      const pages = Array.from({ length: Math.ceil(wanted / PAGE_SIZE_MAX) - 1 }, (_, index) => index + 1);
      const rest = await Promise.all(pages.map((page) => api.listProducts({ ...query, page })));
      items = items.concat(...rest.map((list) => list.data));
    }
    return {
      products: items.slice(0, listing.show).map(selectCardFields),
      total: first.totalItems,
      error: null,
      refused: false,
      search: first.search ?? null,
      facets: first.facets ?? null,
      origin,
    };
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return {
      products: [],
      total: 0,
      error: getErrorMessage(error),
      refused,
      search: null,
      facets: null,
      origin,
    };
  }
}

/** The listing's one stylesheet: the shell's parts and only those it shows (decision 062). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await loadListing(createApiClient(context), new URL(request.url), context.origin);
  // The page still renders its error state, but as a 502 when the API behind failed, or a 400
  // when it refused what the link asks for (the page reads the query as the API does, so that is
  // a crafted link): never kept by a cache or a search engine as the listing.
  if (result.error === null) return data(result, { headers: CATALOGUE_ONLY });
  return data(result, { status: result.refused ? 400 : 502 });
}

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

// A wishlist or cart change reloads the root (hearts, badges), not this page's lists.
export const shouldRevalidate = revalidateUnlessPersonalChange;

/**
 * After the first page, the browser asks the API itself: one JSON call instead of a round trip
 * through the server's loader, and the same code path, so the error state is the same too.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // In the browser the page's own origin is the public one.
  return loadListing(createApiClient(), new URL(request.url), window.location.origin);
}

export function meta({ data: loaded, location }: Route.MetaArgs): Route.MetaDescriptors {
  const listing = readListing(new URLSearchParams(location.search));
  const heading = getListingHeading(listing);
  const title = `${heading} | Nagai`;
  const canonical = `${loaded?.origin ?? ""}${getCanonicalPath(listing)}`;
  const count = loaded && loaded.error === null ? `${loaded.total} pieces: ` : "";
  const description = `${count}${heading} in gold, silver and oxidised finishes at Nagai, with prices in rupees.`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
  ];
}

/** Must match .listing-grid's columns in listing.css: shop-left-two has two columns on desktop. */
const GRID_SIZES_TWO = "(min-width: 1200px) 580px, (min-width: 960px) 48vw, (min-width: 600px) 32vw, 48vw";
/** Cards of the widest first row load eagerly: they are above the fold. */
const FIRST_ROW = 4;

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { products, total, error, search: searched, facets } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const pathname = location.pathname.replace(/\/+$/, "") || "/shop-left";
  const variant = pathname === "/shop-right" ? "right" : pathname === "/shop-left-two" ? "two" : "left";

  // While the next view loads the controls already show what was chosen, not the old URL.
  const pending = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const search = pending ? navigation.location.search : location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const listing = useMemo(() => readListing(params), [params]);
  const loading = pending || revalidator.state === "loading";

  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const closePanel = useCallback(() => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  }, []);

  // Every filter change is a new history entry (back/forward restore the view) and, as the spec
  // says, scrolls to the top: React Router's ScrollRestoration does that for a push navigation.
  const goTo = useCallback(
    (nextSearch: string) => navigate({ pathname: location.pathname, search: nextSearch }, { replace: false }),
    [navigate, location.pathname],
  );

  // Load More moves focus to the first new card, so a keyboard shopper continues where they were.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || products.length <= from) return;
    focusFrom.current = null;
    gridRef.current?.children[from]?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
  }, [products]);

  const lcp = products[0]?.ImagePath[0];
  if (lcp) {
    // The first card's picture is the page's largest on a phone: asked for before the stylesheet
    // and scripts are read, as the home page's first banner is.
    const image = getImageSources(lcp, "product");
    preload(image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avif,
      imageSizes: variant === "two" ? GRID_SIZES_TWO : GRID_SIZES,
      fetchPriority: "high",
    });
  }

  const sortParamsKept = [...params].filter(
    ([key]) => !["sortBy", "sortDirection", "show", "page", "pageSize"].includes(key),
  );

  return (
    <div className={`listing listing--${variant}`} data-panel-open={panelOpen}>
      <h1 className="listing__title">{getListingHeading(listing)}</h1>

      <div className="listing-bar">
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            className="filter-toggle"
            aria-haspopup="dialog"
            aria-expanded={panelOpen}
            aria-controls={FILTER_PANEL_ID}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <FilterToggleText count={countFilters(listing)} />
          </button>
        ) : (
          <a className="filter-toggle" href={`#${FILTER_PANEL_ID}`}>
            <FilterToggleText count={countFilters(listing)} />
          </a>
        )}
        <form method="get" action={pathname} className="listing-sort">
          {sortParamsKept.map(([key, value]) => (
            <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
          ))}
          <label htmlFor="listing-sort">Sort by</label>
          <select
            id="listing-sort"
            name="sortBy"
            value={listing.sort}
            onChange={(event) => goTo(getChangedSearch(params, SORT_KEYS, getSortParams(event.target.value)))}
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button--small">
              Sort
            </button>
          </noscript>
        </form>
      </div>

      <ActiveFilters active={listing.active} params={params} pathname={pathname} />

      <FilterPanel
        listing={listing}
        params={params}
        pathname={pathname}
        open={panelOpen}
        onClose={closePanel}
        onNavigate={goTo}
        toggleRef={toggleRef}
      />

      <FilterSidebar listing={listing} params={params} pathname={pathname} facets={facets} />

      <section className="listing__results" aria-labelledby="listing-count" aria-busy={loading}>
        {loading && <p className="listing__loading">Loading...</p>}
        {error !== null ? (
          <ListingError
            message={error}
            params={new URLSearchParams(location.search)}
            pathname={pathname}
            onRetry={() => revalidator.revalidate()}
          />
        ) : products.length === 0 ? (
          <>
            <p className="notice" id="listing-count" tabIndex={-1}>
              No products found
            </p>
            <NothingFound search={searched} pathname={pathname} />
          </>
        ) : (
          <>
            {/* The cards' names are level 3: a level 2 between them and the page's h1 (heading order). */}
            <h2 className="visually-hidden">Results</h2>
            <SearchCorrection search={searched} />
            <p className="listing__count" id="listing-count" tabIndex={-1}>
              Showing 1 to {products.length} of {total} results
            </p>
            <ul ref={gridRef} className="product-grid listing-grid">
              {products.map((product, index) => (
                <li key={product.SNO}>
                  <ProductCard
                    product={product}
                    eager={index < FIRST_ROW}
                    // The first card's picture is the page's LCP on a phone: fetched first.
                    highPriority={index === 0}
                    sizes={variant === "two" ? GRID_SIZES_TWO : GRID_SIZES}
                  />
                </li>
              ))}
            </ul>
            {products.length < total && (
              <div className="listing__more">
                <Link
                  className="button"
                  to={{
                    pathname: location.pathname,
                    search: getShowSearch(
                      new URLSearchParams(location.search),
                      products.length + LISTING_LOAD_MORE_STEP,
                    ),
                  }}
                  preventScrollReset
                  onClick={() => {
                    focusFrom.current = products.length;
                  }}
                >
                  Load More
                </Link>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function FilterToggleText({ count }: { count: number }) {
  return (
    <>
      <span>Filters</span>
      {count > 0 && (
        <span className="filter-toggle__badge">
          {count}
          <span className="visually-hidden"> active</span>
        </span>
      )}
    </>
  );
}

interface ListingErrorProps {
  message: string;
  params: URLSearchParams;
  pathname: string;
  onRetry: () => void;
}

function ListingError({ message, params, pathname, onRetry }: ListingErrorProps) {
  return (
    <div className="notice notice--error" role="alert" id="listing-count" tabIndex={-1}>
      <p>Failed to load products: {message}</p>
      {/* A GET form to this very view: without JavaScript it reloads it; with it the data is asked again. */}
      <form
        method="get"
        action={pathname}
        onSubmit={(event) => {
          event.preventDefault();
          onRetry();
        }}
      >
        {[...params].map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className="button">
          Retry
        </button>
      </form>
    </div>
  );
}
