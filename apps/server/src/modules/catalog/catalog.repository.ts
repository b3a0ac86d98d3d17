import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { intArrayLiteral } from "../../db/int-array.ts";
import { once } from "../../db/once.ts";
import { rowsOf } from "../../db/rows.ts";
import { availableOf, readFeedPosition } from "../inventory/inventory.public.ts";
import {
  budgetCategories,
  catalogVersion,
  categoryBanners,
  categoryImages,
  festivalBanners,
  heroBanners,
  mainCategoryImages,
  metalRates,
  occasionBanners,
  offerBanners,
  productPrices,
  products,
  searchWords,
  testimonials,
  videos,
} from "./catalog.tables.ts";
import type { CatalogVersions, IndexedPiece, PiecePrice } from "./listing-index.ts";
import type { ListingIndexSource } from "./listing-index-holder.ts";
import {
  buildListingQueries,
  INDEXED_COLUMNS,
  LISTED_COLUMNS,
  type PRICE_COLUMNS,
  PRICED,
} from "./listing-queries.ts";
import { PIECE_SUMMARY_COLUMNS, type PieceSummary } from "./piece-summary.ts";
import type { ProductListRequest } from "./product-filter.ts";
import { toProduct } from "./product-view.ts";
import { type ReadWord, readWord, type SearchVocabulary, type VocabularyWord } from "./search-spelling.ts";

/** A product page for the sitemap: its SNO and when the piece last changed (ISO 8601, UTC). */
export interface ProductPage {
  sno: number;
  updatedAt: string;
}

/**
 * A piece as listings and the product page read it: without the search columns, with how many
 * are available now (the inventory module's, decision 020).
 */
export type ProductRow = Omit<typeof products.$inferSelect, "searchText" | "searchVector"> &
  Pick<typeof productPrices.$inferSelect, keyof typeof PRICE_COLUMNS> & { stock: number };

/**
 * A search made ready for SQL: for each search word, the words that may stand for it (itself when
 * the catalogue has it, else its closest spellings); a piece must match one of each. `phrase`
 * is the whole text, which puts a piece whose name contains it first.
 */
export interface SearchPlan {
  terms: string[][];
  phrase: string;
  /** Each word but stop words, as typed and as read (decision 052). */
  read: ({ typed: string } & ReadWord)[];
}

/** The words the vocabulary keeps (migration 0006, product_search_words): letters, three or more. */
const VOCABULARY_WORD = "^[a-z]{3,}$";
/**
 * A misspelling adds or drops a letter or two ("earing", "neckles"): a word much shorter or
 * longer is another word, however many trigrams it shares ("ear" for "earing").
 */
const MAX_LENGTH_CHANGE = 2;
/** A spelling is offered only when this close to the best one, so a clear winner stands alone. */
const CLOSE_TO_BEST = 0.8;
/** Spellings tried for one misspelt word: "neckles" stands for "necklace" or "necklaces". */
const SPELLINGS_PER_WORD = 3;

