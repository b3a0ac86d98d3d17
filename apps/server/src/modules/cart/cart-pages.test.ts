// The /cart and /wishlist pages (issue 10) through the storefront's production build: who may see
// them, that no cache keeps them, and what they show when the API cannot answer.
// Run after `npm run build` (`npm test` builds first).
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts, setStock } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { products } from "../catalog/catalog.tables.ts";

let t: TestApp;
const { anAccount, call } = createAccountKit(() => t, { firstNumber: 9_230_000_000, addressPrefix: "10.23" });
let pieces: { sno: number }[];

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  pieces = await insertProducts(
    t.db,
    aProduct({ productName: "Lotus Band" }),
    aProduct(),
    // ₹1,030 with an MRP of ₹1,200; and two that will sell out and leave the catalogue.
    aProduct({ productName: "Peacock Studs", mrpPaise: 120_000 }),
    aProduct({ productName: "Sold Bangle" }),
    aProduct({ productName: "Gone Chain" }),
  );
  await t.catalogueSettled();
});
afterAll(() => t.close());

const page = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? { cookie: `user_token=${token}` } : {} });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(["/cart", "/wishlist"])("%s", (path) => {
  it("sends a visitor to log in and back, and no cache keeps that answer", async () => {
    for (let i = 0; i < 2; i++) {
      const visitor = await page(path);
      expect(visitor.statusCode).toBe(302);
      expect(visitor.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      expect(visitor.headers["x-cache"]).toBeUndefined();
    }
  });

  it("answers a shopper privately: never stored by a browser, a proxy or the page cache", async () => {
    const { token } = await anAccount();
    for (let i = 0; i < 2; i++) {
      const mine = await page(path, token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["cache-control"]).toBe("private, no-store");
      expect(mine.headers["x-cache"]).toBeUndefined();
    }
  });
});

describe("/cart", () => {
  it("shows the empty cart with Continue Shopping", async () => {
    const { token } = await anAccount();
    const body = (await page("/cart", token)).body;
    expect(body).toContain("Your Shopping Cart");
    expect(body).toContain("Your cart is empty");
    expect(body).toMatch(/<a[^>]+href="\/shop-left"[^>]*>Continue Shopping<\/a>/);
  });

  it("shows the shopper's rows with the catalogue's name and price, linked to the product page", async () => {
    const { token, number } = await anAccount();
    const [piece] = pieces;
    const added = await call("POST", "/cart/create", {
      body: { itemTagSno: piece?.sno, quantity: 1, phone: number, price: 1 },
      headers: bearer(token),
    });
    expect(added.statusCode).toBe(201);
    const body = (await page("/cart", token)).body;
    expect(body).toContain("1 item");
    expect(body).toMatch(new RegExp(`<a[^>]+href="/shop-detail/${piece?.sno}"[^>]*>Lotus Band</a>`));
    expect(body).toContain("Order Summary");
    expect(body).not.toContain("₹1.00");
  });

  it("strikes through only a real MRP, and keeps sold-out and vanished pieces out of the selection", async () => {
    const { token, number } = await anAccount();
    const [, , studs, sold, gone] = pieces;
    for (const piece of [studs, sold, gone]) {
      const added = await call("POST", "/cart/create", {
        body: { itemTagSno: piece?.sno, phone: number },
        headers: bearer(token),
      });
      expect(added.statusCode).toBe(201);
    }
    await setStock(t.db, sold?.sno ?? 0, 0);
    await t.db.delete(products).where(inArray(products.sno, [gone?.sno ?? 0]));
    const body = (await page("/cart", token)).body;
    expect(body).toContain("3 items");
    // The studs' MRP, struck through; no other piece has one, so no other price is.
    expect(body.match(/<s class="price__mrp">/g)).toHaveLength(1);
    expect(body).toContain('<s class="price__mrp">₹1,200.00</s>');
    const checkbox = (name: string) =>
      new RegExp(`<input[^>]*id="cart-select-\\d+"[^>]*>(?=<span[^>]*>Select ${name}<)`);
    expect(body).toMatch(checkbox("Peacock Studs"));
    expect(body.match(checkbox("Peacock Studs"))?.[0]).toContain('checked=""');
    expect(body.match(checkbox("Sold Bangle"))?.[0]).toContain('disabled=""');
    expect(body).toContain("Sold out");
    expect(body.match(checkbox("Unknown Product"))?.[0]).toContain('disabled=""');
    // Only the studs are selected: ₹1,030 is under ₹2,000, so shipping is ₹99.
    expect(body).toMatch(/Subtotal \(1 item\)<\/dt><dd>₹1,030<\/dd>/);
    expect(body).toMatch(/Shipping<\/dt><dd>₹99<\/dd>/);
    expect(body).toMatch(/Total<\/dt><dd>₹1,129<\/dd>/);
  });

  it('says "Failed to load cart" with Return Home when the API cannot read the cart', async () => {
    const { token } = await anAccount();
    await t.db.execute(sql`ALTER TABLE cart_items RENAME TO cart_items_away`);
    try {
      const failed = await page("/cart", token);
      expect(failed.statusCode).toBe(502);
      expect(failed.headers["cache-control"]).toBe("private, no-store");
      expect(failed.body).toContain("Failed to load cart");
      expect(failed.body).toContain("Please try again later");
      expect(failed.body).toMatch(/<a[^>]+href="\/"[^>]*>Return Home<\/a>/);
    } finally {
      await t.db.execute(sql`ALTER TABLE cart_items_away RENAME TO cart_items`);
    }
  });
});

describe("/wishlist", () => {
  it("shows the empty wishlist with Explore Collection", async () => {
    const { token } = await anAccount();
    const body = (await page("/wishlist", token)).body;
    expect(body).toContain("My Wishlist");
    expect(body).toContain("Your wishlist is empty");
    expect(body).toMatch(/<a[^>]+href="\/shop-left"[^>]*>Explore Collection<\/a>/);
  });

  it("shows the favourites, with In Cart for a piece already in the cart", async () => {
    const { token, number } = await anAccount();
    const [first, second] = pieces;
    for (const piece of [first, second]) {
      const added = await call("POST", `/favorites/add?itemSno=${piece?.sno}`, { headers: bearer(token) });
      expect(added.statusCode).toBeLessThan(300);
    }
    await call("POST", "/cart/create", {
      body: { itemTagSno: first?.sno, phone: number },
      headers: bearer(token),
    });
    const body = (await page("/wishlist", token)).body;
    expect(body).toContain("2 items");
    expect(body).toMatch(new RegExp(`href="/shop-detail/${first?.sno}"`));
    expect(body).toMatch(new RegExp(`href="/shop-detail/${second?.sno}"`));
    expect(body.match(/>In Cart</g)).toHaveLength(1);
    expect(body.match(/>Add to Cart</g)).toHaveLength(1);
  });

  it('says "Unable to load wishlist" when the API cannot read it', async () => {
    const { token } = await anAccount();
    await t.db.execute(sql`ALTER TABLE favourites RENAME TO favourites_away`);
    try {
      const failed = await page("/wishlist", token);
      expect(failed.statusCode).toBe(502);
      expect(failed.body).toContain("Unable to load wishlist");
      expect(failed.body).toContain("Please refresh the page or try again later");
    } finally {
      await t.db.execute(sql`ALTER TABLE favourites_away RENAME TO favourites`);
    }
  });
});
