import {
  CATALOGUE_METALS,
  COLOR_ACCENTS,
  GENDERS,
  GIFT_IDEAS,
  ITEM_NAMES,
  MATERIAL_FINISHES,
  OCCASIONS,
  SIZE_NAMES,
  STONE_UNITS,
} from "@nagai/contracts/constants";
import { FACET_KEYS, FACETS } from "@nagai/contracts/product";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createStockFeedSource, setOnHand } from "../inventory/inventory.public.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { products } from "./catalog.tables.ts";
import { ListingIndex } from "./listing-index.ts";
import { createListingIndexHolder, type ListingIndexSource } from "./listing-index-holder.ts";
import type { ProductFilter, ProductListRequest } from "./product-filter.ts";
import { toProduct } from "./product-view.ts";

const PAGE_ONE: Omit<ProductListRequest, "filter"> = {
  sortBy: "price",
  sortDirection: "ASC",
  page: 0,
  pageSize: 1,
  warnings: [],
};

// A small deterministic generator, so a failure names a filter that fails again.
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick, maybe: <T>(value: () => T, chance = 0.3) => (next() < chance ? value() : undefined) };
}

const SUB_ITEMS = ["Couple Rings", "50% Off", "Buy 1 Get 1", "Jhumkas", "Kada"];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const r = randomSource(7);
  const rows = Array.from({ length: 333 }, () =>
    aProduct({
      itemName: r.pick(ITEM_NAMES),
      subItemName: r.pick(SUB_ITEMS),
      catName: r.pick(CATALOGUE_METALS),
      metalId: r.maybe(() => r.pick([1, 2]), 0.7) ?? null,
      sizeId: r.maybe(() => r.pick([1, 2, 3])) ?? null,
      sizeName: r.maybe(() => r.pick(SIZE_NAMES)) ?? null,
      gender: r.pick(GENDERS),
      occasion: r.pick(OCCASIONS),
      materialFinish: r.pick(MATERIAL_FINISHES),
      colorAccents: r.pick(COLOR_ACCENTS),
      stoneUnit: r.maybe(() => r.pick(STONE_UNITS), 0.6) ?? null,
      giftIdeas: r.maybe(() => r.pick(GIFT_IDEAS)) ?? null,
      stock: r.pick([0, 1, 1, 3]),
      newArrival: r.next() < 0.3,
      topTrending: r.next() < 0.3,
      bestDesign: r.next() < 0.3,
      featured: r.next() < 0.3,
      grossAmountPaise: Math.floor(r.next() * 500_000),
    }),
  );
  await insertProducts(t.db, ...rows);
});

afterAll(() => t.close());

