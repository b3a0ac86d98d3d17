import type { TodayRate } from "@nagai/contracts/catalog";
import { SEARCH_SUGGEST_MIN_CHARS } from "@nagai/contracts/constants";
import { paiseToRupees } from "@nagai/contracts/money";
import {
  FACET_KEYS,
  FACETS,
  type ListingFacet,
  type ListingSearch,
  type Product,
  type ProductFilterQuery,
  type SearchSuggestResponse,
} from "@nagai/contracts/product";
import type { VersionWatcher } from "../../db/version-watcher.ts";
import { notFound } from "../../http-errors.ts";
import type { StockChanges, StockFeed } from "../inventory/inventory.public.ts";
import type { CatalogRepository, PieceSummary, SearchPlan } from "./catalog.repository.ts";
import type { ListingIndex } from "./listing-index.ts";
import { createListingIndexHolder } from "./listing-index-holder.ts";
import { type ProductListRequest, parseProductListRequest } from "./product-filter.ts";
import { toProduct, toProductWithBreakup } from "./product-view.ts";
import type { ResponseCache, StockDependence } from "./response-cache.ts";
import { didYouMeanWords, SearchVocabulary } from "./search-spelling.ts";
import { SuggestIndex, suggestWords } from "./suggest-index.ts";

export interface CatalogServiceOptions {
  repository: CatalogRepository;
  cache: ResponseCache;
  version: VersionWatcher;
  /** The inventory's change log, read by this process: stock is patched in place (decision 020). */
  stockFeed: StockFeed;
  /** Catalogues up to this many pieces are browsed from memory (decision 003); larger ones from SQL. */
  listingIndexMaxPieces: number;
}

