import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(t.db, aProduct({ productName: "Plain Gold Band", subItemName: "Bands" }));
  await t.catalogueSettled();
});
afterAll(() => t.close());

describe("a sub-category named like an object's own properties", () => {
  // Found by the fuzz test: the alias lookup answered Object.prototype for "__proto__", and the
  // search's SQL then failed on it with a 500.
  it.each(["__proto__", "constructor", "toString"])(
    "is just a name that matches nothing: %s",
    async (name) => {
      for (const itemName of ["gold band", "Rings"]) {
        const answer = await t.app.inject({
          url: "/api/v1/product/items/filter",
          query: { itemName, subItemName: name },
        });
        expect(answer.statusCode, `${itemName} / ${name}`).toBe(200);
        expect(answer.json().totalItems).toBe(0);
      }
    },
  );

  it("still filters by a real sub-category", async () => {
    const answer = await t.app.inject("/api/v1/product/items/filter?subItemName=Bands&itemName=gold%20band");
    expect(answer.json().totalItems).toBe(1);
  });
});