function randomFilter(r: ReturnType<typeof randomSource>): ProductFilter {
  const filter: ProductFilter = {
    itemName: r.maybe(() => r.pick(ITEM_NAMES)),
    subItemName: r.maybe(() => r.pick([...SUB_ITEMS, "buy 1 get 1", "No Such Set"]), 0.2),
    catName: r.maybe(() => r.pick(CATALOGUE_METALS), 0.2),
    metalId: r.maybe(() => r.pick([1, 2, 9]), 0.15),
    sizeId: r.maybe(() => r.pick([1, 2, 3]), 0.1),
    sizeName: r.maybe(() => r.pick(SIZE_NAMES), 0.15),
    gender: r.maybe(() => r.pick(GENDERS)),
    occasion: r.maybe(() => r.pick(OCCASIONS), 0.2),
    materialFinish: r.maybe(() => r.pick(MATERIAL_FINISHES), 0.2),
    colorAccent: r.maybe(() => r.pick(COLOR_ACCENTS), 0.2),
    stoneUnit: r.maybe(() => r.pick(STONE_UNITS), 0.2),
    giftIdeas: r.maybe(() => r.pick(GIFT_IDEAS), 0.15),
    inStock: r.maybe(() => r.next() < 0.5, 0.15),
    newArrival: r.maybe(() => r.next() < 0.5, 0.15),
    topTrending: r.maybe(() => r.next() < 0.5, 0.15),
    bestDesign: r.maybe(() => r.next() < 0.5, 0.15),
    featured: r.maybe(() => r.next() < 0.5, 0.15),
    minPricePaise: r.maybe(() => Math.floor(r.next() * 300_000), 0.3),
    maxPricePaise: r.maybe(() => Math.floor(r.next() * 600_000), 0.3),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
}

/** Asks the index and SQL the same random requests and expects the same pages and totals. */
async function compareWithSql(index: ListingIndex, r: ReturnType<typeof randomSource>, requests: number) {
  const repository = createCatalogRepository(t.db);
  let nonEmpty = 0;
  let sparse = 0;
  let dense = 0;
  for (let i = 0; i < requests; i++) {
    const request: ProductListRequest = {
      filter: randomFilter(r),
      sortBy: r.pick(["price", "relevance"] as const),
      sortDirection: r.pick(["ASC", "DESC"] as const),
      page: r.pick([0, 0, 1, 3]),
      pageSize: r.pick([5, 10, 20]),
      warnings: [],
    };
    const rows = await repository.listPage(request);
    const expected = {
      total: await repository.countMatches(request),
      pieces: rows.map((row) => toProduct(row)),
    };
    const answer = index.list(request)!;
    const actual = { total: answer.total, pieces: answer.items.map((json) => JSON.parse(json)) };
    expect(actual, JSON.stringify(request)).toEqual(expected);
    if (expected.pieces.length > 0) nonEmpty++;
    // The index gathers and sorts very few matches, and walks the sort order for more.
    const needed = request.page * request.pageSize + Math.min(request.pageSize, expected.total);
    if (expected.total * Math.log2(expected.total + 1) * 8 < (index.size * needed) / expected.total) sparse++;
    else if (expected.total > request.page * request.pageSize) dense++;
  }
  return { nonEmpty, sparse, dense };
}

describe("listing index", () => {
  it.each([
    ["the default price cuts", undefined],
    ["price cuts of 16 pieces", 16],
  ])(
    "answers every page and total exactly as SQL does, for 400 random requests, with %s",
    async (_name, priceCut) => {
      const repository = createCatalogRepository(t.db);
      const index = new ListingIndex(1, await repository.loadPieces(0, 10_000), priceCut);
      expect(index.size).toBe(333);
      const { sparse, dense, nonEmpty } = await compareWithSql(index, randomSource(42), 400);
      expect(sparse).toBeGreaterThan(30);
      expect(dense).toBeGreaterThan(30);
      // The comparison means little if almost every request matched nothing.
      expect(nonEmpty).toBeGreaterThan(150);
    },
  );

  it("says which pieces' sales can change a listing filtered on stock: those its other filters match in SQL", async () => {
    const repository = createCatalogRepository(t.db);
    const pieces = await repository.loadPieces(0, 10_000);
    const index = new ListingIndex(1, pieces);
    const r = randomSource(11);
    let concerned = 0;
    for (let i = 0; i < 150; i++) {
      const { inStock: _inStock, ...others } = randomFilter(r);
      const all = {
        filter: others,
        sortBy: "price",
        sortDirection: "ASC",
        page: 0,
        pageSize: 10_000,
      } as const;
      const matched = new Set((await repository.listPage({ ...all, warnings: [] })).map((row) => row.sno));
      for (const inStock of [true, false]) {
        const filter = { ...others, inStock };
        const says = pieces.filter((piece) => index.concerns(filter, piece.sno)).map((piece) => piece.sno);
        expect(new Set(says), JSON.stringify(filter)).toEqual(matched);
        concerned += says.length;
      }
    }
    // Neither all nor none: the filters tell pieces apart.
    expect(concerned).toBeGreaterThan(1000);
    expect(concerned).toBeLessThan(150 * 2 * pieces.length * 0.5);
    // A piece added since the build, and a search, which SQL answers: every sale may concern them.
    expect(index.concerns({ itemName: "No Such Item", inStock: true }, pieces.at(-1)!.sno + 1)).toBe(true);
    expect(index.concerns({ search: "ring", inStock: true }, pieces[0]!.sno)).toBe(true);
  });

  it("counts each facet value as SQL counts the listing with that value chosen, for 60 random filters", async () => {
    const repository = createCatalogRepository(t.db);
    const index = new ListingIndex(1, await repository.loadPieces(0, 10_000));
    const r = randomSource(23);
    let counted = 0;
    for (let i = 0; i < 60; i++) {
      const filter = randomFilter(r);
      const facets = index.countFacets(filter, FACETS)!;
      for (const { key, values } of facets) {
        for (const { value, count } of values) {
          const request = { filter: { ...filter, [key]: value }, ...PAGE_ONE };
          expect(count, JSON.stringify(request.filter)).toBe(await repository.countMatches(request));
          counted += count;
        }
      }
    }
    expect(counted).toBeGreaterThan(1000);
    expect(index.countFacets({ search: "ring" }, FACETS)).toBeUndefined();
  });

  it("with facets counted, a listing on stock is concerned by pieces that miss at most one facet's value", async () => {
    const repository = createCatalogRepository(t.db);
    const pieces = await repository.loadPieces(0, 10_000);
    const index = new ListingIndex(1, pieces);
    const r = randomSource(5);
    let concerned = 0;
    for (let i = 0; i < 40; i++) {
      const { inStock: _inStock, ...others } = randomFilter(r);
      // The pieces whose stock reaches some count: those the listing of some facet value matches.
      const matched = new Set<number>();
      const listings = [
        others,
        ...FACET_KEYS.flatMap((key) => FACETS[key].map((value) => ({ ...others, [key]: value }))),
      ];
      for (const filter of listings) {
        const rows = await repository.listPage({ filter, ...PAGE_ONE, pageSize: 10_000 });
        for (const row of rows) matched.add(row.sno);
      }
      const filter = { ...others, inStock: true };
      const says = new Set(
        pieces.filter((piece) => index.concerns(filter, piece.sno, FACET_KEYS)).map((p) => p.sno),
      );
      // Every piece some count depends on; besides them, at most pieces that miss a facet's
      // value by having none (no size, no stone), which no count holds: forgetting for them
      // costs a cache entry, never a wrong count.
      for (const sno of matched) expect(says.has(sno), `${sno} ${JSON.stringify(filter)}`).toBe(true);
      for (const sno of says) {
        if (matched.has(sno)) continue;
        const piece = pieces.find((p) => p.sno === sno)!;
        expect(piece.sizeName === null || piece.stoneUnit === null, JSON.stringify(filter)).toBe(true);
      }
      concerned += says.size;
    }
    expect(concerned).toBeLessThan(40 * pieces.length * 0.5);
  });

  it("serves each piece as the single-product call shows it, less the price breakup", async () => {
    const repository = createCatalogRepository(t.db);
    const [piece] = await repository.loadPieces(0, 1);
    const response = await t.app.inject(`/api/v1/product/getSnofilter?sno=${piece!.sno}`);
    const { PriceBreakup, ...listed } = response.json()[0];
    expect(JSON.parse(piece!.json)).toEqual(listed);
    expect(PriceBreakup.total).toBe(listed.GrandTotal);
  });

  it("loads in chunks that add up to the whole catalogue", async () => {
    const repository = createCatalogRepository(t.db);
    const first = await repository.loadPieces(0, 200);
    const rest = await repository.loadPieces(first[first.length - 1]!.sno, 200);
    expect(first.length + rest.length).toBe(333);
    expect(new Set([...first, ...rest].map((p) => p.sno)).size).toBe(333);
  });

  it("leaves free-text search to SQL", () => {
    const request: ProductListRequest = {
      filter: { search: "jhumka" },
      sortBy: "relevance",
      sortDirection: "DESC",
      page: 0,
      pageSize: 10,
      warnings: [],
    };
    expect(new ListingIndex(1, []).list(request)).toBeUndefined();
  });

  it("builds in the background, offers the newest index while the next builds, and never above its size limit", async () => {
    const repository = createCatalogRepository(t.db);
    const version = await repository.readCatalogVersion();
    const holder = createListingIndexHolder(repository, 1000);
    expect(holder.newest(version)).toBeUndefined();
    expect(holder.state).toBe("building");
    await vi.waitFor(() => expect(holder.newest(version)?.size).toBe(333), { timeout: 10_000 });
    expect(holder.state).toBe("ready");
    const [piece] = await repository.loadPieces(0, 1);
    await t.db.update(products).set({ featured: !piece!.featured }).where(eq(products.sno, piece!.sno));
    expect(holder.newest(version + 1)?.version).toBe(version);
    await vi.waitFor(() => expect(holder.newest(version + 1)?.version).toBe(version + 1), {
      timeout: 10_000,
    });

    const small = createListingIndexHolder(repository, 100);
    small.newest(version + 1);
    await vi.waitFor(() => expect(small.state).toBe("too large"), { timeout: 10_000 });
    expect(small.newest(version + 1)).toBeUndefined();
  });

  it("finishes a build on the snapshot it started, whatever commits meanwhile, and builds the next after it", async () => {
    const repository = createCatalogRepository(t.db);
    const version = await repository.readCatalogVersion();
    const [piece] = await repository.loadPieces(0, 1);
    let write: Promise<unknown> | undefined;
    // The catalogue changes while the build reads: on PostgreSQL the write commits at once, on
    // PGlite it waits for the build's transaction.
    const source: ListingIndexSource = {
      ...repository,
      inSnapshot: (read) =>
        repository.inSnapshot((snapshot, position) =>
          read(
            {
              ...snapshot,
              async loadPieces(after, limit) {
                const pieces = await snapshot.loadPieces(after, limit);
                write ??= t.db
                  .update(products)
                  .set({ newArrival: !piece!.newArrival })
                  .where(eq(products.sno, piece!.sno));
                return pieces;
              },
            },
            position,
          ),
        ),
    };
    const holder = createListingIndexHolder(source, 1000);
    holder.newest(version);
    await vi.waitFor(() => expect(holder.current).toBeDefined(), { timeout: 10_000 });
    await write;
    const newArrivals: ProductListRequest = {
      filter: { newArrival: !piece!.newArrival },
      sortBy: "price",
      sortDirection: "ASC",
      page: 0,
      pageSize: 1000,
      warnings: [],
    };
    const snosOf = (index: ListingIndex | undefined) =>
      index!.list(newArrivals)!.items.map((json) => JSON.parse(json).SNO);
    expect(holder.current!.version).toBe(version);
    expect(snosOf(holder.current)).not.toContain(piece!.sno);
    holder.newest(version + 1);
    await vi.waitFor(() => expect(holder.current!.version).toBe(version + 1), { timeout: 10_000 });
    expect(snosOf(holder.current)).toContain(piece!.sno);
  });

  it("builds again after a failed build (the database was away), not at once", async () => {
    const repository = createCatalogRepository(t.db);
    const version = await repository.readCatalogVersion();
    let away = true;
    let clock = 0;
    const source: ListingIndexSource = {
      ...repository,
      inSnapshot: (read) =>
        away ? Promise.reject(new Error("Connection terminated unexpectedly")) : repository.inSnapshot(read),
    };
    const holder = createListingIndexHolder(source, 1000, { retryAfterMs: 5000, now: () => clock });
    holder.newest(version);
    await vi.waitFor(() => expect(holder.state).toBe("failed"));
    away = false;
    clock += 4999;
    expect(holder.newest(version)).toBeUndefined();
    expect(holder.state).toBe("failed");
    clock += 1;
    holder.newest(version);
    await vi.waitFor(() => expect(holder.newest(version)?.size).toBe(333), { timeout: 10_000 });
    expect(holder.state).toBe("ready");
  });

  it("patched in place after stock changes, still answers every page and total as SQL does", async () => {
    const repository = createCatalogRepository(t.db);
    const feed = createStockFeedSource(t.db);
    const pieces = await repository.loadPieces(0, 10_000);
    const index = new ListingIndex(1, pieces);
    const since = await feed.readPosition();
    const r = randomSource(9);
    const changed = pieces.filter(() => r.next() < 0.3);
    await setOnHand(
      t.db,
      changed.map((piece) => ({ productSno: piece.sno, onHand: piece.stock > 0 ? 0 : r.pick([1, 2]) })),
    );
    const { changes } = await feed.changesSince(since);
    expect(changes.size).toBe(changed.length);
    for (const [sno, available] of changes) index.setAvailable(sno, available);
    const { nonEmpty } = await compareWithSql(index, randomSource(43), 200);
    expect(nonEmpty).toBeGreaterThan(60);
  });

  it("patched in place after a change of prices, still answers every page and total as SQL does (decision 050)", async () => {
    const repository = createCatalogRepository(t.db);
    const built = await repository.inSnapshot(async (snapshot) => ({
      versions: await snapshot.readCatalogVersions(),
      pieces: await snapshot.loadPieces(0, 10_000),
    }));
    const index = new ListingIndex(built.versions, built.pieces);
    const holder = createListingIndexHolder(repository, 1000);
    holder.newest(built.versions.version);
    await vi.waitFor(() => expect(holder.current?.version).toBe(built.versions.version), { timeout: 10_000 });
    const held = holder.current;

    // A third of the pieces change price, as a rate change does: one statement, prices only.
    await t.db.execute(sql`
      update product_prices set gross_amount_paise = (sno * 7919) % 500000,
        gst_amount_paise = ((sno * 7919) % 500000) * 3 / 100,
        grand_total_paise = (sno * 7919) % 500000 + ((sno * 7919) % 500000) * 3 / 100,
        rate_paise = (sno * 7919) % 500000 + ((sno * 7919) % 500000) * 3 / 100
      where sno % 3 = 0`);
    const versions = await repository.readCatalogVersions();
    expect(versions).toEqual({
      version: built.versions.version + 1,
      piecesVersion: built.versions.piecesVersion,
      pricesVersion: built.versions.pricesVersion + 1,
    });
    expect(await index.setPrices(await repository.loadPrices(), versions)).toBeGreaterThan(90);
    expect(index.version).toBe(versions.version);
    const { nonEmpty } = await compareWithSql(index, randomSource(44), 200);
    expect(nonEmpty).toBeGreaterThan(60);

    // The holder patches the index it holds rather than building another.
    holder.newest(versions.version);
    await vi.waitFor(() => expect(holder.current?.version).toBe(versions.version), { timeout: 10_000 });
    expect(holder.current).toBe(held);
    await compareWithSql(holder.current!, randomSource(45), 50);
  });
});