/** Catalogue reads. Answers come back serialized, so the cache can keep and resend them as they are. */
export function createCatalogService({
  repository,
  cache,
  version,
  stockFeed,
  listingIndexMaxPieces,
}: CatalogServiceOptions) {
  const listings = createListingIndexHolder(repository, listingIndexMaxPieces, {
    // A new index holds the stock of its snapshot: patched to now before it answers.
    install: (index, position, use) =>
      stockFeed.catchUp(position, (changes) => {
        patchIndex(index, changes, false);
        use();
      }),
  });
  stockFeed.listen((changes, everything) => {
    const index = listings.current;
    if (index) patchIndex(index, changes, everything);
    if (everything) cache.forgetAllStock();
    else cache.forgetPieces(changes.keys());
  });

  /** The catalogue version now, with this process's stock brought up to date first. */
  async function currentVersion(): Promise<number> {
    const [atVersion] = await Promise.all([version.current(), stockFeed.sync()]);
    return atVersion;
  }

  const cached = async (key: string, compute: () => Promise<unknown>, stock: StockDependence = "pieces") =>
    cache.get(key, await currentVersion(), async () => JSON.stringify(await compute()), stock);

  /** The body with no warnings: what the cache keeps, whatever ignored values the request carried. */
  function listingBody(request: ProductListRequest, { total, items, search, facets }: ListingAnswer) {
    const list = `[${items.join(",")}]`;
    const totalPages = Math.max(1, Math.ceil(total / request.pageSize));
    const searched = search ? `,"search":${JSON.stringify(search)}` : "";
    const counted = facets ? `,"facets":${JSON.stringify(facets)}` : "";
    return `{"data":${list},"items":${list},"totalItems":${total},"totalPages":${totalPages},"page":${request.page},"pageSize":${request.pageSize}${searched}${counted}${NO_WARNINGS}`;
  }

  /** The vocabulary of one catalogue version, loaded once per version by each process. */
  let vocabulary: { version: number; words: Promise<SearchVocabulary> } | undefined;
  function vocabularyAt(atVersion: number): Promise<SearchVocabulary> {
    if (vocabulary?.version !== atVersion) {
      const loading = repository.loadVocabulary().then((words) => new SearchVocabulary(words));
      vocabulary = { version: atVersion, words: loading };
      // A failed load is not kept: the next search loads again.
      loading.catch(() => {
        if (vocabulary?.words === loading) vocabulary = undefined;
      });
    }
    return vocabulary.words;
  }

  async function listPageAndCount(request: ProductListRequest) {
    const [rows, total] = await Promise.all([repository.listPage(request), repository.countMatches(request)]);
    return { rows, total };
  }

  /**
   * The page from memory, with the facets' counts when asked (decision 055); undefined for what
   * the index cannot answer. The SQL path counts no facets: the sidebar then shows no counts.
   */
  function listFromIndex(index: ListingIndex, request: ProductListRequest): ListingAnswer | undefined {
    const answer = index.list(request);
    if (!answer || !request.withFacets) return answer;
    return { ...answer, facets: index.countFacets(request.filter, FACETS) };
  }

  async function listFromSql(request: ProductListRequest, atVersion: number): Promise<ListingAnswer> {
    if (request.filter.search === undefined) {
      const { rows, total } = await listPageAndCount(request);
      return { total, items: rows.map((row) => JSON.stringify(toProduct(row))) };
    }
    const words = await vocabularyAt(atVersion);
    const plan = await repository.planSearch(request.filter.search, words);
    const { rows, total } = await repository.searchPage(request, plan);
    return {
      total,
      items: rows.map((row) => JSON.stringify(toProduct(row))),
      search: describeSearch(plan, total, words),
    };
  }

  return {
    /** The body of ProductListResponse, assembled from pieces already serialized. */
    async listProducts(query: ProductFilterQuery): Promise<string> {
      const request = parseProductListRequest(query);
      const atVersion = await currentVersion();
      const index = listings.newest(atVersion);
      if (index && index.version !== atVersion) {
        // A newer catalogue is being indexed: answer from the older index, and keep nothing.
        const answer = listFromIndex(index, request);
        if (answer) return withWarnings(listingBody(request, answer), request.warnings);
      }
      // Keyed on what the answer depends on: the warnings name the ignored values, which change
      // nothing else, so `gender=x1` … `gender=x2000` share the entry of no gender at all.
      const { warnings, ...answered } = request;
      const body = await cache.get(
        `products:${JSON.stringify(answered)}`,
        atVersion,
        async () =>
          listingBody(
            request,
            (index?.version === atVersion && listFromIndex(index, request)) ||
              (await listFromSql(request, atVersion)),
          ),
        // Filtered on stock, the matches and the total change with the sale of any piece that
        // the other filters match (for the facets' counts, all but one facet's): the index of
        // this version tells which (any, without one).
        request.filter.inStock === undefined ? "pieces" : "all",
        (sno) => {
          const current = listings.current;
          const facets = request.withFacets ? FACET_KEYS : [];
          return current?.version !== atVersion || current.concerns(request.filter, sno, facets);
        },
      );
      return withWarnings(body, warnings);
    },

    /**
     * The search box's suggestions (decision 052), from this process's listing index: while a
     * newer catalogue is being indexed, from the index it has (a price or a piece a build old).
     * A catalogue too large to index, or one not indexed yet, suggests categories only.
     */
    async suggest(q: string): Promise<SearchSuggestResponse> {
      const typed = suggestWords(q).slice(0, SUGGEST_MAX_WORDS);
      const query = typed.join(" ");
      if (query.replaceAll(" ", "").length < SEARCH_SUGGEST_MIN_CHARS)
        return { query, pieces: [], categories: [] };
      const index = listings.newest(await version.current());
      const found = index?.suggest(typed, SUGGESTIONS) ?? {
        pieces: [],
        categories: CATEGORIES_ONLY.listingsFor(typed, SUGGESTIONS),
      };
      return { query, ...found };
    },

    /**
     * Starts indexing the current catalogue version if the listing index does not hold it yet, and
     * says how far it is: a process is ready for traffic once listings come from memory.
     */
    async listingIndexStatus() {
      const catalogueVersion = await version.current();
      listings.newest(catalogueVersion);
      return { state: listings.state, catalogueVersion, indexVersion: listings.version ?? null };
    },

    /**
     * Another answer read from the catalogue's tables (the rate history, rates.routes.ts), kept per
     * catalogue version like the answers above; it shows no piece, so stock does not touch it.
     */
    cachedAnswer: (key: string, compute: () => Promise<unknown>): Promise<string> =>
      cached(key, compute, "none"),

    /** The catalogue version now, for answers other modules cache (the sitemap). */
    catalogueVersion: (): Promise<number> => version.current(),

    /**
     * The catalogue version now, if every answer given now is of it; undefined while listings still
     * come from an older index (see listProducts). Pages rendered meanwhile are not kept (decision 008).
     */
    async settledVersion(): Promise<number | undefined> {
      const atVersion = await currentVersion();
      const index = listings.newest(atVersion);
      return !index || index.version === atVersion ? atVersion : undefined;
    },

    /** Every product page with its last change, for the sitemap (which caches what it builds). */
    listProductPages: () => repository.listProductPages(),

    /** The spec's single-product lookup answers an array whose first entry the client uses. */
    getProductBySno(sno: number): Promise<string> {
      return cached(`product:${sno}`, async () => {
        const row = await repository.findProduct(sno);
        if (!row) throw notFound(`Product ${sno} not found`);
        return [toProductWithBreakup(row)];
      });
    },

    /**
     * Pieces by number, in the order asked, unknown numbers left out: the wishlist, cart and
     * recently viewed pages show their pieces with one call. Read from the table, as objects, so
     * the route's schema checks what leaves.
     */
    async getProductsBySno(snos: readonly number[]): Promise<Product[]> {
      const rows = await repository.findProducts(snos);
      const bySno = new Map(rows.map((row) => [row.sno, row]));
      return snos.flatMap((sno) => {
        const row = bySno.get(sno);
        return row ? [toProduct(row)] : [];
      });
    },

    /**
     * The catalogue's one door for the shopper's own lists (cart, wishlist, recently viewed) and
     * orders: what they need of these pieces with the number available now, read fresh from the
     * database in one query (stock and price must not come from a cache a second old when a cart
     * decides what may be added). Unknown numbers are absent.
     */
    async findPieces(snos: readonly number[]): Promise<Map<number, PieceSummary>> {
      if (snos.length === 0) return new Map();
      const rows = await repository.findPieceSummaries(snos);
      return new Map(rows.map((row) => [row.sno, row]));
    },

    todayRate(): Promise<string> {
      return cached("rates", async (): Promise<TodayRate> => {
        const rows = await repository.listRates();
        return Object.fromEntries(rows.map((row) => [row.metal, paiseToRupees(row.ratePaise)]));
      });
    },

    bannerList(): Promise<string> {
      return cached("banners", async () =>
        success(
          (await repository.listHeroBanners()).map((b) => ({
            id: b.id,
            image_path: b.imagePath,
            title: b.title,
            subtitle: b.subtitle,
            itemname: b.itemName,
            gender: b.gender,
          })),
        ),
      );
    },

    occasionBannerList(): Promise<string> {
      return cached("occasion_banners", async () =>
        success(
          (await repository.listOccasionBanners()).map((b) => ({
            id: b.id,
            occasion: b.occasion,
            gender: b.gender,
            action: b.action,
            image_path: b.imagePath,
          })),
        ),
      );
    },

    offerBannerList(): Promise<string> {
      return cached("offer_banners", async () =>
        success(
          (await repository.listOfferBanners()).map((b) => ({
            id: b.id,
            item_name: b.itemName,
            sub_item_name: b.subItemName,
            image_path: b.imagePath,
          })),
        ),
      );
    },

    mainCategoryImageList(): Promise<string> {
      return cached("main_category_images", async () =>
        success(
          (await repository.listMainCategoryImages()).map((b) => ({
            id: b.id,
            item_name: b.itemName,
            image_path: b.imagePath,
          })),
        ),
      );
    },

    festivalBannerList(): Promise<string> {
      return cached("festival_banners", async () =>
        success(
          (await repository.listFestivalBanners()).map((b) => ({
            id: b.id,
            title: b.title,
            subtitle: b.subtitle,
            item_name: b.itemName,
            sub_item_name: b.subItemName,
            image_path: b.imagePath,
          })),
        ),
      );
    },

    videoList(): Promise<string> {
      return cached("videos", async () =>
        success(
          (await repository.listVideos()).map((v) => ({
            id: v.id,
            title: v.title,
            video_path: v.videoPath,
            poster_path: v.posterPath,
          })),
        ),
      );
    },

    categoryBannerList(): Promise<string> {
      return cached("category_banners", async () =>
        success(
          (await repository.listCategoryBanners()).map((b) => ({
            id: b.id,
            itemName: b.itemName,
            subItemName: b.subItemName,
            image_path: b.imagePath,
            title: b.title,
          })),
        ),
      );
    },

    testimonialList(): Promise<string> {
      return cached("testimonials", async () =>
        success(
          (await repository.listTestimonials()).map((t) => ({
            id: t.id,
            name: t.name,
            city: t.city,
            quote: t.quote,
            rating: t.rating,
          })),
        ),
      );
    },

    budgetCategories(): Promise<string> {
      return cached("budget_categories", async () =>
        (await repository.listBudgetCategories()).map((b) => ({
          id: b.id,
          title: b.title,
          min_price: paiseToRupees(b.minPricePaise),
          max_price: b.maxPricePaise === null ? null : paiseToRupees(b.maxPricePaise),
          image_path: b.imagePath,
          alt: b.alt,
        })),
      );
    },

    categoryImage(itemName: string, subItemName: string | undefined): Promise<string> {
      return cached(
        `category_image:${itemName.toLowerCase()}:${subItemName?.toLowerCase() ?? ""}`,
        async () => {
          const row = await repository.findCategoryImage(itemName, subItemName);
          if (!row) throw notFound(`No category image for ${itemName}`);
          return { images: row.images, title: row.title, subtitle: row.subtitle };
        },
      );
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

const success = <T>(data: T[]) => ({ status: "success" as const, data });

const NO_WARNINGS = ',"warnings":[]}';

/** Pieces, and rows of listings, the search box suggests at most. */
const SUGGESTIONS = 6;
/** Typed words suggestions read; the search itself reads as many (SEARCH_MAX_WORDS). */
const SUGGEST_MAX_WORDS = 8;
/** The listing rows that need no piece: categories, collections, occasions. */
const CATEGORIES_ONLY = new SuggestIndex([], new Int32Array(0));

/** A listing's page and total, and for a search how it was read. */
interface ListingAnswer {
  total: number;
  items: string[];
  search?: ListingSearch;
  facets?: ListingFacet[];
}

/** Phrases offered under "Did you mean" when a search finds nothing. */
const DID_YOU_MEAN_PHRASES = 3;

/**
 * How a search was read (decision 052): the words typed, the corrected phrase the page shows as
 * "Showing results for" when a word was misspelt, and when nothing was found, phrases that find
 * something: each unknown word replaced by a near word of the catalogue, or else each known word
 * alone (a combination no piece has, like "silver mangalsutra").
 */
function describeSearch(plan: SearchPlan, total: number, vocabulary: SearchVocabulary): ListingSearch {
  const typed = plan.phrase.split(" ");
  const readOf = (word: string) => plan.read.find((read) => read.typed === word);
  const corrected = plan.read.some((read) => read.corrected);
  const didYouMean = new Set<string>();
  if (total === 0) {
    typed.forEach((word, at) => {
      if (readOf(word)?.words.length !== 0) return;
      for (const near of didYouMeanWords(word, vocabulary, DID_YOU_MEAN_PHRASES)) {
        didYouMean.add(typed.map((other, i) => (i === at ? near : other)).join(" "));
      }
    });
    if (didYouMean.size === 0 && plan.read.length > 1) {
      for (const read of plan.read) if (read.words.length > 0) didYouMean.add(read.shownAs);
    }
  }
  return {
    query: plan.phrase,
    showing: corrected ? typed.map((word) => readOf(word)?.shownAs ?? word).join(" ") : null,
    didYouMean: [...didYouMean].slice(0, DID_YOU_MEAN_PHRASES),
  };
}

/** Sets the changed pieces' availability in the index; `everything`: pieces absent have none. */
function patchIndex(index: ListingIndex, changes: StockChanges, everything: boolean): void {
  if (everything) index.setAllAvailable(changes);
  else for (const [sno, available] of changes) index.setAvailable(sno, available);
}

/** Puts this request's warnings into a listing body kept without them. */
function withWarnings(body: string, warnings: string[]): string {
  if (warnings.length === 0) return body;
  return `${body.slice(0, -NO_WARNINGS.length)},"warnings":${JSON.stringify(warnings)}}`;
}
