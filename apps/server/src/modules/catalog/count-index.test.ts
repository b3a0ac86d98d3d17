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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { CountIndex, createCountIndexHolder } from "./count-index.ts";
import type { ProductFilter, ProductListRequest } from "./product-filter.ts";

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

describe("count index", () => {
  it("counts exactly what SQL counts, for 400 random filters", async () => {
    const repository = createCatalogRepository(t.db);
    const index = new CountIndex(1, await repository.loadCountRows());
    const r = randomSource(42);
    let nonZero = 0;
    for (let i = 0; i < 400; i++) {
      const filter = randomFilter(r);
      const request: ProductListRequest = {
        filter,
        sortBy: "relevance",
        sortDirection: "DESC",
        page: 0,
        pageSize: 10,
        warnings: [],
      };
      const expected = await repository.countMatches(request);
      expect(index.count(filter), JSON.stringify(filter)).toBe(expected);
      if (expected > 0) nonZero++;
    }
    // The comparison means little if almost every filter matched nothing.
    expect(nonZero).toBeGreaterThan(150);
  });

  it("counts a catalogue whose size is a multiple of 32 and one that is not", () => {
    const row = {
      itemName: "Rings",
      subItemName: "x",
      catName: "Gold",
      metalId: null,
      sizeId: null,
      sizeName: null,
      gender: "Men",
      occasion: "WEDDING",
      materialFinish: "GOLDCOATED",
      colorAccents: "Gold",
      stoneUnit: null,
      giftIdeas: null,
      inStock: true,
      newArrival: false,
      topTrending: false,
      bestDesign: false,
      featured: false,
      pricePaise: 100,
    };
    expect(new CountIndex(1, Array(64).fill(row)).count({})).toBe(64);
    expect(new CountIndex(1, Array(33).fill(row)).count({ gender: "Men" })).toBe(33);
    expect(new CountIndex(1, Array(33).fill(row)).count({ newArrival: false, maxPricePaise: 100 })).toBe(33);
    expect(new CountIndex(1, []).count({})).toBe(0);
  });

  it("leaves free-text search to SQL", () => {
    expect(new CountIndex(1, []).count({ search: "jhumka" })).toBeUndefined();
  });

  it("builds in the background and answers only at its own version", async () => {
    let loads = 0;
    const holder = createCountIndexHolder(async () => {
      loads++;
      return [];
    });
    expect(holder.at(1)).toBeUndefined();
    expect(holder.at(1)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(holder.at(1)?.version).toBe(1);
    expect(holder.at(2)).toBeUndefined();
    expect(loads).toBe(2);
  });
});
