import { and, asc, count, desc, eq, getTableColumns, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { availableOf, isAvailable } from "../inventory/inventory.public.ts";
import type { SearchPlan } from "./catalog.repository.ts";
import { catalogVersion, productPrices, products } from "./catalog.tables.ts";
import type { ProductFilter, ProductListRequest } from "./product-filter.ts";

/** The product table's columns but the search columns, which are large and never shown. */
export const {
  searchText: _searchText,
  searchVector: _searchVector,
  ...SHOWN_COLUMNS
} = getTableColumns(products);

/** A piece's price lines, from product_prices (decision 050), joined on the piece's SNO. */
export const PRICE_COLUMNS = {
  ratePaise: productPrices.ratePaise,
  grossAmountPaise: productPrices.grossAmountPaise,
  gstAmountPaise: productPrices.gstAmountPaise,
  grandTotalPaise: productPrices.grandTotalPaise,
  pricePaise: productPrices.pricePaise,
  ratePerGramPaise: productPrices.ratePerGramPaise,
  metalValuePaise: productPrices.metalValuePaise,
  makingChargesPaise: productPrices.makingChargesPaise,
  pricedAt: productPrices.pricedAt,
};

/** The join every read of a piece with its price makes: a piece without a price row is not shown. */
export const PRICED = eq(productPrices.sno, products.sno);

/**
 * What a listing page or the product page reads: the shown columns, the price lines and the
 * pieces available now.
 */
export const LISTED_COLUMNS = { ...SHOWN_COLUMNS, ...PRICE_COLUMNS, stock: availableOf(products.sno) };

/**
 * What the listing index loads of each piece besides its stock: all but the search columns and
 * the timestamps, none of which the API shows. Building 100,000 pieces left 500 MB of garbage
 * behind with every column.
 */
export const INDEXED_COLUMNS = Object.entries({ ...SHOWN_COLUMNS, ...PRICE_COLUMNS }).filter(
  ([key]) => key !== "createdAt" && key !== "updatedAt" && key !== "pricedAt",
);

/** The two queries behind a listing page; bench/explain-listing.ts explains these very queries. */
export function buildListingQueries(db: Database, request: ProductListRequest, search?: SearchPlan) {
  const query = search && toTsquery(search);
  const filters = conditions(request.filter, query);
  // Off-sale pieces (decision 049) are never listed nor found.
  const where = and(eq(products.forSale, true), ...filters);
  const order = ordering(request, search, query);
  return {
    page: db
      .select(LISTED_COLUMNS)
      .from(products)
      .innerJoin(productPrices, PRICED)
      .where(where)
      .orderBy(...order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize),
    rankedPage: rankSearchMatches(db, request, where, search, query),
    // The whole catalogue's count is kept by triggers (migration 0004): no need to read every row.
    count:
      filters.length === 0
        ? db
            .select({
              total: sql<number>`${catalogVersion.productCount} - (select count(*) from ${products} where not ${products.forSale})::int`,
            })
            .from(catalogVersion)
        : byPrice(request.filter)
          ? db.select({ total: count() }).from(products).innerJoin(productPrices, PRICED).where(where)
          : db.select({ total: count() }).from(products).where(where),
  };
}

/** Whether a filter bounds the price: its count reads product_prices too. */
const byPrice = (filter: ProductFilter) =>
  filter.minPricePaise !== undefined || filter.maxPricePaise !== undefined;

/**
 * The search as one tsquery: each word's spellings OR-ed, the words AND-ed. Every word is a bound
 * parameter of plainto_tsquery, which reads it as plain text, never as tsquery syntax. A word
 * with no spelling at all means that nothing matches.
 */
function toTsquery(search: SearchPlan): SQL | undefined {
  if (search.terms.some((spellings) => spellings.length === 0)) return undefined;
  return sql.join(
    search.terms.map(
      (spellings) =>
        sql`(${sql.join(
          spellings.map((word) => sql`plainto_tsquery('english'::regconfig, ${word})`),
          sql` || `,
        )})`,
    ),
    sql` && `,
  );
}

function conditions(filter: ProductFilter, query: SQL | undefined): SQL[] {
  const where: SQL[] = [];
  const p = products;
  if (filter.itemName !== undefined) where.push(eq(p.itemName, filter.itemName));
  if (filter.search !== undefined) {
    // Served by the GIN index on search_vector; without a query, nothing can match.
    where.push(query ? sql`${p.searchVector} @@ (${query})` : sql`false`);
  }
  if (filter.subItemName !== undefined) {
    where.push(eq(sql`lower(${p.subItemName})`, filter.subItemName.toLowerCase()));
  }
  if (filter.catName !== undefined) where.push(eq(p.catName, filter.catName));
  if (filter.metalId !== undefined) where.push(eq(p.metalId, filter.metalId));
  if (filter.sizeId !== undefined) where.push(eq(p.sizeId, filter.sizeId));
  if (filter.sizeName !== undefined) where.push(eq(p.sizeName, filter.sizeName));
  if (filter.gender !== undefined) where.push(eq(p.gender, filter.gender));
  if (filter.occasion !== undefined) where.push(eq(p.occasion, filter.occasion));
  if (filter.materialFinish !== undefined) where.push(eq(p.materialFinish, filter.materialFinish));
  if (filter.colorAccent !== undefined) where.push(eq(p.colorAccents, filter.colorAccent));
  if (filter.stoneUnit !== undefined) where.push(eq(p.stoneUnit, filter.stoneUnit));
  if (filter.giftIdeas !== undefined) where.push(eq(p.giftIdeas, filter.giftIdeas));
  if (filter.inStock !== undefined) {
    where.push(filter.inStock ? isAvailable(p.sno) : sql`not ${isAvailable(p.sno)}`);
  }
  if (filter.newArrival !== undefined) where.push(eq(p.newArrival, filter.newArrival));
  if (filter.topTrending !== undefined) where.push(eq(p.topTrending, filter.topTrending));
  if (filter.bestDesign !== undefined) where.push(eq(p.bestDesign, filter.bestDesign));
  if (filter.featured !== undefined) where.push(eq(p.featured, filter.featured));
  if (filter.minPricePaise !== undefined) where.push(gte(productPrices.pricePaise, filter.minPricePaise));
  if (filter.maxPricePaise !== undefined) where.push(lte(productPrices.pricePaise, filter.maxPricePaise));
  return where;
}

function ordering(
  request: ProductListRequest,
  search: SearchPlan | undefined,
  query: SQL | undefined,
): SQL[] {
  const direction = request.sortDirection === "ASC" ? asc : desc;
  // SNO breaks ties so that pages never repeat or skip a piece.
  if (request.sortBy === "price") return [direction(productPrices.pricePaise), direction(products.sno)];
  const byRank = [direction(products.rank), direction(products.sno)];
  if (!search || !query) return byRank;
  return [direction(searchScore(search, query)), ...byRank];
}

/**
 * Relevance: a piece whose name holds the whole text typed comes first, then ts_rank (name words
 * weigh most, then category, description, gender and occasion), then the merchandising rank.
 */
function searchScore(search: SearchPlan, query: SQL): SQL<number> {
  return sql<number>`(case when strpos(' ' || lower(${products.productName}) || ' ', ${` ${search.phrase} `}) > 0 then 1 else 0 end
    + ts_rank(${products.searchVector}, ${query}))`;
}

/**
 * The SNOs of a page of search results, each with the number of matches. The matches are read
 * once into a narrow CTE (number, rank, price, score) that both the count and the sort read:
 * sorting or window-counting whole rows of a large result spills to disk
 * (docs/decisions/006-search.md).
 */
function rankSearchMatches(
  db: Database,
  request: ProductListRequest,
  where: SQL | undefined,
  search: SearchPlan | undefined,
  query: SQL | undefined,
) {
  const matches = db.$with("matches").as(
    db
      .select({
        sno: products.sno,
        rank: products.rank,
        price: productPrices.pricePaise,
        score: (search && query ? searchScore(search, query) : sql<number>`0`).as("score"),
      })
      .from(products)
      .innerJoin(productPrices, PRICED)
      .where(where),
  );
  const direction = request.sortDirection === "ASC" ? asc : desc;
  const order =
    request.sortBy === "price"
      ? [direction(matches.price), direction(matches.sno)]
      : [direction(matches.score), direction(matches.rank), direction(matches.sno)];
  return db
    .with(matches)
    .select({ sno: matches.sno, matches: sql<number>`(select count(*) from ${matches})::int` })
    .from(matches)
    .orderBy(...order)
    .limit(request.pageSize)
    .offset(request.page * request.pageSize);
}
