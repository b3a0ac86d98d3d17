import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ProductListResponse } from "@nagai/contracts/product";
import { eq, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schema } from "../../db/client.ts";
import { applyMigrations } from "../../db/migrate.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, openTestDatabase, type TestApp } from "../../testing/test-app.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { productPrices, products, searchWords } from "./catalog.tables.ts";
import { parseProductListRequest } from "./product-filter.ts";
import { SearchVocabulary } from "./search-spelling.ts";

// Search through the listing API into a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): docs/decisions/006-search.md.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertProducts(
    t.db,
    aProduct({
      productName: "Kasu Necklace",
      itemName: "Necklaces",
      subItemName: "Temple Necklaces",
      description: "Gold coins strung on a long chain.",
      grossAmountPaise: 900_000,
    }),
    aProduct({
      productName: "Emerald Choker Necklace Set",
      itemName: "Necklaces",
      subItemName: "Bridal Sets",
      description: "A peacock motif with matching studs.",
      grossAmountPaise: 1_500_000,
    }),
    aProduct({
      productName: "Layered Haram",
      itemName: "Necklaces",
      subItemName: "Harams",
      description: "Three strands of pearls; a necklace for the wedding day.",
      occasion: "WEDDING",
      grossAmountPaise: 1_200_000,
    }),
    aProduct({
      productName: "Pearl Drop Earrings",
      itemName: "Earrings",
      subItemName: "Drops",
      description: "Freshwater drops on a hook.",
      grossAmountPaise: 300_000,
    }),
    aProduct({
      productName: "Infinity Bracelet",
      itemName: "Bracelets",
      subItemName: "Chain Bracelets",
      catName: "Silver",
      description: "A fine loop for every day.",
      grossAmountPaise: 150_000,
    }),
    aProduct({
      productName: "Gold Band Ring",
      itemName: "Rings",
      subItemName: "Couple Rings",
      description: "A plain band.",
      grossAmountPaise: 400_000,
    }),
    aProduct({
      productName: "Silver Toe Ring",
      itemName: "Rings",
      subItemName: "Toe Rings",
      catName: "Silver",
      description: "Adjustable, for the second toe.",
      grossAmountPaise: 20_000,
    }),
    aProduct({
      productName: "Men's Signet Ring",
      itemName: "Rings",
      subItemName: "Signet Rings",
      catName: "Silver",
      gender: "Men",
      // "Ear" is what the stemmer makes of "earing": it must still be corrected to "earring".
      description: "A flat face for a monogram; pairs with an ear stud.",
      grossAmountPaise: 250_000,
    }),
  );
  await t.catalogueSettled();
});

afterAll(() => t.close());

async function search(text: string, extra = "") {
  const response = await t.app.inject(
    `/api/v1/product/items/filter?itemName=${encodeURIComponent(text)}${extra.includes("pageSize") ? "" : "&pageSize=50"}${extra}`,
  );
  return { status: response.statusCode, body: response.json() as ProductListResponse };
}
const names = async (text: string, extra = "") =>
  (await search(text, extra)).body.data.map((p) => p.PRODUCTNAME);
const sorted = (list: string[]) => [...list].sort();