/** The only code that queries the catalogue tables. */
export function createCatalogRepository(db: Database) {
  const pieceSummariesQuery = once(() =>
    db
      .select(PIECE_SUMMARY_COLUMNS)
      .from(products)
      .innerJoin(productPrices, PRICED)
      .where(sql`${products.sno} = any(${sql.placeholder("snos")}::int[])`)
      .prepare("catalog_piece_summaries"),
  );

  return {
    listPage: (request: ProductListRequest, search?: SearchPlan): Promise<ProductRow[]> =>
      buildListingQueries(db, request, search).page,

    async countMatches(request: ProductListRequest, search?: SearchPlan): Promise<number> {
      const [row] = await buildListingQueries(db, request, search).count;
      return row?.total ?? 0;
    },

    /**
     * A page of search results and their total from one scan: a search for a common word matches
     * most of the catalogue and ranking reads every match anyway, so the ranked numbers carry a
     * window count rather than a second pass counting. Only numbers go through ranking and the
     * count; the page's 20 rows are read after (two-thirds the time of sorting whole rows at
     * 100,000 pieces). Past the last page no row carries the total, so it is counted then.
     */
    async searchPage(
      request: ProductListRequest,
      search: SearchPlan,
    ): Promise<{ rows: ProductRow[]; total: number }> {
      const queries = buildListingQueries(db, request, search);
      const ranked = await queries.rankedPage;
      if (ranked.length === 0) {
        const [row] = request.page > 0 ? await queries.count : [];
        return { rows: [], total: row?.total ?? 0 };
      }
      const snos = ranked.map((row) => row.sno);
      const rows = await db
        .select(LISTED_COLUMNS)
        .from(products)
        .innerJoin(productPrices, PRICED)
        .where(inArray(products.sno, snos));
      const bySno = new Map(rows.map((row) => [row.sno, row]));
      return {
        rows: snos.flatMap((sno) => bySno.get(sno) ?? []),
        total: ranked[0]?.matches ?? 0,
      };
    },

    /**
     * Decides what each search word stands for, in one round trip: a word of the catalogue's
     * vocabulary stands for itself; another word, for its closest words in the vocabulary
     * (trigram similarity, served by the vocabulary's GIN index); a stop word ("the", "for") for
     * nothing. The vocabulary holds words as written, not stems: "earing" stems to "ear", which
     * some description has, and would never be corrected to "earring". Words the vocabulary
     * cannot hold (digits, "22k", two letters) stand for themselves when some piece has them.
     */
    /**
     * The vocabulary without stop words ("the", "with"), which no search is corrected to: one text
     * value, "word pieces,…", for the reason loadPieces gives.
     */
    async loadVocabulary(): Promise<VocabularyWord[]> {
      const result = await db.execute(sql`
        select coalesce(string_agg(${searchWords.word} || ' ' || ${searchWords.pieces}, ','), '') as words
        from ${searchWords}
        where numnode(plainto_tsquery('english'::regconfig, ${searchWords.word})) > 0`);
      const [row] = rowsOf(result, "catalog: load the vocabulary", { words: "string" });
      if (!row?.words) return [];
      return row.words.split(",").map((entry) => {
        const [word, pieces] = entry.split(" ");
        return { word: word!, pieces: Number(pieces) };
      });
    },

    async planSearch(search: string, vocabulary: SearchVocabulary): Promise<SearchPlan> {
      const words = search.split(" ").filter((word) => word !== "");
      if (words.length === 0) return { terms: [[]], phrase: search, read: [] };
      const result = await db.execute(sql`
        select coalesce(json_agg(json_build_object(
          'word', t.word, 'stop', q.stop, 'found', f.found, 'spellings', coalesce(s.spellings, '[]'::json)
        ) order by t.position), '[]'::json)::text as terms
        from unnest(array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) with ordinality as t(word, position)
        cross join lateral (
          select numnode(plainto_tsquery('english'::regconfig, t.word)) = 0 as stop
        ) q
        cross join lateral (
          select not q.stop and case
            when t.word ~ ${VOCABULARY_WORD} then exists (
              select 1 from ${searchWords} where ${searchWords.word} = t.word
            )
            else exists (
              select 1 from ${products}
              where ${products.searchVector} @@ plainto_tsquery('english'::regconfig, t.word)
            )
          end as found
        ) f
        left join lateral (
          select json_agg(json_build_object('word', c.word, 'score', c.score)
            order by c.score desc, c.pieces desc, c.word) as spellings
          from (
            select ${searchWords.word} as word, ${searchWords.pieces} as pieces,
              similarity(${searchWords.word}, t.word) as score
            from ${searchWords}
            where not q.stop and not f.found and ${searchWords.word} % t.word
              and abs(length(${searchWords.word}) - length(t.word)) <= ${MAX_LENGTH_CHANGE}
              and numnode(plainto_tsquery('english'::regconfig, ${searchWords.word})) > 0
            order by score desc, pieces desc, word
            limit ${SPELLINGS_PER_WORD}
          ) c
        ) s on true`);
      const [row] = rowsOf(result, "catalog: plan a search", { terms: "string" });
      const planned = JSON.parse(row?.terms ?? "[]") as {
        word: string;
        stop: boolean;
        found: boolean;
        spellings: { word: string; score: number }[];
      }[];
      const read = planned
        .filter((term) => !term.stop)
        .map((term) => {
          const best = term.spellings[0]?.score ?? 0;
          const spellings = term.spellings.filter((s) => s.score >= best * CLOSE_TO_BEST).map((s) => s.word);
          return { typed: term.word, ...readWord(term.word, term.found, spellings, vocabulary) };
        });
      const terms = read.map((word) => word.words);
      // Only stop words: nothing to look for, and so nothing found.
      return { terms: terms.length === 0 ? [[]] : terms, phrase: words.join(" "), read };
    },

    countPieces: async (): Promise<number> => {
      const [row] = await db.select({ total: catalogVersion.productCount }).from(catalogVersion);
      return row?.total ?? 0;
    },

    /**
     * Pieces after `afterSno`, for the listing index. Asked for as one JSON value: PGlite hands
     * rows to JavaScript one value at a time, far slower for a whole catalogue (decision 003).
     */
    async loadPieces(afterSno: number, limit: number): Promise<IndexedPiece[]> {
      const result = await db.execute(sql`
        select coalesce(json_agg(p order by p.sno), '[]'::json)::text as pieces
        from (select ${sql.join(
          INDEXED_COLUMNS.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
          sql`, `,
        )}, ${availableOf(products.sno)} as stock
          from ${products} join ${productPrices} on ${PRICED}
          where ${products.sno} > ${afterSno} and ${products.forSale} order by ${products.sno} limit ${limit}) p`);
      const [row] = rowsOf(result, "catalog: load pieces", { pieces: "string" });
      return (JSON.parse(row?.pieces ?? "[]") as Record<string, unknown>[]).map((json) => {
        // Keyed as ProductRow is. toProduct reads none of the columns left out.
        const piece = json as unknown as ProductRow;
        return {
          sno: piece.sno,
          productName: piece.productName,
          purity: piece.purity,
          itemName: piece.itemName,
          subItemName: piece.subItemName,
          catName: piece.catName,
          metalId: piece.metalId,
          sizeId: piece.sizeId,
          sizeName: piece.sizeName,
          gender: piece.gender,
          occasion: piece.occasion,
          materialFinish: piece.materialFinish,
          colorAccents: piece.colorAccents,
          stoneUnit: piece.stoneUnit,
          giftIdeas: piece.giftIdeas,
          stock: piece.stock,
          newArrival: piece.newArrival,
          topTrending: piece.topTrending,
          bestDesign: piece.bestDesign,
          featured: piece.featured,
          pricePaise: piece.pricePaise,
          ratePaise: piece.ratePaise,
          grossAmountPaise: piece.grossAmountPaise,
          gstAmountPaise: piece.gstAmountPaise,
          grandTotalPaise: piece.grandTotalPaise,
          rank: piece.rank,
          json: JSON.stringify(toProduct(piece)),
        };
      });
    },

    /**
     * The prices written since the snapshot `since` (by transactions it could not see), or every
     * price, for the listing index's price patch (decision 050): a rate change reads the pieces it
     * repriced, not the catalogue. One text value, for the reason loadPieces gives: six numbers a
     * piece, "sno,rate,gross,gst,grandTotal,price,…".
     */
    async loadPrices(since?: string): Promise<PiecePrice[]> {
      const p = productPrices;
      const result = await db.execute(sql`
        select coalesce(string_agg(concat_ws(',', ${p.sno}, ${p.ratePaise}, ${p.grossAmountPaise},
          ${p.gstAmountPaise}, ${p.grandTotalPaise}, ${p.pricePaise}), ','), '') as prices
        from ${p}
        ${since === undefined ? sql`` : sql`where not pg_visible_in_snapshot(${p.changedTxid}, ${since}::pg_snapshot)`}`);
      const [row] = rowsOf(result, "catalog: load prices", { prices: "string" });
      if (!row?.prices) return [];
      const numbers = row.prices.split(",");
      const prices: PiecePrice[] = new Array(numbers.length / 6);
      for (let i = 0; i < prices.length; i++) {
        const at = i * 6;
        prices[i] = {
          sno: Number(numbers[at]),
          ratePaise: Number(numbers[at + 1]),
          grossAmountPaise: Number(numbers[at + 2]),
          gstAmountPaise: Number(numbers[at + 3]),
          grandTotalPaise: Number(numbers[at + 4]),
          pricePaise: Number(numbers[at + 5]),
        };
      }
      return prices;
    },

    /**
     * Runs `read` in one REPEATABLE READ, read-only transaction: every query it makes sees the
     * same snapshot, whatever commits meanwhile (the listing index's build, decision 020). Also
     * hands over the snapshot itself, from which the inventory feed brings stock up to date.
     */
    inSnapshot<T>(read: (snapshot: ListingIndexSource, position: string) => Promise<T>): Promise<T> {
      return db.transaction(
        async (tx) => {
          const position = await readFeedPosition(tx);
          return read(createCatalogRepository(tx), position);
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },

    async findProduct(sno: number): Promise<ProductRow | undefined> {
      const [row] = await db
        .select(LISTED_COLUMNS)
        .from(products)
        .innerJoin(productPrices, PRICED)
        .where(eq(products.sno, sno));
      return row;
    },

    /** The pieces of these numbers that exist, in no particular order. */
    findProducts: (snos: readonly number[]): Promise<ProductRow[]> =>
      db
        .select(LISTED_COLUMNS)
        .from(products)
        .innerJoin(productPrices, PRICED)
        .where(inArray(products.sno, [...snos])),

    /**
     * What the cart, the wishlist, recently viewed and an order need of these pieces: no
     * description, no search columns. Prepared on first use (an order prices its lines with it).
     */
    findPieceSummaries: (snos: readonly number[]): Promise<PieceSummary[]> =>
      pieceSummariesQuery().execute({ snos: intArrayLiteral(snos) }),

    /**
     * Every piece's number and last change in SNO order, for the sitemap. Asked for as one text
     * value for the same reason as loadPieces (100,000 rows one by one through PGlite are ten
     * times slower), with times as epoch seconds: Postgres's to_char doubled the query's time.
     */
    async listProductPages(): Promise<ProductPage[]> {
      const result = await db.execute(sql`
        select coalesce(string_agg(
          ${products.sno}::text || ' ' || floor(extract(epoch from ${products.updatedAt}))::bigint::text,
          ',' order by ${products.sno}
        ), '') as pages
        from ${products}`);
      const [row] = rowsOf(result, "catalog: list product pages", { pages: "string" });
      if (!row?.pages) return [];
      return row.pages.split(",").map((entry) => {
        const [sno, seconds] = entry.split(" ");
        // ISO 8601 in UTC to the second, as the sitemaps protocol's W3C datetime asks.
        return {
          sno: Number(sno),
          updatedAt: new Date(Number(seconds) * 1000).toISOString().replace(".000Z", "Z"),
        };
      });
    },

    listRates: () => db.select().from(metalRates).orderBy(asc(metalRates.position), asc(metalRates.metal)),
    listHeroBanners: () =>
      db.select().from(heroBanners).orderBy(asc(heroBanners.position), asc(heroBanners.id)),
    listOccasionBanners: () =>
      db.select().from(occasionBanners).orderBy(asc(occasionBanners.position), asc(occasionBanners.id)),
    listOfferBanners: () =>
      db.select().from(offerBanners).orderBy(asc(offerBanners.position), asc(offerBanners.id)),
    listMainCategoryImages: () =>
      db
        .select()
        .from(mainCategoryImages)
        .orderBy(asc(mainCategoryImages.position), asc(mainCategoryImages.id)),
    listFestivalBanners: () =>
      db.select().from(festivalBanners).orderBy(asc(festivalBanners.position), asc(festivalBanners.id)),
    listVideos: () => db.select().from(videos).orderBy(asc(videos.position), asc(videos.id)),
    listCategoryBanners: () =>
      db.select().from(categoryBanners).orderBy(asc(categoryBanners.position), asc(categoryBanners.id)),
    listTestimonials: () =>
      db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id)),
    listBudgetCategories: () =>
      db.select().from(budgetCategories).orderBy(asc(budgetCategories.position), asc(budgetCategories.id)),

    /** The header of a listing: an exact sub-item match first, else the category's own image. */
    async findCategoryImage(itemName: string, subItemName: string | undefined) {
      const rows = await db
        .select()
        .from(categoryImages)
        .where(eq(sql`lower(${categoryImages.itemName})`, itemName.toLowerCase()));
      const wanted = subItemName?.toLowerCase();
      return (
        rows.find((row) => wanted !== undefined && row.subItemName?.toLowerCase() === wanted) ??
        rows.find((row) => row.subItemName === null)
      );
    },

    async readCatalogVersion(): Promise<number> {
      const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
      return row?.version ?? 0;
    },

    async readCatalogVersions(): Promise<CatalogVersions> {
      const [row] = await db
        .select({
          version: catalogVersion.version,
          piecesVersion: catalogVersion.piecesVersion,
          pricesVersion: catalogVersion.pricesVersion,
        })
        .from(catalogVersion);
      return row ?? { version: 0, piecesVersion: 0, pricesVersion: 0 };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

export type { PieceSummary } from "./piece-summary.ts";
