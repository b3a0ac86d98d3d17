import type { ProductListResponse } from "@nagai/contracts/product";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVersionWatcher } from "../../db/version-watcher.ts";
import { aProduct, insertProducts, setStock } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createStockFeed, createStockFeedSource } from "../inventory/inventory.public.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { createCatalogService } from "./catalog.service.ts";
import {
  budgetCategories,
  catalogVersion,
  categoryImages,
  festivalBanners,
  heroBanners,
  metalRates,
  occasionBanners,
  offerBanners,
  products,
  testimonials,
} from "./catalog.tables.ts";
import { repricePieces } from "./repricing.ts";
import { createResponseCache } from "./response-cache.ts";

let t: TestApp;
let snos: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertProducts(
    t.db,
    aProduct({
      productName: "Lakshmi Temple Jhumkas",
      itemName: "Earrings",
      subItemName: "Jhumkas",
      gender: "Women",
      occasion: "TRADITIONAL",
      grossAmountPaise: 50_000,
      topTrending: true,
      description: "Temple work with a ruby drop.",
    }),
    aProduct({
      productName: "Classic Kada",
      itemName: "Bracelets",
      subItemName: "Kada",
      gender: "Men",
      catName: "Silver",
      colorAccents: "Silver",
      materialFinish: "SILVERCOATED",
      sizeName: "2.10",
      sizeId: 6,
      grossAmountPaise: 15_000,
      giftIdeas: "for_him",
      newArrival: true,
    }),
    aProduct({
      productName: "Baby Bangles",
      itemName: "Bracelets",
      subItemName: "50% Off",
      gender: "Kids",
      sizeName: "2",
      grossAmountPaise: 25_000,
      stoneUnit: "Piece",
      stock: 0,
    }),
    aProduct({
      productName: "Solitaire Ring",
      itemName: "Rings",
      subItemName: "Engagement Rings",
      stoneUnit: "Carat",
      grossAmountPaise: 2_000_000,
      bestDesign: true,
      featured: true,
      mrpPaise: 2_500_000,
    }),
    aProduct({
      productName: "Twin Toe Rings",
      itemName: "Rings",
      subItemName: "Buy 1 Get 1",
      occasion: "WEDDING",
      grossAmountPaise: 18_000,
    }),
    // GrandTotal 0: the shop charges RATE (₹250) instead.
    aProduct({
      productName: "Rate Only Stud",
      itemName: "Earrings",
      subItemName: "Studs",
      grossAmountPaise: 0,
      gstAmountPaise: 0,
      grandTotalPaise: 0,
      ratePaise: 25_000,
    }),
  );
  snos = Object.fromEntries(rows.map((row) => [row.productName, row.sno]));
  await t.catalogueSettled();
});

afterAll(() => t.close());

async function list(query: string, method: "GET" | "POST" = "GET") {
  const response = await t.app.inject({ method, url: `/api/v1/product/items/filter?${query}` });
  return { status: response.statusCode, body: response.json() as ProductListResponse };
}
const names = (body: ProductListResponse) => body.data.map((p) => p.PRODUCTNAME);