describe("search from the search bar", () => {
  it("corrects misspelt words to the catalogue's own words", async () => {
    expect(sorted(await names("neckles"))).toEqual([
      "Emerald Choker Necklace Set",
      "Kasu Necklace",
      "Layered Haram",
    ]);
    expect(await names("earing")).toEqual(["Pearl Drop Earrings"]);
    expect(await names("braclet")).toEqual(["Infinity Bracelet"]);
    // Two letters swapped: an edit away, which trigrams miss (decision 052).
    expect(sorted(await names("rnig"))).toEqual(["Gold Band Ring", "Men's Signet Ring", "Silver Toe Ring"]);
    // Too far from any word to correct; it still answers.
    expect((await search("xqzvw")).status).toBe(200);
  });

  it("finds plurals by the singular and the singular by the plural", async () => {
    expect(sorted(await names("pearl"))).toEqual(["Layered Haram", "Pearl Drop Earrings"]);
    expect(sorted(await names("pearls"))).toEqual(["Layered Haram", "Pearl Drop Earrings"]);
    expect(await names("harams")).toEqual(["Layered Haram"]);
    expect(await names("haram")).toEqual(["Layered Haram"]);
    expect(await names("chokers")).toEqual(["Emerald Choker Necklace Set"]);
  });

  it("finds words of the description, the sub-item, the gender and the occasion", async () => {
    expect(await names("peacock")).toEqual(["Emerald Choker Necklace Set"]);
    expect(await names("monogram")).toEqual(["Men's Signet Ring"]);
    expect(await names("signet")).toEqual(["Men's Signet Ring"]);
    expect(await names("men ring")).toEqual(["Men's Signet Ring"]);
    expect(await names("wedding necklace")).toEqual(["Layered Haram"]);
  });

  it("needs every word of a multi-word search", async () => {
    expect(await names("gold ring")).toEqual(["Gold Band Ring"]);
    expect(sorted(await names("silver ring"))).toEqual(["Men's Signet Ring", "Silver Toe Ring"]);
    expect(await names("silver neckles")).toEqual([]);
    // A misspelt word and a right one together.
    expect(await names("gold braclet")).toEqual([]);
    expect(await names("silver braclet")).toEqual(["Infinity Bracelet"]);
  });

  it("ranks by relevance: the exact name first, then name words above description words", async () => {
    expect((await names("kasu necklace"))[0]).toBe("Kasu Necklace");
    expect((await names("Emerald Choker Necklace Set"))[0]).toBe("Emerald Choker Necklace Set");
    // "Pearl" is in one name and in the other's description.
    expect(await names("pearl")).toEqual(["Pearl Drop Earrings", "Layered Haram"]);
    expect(await names("pearl", "&sortBy=relevance_DESC")).toEqual(["Pearl Drop Earrings", "Layered Haram"]);
    // Equal scores keep one order, page after page.
    const first = await names("silver");
    expect(await names("silver")).toEqual(first);
  });

  it("sorts search results by price too", async () => {
    expect(await names("silver", "&sortBy=price_ASC")).toEqual([
      "Silver Toe Ring",
      "Infinity Bracelet",
      "Men's Signet Ring",
    ]);
    expect(await names("silver", "&sortBy=price&sortDirection=DESC")).toEqual([
      "Men's Signet Ring",
      "Infinity Bracelet",
      "Silver Toe Ring",
    ]);
    const byPrice = (await search("neckles", "&sortBy=price_DESC")).body.data.map((p) => p.GrandTotal);
    expect(byPrice).toHaveLength(3);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
  });

  it("keeps totals and pages consistent with the rows", async () => {
    const all = (await search("silver")).body;
    expect(all.totalItems).toBe(3);
    expect(all.data).toHaveLength(3);
    const seen: number[] = [];
    for (let page = 0; page < 3; page++) {
      const { body } = await search("silver", `&pageSize=1&page=${page}`);
      expect(body.totalItems).toBe(3);
      expect(body.totalPages).toBe(3);
      expect(body.data).toHaveLength(1);
      seen.push(body.data[0]!.SNO);
    }
    expect(seen).toEqual(all.data.map((p) => p.SNO));
    const past = (await search("silver", "&pageSize=1&page=7")).body;
    expect(past.data).toEqual([]);
    expect(past.totalItems).toBe(3);
    expect((await search("zzzzqqq")).body).toMatchObject({ data: [], totalItems: 0, totalPages: 1 });
  });

  it("finds a piece added after start, and its misspellings, and forgets words no piece uses", async () => {
    const [vanki] = await insertProducts(
      t.db,
      aProduct({
        productName: "Vanki Armlet",
        itemName: "Bracelets",
        subItemName: "Armlets",
        description: "Worn on the upper arm at weddings.",
      }),
    );
    await t.catalogueSettled();
    expect(await names("armlet")).toEqual(["Vanki Armlet"]);
    expect(await names("armlett")).toEqual(["Vanki Armlet"]);

    // A changed description brings its words; the old ones leave with the last piece using them.
    await t.db
      .update(products)
      .set({ description: "Filigree scrollwork." })
      .where(eq(products.sno, vanki!.sno));
    await t.catalogueSettled();
    expect(await names("filigre")).toEqual(["Vanki Armlet"]);
    expect(await vocabulary("upper")).toBeUndefined();
    expect(await vocabulary("filigree")).toBe(1);
    // An update that changes no word leaves the counts alone.
    await t.db.update(products).set({ featured: true }).where(eq(products.sno, vanki!.sno));
    expect(await vocabulary("vanki")).toBe(1);

    await t.db.delete(products).where(eq(products.sno, vanki!.sno));
    await t.catalogueSettled();
    expect(await names("armlet")).toEqual([]);
    expect(await vocabulary("vanki")).toBeUndefined();
    expect(await vocabulary("ring")).toBe(3);
  });

  it("answers hostile or odd text with 200, never a 500, and leaves the catalogue alone", async () => {
    const texts = [
      "'",
      "''",
      "ring'",
      "&",
      "|",
      "!",
      "ring & !gold",
      "gold | silver",
      "ring:*",
      ":*",
      "%",
      "_",
      "50%_off",
      "\\",
      "ring\\",
      "💍",
      "💍 ring",
      "(ring",
      "<->",
      "'); drop table products; --",
      "a".repeat(500),
      "ring ".repeat(100),
      "the",
      "the for and",
    ];
    for (const text of texts) {
      const { status, body } = await search(text);
      expect(status, text).toBe(200);
      expect(body.totalItems, text).toBeGreaterThanOrEqual(0);
      expect(body.data.length, text).toBeLessThanOrEqual(body.totalItems);
    }
    expect(sorted(await names("ring & !gold"))).toEqual(sorted(await names("ring gold")));
    expect(await names("💍 ring")).toHaveLength(3);
    expect(await names("Péarl Dröp")).toEqual(["Pearl Drop Earrings"]);
    expect(await countProducts()).toBe(8);
  });
});

