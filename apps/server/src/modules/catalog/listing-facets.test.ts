import { FACETS, type ProductListResponse } from "@nagai/contracts/product";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts, setStock } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

// The listing's facet counts (decision 055), through HTTP into a real database.

let t: TestApp;
let snos: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertProducts(
    t.db,
    aProduct({ productName: "A", gender: "Women", occasion: "DAILY_WEAR", stoneUnit: "Carat" }),
    aProduct({ productName: "B", gender: "Women", occasion: "WEDDING", stoneUnit: "Carat" }),
    aProduct({ productName: "C", gender: "Women", occasion: "WEDDING", stoneUnit: "Gram" }),
    aProduct({
      productName: "D",
      gender: "Men",
      occasion: "WEDDING",
      stoneUnit: "Carat",
      materialFinish: "SILVERCOATED",
      colorAccents: "Silver",
    }),
    aProduct({ productName: "E", gender: "Men", occasion: "TRADITIONAL", stoneUnit: "Gram", stock: 0 }),
    aProduct({ productName: "Ruby Kids Ring", gender: "Kids", occasion: "DAILY_WEAR", sizeName: "2.4" }),
  );
  snos = Object.fromEntries(rows.map((row) => [row.productName, row.sno]));
  await t.catalogueSettled();
});

afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/v1/product/items/filter?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as ProductListResponse;
}

/** facet key → value → count, for readable expectations. */
function countsOf(body: ProductListResponse): Record<string, Record<string, number>> {
  expect(body.facets).toBeDefined();
  return Object.fromEntries(
    body.facets!.map((facet) => [facet.key, Object.fromEntries(facet.values.map((v) => [v.value, v.count]))]),
  );
}

/** Every count equals the total the listing answers with that value chosen. */
async function expectCountsToMatchListings(query: string) {
  const counts = countsOf(await list(`${query}&facets=YES`));
  for (const [key, values] of Object.entries(FACETS)) {
    for (const value of values) {
      const params = new URLSearchParams(query);
      params.set(key, value);
      expect({ key, value, count: counts[key]![value] }).toEqual({
        key,
        value,
        count: (await list(params.toString())).totalItems,
      });
    }
  }
}

describe("facet counts of a listing", () => {
  it("counts each value over the pieces every other filter matches, with two filters on", async () => {
    const body = await list("gender=Women&stoneUnit=Carat&facets=YES");
    expect(body.totalItems).toBe(2);
    const counts = countsOf(body);
    // Gender's counts leave out the gender filter, but keep the stone unit's.
    expect(counts.gender).toEqual({ Men: 1, Women: 2, Kids: 0 });
    // The stone unit's leave out its own, and keep the gender's.
    expect(counts.stoneUnit).toEqual({ Carat: 2, Gram: 1, Piece: 0 });
    // A filter not chosen counts within the whole answer.
    expect(counts.occasion).toEqual({ DAILY_WEAR: 1, WEDDING: 1, TRADITIONAL: 0 });
    expect(counts.materialFinish).toEqual({ GOLDCOATED: 2, SILVERCOATED: 0 });
    expect(counts.sizeName!["2.4"]).toBe(0);
    // Every value of every list is there, in the panel's order.
    expect(body.facets!.map((facet) => facet.key)).toEqual(Object.keys(FACETS));
    expect(body.facets!.find((facet) => facet.key === "sizeName")!.values.map((v) => v.value)).toEqual([
      ...FACETS.sizeName,
    ]);
  });

  it("gives each value the total its listing shows, whatever the other filters", async () => {
    await expectCountsToMatchListings("");
    await expectCountsToMatchListings("gender=Men&occasion=WEDDING");
    await expectCountsToMatchListings("occasion=wedding&maxGrandTotal=2000&availability=IN_STOCK");
    await expectCountsToMatchListings("itemName=Rings&colorAccent=Silver&stoneUnit=Gram");
  });

  it("follows a sale: counts filtered on stock move with the stock of pieces outside the listing", async () => {
    const query = "availability=IN_STOCK&gender=Women&facets=YES";
    const before = await list(query);
    expect(before.totalItems).toBe(3);
    expect(countsOf(before).gender).toEqual({ Men: 1, Women: 3, Kids: 1 });
    // D is a man's piece: the Women listing does not show it, but Men's count does. Another
    // process's stock change reaches this one within a second (the stock feed, decision 020),
    // and must reach the answer kept in the response cache too.
    const gender = async () => countsOf(await list(query)).gender;
    await setStock(t.db, snos.D!, 0);
    await expect.poll(gender, { timeout: 5000 }).toEqual({ Men: 0, Women: 3, Kids: 1 });
    expect((await list(query)).totalItems).toBe(3);
    await setStock(t.db, snos.E!, 2);
    await expect.poll(gender, { timeout: 5000 }).toEqual({ Men: 1, Women: 3, Kids: 1 });
    await setStock(t.db, snos.D!, 1);
    await setStock(t.db, snos.E!, 0);
    await expect.poll(gender, { timeout: 5000 }).toEqual({ Men: 1, Women: 3, Kids: 1 });
  });

  it("is only counted when asked for, and not for a free-text search (SQL answers those)", async () => {
    expect((await list("gender=Women")).facets).toBeUndefined();
    const search = await list("itemName=ruby&facets=YES");
    expect(search.data.map((piece) => piece.PRODUCTNAME)).toEqual(["Ruby Kids Ring"]);
    expect(search.facets).toBeUndefined();
  });
});