describe("GET /product/items/filter", () => {
  it("answers every piece, paged, with the spec's fields in rupees", async () => {
    const { status, body } = await list("pageSize=4");
    expect(status).toBe(200);
    expect(body.totalItems).toBe(6);
    expect(body.totalPages).toBe(2);
    expect(body.data).toHaveLength(4);
    expect(body.items).toEqual(body.data);
    const kada = (await list("itemName=bracelets&gender=Men")).body.data[0]!;
    expect(kada).toMatchObject({
      SNO: snos["Classic Kada"],
      GrossAmount: 150,
      GSTAmount: 4.5,
      GrandTotal: 154.5,
      GSTPer: 3,
      NewArrival: "YES",
      SizeName: "2.10",
    });
  });

  it("filters by each key of the filter state", async () => {
    expect(names((await list("itemName=Earrings")).body).sort()).toEqual([
      "Lakshmi Temple Jhumkas",
      "Rate Only Stud",
    ]);
    expect(names((await list("gender=men")).body)).toEqual(["Classic Kada"]);
    expect(names((await list("occasion=wedding")).body)).toEqual(["Twin Toe Rings"]);
    expect(names((await list("sizeName=2.10")).body)).toEqual(["Classic Kada"]);
    expect(names((await list("sizeId=6")).body)).toEqual(["Classic Kada"]);
    expect(names((await list("colorAccent=Silver")).body)).toEqual(["Classic Kada"]);
    expect(names((await list("materialFinish=SILVERCOATED")).body)).toEqual(["Classic Kada"]);
    expect(names((await list("stoneUnit=Carat")).body)).toEqual(["Solitaire Ring"]);
    expect(names((await list("catName=silver")).body)).toEqual(["Classic Kada"]);
    expect(names((await list("giftIdeas=for_him")).body)).toEqual(["Classic Kada"]);
    expect(names((await list("availability=OUT_OF_STOCK")).body)).toEqual(["Baby Bangles"]);
    expect(names((await list("subItemName=50%25%20Off")).body)).toEqual(["Baby Bangles"]);
  });

  it("accepts the menu's flag spellings", async () => {
    expect(names((await list("top_trending=true")).body)).toEqual(["Lakshmi Temple Jhumkas"]);
    expect(names((await list("new_arrival=Y")).body)).toEqual(["Classic Kada"]);
    expect(names((await list("new_arrivals=true")).body)).toEqual(["Classic Kada"]);
    expect(names((await list("best_design=true")).body)).toEqual(["Solitaire Ring"]);
    expect(names((await list("featured_products=true")).body)).toEqual(["Solitaire Ring"]);
    expect(names((await list("featured=YES")).body)).toEqual(["Solitaire Ring"]);
  });

  it("matches the Buy 2 Get 1 offer card to the Buy 1 Get 1 sets", async () => {
    expect(names((await list("subItemName=Buy%202%20Get%201")).body)).toEqual(["Twin Toe Rings"]);
  });

  it("filters and sorts by the price the shop charges: GrandTotal, else RATE", async () => {
    const under199 = await list("maxGrandTotal=199&sortBy=price&sortDirection=ASC");
    expect(names(under199.body)).toEqual(["Classic Kada", "Twin Toe Rings"]);
    const band = await list("minGrandTotal=180&maxGrandTotal=300&sortBy=price_ASC");
    expect(names(band.body)).toEqual(["Twin Toe Rings", "Rate Only Stud", "Baby Bangles"]);
    expect(band.body.data.map((p) => p.GrandTotal || p.RATE)).toEqual([185.4, 250, 257.5]);
    const range = await list("priceRange=180-300&sortBy=price&sortDirection=desc");
    expect(names(range.body)).toEqual(["Baby Bangles", "Rate Only Stud", "Twin Toe Rings"]);
  });

  it("finds free text from the search bar in names, sub-items and descriptions", async () => {
    expect(names((await list("itemName=jhumka")).body)).toEqual(["Lakshmi Temple Jhumkas"]);
    expect(names((await list("itemName=ruby%20drop")).body)).toEqual(["Lakshmi Temple Jhumkas"]);
    expect(names((await list("itemName=engagement")).body)).toEqual(["Solitaire Ring"]);
    expect((await list("itemName=100%25")).body.totalItems).toBe(0);
  });

  it("strips quotes and whitespace and drops empty values", async () => {
    expect(names((await list("gender=%20%22Kids%22%20&occasion=")).body)).toEqual(["Baby Bangles"]);
  });

  it("ignores values outside the allowed lists, and says so", async () => {
    const { status, body } = await list("gender=Aliens&sortBy=colour&sortDirection=UP&occasion=Party");
    expect(status).toBe(200);
    expect(body.totalItems).toBe(6);
    expect(body.warnings).toHaveLength(4);
    expect(body.warnings[0]).toBe('Ignored gender="Aliens": allowed values are Men, Women, Kids');
  });

  it("keeps one cache entry for any number of ignored values, each answer with its own warnings", async () => {
    const cache = createResponseCache(1024 * 1024);
    const service = createCatalogService({
      repository: createCatalogRepository(t.db),
      cache,
      version: createVersionWatcher({ readVersion: async () => 1 }),
      stockFeed: createStockFeed(createStockFeedSource(t.db)),
      listingIndexMaxPieces: 0,
    });
    const plain = JSON.parse(await service.listProducts({ pageSize: 100 }));
    for (let i = 0; i < 200; i++) {
      const body = JSON.parse(await service.listProducts({ pageSize: 100, gender: `x${i}` }));
      expect(body.warnings).toEqual([`Ignored gender="x${i}": allowed values are Men, Women, Kids`]);
      expect({ ...body, warnings: [] }).toEqual(plain);
    }
    expect(JSON.parse(await service.listProducts({ pageSize: 100 })).warnings).toEqual([]);
    expect(cache.size).toBe(1);
  });

  it("answers 400 with a clear message for malformed numbers, never 500", async () => {
    for (const [query, field, message] of [
      ["page=abc", "page", "page must be a whole number"],
      ["page=-1", "page", "page must be a whole number"],
      ["pageSize=0", "pageSize", "pageSize must be between 1 and 100"],
      ["pageSize=5000", "pageSize", "pageSize must be between 1 and 100"],
      ["minGrandTotal=12x", "minGrandTotal", "minGrandTotal must be an amount in rupees, like 599 or 599.50"],
      ["sizeId=1.5", "sizeId", "sizeId must be a whole number"],
      ["priceRange=cheap", "priceRange", "must look like 100-599"],
      ["minGrandTotal=500&maxGrandTotal=100", "minGrandTotal", "must not be more than maxGrandTotal"],
    ] as const) {
      const response = await t.app.inject(`/api/v1/product/items/filter?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ status: "error", error: "VALIDATION_FAILED" });
      expect(body.fields[field], query).toBe(message);
    }
  });

  it("pages without repeating or skipping a piece", async () => {
    const seen: number[] = [];
    for (let page = 0; page < 3; page++) {
      const { body } = await list(`pageSize=2&page=${page}&sortBy=price`);
      seen.push(...body.data.map((p) => p.SNO));
    }
    expect(new Set(seen).size).toBe(6);
    expect((await list("pageSize=2&page=3")).body.data).toEqual([]);
  });

  it("answers POST with the filter object as query, like GET", async () => {
    const { status, body } = await list("gender=Kids", "POST");
    expect(status).toBe(200);
    expect(names(body)).toEqual(["Baby Bangles"]);
  });

  it("shows a change to the catalogue once the version check comes round", async () => {
    const before = await list("gender=Kids");
    expect(before.body.data[0]!.GrandTotal).toBe(257.5);
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ tagPricePaise: 30_000 }).where(eq(products.sno, snos["Baby Bangles"]!));
      await repricePieces(tx, { snos: [snos["Baby Bangles"]!] });
    });
    await t.catalogueSettled();
    const after = await list("gender=Kids");
    expect(after.body.data[0]!.GrandTotal).toBe(300);
  });

  it("keeps the whole catalogue's count exact through inserts and deletes", async () => {
    const extra = await insertProducts(t.db, aProduct(), aProduct());
    await t.catalogueSettled();
    expect((await list("")).body.totalItems).toBe(8);
    expect((await list("itemName=Rings")).body.totalItems).toBe(4);
    await t.db.delete(products).where(eq(products.sno, extra[0]!.sno));
    await t.catalogueSettled();
    expect((await list("")).body.totalItems).toBe(7);
    await t.db.delete(products).where(eq(products.sno, extra[1]!.sno));
    const [{ total } = { total: -1 }] = await t.db
      .select({ total: catalogVersion.productCount })
      .from(catalogVersion);
    expect(total).toBe(6);
  });

  it("bumps the catalogue version on every catalogue write, and not on a stock change", async () => {
    const repository = createCatalogRepository(t.db);
    const before = await repository.readCatalogVersion();
    await t.db.update(products).set({ featured: true }).where(eq(products.sno, snos["Classic Kada"]!));
    expect(await repository.readCatalogVersion()).toBe(before + 1);
    await setStock(t.db, snos["Classic Kada"]!, 2);
    expect(await repository.readCatalogVersion()).toBe(before + 1);
  });
});

describe("GET /product/getSnofilter", () => {
  it("answers a one-entry array", async () => {
    const response = await t.app.inject(`/api/v1/product/getSnofilter?sno=${snos["Solitaire Ring"]}`);
    expect(response.statusCode).toBe(200);
    const [ring] = response.json();
    expect(ring).toMatchObject({ PRODUCTNAME: "Solitaire Ring", MRP: 25_000, GrandTotal: 20_600 });
  });

  it("answers 404 for an unknown piece and 400 for a malformed number", async () => {
    expect((await t.app.inject("/api/v1/product/getSnofilter?sno=999999")).statusCode).toBe(404);
    const bad = await t.app.inject("/api/v1/product/getSnofilter?sno=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.sno).toBe("sno must be a whole number");
  });
});

describe("GET /product/by-sno", () => {
  const bySno = (query: string) => t.app.inject(`/api/v1/product/by-sno?${query}`);

  it("answers the pieces in the order asked, once each, leaving unknown numbers out", async () => {
    const ring = snos["Solitaire Ring"]!;
    const kada = snos["Classic Kada"]!;
    const response = await bySno(`snos=${kada},999999,${ring},${kada}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((piece: { PRODUCTNAME: string }) => piece.PRODUCTNAME)).toEqual([
      "Classic Kada",
      "Solitaire Ring",
    ]);
    // As the single piece's answer shows it, less its price breakup (listed pieces carry none).
    const { PriceBreakup: _breakup, ...single } = JSON.parse(
      (await t.app.inject(`/api/v1/product/getSnofilter?sno=${ring}`)).body,
    )[0];
    expect(response.json().data[1]).toEqual(single);
  });

  it("answers 400 with a clear message for bad numbers and for more than 200", async () => {
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(",");
    for (const query of [
      "snos=abc",
      "snos=1,-1",
      "snos=1e9",
      "snos=99999999999",
      "snos=",
      "",
      `snos=${many}`,
    ]) {
      const response = await bySno(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/snos|piece number/);
    }
    expect((await bySno(`snos=${Array.from({ length: 200 }, (_, i) => i + 1).join(",")}`)).statusCode).toBe(
      200,
    );
  });
});

describe("home page lists", () => {
  beforeAll(async () => {
    await t.db.insert(metalRates).values([
      { metal: "Gold 22K", ratePaise: 724_550, position: 1 },
      { metal: "Silver", ratePaise: 9_250, position: 2 },
    ]);
    await t.db.insert(heroBanners).values({
      imagePath: "k/1600.jpg",
      title: "Bridal",
      subtitle: "Vows",
      itemName: "Bridal",
      gender: "Women",
    });
    await t.db
      .insert(occasionBanners)
      .values({ occasion: "WEDDING", gender: "Women", action: "Shop Wedding", imagePath: "o/1600.jpg" });
    await t.db
      .insert(offerBanners)
      .values({ itemName: "Bracelets", subItemName: "50% Off", imagePath: "f/1600.jpg" });
    await t.db.insert(festivalBanners).values({
      title: "Diwali",
      subtitle: "Lights",
      itemName: null,
      subItemName: null,
      imagePath: "d/1600.jpg",
    });
    await t.db.insert(budgetCategories).values([
      {
        title: "Under ₹199",
        minPricePaise: 0,
        maxPricePaise: 19_900,
        imagePath: "b/1600.jpg",
        alt: "Under 199",
        position: 1,
      },
      {
        title: "₹3000 and above",
        minPricePaise: 300_000,
        maxPricePaise: null,
        imagePath: "c/1600.jpg",
        alt: "Above 3000",
        position: 2,
      },
    ]);
    await t.db.insert(categoryImages).values([
      {
        itemName: "Rings",
        subItemName: null,
        images: ["r/1600.jpg"],
        title: "Rings",
        subtitle: "Every finger",
      },
      {
        itemName: "Rings",
        subItemName: "Couple Rings",
        images: ["c/1600.jpg"],
        title: "Couple Rings",
        subtitle: "Two",
      },
    ]);
    await t.db.insert(testimonials).values([
      { name: "Meena", city: "Madurai", quote: "Lovely jhumkas.", rating: 5, position: 2 },
      { name: "Arjun", city: "Pune", quote: "Quick delivery.", rating: 4, position: 1 },
    ]);
  });

  it("answers testimonials as { status, data } in position order, and shows a new one", async () => {
    const first = await t.app.inject("/api/v1/testimonials/list");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: "success",
      data: [
        { id: expect.any(Number), name: "Arjun", city: "Pune", quote: "Quick delivery.", rating: 4 },
        { id: expect.any(Number), name: "Meena", city: "Madurai", quote: "Lovely jhumkas.", rating: 5 },
      ],
    });
    // Cached by catalogue version like the other lists: a new testimonial shows once noticed.
    await t.db
      .insert(testimonials)
      .values({ name: "Kavya", city: "Kochi", quote: "Fits.", rating: 5, position: 3 });
    await t.catalogueSettled();
    const shown = (await t.app.inject("/api/v1/testimonials/list"))
      .json()
      .data.map((row: { name: string }) => row.name);
    expect(shown).toEqual(["Arjun", "Meena", "Kavya"]);
  });

  it("answers live rates as metal name to rupees", async () => {
    const response = await t.app.inject("/api/v1/product/todayrate");
    expect(response.json()).toEqual({ "Gold 22K": 7245.5, Silver: 92.5 });
  });

  it("answers each banner list as { status, data } in the spec's field names", async () => {
    expect((await t.app.inject("/api/v1/banner/list")).json()).toEqual({
      status: "success",
      data: [
        {
          id: expect.any(Number),
          image_path: "k/1600.jpg",
          title: "Bridal",
          subtitle: "Vows",
          itemname: "Bridal",
          gender: "Women",
        },
      ],
    });
    expect((await t.app.inject("/api/v1/occasion_banner/list")).json().data[0]).toMatchObject({
      occasion: "WEDDING",
      action: "Shop Wedding",
    });
    expect((await t.app.inject("/api/v1/offer_banner/list")).json().data[0]).toMatchObject({
      item_name: "Bracelets",
      sub_item_name: "50% Off",
    });
    expect((await t.app.inject("/api/v1/festival_banner/list")).json().data[0]).toMatchObject({
      title: "Diwali",
      item_name: null,
    });
    for (const path of ["mainCategory_images", "videos", "category_banner"]) {
      expect((await t.app.inject(`/api/v1/${path}/list`)).json()).toEqual({ status: "success", data: [] });
    }
  });

  it("answers budget categories as a plain array in rupees", async () => {
    const response = await t.app.inject("/api/v1/budget-categories/all");
    expect(response.json()).toEqual([
      expect.objectContaining({ title: "Under ₹199", min_price: 0, max_price: 199 }),
      expect.objectContaining({ title: "₹3000 and above", min_price: 3000, max_price: null }),
    ]);
  });

  it("answers a listing's header image, by sub-item first, else the category's", async () => {
    const couple = await t.app.inject("/api/v1/category_image/get?itemName=rings&subItemName=couple%20rings");
    expect(couple.json()).toEqual({ images: ["c/1600.jpg"], title: "Couple Rings", subtitle: "Two" });
    const plain = await t.app.inject("/api/v1/category_image/get?itemName=Rings&subItemName=Wedding%20Rings");
    expect(plain.json().title).toBe("Rings");
    expect((await t.app.inject("/api/v1/category_image/get?itemName=Anklets")).statusCode).toBe(404);
    const missing = await t.app.inject("/api/v1/category_image/get");
    expect(missing.statusCode).toBe(400);
  });
});

describe("the API around the catalogue", () => {
  it("answers an unknown API path with the JSON error shape", async () => {
    const response = await t.app.inject("/api/v1/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: "error", error: "NOT_FOUND" });
  });

  it("serves the OpenAPI document with every catalogue call", async () => {
    const response = await t.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      "/api/v1/product/items/filter",
      "/api/v1/product/todayrate",
      "/api/v1/banner/list",
      "/api/v1/testimonials/list",
      "/api/v1/budget-categories/all",
      "/api/v1/category_image/get",
      "/api/v1/product/getSnofilter",
    ]) {
      expect(paths).toContain(path);
    }
    const parameters = response
      .json()
      .paths["/api/v1/product/items/filter"].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(
      expect.arrayContaining(["gender", "sortBy", "page", "pageSize", "minGrandTotal"]),
    );
  });
});