async function vocabulary(word: string): Promise<number | undefined> {
  const [row] = await t.db.select().from(searchWords).where(eq(searchWords.word, word));
  return row?.pieces;
}

async function countProducts(): Promise<number> {
  return (await t.db.select({ sno: products.sno }).from(products)).length;
}

describe("the search migrations on a database that already has pieces", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let before: string;

  // Opening a database and migrating it is set-up work: the hook's longer time limit applies.
  beforeAll(async () => {
    const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../db/migrations");
    before = await mkdtemp(path.join(tmpdir(), "nagai-migrations-"));
    // Not migrated (PGlite's tests start from a migrated template otherwise).
    opened = await openTestDatabase({ blank: true });
    const { handle } = opened;
    // The migrations as they were before search: 0000 to 0004.
    const journal = JSON.parse(await readFile(path.join(migrations, "meta/_journal.json"), "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 4);
    await mkdir(path.join(before, "meta"));
    await writeFile(path.join(before, "meta/_journal.json"), JSON.stringify(journal));
    for (const entry of journal.entries) {
      await copyFile(path.join(migrations, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));
    }
    if (handle.kind === "pglite") {
      await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: before });
    } else {
      await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: before });
    }
    // The table as it was then: only its columns (drizzle's insert would name today's, such as the
    // pricing inputs of migration 0027).
    const [kasu, bracelet] = [
      aProduct({ productName: "Kasu Necklace", itemName: "Necklaces", description: "Gold coins." }),
      aProduct({ productName: "Infinity Bracelet", itemName: "Bracelets", description: "A fine loop." }),
    ];
    for (const piece of [kasu!, bracelet!]) {
      await handle.db.execute(sql`
        insert into products (item_id, tag_no, item_name, sub_item_name, cat_name, product_name,
          rate_paise, gross_amount_paise, gst_amount_paise, gst_percent, grand_total_paise,
          net_weight_grams, purity, material_finish, description, gender, collection_type,
          color_accents, occasion)
        values (${piece.itemId}, ${piece.tagNo}, ${piece.itemName}, ${piece.subItemName}, ${piece.catName},
          ${piece.productName}, ${piece.ratePaise}, ${piece.grossAmountPaise}, ${piece.gstAmountPaise},
          ${piece.gstPercent}, ${piece.grandTotalPaise}, ${piece.netWeightGrams}, ${piece.purity},
          ${piece.materialFinish}, ${piece.description}, ${piece.gender}, ${piece.collectionType},
          ${piece.colorAccents}, ${piece.occasion})`);
    }
  });

  afterAll(async () => {
    await opened?.handle.close();
    await opened?.drop();
    await rm(before, { recursive: true, force: true });
  });

  it("fill the search vector and the vocabulary of the pieces already there", async () => {
    const { handle } = opened;
    await applyMigrations(handle);

    const words = await handle.db.select().from(searchWords);
    expect(words).toContainEqual({ word: "necklace", pieces: 1 });
    expect(words).toContainEqual({ word: "gold", pieces: 2 });
    const repository = createCatalogRepository(handle.db);
    const request = parseProductListRequest({ itemName: "braclet" });
    const found = await repository.searchPage(
      request,
      await repository.planSearch(
        request.filter.search ?? "",
        new SearchVocabulary(await repository.loadVocabulary()),
      ),
    );
    expect(found.rows.map((row) => row.productName)).toEqual(["Infinity Bracelet"]);
    expect(found.total).toBe(1);
  });

  it("keep every piece's price, in product_prices (migration 0033, decision 050)", async () => {
    const rows = await opened.handle.db
      .select({
        name: products.productName,
        total: productPrices.grandTotalPaise,
        gst: productPrices.gstAmountPaise,
      })
      .from(products)
      .innerJoin(productPrices, eq(productPrices.sno, products.sno))
      .orderBy(products.productName);
    expect(rows).toEqual([
      { name: "Infinity Bracelet", total: 103_000, gst: 3000 },
      { name: "Kasu Necklace", total: 103_000, gst: 3000 },
    ]);
  });
});
