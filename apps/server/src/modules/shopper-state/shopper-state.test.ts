import { ShopperStateSchema } from "@nagai/contracts/shopper-state";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

// GET /user/state (decision 057): the one private call a shared page makes for the shopper's own state.

let t: TestApp;
let snos: [number, number, number];

beforeAll(async () => {
  t = await createTestApp();
  snos = (await insertProducts(t.db, aProduct(), aProduct(), aProduct())).map((piece) => piece.sno) as [
    number,
    number,
    number,
  ];
});
afterAll(() => t.close());

const { aShopper, anonymous } = createShopperKit(() => t, {
  firstNumber: 9_770_000_000,
  addressPrefix: "10.177",
});

async function stateOf(call: () => ReturnType<Shopper["call"]>) {
  const response = await call();
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return ShopperStateSchema.parse(response.json());
}

async function ok(response: Awaited<ReturnType<Shopper["call"]>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
}

describe("GET /user/state", () => {
  it("answers a visitor, and a token that is not good, as not signed in, never as an error", async () => {
    expect(await stateOf(() => anonymous("GET", "/user/state"))).toEqual({ signedIn: false });
    for (const headers of [
      { authorization: "Bearer not.a.token" },
      { cookie: "user_token=not.a.token" },
      { cookie: "user_token=%E0%A4%A" },
      { authorization: "Basic abc" },
    ]) {
      const response = await t.app.inject({ url: "/api/v1/user/state", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.json()).toEqual({ signedIn: false });
    }
  });

  it("gives the signed-in shopper their own lists, and nobody else's", async () => {
    const [a, b, c] = snos;
    const shopper = await aShopper();
    const other = await aShopper();
    await ok(await shopper.call("POST", `/favorites/add?itemSno=${a}`));
    await ok(await shopper.call("POST", `/favorites/add?itemSno=${b}`));
    await ok(await shopper.call("POST", "/cart/create", { itemSno: c, quantity: 1, phone: shopper.number }));
    await ok(await shopper.call("POST", `/recently-viewed/add?itemSno=${b}`));
    await ok(await shopper.call("POST", `/recently-viewed/add?itemSno=${a}`));
    await ok(await other.call("POST", `/favorites/add?itemSno=${c}`));

    const state = await stateOf(() => shopper.call("GET", "/user/state"));
    expect(state).toEqual({
      signedIn: true,
      name: expect.any(String),
      wishlist: [b, a],
      cart: [{ id: expect.any(Number), itemSno: c }],
      recentlyViewed: [a, b],
    });
    expect(await stateOf(() => other.call("GET", "/user/state"))).toMatchObject({
      signedIn: true,
      wishlist: [c],
      cart: [],
      recentlyViewed: [],
    });
    // What the query says is not who the caller is.
    const asked = await stateOf(() => other.call("GET", `/user/state?userId=1&phone=${shopper.number}`));
    expect(asked).toMatchObject({ wishlist: [c] });
  });

  it("ends with the session: after log out the same token is a visitor", async () => {
    const shopper = await aShopper();
    expect((await stateOf(() => shopper.call("GET", "/user/state"))).signedIn).toBe(true);
    await ok(await shopper.call("POST", "/auth/user/logout"));
    expect(await stateOf(() => shopper.call("GET", "/user/state"))).toEqual({ signedIn: false });
  });

  it("takes GET only", async () => {
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      expect((await anonymous(method, "/user/state")).statusCode, method).toBe(404);
    }
  });
});
