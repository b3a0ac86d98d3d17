// The storefront's wishlist and cart actions (/wishlist/change, /cart/change: decision 017),
// through the production build as a browser posts to them: the form without JavaScript, the same
// form from a hydrated page (the `enhanced` field: a JSON answer), and a signed-out shopper.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { HOSTILE_REDIRECTS } from "../../testing/hostile-redirects.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";

let t: TestApp;
type Piece = Awaited<ReturnType<typeof insertProducts>>[number];
let ring: Piece;
let bangle: Piece;
let soldOut: Piece;

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  [ring, bangle, soldOut] = (await insertProducts(
    t.db,
    aProduct({ productName: "Ruby Ring" }),
    aProduct({ productName: "Lotus Bangle", itemName: "Bracelets" }),
    aProduct({ productName: "Gone Ring", stock: 0 }),
  )) as [Piece, Piece, Piece];
  // Pages are kept only once the listing index has caught up with the catalogue (decision 008).
  await t.catalogueSettled();
});
afterAll(() => t.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_230_000_000, addressPrefix: "10.23" });

/** A form post to one of the two actions, as the page's form sends it. */
function post(path: string, fields: Record<string, string | number>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost", ...headers },
    payload: new URLSearchParams(
      Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString(),
  });
}

const session = (shopper: Shopper) => ({ cookie: `user_token=${shopper.token}` });

async function readLists(shopper: Shopper) {
  const wishlist = (await shopper.call("GET", "/favorites/list")).json().data as number[];
  const cart = (await shopper.call("GET", `/cart/by-phone?phone=${shopper.number}`)).json().data as {
    id: number;
    itemSno: number;
    quantity: number;
  }[];
  return { wishlist, cart };
}

