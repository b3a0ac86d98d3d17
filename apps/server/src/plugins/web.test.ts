import { brotliDecompressSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpRequests } from "../modules/auth/auth.tables.ts";
import { catalogVersion, products } from "../modules/catalog/catalog.tables.ts";
import { aProduct, insertProducts, setStock } from "../testing/catalog-fixtures.ts";
import { createShopperKit } from "../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// The storefront's production build behind the real app and database: what `npm start` serves.
// Run after `npm run build` (`npm test` builds first).

let t: TestApp;
let sno: number;
let otherSno: number;
const LISTING = "/shop-left?itemName=rings";
const SHARED = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  const [ring, other] = await insertProducts(t.db, aProduct({ productName: "Lotus Band" }), aProduct());
  sno = ring!.sno;
  otherSno = other!.sno;
  await t.catalogueSettled();
});

afterAll(() => t.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_771_000_000, addressPrefix: "10.178" });

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

  it("sends a shared page kept for a visitor to a signed-in shopper too, byte for byte (decision 057)", async () => {
    const visitor = await getUntil(LISTING, (r) => r.headers["x-cache"] === "HIT");
    const { token } = await aShopper();
    const credentials: Record<string, string>[] = [
      { cookie: `user_token=${token}` },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of credentials) {
      const page = await get(LISTING, headers);
      expect([page.statusCode, page.headers["x-cache"]]).toEqual([200, "HIT"]);
      expect(page.body).toBe(visitor.body);
      expect(page.headers["cache-control"]).toBe(SHARED);
    }
  });

  it("renders a shared page for a signed-in shopper as a visitor's page, and keeps it for everyone", async () => {
    const { token } = await aShopper();
    // Rendered first for the signed-in shopper, then sent from the cache to a visitor.
    const url = `${LISTING}&sortBy=price&sortDirection=DESC`;
    const signedIn = await get(url, { cookie: `user_token=${token}` });
    expect([signedIn.statusCode, signedIn.headers["x-cache"]]).toEqual([200, "MISS"]);
    expect(signedIn.body).toContain("Log in");
    expect(signedIn.body).not.toContain("Log out");
    expect(signedIn.headers["set-cookie"]).toBeUndefined();
    const visitor = await get(url);
    expect(visitor.headers["x-cache"]).toBe("HIT");
    expect(visitor.body).toBe(signedIn.body);
    // The page's data too, which a hydrated page asks for on a navigation.
    const data = await get(`/shop-left.data?itemName=rings`, { cookie: `user_token=${token}` });
    expect(data.statusCode).toBe(200);
    expect(data.headers["cache-control"]).toBe(SHARED);
  });

  it("keeps the shopper's own pages theirs: rendered with the cookie, kept by no cache", async () => {
    const { token } = await aShopper();
    for (const url of ["/cart", "/wishlist", "/orders", "/dashboard"]) {
      const page = await get(url, { cookie: `user_token=${token}` });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["x-cache"], url).toBeUndefined();
      expect(page.headers["cache-control"], url).toBe("private, no-store");
      expect(page.headers.etag, url).toBeUndefined();
    }
  });

  it("gives a kept page an ETag of its catalogue version, and a 304 to a request that holds it", async () => {
    const page = await getUntil(`/shop-detail/${sno}`, (r) => r.headers["x-cache"] === "HIT");
    const [current] = await t.db.select({ version: catalogVersion.version }).from(catalogVersion);
    const etag = String(page.headers.etag);
    expect(etag).toMatch(new RegExp(`^W/"${current?.version}-[\\w-]{22}"$`));
    for (const held of [etag, etag.slice(2), `"x", ${etag}`, "*"]) {
      const again = await get(`/shop-detail/${sno}`, { "if-none-match": held, cookie: "user_token=abc" });
      expect([again.statusCode, again.body], held).toEqual([304, ""]);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(SHARED);
    }
    const stale = await get(`/shop-detail/${sno}`, { "if-none-match": 'W/"1-old"' });
    expect(stale.statusCode).toBe(200);
    // Every encoding carries the same weak ETag.
    const br = await get(`/shop-detail/${sno}`, { "accept-encoding": "br" });
    expect(br.headers.etag).toBe(etag);
  });

  it("asks no cache to keep a shared page that was not kept, or one that failed", async () => {
    // A PIN code's answer on the product page is not catalogue data (decision 048): rendered each time.
    const page = await get(`/shop-detail/${sno}?pincode=600001`);
    expect(page.headers["x-cache"]).toBeUndefined();
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.etag).toBeUndefined();
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
