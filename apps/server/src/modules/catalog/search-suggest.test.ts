import type { SearchSuggestResponse } from "@nagai/contracts/product";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { products } from "./catalog.tables.ts";
import { repricePieces } from "./repricing.ts";

// GET /api/v1/search/suggest through the HTTP handler into a real database, answered from the
// listing index's suggestions (decision 052).

let t: TestApp;
let anklets: number;

beforeAll(async () => {
  t = await createTestApp();
  const piece = (
    productName: string,
    itemName: string,
    subItemName: string,
    catName: string,
    grandTotalPaise: number,
    extra: Parameters<typeof aProduct>[0] = {},
  ) =>
    aProduct({
      productName,
      itemName,
      subItemName,
      catName,
      grandTotalPaise,
      imagePaths: [`products/${productName.toLowerCase().replaceAll(" ", "-")}.jpg`],
      ...extra,
    });
  const written = await insertProducts(
    t.db,
    piece("Classic Gold Ring", "Rings", "Couple Rings", "Gold", 2_500_000, { featured: true }),
    piece("Silver Toe Rings", "Rings", "Toe Rings", "Silver", 90_000),
    piece("Ruby Cocktail Ring", "Rings", "Cocktail Rings", "Gold", 4_800_000),
    piece("Peacock Jhumkas", "Earrings", "Jhumkas", "Gold", 3_600_000),
    piece("Ghungroo Anklets", "Bracelets", "Anklets", "Silver", 250_000),
    piece("Kemp Haaram", "Necklaces", "Haaram", "Gold", 9_000_000, { imagePaths: [] }),
    piece("Pearl Maang Tikka", "Bridal", "Maang Tikka", "Gold", 1_800_000),
    piece("Mango Mala Necklace", "Necklaces", "Mala", "Gold", 7_000_000),
  );
  anklets = written.find((row) => row.productName === "Ghungroo Anklets")!.sno;
  await t.catalogueSettled();
});

afterAll(() => t.close());

async function suggest(q: string): Promise<SearchSuggestResponse> {
  const response = await t.app.inject(`/api/v1/search/suggest?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchSuggestResponse;
}
const names = async (q: string) => (await suggest(q)).pieces.map((piece) => piece.name);
const labels = async (q: string) => (await suggest(q)).categories.map((row) => row.label);

describe("the search box's suggestions", () => {
  it("start at the second letter", async () => {
    expect(await suggest("r")).toEqual({ query: "r", pieces: [], categories: [] });
    expect(await suggest("")).toEqual({ query: "", pieces: [], categories: [] });
    expect((await suggest("ri")).pieces.length).toBeGreaterThan(0);
  });

  it("find pieces whose words begin with the words typed, best ranked first, with picture and price", async () => {
    const ri = await suggest("ri");
    // The featured piece ranks first (the listing's relevance order); every ring is found.
    expect(ri.pieces[0]).toEqual({
      SNO: expect.any(Number),
      name: "Classic Gold Ring",
      price: 25_000,
      image: "products/classic-gold-ring.jpg",
    });
    expect(ri.pieces.map((piece) => piece.name).sort()).toEqual([
      "Classic Gold Ring",
      "Ruby Cocktail Ring",
      "Silver Toe Rings",
    ]);
    expect(ri.categories.map((row) => row.label)).toContain("Rings");
    expect(ri.categories).toContainEqual({
      label: "Toe Rings in Rings",
      href: "/shop-left?itemName=Rings&subItemName=Toe+Rings",
    });
    expect((await names("gold ri")).sort()).toEqual(["Classic Gold Ring", "Ruby Cocktail Ring"]);
    expect(await names("Silver  TOE")).toEqual(["Silver Toe Rings"]);
    expect((await suggest("kemp ha")).pieces).toEqual([
      { SNO: expect.any(Number), name: "Kemp Haaram", price: 90_000, image: null },
    ]);
  });

  it("read slipped letters and Indian names", async () => {
    expect((await names("rnig")).sort()).toEqual(["Classic Gold Ring", "Ruby Cocktail Ring"]);
    expect(await names("kolusu")).toEqual(["Ghungroo Anklets"]);
    expect(await labels("kolusu")).toContain("Anklets in Bracelets");
    expect(await names("jhumka")).toEqual(["Peacock Jhumkas"]);
    expect(await labels("jhum")).toEqual(["Jhumkas in Earrings"]);
  });

  it("read a slipped word that begins other words: the pieces it begins, else the word meant", async () => {
    // "mang" begins mango: that is what it finds alone.
    expect(await names("mang")).toEqual(["Mango Mala Necklace"]);
    // With "tikka" nothing mango is found, so "mang" is read as its nearest word too, maang.
    expect(await names("mang tikka")).toEqual(["Pearl Maang Tikka"]);
    expect(await names("tikka mang")).toEqual(["Pearl Maang Tikka"]);
    expect(await labels("mang tikka")).toEqual(["Maang Tikka in Bridal"]);
    expect(await suggest("mang zzzzqq")).toEqual({ query: "mang zzzzqq", pieces: [], categories: [] });
  });

  it("offer collections and occasions by name", async () => {
    expect(await labels("new arr")).toEqual(["New Arrivals"]);
    expect((await suggest("wedd")).categories).toEqual([
      { label: "Wedding jewellery", href: "/shop-left?occasion=WEDDING" },
    ]);
    expect(await labels("gifts for her")).toEqual(["Gifts for Her"]);
  });

  it("find nothing rather than fail on text that matches nothing or is hostile", async () => {
    expect(await suggest("zzzzqq")).toEqual({ query: "zzzzqq", pieces: [], categories: [] });
    for (const q of ["%_\\'\"", "a\u0000b", "<script>", "🙂🙂", "ring ".repeat(30)]) {
      const response = await t.app.inject(`/api/v1/search/suggest?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBeLessThan(500);
    }
    const tooLong = await t.app.inject(`/api/v1/search/suggest?q=${"a".repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/q must be at most 200 characters/);
    const posted = await t.app.inject({ method: "POST", url: "/api/v1/search/suggest?q=ri" });
    expect([404, 405]).toContain(posted.statusCode);
  });

  it("show a changed price once the catalogue's new version is indexed", async () => {
    expect((await suggest("ghung")).pieces[0]!.price).toBe(2_500);
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ tagPricePaise: 300_000 }).where(eq(products.sno, anklets));
      await repricePieces(tx, { snos: [anklets] });
    });
    await t.catalogueSettled();
    expect((await suggest("ghung")).pieces[0]!.price).toBe(3_000);
  });
});
