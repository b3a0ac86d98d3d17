import { brotliDecompressSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpRequests } from "../modules/auth/auth.tables.ts";
import { catalogVersion, products } from "../modules/catalog/catalog.tables.ts";
import { aProduct, insertProducts, setStock } from "../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// The storefront's production build behind the real app and database: what `npm start` serves.
// Run after `npm run build` (`npm test` builds first).

let t: TestApp;
let sno: number;
let otherSno: number;
const LISTING = "/shop-left?itemName=rings";

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  const [ring, other] = await insertProducts(t.db, aProduct({ productName: "Lotus Band" }), aProduct());
  sno = ring!.sno;
  otherSno = other!.sno;
  await t.catalogueSettled();
});

afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** Asks until `done` holds: the app notices a write made straight to the database within a second. */
async function getUntil(url: string, done: (response: LightMyRequestResponse) => boolean) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const response = await get(url);
    if (done(response)) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered as expected`);
}

describe("page cache (decision 008)", () => {
  // First, before any home page is kept: a section that failed must not be kept with the page.
  it("does not keep a page showing a failure, and keeps it once everything loads", async () => {
    await t.db.execute(sql`ALTER TABLE testimonials RENAME TO testimonials_away`);
    try {
      for (let i = 0; i < 2; i++) {
        const home = await get("/");
        expect(home.statusCode).toBe(200);
        expect(home.body).toContain("Error loading data");
        expect(home.headers["x-cache"]).toBeUndefined();
      }
    } finally {
      await t.db.execute(sql`ALTER TABLE testimonials_away RENAME TO testimonials`);
    }
    expect((await get("/")).headers["x-cache"]).toBe("MISS");
    const kept = await get("/");
    expect(kept.headers["x-cache"]).toBe("HIT");
    expect(kept.body).not.toContain("Error loading data");
  });

  it("answers an anonymous shopper's second request for a page from the cache, unchanged", async () => {
    const first = await get(LISTING);
    const second = await get(LISTING);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("Lotus Band");
    expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    // The page's word to the server stays between them.
    expect(first.headers["x-page-cache"]).toBeUndefined();
    expect(second.headers["x-page-cache"]).toBeUndefined();
  });

  it("renders the page again once the catalogue changes", async () => {
    await get(`/shop-detail/${sno}`);
    expect((await get(`/shop-detail/${sno}`)).headers["x-cache"]).toBe("HIT");
    await t.db.update(products).set({ productName: "Lotus Band II" }).where(eq(products.sno, sno));
    const changed = await getUntil(`/shop-detail/${sno}`, (r) => r.body.includes("Lotus Band II"));
    expect(changed.headers["x-cache"]).not.toBe("HIT");
    // The listing was kept before the change too. While the listing index catches up, listings
    // still show the old name: pages rendered then must not be kept as the new version's.
    await getUntil(LISTING, (r) => r.body.includes("Lotus Band II"));
    const kept = await getUntil(LISTING, (r) => r.headers["x-cache"] === "HIT");
    expect(kept.body).toContain("Lotus Band II");
  });

  it("drops only the kept pages that show a piece whose stock changed, with no catalogue change (decision 020)", async () => {
    const pages = [
      `/shop-detail/${sno}`,
      `/shop-detail/${otherSno}`,
      LISTING,
      "/shop-left?itemName=rings&availability=IN_STOCK",
    ];
    for (const page of pages) await getUntil(page, (r) => r.headers["x-cache"] === "HIT");
    const link = `href="/shop-detail/${otherSno}"`;
    expect((await get(pages[3]!)).body).toContain(link);
    const [before] = await t.db.select({ version: catalogVersion.version }).from(catalogVersion);
    // Another process sells the piece: this one reads the change log within a second.
    await setStock(t.db, otherSno, 0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const sold = await get(`/shop-detail/${otherSno}`);
    expect(sold.headers["x-cache"]).toBe("MISS");
    expect(sold.body).toContain("https://schema.org/SoldOut");
    // The listing showing the piece and the one filtered on stock are rendered again; the other
    // piece's page is still kept.
    expect((await get(LISTING)).headers["x-cache"]).toBe("MISS");
    const inStock = await get(pages[3]!);
    expect(inStock.headers["x-cache"]).toBe("MISS");
    expect(inStock.body).not.toContain(link);
    expect((await get(`/shop-detail/${sno}`)).headers["x-cache"]).toBe("HIT");
    const [after] = await t.db.select({ version: catalogVersion.version }).from(catalogVersion);
    expect(after).toEqual(before);
    await setStock(t.db, otherSno, 1);
  });

  it("never keeps or serves a page for a request with a cookie or an Authorization header", async () => {
    await get(LISTING);
    expect((await get(LISTING)).headers["x-cache"]).toBe("HIT");
    const credentials: Record<string, string>[] = [
      { cookie: "user_token=abc" },
      { authorization: "Bearer abc" },
    ];
    for (const headers of credentials) {
      const page = await get(LISTING, headers);
      expect(page.statusCode).toBe(200);
      expect(page.headers["x-cache"]).toBeUndefined();
    }
    // A page rendered for a cookie was not stored for the next anonymous shopper.
    const url = `${LISTING}&sortBy=price&sortDirection=DESC`;
    await get(url, { cookie: "user_token=abc" });
    expect((await get(url)).headers["x-cache"]).toBe("MISS");
  });

  it("keeps a product's 404, but not a page that did not say it shows only catalogue data", async () => {
    expect((await get("/shop-detail/999999")).statusCode).toBe(404);
    const again = await get("/shop-detail/999999");
    expect([again.statusCode, again.headers["x-cache"]]).toEqual([404, "HIT"]);
    expect(again.body).toContain("Product not found");
    for (let i = 0; i < 2; i++) {
      const unknown = await get("/no-such-page");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers["x-cache"]).toBeUndefined();
    }
  });

  it("keys pages by host, since absolute links are made from it", async () => {
    await get(LISTING, { host: "shop.example" });
    const other = await get(LISTING, { host: "other.example" });
    expect(other.headers["x-cache"]).toBe("MISS");
    expect(other.body).toContain("http://other.example/shop-left");
    expect(other.body).not.toContain("shop.example");
  });

  it("answers in the shopper's encoding, the same page", async () => {
    const plain = await get(LISTING);
    const br = await get(LISTING, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe("the storefront's calls to the API", () => {
  it("carry the shopper's address, which the API's per-address limits count", async () => {
    const page = await t.app.inject({
      method: "POST",
      url: "/forgot-password",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "contactNumber=9988776655",
      remoteAddress: "10.9.8.7",
    });
    expect(page.statusCode).toBe(200);
    const rows = await t.db.select().from(otpRequests).where(eq(otpRequests.contactNumber, "9988776655"));
    expect(rows.map((row) => row.requestedFrom)).toEqual(["10.9.8.7"]);
  });
});
