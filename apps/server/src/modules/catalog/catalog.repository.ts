import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
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
  products,
  videos,
} from "./catalog.tables.ts";
import type { IndexedPiece } from "./listing-index.ts";
import type { ProductFilter, ProductListRequest } from "./product-filter.ts";
import { toProduct } from "./product-view.ts";

export type ProductRow = typeof products.$inferSelect;

/** The only code that queries the catalogue tables. */
export function createCatalogRepository(db: Database) {
  return {
    listPage: (request: ProductListRequest): Promise<ProductRow[]> => buildListingQueries(db, request).page,

    async countMatches(request: ProductListRequest): Promise<number> {
      const [row] = await buildListingQueries(db, request).count;
      return row?.total ?? 0;
    },

    countPieces: async (): Promise<number> => {
      const [row] = await db.select({ total: catalogVersion.productCount }).from(catalogVersion);
      return row?.total ?? 0;
    },

    /**
     * Pieces after `afterSno`, for the listing index. Asked for as one JSON value: PGlite hands
     * rows to JavaScript one value at a time, which took ten times longer for 100,000 pieces.
     */
    async loadPieces(afterSno: number, limit: number): Promise<IndexedPiece[]> {
      const result = await db.execute(sql`
        select coalesce(json_agg(p order by p.sno), '[]'::json)::text as pieces
        from (select ${sql.join(
          INDEXED_COLUMNS.map(([, column]) => sql.identifier(column.name)),
          sql`, `,
        )} from ${products} where ${products.sno} > ${afterSno} order by ${products.sno} limit ${limit}) p`);
      const [row] = (result as unknown as { rows: { pieces: string }[] }).rows;
      return (JSON.parse(row?.pieces ?? "[]") as Record<string, unknown>[]).map((json) => {
        // Keyed by column name in the JSON. toProduct reads none of the columns left out.
        const piece = Object.fromEntries(
          INDEXED_COLUMNS.map(([key, column]) => [key, json[column.name]]),
        ) as ProductRow;
        return {
          sno: piece.sno,
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
          rank: piece.rank,
          json: JSON.stringify(toProduct(piece)),
        };
      });
    },

    async findProduct(sno: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.sno, sno));
      return row;
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
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

/**
 * What the listing index loads of each piece: all but the search text (the longest column) and
 * the timestamps, none of which the API shows. Building 100,000 pieces left 500 MB of garbage
 * behind with every column.
 */
const INDEXED_COLUMNS = Object.entries(getTableColumns(products)).filter(
  ([key]) => key !== "searchText" && key !== "createdAt" && key !== "updatedAt",
);

/** The two queries behind a listing page; bench/explain-listing.ts explains these very queries. */
export function buildListingQueries(db: Database, request: ProductListRequest) {
  const filters = conditions(request.filter);
  const where = and(...filters);
  return {
    page: db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ordering(request))
      .limit(request.pageSize)
      .offset(request.page * request.pageSize),
    // The whole catalogue's count is kept by triggers (migration 0004): no need to read every row.
    count:
      filters.length === 0
        ? db.select({ total: catalogVersion.productCount }).from(catalogVersion)
        : db.select({ total: count() }).from(products).where(where),
  };
}

function conditions(filter: ProductFilter): SQL[] {
  const where: SQL[] = [];
  const p = products;
  if (filter.itemName !== undefined) where.push(eq(p.itemName, filter.itemName));
  if (filter.search !== undefined) {
    // Every word must appear somewhere in the piece's text; the trigram index serves the LIKEs.
    for (const word of filter.search.split(/\s+/).filter(Boolean)) {
      where.push(ilike(p.searchText, `%${escapeLike(word)}%`));
    }
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
  if (filter.inStock !== undefined) where.push(filter.inStock ? sql`${p.stock} > 0` : sql`${p.stock} = 0`);
  if (filter.newArrival !== undefined) where.push(eq(p.newArrival, filter.newArrival));
  if (filter.topTrending !== undefined) where.push(eq(p.topTrending, filter.topTrending));
  if (filter.bestDesign !== undefined) where.push(eq(p.bestDesign, filter.bestDesign));
  if (filter.featured !== undefined) where.push(eq(p.featured, filter.featured));
  if (filter.minPricePaise !== undefined) where.push(gte(p.pricePaise, filter.minPricePaise));
  if (filter.maxPricePaise !== undefined) where.push(lte(p.pricePaise, filter.maxPricePaise));
  return where;
}

function ordering(request: ProductListRequest): SQL[] {
  const direction = request.sortDirection === "ASC" ? asc : desc;
  // SNO breaks ties so that pages never repeat or skip a piece.
  if (request.sortBy === "price") return [direction(products.pricePaise), direction(products.sno)];
  return [direction(products.rank), direction(products.sno)];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