describe("without JavaScript (the browser posts the form itself)", () => {
  it("changes the lists and goes back to the page, query included, never to another site", async () => {
    const shopper = await aShopper();
    const back = "/shop-left?itemName=Rings";
    const added = await post(
      "/cart/change",
      { intent: "add", itemSno: ring.sno, returnTo: back },
      session(shopper),
    );
    expect([added.statusCode, added.headers.location]).toEqual([303, back]);
    expect(added.headers["cache-control"]).toBe("private, no-store");
    const hearted = await post(
      "/wishlist/change",
      { intent: "add", itemSno: bangle.sno, returnTo: "//evil.example/x" },
      session(shopper),
    );
    expect([hearted.statusCode, hearted.headers.location]).toEqual([303, "/"]);
    expect(await readLists(shopper)).toMatchObject({
      wishlist: [bangle.sno],
      cart: [{ itemSno: ring.sno, quantity: 1 }],
    });
    // A second add of the same piece is the spec's "already in cart": no second row.
    await post("/cart/change", { intent: "add", itemSno: ring.sno, returnTo: back }, session(shopper));
    expect((await readLists(shopper)).cart).toHaveLength(1);
  });

  it("sends a signed-out shopper to log in and back to the page, carrying the add they tapped", async () => {
    const back = `/shop-detail/${ring.sno}?from=card`;
    for (const [path, list] of [
      ["/cart/change", "cart"],
      ["/wishlist/change", "wishlist"],
    ] as const) {
      const response = await post(path, { intent: "add", itemSno: ring.sno, returnTo: back, enhanced: "1" });
      expect([response.statusCode, response.headers.location]).toEqual([
        303,
        `/login?redirectTo=${encodeURIComponent(`${back}&afterLogin=${list}%3A${ring.sno}`)}`,
      ]);
    }
    // Anything but an add comes back without one.
    const removal = await post("/wishlist/change", { intent: "remove", itemSno: ring.sno, returnTo: back });
    expect(removal.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(back)}`);
  });

  it("never goes back to a returnTo that normalises to another host (issue 23, item 2)", async () => {
    const shopper = await aShopper();
    for (const returnTo of HOSTILE_REDIRECTS) {
      for (const [path, intent] of [
        ["/cart/change", "add"],
        ["/wishlist/change", "add"],
        ["/wishlist/change", "remove"],
      ] as const) {
        const changed = await post(path, { intent, itemSno: ring.sno, returnTo }, session(shopper));
        expect([changed.statusCode, changed.headers.location], `${path} ${returnTo}`).toEqual([303, "/"]);
        const signedOut = await post(path, { intent, itemSno: ring.sno, returnTo });
        const list = path === "/cart/change" ? "cart" : "wishlist";
        const home = intent === "add" ? `/?afterLogin=${list}%3A${ring.sno}` : "/";
        expect([signedOut.statusCode, signedOut.headers.location], `${path} ${returnTo}`).toEqual([
          303,
          `/login?redirectTo=${encodeURIComponent(home)}`,
        ]);
      }
    }
  });

  it("Buy Now puts the piece in the cart once and goes to the checkout with that piece alone", async () => {
    const shopper = await aShopper();
    for (let round = 0; round < 2; round++) {
      for (const enhanced of ["", "1"]) {
        const response = await post(
          "/cart/change",
          { intent: "buyNow", itemSno: bangle.sno, returnTo: "/", enhanced },
          session(shopper),
        );
        expect([response.statusCode, response.headers.location]).toEqual([
          303,
          `/checkout?sno=${bangle.sno}`,
        ]);
      }
    }
    expect((await readLists(shopper)).cart).toMatchObject([{ itemSno: bangle.sno, quantity: 1 }]);
  });
});

describe("the tap survives the login (issue 23, item 11)", () => {
  const accounts = createAccountKit(() => t, { firstNumber: 9_231_000_000, addressPrefix: "10.231" });
  const piecePage = (piece: Piece) => `/shop-detail/${piece.sno}`;
  const carrying = (piece: Piece, list: "cart" | "wishlist") =>
    `${piecePage(piece)}?afterLogin=${list}%3A${piece.sno}`;

  /** The login form as the page posts it, with or without scripts. */
  function logIn(
    account: { number: string; password: string },
    redirectTo: string | null,
    { enhanced = false, origin = "http://localhost", lastVisited = "" } = {},
  ) {
    const query = redirectTo === null ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`;
    return post(
      `/login${enhanced ? ".data" : ""}${query}`,
      {
        contactOrEmailOrUsername: account.number,
        password: account.password,
        lastVisited,
        ...(enhanced ? { enhanced: "1" } : {}),
      },
      { origin },
    );
  }

  async function listsOf(token: string) {
    const headers = { authorization: `Bearer ${token}` };
    const wishlist = await t.app.inject({ url: "/api/v1/favorites/list", headers });
    const profile = await t.app.inject({ url: "/api/v1/user/profile", headers });
    const cart = await t.app.inject({
      url: `/api/v1/cart/by-phone?phone=${profile.json().contactNumber}`,
      headers,
    });
    return {
      wishlist: wishlist.json().data as number[],
      cart: (cart.json().data as { itemSno: number; quantity: number }[]).map((row) => [
        row.itemSno,
        row.quantity,
      ]),
    };
  }

  it("names the tap on the login page and keeps it in the link to register", async () => {
    const page = await t.app.inject({
      url: `/login?redirectTo=${encodeURIComponent(carrying(ring, "cart"))}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Please log in to add items to cart.");
    expect(page.body).toContain(`href="/register?redirectTo=${encodeURIComponent(carrying(ring, "cart"))}"`);
    const hearted = await t.app.inject({
      url: `/login?redirectTo=${encodeURIComponent(carrying(ring, "wishlist"))}`,
    });
    expect(hearted.body).toContain("Please log in to manage your wishlist.");
  });

  it("the login posted without scripts adds the piece once, however often it is posted, and goes to the piece", async () => {
    const account = await accounts.anAccount();
    for (let round = 0; round < 2; round++) {
      const answer = await logIn(account, carrying(ring, "cart"));
      expect([answer.statusCode, answer.headers.location]).toEqual([302, piecePage(ring)]);
      expect(String(answer.headers["set-cookie"])).toMatch(/^user_token=/);
    }
    expect(await listsOf(account.token)).toEqual({ wishlist: [], cart: [[ring.sno, 1]] });
  });

  it("a hydrated login says what was done in a second toast; a replay says it again and adds nothing", async () => {
    const account = await accounts.anAccount();
    const hearted = await logIn(account, carrying(bangle, "wishlist"), { enhanced: true });
    expect(hearted.statusCode).toBe(200);
    expect(hearted.body).toContain("Lotus Bangle added to wishlist");
    expect(hearted.body).toContain(`"${piecePage(bangle)}"`);
    expect(hearted.body).not.toContain("afterLogin");
    const again = await logIn(account, carrying(bangle, "wishlist"), { enhanced: true });
    expect(again.body).toContain("Lotus Bangle added to wishlist");
    const carted = await logIn(account, carrying(bangle, "cart"), { enhanced: true });
    expect(carted.body).toContain("Lotus Bangle added to cart!");
    const twice = await logIn(account, carrying(bangle, "cart"), { enhanced: true });
    expect(twice.body).toContain("Lotus Bangle is already in cart");
    expect(await listsOf(account.token)).toEqual({ wishlist: [bangle.sno], cart: [[bangle.sno, 1]] });
  });

  it("a refusal is told and the login stands; a piece nobody has is refused the same way", async () => {
    const account = await accounts.anAccount();
    const gone = await logIn(account, carrying(soldOut, "cart"), { enhanced: true });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain("Gone Ring is sold out.");
    expect(String(gone.headers["set-cookie"])).toMatch(/^user_token=/);
    const unknown = await logIn(account, "/shop-detail/99999?afterLogin=wishlist%3A99999");
    expect([unknown.statusCode, unknown.headers.location]).toEqual([302, "/shop-detail/99999"]);
    expect(await listsOf(account.token)).toEqual({ wishlist: [], cart: [] });
  });

  it("is never completed by a GET, another site's form, or the browser's last visited page", async () => {
    const account = await accounts.anAccount();
    const cookie = { cookie: `user_token=${account.token}` };
    const signedIn = await t.app.inject({
      url: `/login?redirectTo=${encodeURIComponent(carrying(ring, "cart"))}`,
      headers: cookie,
    });
    expect([signedIn.statusCode, signedIn.headers.location]).toEqual([302, piecePage(ring)]);
    const register = await t.app.inject({
      url: `/register?redirectTo=${encodeURIComponent(carrying(ring, "cart"))}`,
      headers: cookie,
    });
    expect(register.headers.location).toBe(piecePage(ring));
    expect((await t.app.inject({ url: carrying(ring, "cart"), headers: cookie })).statusCode).toBe(200);
    const crossSite = await logIn(account, carrying(ring, "cart"), { origin: "https://evil.example" });
    expect([crossSite.statusCode, crossSite.headers["set-cookie"]]).toEqual([400, undefined]);
    const remembered = await logIn(account, null, { lastVisited: carrying(ring, "wishlist") });
    expect([remembered.statusCode, remembered.headers.location]).toEqual([302, piecePage(ring)]);
    expect(await listsOf(account.token)).toEqual({ wishlist: [], cart: [] });
  });

  it("registering from the login page's link completes it too, once the OTP is verified", async () => {
    const number = accounts.aNumber();
    const register = `/register?redirectTo=${encodeURIComponent(carrying(bangle, "wishlist"))}`;
    const { username, email, password } = accounts.registration(number);
    const form = await post(register, {
      username,
      email,
      contactNumber: number,
      password,
      intent: "register",
    });
    expect(form.statusCode).toBe(200);
    const verified = await post(register, {
      intent: "verify",
      contactNumber: number,
      otp: await accounts.lastOtp(number),
    });
    expect([verified.statusCode, verified.headers.location]).toEqual([302, piecePage(bangle)]);
    const token = /^user_token=([^;]+)/.exec(String(verified.headers["set-cookie"]))?.[1] ?? "";
    expect(await listsOf(token)).toEqual({ wishlist: [bangle.sno], cart: [] });
  });
});

describe("from a hydrated page (the enhanced field: JSON for the toast)", () => {
  it("answers the spec's texts for add, already in cart, update and remove", async () => {
    const shopper = await aShopper();
    const change = async (path: string, fields: Record<string, string | number>) => {
      const response = await post(path, { ...fields, enhanced: "1", returnTo: "/" }, session(shopper));
      expect(response.headers["cache-control"]).toBe("private, no-store");
      return [response.statusCode, response.json()];
    };
    expect(await change("/wishlist/change", { intent: "add", itemSno: ring.sno })).toEqual([
      200,
      { ok: true, message: "Ruby Ring added to wishlist" },
    ]);
    expect(await change("/wishlist/change", { intent: "remove", itemSno: ring.sno })).toEqual([
      200,
      { ok: true, message: "Ruby Ring removed from wishlist" },
    ]);
    expect(await change("/cart/change", { intent: "add", itemSno: ring.sno })).toEqual([
      200,
      { ok: true, message: "Ruby Ring added to cart!" },
    ]);
    expect(await change("/cart/change", { intent: "add", itemSno: ring.sno })).toEqual([
      200,
      { ok: true, message: "Ruby Ring is already in cart" },
    ]);
    const [row] = (await readLists(shopper)).cart;
    expect(await change("/cart/change", { intent: "update", id: row?.id ?? 0, quantity: 1 })).toEqual([
      200,
      { ok: true, message: "Ruby Ring updated in cart" },
    ]);
    expect(await change("/cart/change", { intent: "remove", id: row?.id ?? 0 })).toEqual([
      200,
      { ok: true, message: "Ruby Ring removed from cart" },
    ]);
    expect(await readLists(shopper)).toEqual({ wishlist: [], cart: [] });
  });

  it("shows the API's reason for a refusal, and the spec's failure text for a form it cannot read", async () => {
    const shopper = await aShopper();
    const change = async (path: string, fields: Record<string, string | number>) => {
      const response = await post(path, { ...fields, enhanced: "1", returnTo: "/" }, session(shopper));
      return [response.statusCode, response.json()];
    };
    expect(await change("/cart/change", { intent: "add", itemSno: soldOut.sno })).toEqual([
      409,
      { ok: false, message: "Gone Ring is sold out." },
    ]);
    expect(await change("/cart/change", { intent: "add", itemSno: 2_000_000_000 })).toEqual([
      404,
      { ok: false, message: "Product not found" },
    ]);
    for (const itemSno of ["abc", "-1", "1e9", "99999999999"]) {
      expect(await change("/wishlist/change", { intent: "add", itemSno })).toEqual([
        400,
        { ok: false, message: "Failed to add to Wishlist" },
      ]);
    }
    expect(await change("/cart/change", { intent: "steal", itemSno: ring.sno })).toEqual([
      400,
      { ok: false, message: "Failed to add item to cart." },
    ]);
    expect(await change("/cart/change", { intent: "update", id: 1 })).toEqual([
      400,
      { ok: false, message: "Failed to update cart item." },
    ]);
    expect(await readLists(shopper)).toEqual({ wishlist: [], cart: [] });
  });

  it("cannot touch another shopper's cart rows: a 404, and their cart unchanged", async () => {
    const owner = await aShopper();
    const intruder = await aShopper();
    await post("/cart/change", { intent: "add", itemSno: ring.sno, returnTo: "/" }, session(owner));
    const before = await readLists(owner);
    const id = before.cart[0]?.id ?? 0;
    const attempts: Record<string, string | number>[] = [
      { intent: "update", id, quantity: 1 },
      { intent: "remove", id },
    ];
    for (const fields of attempts) {
      const response = await post(
        "/cart/change",
        { ...fields, enhanced: "1", returnTo: "/" },
        session(intruder),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ ok: false, message: "This item is not in your cart." });
    }
    expect(await readLists(owner)).toEqual(before);
  });
});

describe("what else the two addresses answer", () => {
  it("refuses GET (405, POST only) and another site's form (403), changing nothing", async () => {
    const shopper = await aShopper();
    for (const path of ["/wishlist/change", "/cart/change"]) {
      const read = await t.app.inject({ url: path, headers: session(shopper) });
      expect([read.statusCode, read.headers.allow]).toEqual([405, "POST"]);
      const forged = await post(
        path,
        { intent: "add", itemSno: ring.sno, returnTo: "/" },
        { ...session(shopper), origin: "https://evil.example" },
      );
      expect(forged.statusCode).toBe(403);
    }
    expect(await readLists(shopper)).toEqual({ wishlist: [], cart: [] });
  });
});

describe("the pages' personal state (the root loader)", () => {
  it("puts a signed-in shopper's lists in their own pages, and keeps the shared pages a visitor's (decision 057)", async () => {
    const shopper = await aShopper();
    await post("/wishlist/change", { intent: "add", itemSno: ring.sno, returnTo: "/" }, session(shopper));
    await post("/cart/change", { intent: "add", itemSno: bangle.sno, returnTo: "/" }, session(shopper));
    // A page rendered for the shopper: the header's badges, and the root's data with their state
    // (escaped, inside a script, as React Router writes it).
    const own = await t.app.inject({ url: "/wishlist", headers: session(shopper) });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toMatch(/no-store/);
    expect(own.body).toContain("Wishlist<!-- -->, 1 item");
    expect(own.body).toContain("Cart<!-- -->, 1 item");
    expect(own.body).toContain(String.raw`\"shopper\"`);
    expect(own.body).toContain("Log out");

    // A shared page is the visitor's, byte for byte, whoever asks; the state comes after it.
    const anonymous = await t.app.inject({ url: `/shop-detail/${ring.sno}` });
    const signedIn = await t.app.inject({ url: `/shop-detail/${ring.sno}`, headers: session(shopper) });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.body).not.toContain(String.raw`\"shopper\"`);
    expect(signedIn.body).toMatch(/aria-label="Add to wishlist" aria-pressed="false"/);
    expect(signedIn.headers["cache-control"]).toMatch(/^public/);
    const again = await t.app.inject({ url: `/shop-detail/${ring.sno}` });
    expect(again.headers["x-cache"]).toBe("HIT");
  });
});
