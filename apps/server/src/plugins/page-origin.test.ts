// The page forms behind a TLS proxy (issue 23, item 3; decision 011): the proxy speaks plain HTTP
// to the process with the public Host, and the browser's Origin is the https PUBLIC_ORIGIN. The
// forms are posted as a browser posts them, through the storefront's production build: log in,
// add to the cart, place the order; another origin's forms are refused and change nothing.
// Run after `npm run build` (`npm test` builds first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountKit } from "../modules/auth/account-test-kit.ts";
import { aProduct, insertProducts } from "../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const PUBLIC_ORIGIN = "https://shop.example";

/** A form as a browser posts it to the shop's public host, with the headers the proxy passes on. */
function postForm(t: TestApp, url: string, fields: [string, string][], headers: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", host: "shop.example", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe("with PUBLIC_ORIGIN=https://shop.example and TRUST_PROXY unset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN }, { web: true });
  });
  afterAll(() => t.close());
  const accounts = createAccountKit(() => t, { firstNumber: 9_270_000_000, addressPrefix: "10.27" });

  async function ordersOf(token: string) {
    const history = await t.app.inject({
      url: "/api/v1/order/history",
      headers: { authorization: `Bearer ${token}` },
    });
    return history.json().content as { orderId: string; paymentMode: string; totalAmount: number }[];
  }

  it("signs in, adds to the cart and places the order through the page forms", async () => {
    const { number, password } = await accounts.anAccount();
    const [piece] = await insertProducts(t.db, aProduct({ productName: "Proxy Ring" }));
    const browser = { origin: PUBLIC_ORIGIN };

    const login = await postForm(
      t,
      `/login?redirectTo=${encodeURIComponent(`/shop-detail/${piece!.sno}`)}`,
      [
        ["contactOrEmailOrUsername", number],
        ["password", password],
      ],
      browser,
    );
    expect([login.statusCode, login.headers.location]).toEqual([302, `/shop-detail/${piece!.sno}`]);
    const cookie = String(login.headers["set-cookie"]);
    // Secure: the browser speaks https to the proxy.
    expect(cookie).toMatch(/^user_token=[^;]+;.*Secure/);
    const token = /^user_token=([^;]+)/.exec(cookie)?.[1] ?? "";
    const signedIn = { ...browser, cookie: `user_token=${token}` };

    const added = await postForm(
      t,
      "/cart/change",
      [
        ["intent", "add"],
        ["itemSno", String(piece!.sno)],
        ["returnTo", `/shop-detail/${piece!.sno}`],
      ],
      signedIn,
    );
    expect([added.statusCode, added.headers.location]).toEqual([303, `/shop-detail/${piece!.sno}`]);
    // The same form from a hydrated page: the JSON answer its toast shows.
    const again = await postForm(
      t,
      "/cart/change",
      [
        ["intent", "add"],
        ["itemSno", String(piece!.sno)],
        ["enhanced", "1"],
      ],
      signedIn,
    );
    expect(again.statusCode).toBe(200);

    const profile = await t.app.inject({
      url: "/api/v1/user/profile",
      headers: { authorization: `Bearer ${token}` },
    });
    const address = await t.app.inject({
      method: "POST",
      url: "/api/v1/addresses/create",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        customerId: profile.json().id,
        name: "Meena Raman",
        phone: "9876543210",
        pincode: "625001",
        locality: "Anna Nagar",
        addressLine: "12 East Street",
        city: "Madurai",
        state: "Tamil Nadu",
      },
    });
    expect(address.statusCode).toBe(201);

    const checkout = await t.app.inject({ url: "/checkout", headers: { ...signedIn, host: "shop.example" } });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain("Proxy Ring");
    const orderFields: [string, string][] = [
      ["addressId", String(address.json().data.id)],
      ["paymentMode", "CASH"],
      ["idempotencyKey", "behind-the-proxy-1"],
      ["line", `${piece!.sno}:1:1030`],
    ];
    const refused = await postForm(t, "/checkout", orderFields, {
      ...signedIn,
      origin: "https://evil.example",
    });
    expect(refused.statusCode).toBe(400);
    expect(await ordersOf(token)).toEqual([]);
    const placed = await postForm(t, "/checkout", orderFields, signedIn);
    const [order] = await ordersOf(token);
    expect(order).toMatchObject({ paymentMode: "CASH", totalAmount: 1129 });
    expect([placed.statusCode, placed.headers.location]).toEqual([
      303,
      `/orders?orderSuccess=true&orderId=${order!.orderId}`,
    ]);
  });

  it("refuses every other origin's forms, the shop's own host over plain HTTP included", async () => {
    const { number, password, token } = await accounts.anAccount();
    const [piece] = await insertProducts(t.db, aProduct());
    for (const origin of [
      "https://evil.example",
      "http://shop.example",
      "https://shop.example:8443",
      "https://shop.example.evil.example",
      "null",
    ]) {
      const login = await postForm(
        t,
        "/login",
        [
          ["contactOrEmailOrUsername", number],
          ["password", password],
        ],
        { origin },
      );
      expect([login.statusCode, login.headers["set-cookie"]], origin).toEqual([400, undefined]);
      const session = { origin, cookie: `user_token=${token}` };
      for (const path of ["/cart/change", "/wishlist/change"]) {
        const change = await postForm(
          t,
          path,
          [
            ["intent", "add"],
            ["itemSno", String(piece!.sno)],
          ],
          session,
        );
        expect(change.statusCode, `${path} ${origin}`).toBe(403);
      }
      expect((await postForm(t, "/logout", [], session)).statusCode, origin).toBe(403);
    }
    const lists = await t.app.inject({
      url: `/api/v1/cart/by-phone?phone=${number}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lists.json().data).toEqual([]);
  });
});

describe("without PUBLIC_ORIGIN: the request's own origin, as before", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "true" }, { web: true });
  });
  afterAll(() => t.close());

  it("takes https from a trusted proxy's X-Forwarded-Proto, and http from the socket otherwise", async () => {
    // A wrong password: the action runs (200, the form's alert) only once the origin is accepted.
    const fields: [string, string][] = [
      ["contactOrEmailOrUsername", "9271000000"],
      ["password", "not-the-password"],
    ];
    const httpsOrigin = { origin: "https://shop.example" };
    const forwarded = await postForm(t, "/login", fields, { ...httpsOrigin, "x-forwarded-proto": "https" });
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.body).toContain("alert");
    expect((await postForm(t, "/login", fields, httpsOrigin)).statusCode).toBe(400);
    expect((await postForm(t, "/login", fields, { origin: "http://shop.example" })).statusCode).toBe(200);
    const change: [string, string][] = [
      ["intent", "add"],
      ["itemSno", "1"],
    ];
    expect((await postForm(t, "/cart/change", change, httpsOrigin)).statusCode).toBe(403);
  });
});
