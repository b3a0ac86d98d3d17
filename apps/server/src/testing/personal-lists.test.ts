import { CART_MESSAGES, type CartCreateBody, type CartList, type CartRowChange } from "@nagai/contracts/cart";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { Product } from "@nagai/contracts/product";
import type { ItemNumberList, ItemNumberListChange } from "@nagai/contracts/wishlist";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogVersion, products } from "../modules/catalog/catalog.tables.ts";
import { aProduct, insertProducts } from "./catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "./shopper-test-kit.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Rules the cart, the wishlist and recently viewed share (decision 016): the caller is the
 * token's shopper and another shopper's rows are a 404; bad ids and requests are 4xx, never 5xx;
 * writes never touch the catalogue; the web's API client works against these routes.
 */

type Piece = Awaited<ReturnType<typeof insertProducts>>[number];

/**
 * The web's client is browser code (it names `document`), outside the server's type program: it
 * is loaded at run time, and this is the part of it the test calls.
 */
const WEB_API_CLIENT = "../../../web/app/lib/api.ts";
type CreateWebApiClient = (context: {
  fetchApi: (
    url: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ) => Promise<Response>;
}) => {
  listFavourites(): Promise<ItemNumberList>;
  addFavourite(itemSno: number): Promise<ItemNumberListChange>;
  removeFavourite(itemSno: number): Promise<ItemNumberListChange>;
  getCart(phone: string): Promise<CartList>;
  addToCart(entry: CartCreateBody): Promise<CartRowChange>;
  updateCartItem(id: number, quantity: number): Promise<CartRowChange>;
  removeCartItem(id: number): Promise<{ status: "success"; message: string }>;
  listRecentlyViewed(): Promise<ItemNumberList>;
  addRecentlyViewed(itemSno: number): Promise<ItemNumberListChange>;
  getProductsBySno(snos: readonly number[]): Promise<Product[]>;
};

let t: TestApp;
let pieces: Piece[];

beforeAll(async () => {
  t = await createTestApp();
  pieces = await insertProducts(t.db, ...Array.from({ length: 6 }, () => aProduct({ stock: 3 })));
});
afterAll(() => t.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_230_000_000, addressPrefix: "10.23" });
const piece = (index: number) => pieces[index]!;

/** Everything a shopper has, as the API shows it. */
async function everythingOf(shopper: Shopper) {
  const [cart, wishlist, viewed] = await Promise.all([
    shopper.call("GET", "/cart/by-phone"),
    shopper.call("GET", "/favorites/list"),
    shopper.call("GET", "/recently-viewed/list"),
  ]);
  return { cart: cart.json().data, wishlist: wishlist.json().data, viewed: viewed.json().data };
}

describe("another shopper's rows", () => {
  it("are a 404 for every call, whatever id or phone is sent, and stay as they were", async () => {
    const a = await aShopper();
    const b = await aShopper();
    const rowA = (await a.call("POST", "/cart/create", { itemSno: piece(0).sno })).json().data.id as number;
    await a.call("POST", `/favorites/add?itemSno=${piece(0).sno}`);
    await a.call("POST", `/recently-viewed/add?itemSno=${piece(0).sno}`);
    const rowB = (await b.call("POST", "/cart/create", { itemSno: piece(1).sno })).json().data.id as number;
    const before = await everythingOf(a);
    const beforeB = await everythingOf(b);

    const attempts: [string, Promise<Awaited<ReturnType<Shopper["call"]>>>][] = [
      ["read A's cart by phone", b.call("GET", `/cart/by-phone?phone=${a.number}`)],
      [
        "add to A's cart by phone",
        b.call("POST", "/cart/create", { itemSno: piece(2).sno, phone: a.number }),
      ],
      ["update A's row by id", b.call("PUT", "/cart/update", { id: rowA, quantity: 2 })],
      ["update A's row by sno", b.call("PUT", "/cart/update", { sno: rowA, quantity: 2 })],
      [
        "update B's row with A's phone",
        b.call("PUT", "/cart/update", { id: rowB, quantity: 2, phone: a.number }),
      ],
      ["delete A's row", b.call("DELETE", `/cart/delete/${rowA}`)],
      ["remove A's favourite", b.call("DELETE", `/favorites/remove/${piece(0).sno}`)],
    ];
    for (const [attempt, answer] of attempts) {
      const response = await answer;
      expect(response.statusCode, attempt).toBe(404);
      ErrorResponseSchema.parse(response.json());
      expect(response.body, attempt).not.toContain(a.number);
      expect(response.body, attempt).not.toContain(String(piece(0).productName));
    }
    expect(await everythingOf(a)).toEqual(before);
    expect(await everythingOf(b)).toEqual(beforeB);
    // B's own lists show nothing of A's.
    expect(beforeB).toEqual({
      cart: [expect.objectContaining({ id: rowB, itemSno: piece(1).sno, phone: b.number })],
      wishlist: [],
      viewed: [],
    });
  });
});

describe("bad requests", () => {
  const BAD_IDS = ["abc", "-1", "0", "1e9", "1.5", "0x1F", "99999999999", "%00", "1%00", "%E0%A4%A", "%20"];

  it("answer bad ids in paths and queries with a 4xx and a message, never a 5xx", async () => {
    const shopper = await aShopper();
    for (const id of BAD_IDS) {
      for (const [method, url] of [
        ["DELETE", `/cart/delete/${id}`],
        ["DELETE", `/favorites/remove/${id}`],
        ["POST", `/favorites/add?itemSno=${id}`],
        ["POST", `/recently-viewed/add?itemSno=${id}`],
      ] as const) {
        const response = await shopper.call(method, url);
        expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        // A broken percent-encoding in the path is refused by Fastify's router, before the app's error
        // handler, in Fastify's own shape ({ statusCode, error, message }): a 400 all the same.
        expect(response.json(), `${method} ${url}`).toMatchObject({ message: expect.any(String) });
      }
    }
  });

  it("answer bad ids in bodies with a 400 naming the field", async () => {
    const shopper = await aShopper();
    const values = [
      ...BAD_IDS.map((id) => decodeURIComponent(id.replace("%E0%A4%A", "x"))),
      true,
      [5],
      null,
      {},
    ];
    for (const value of values) {
      // Text with a NUL is refused before the schema runs (plugins/input-guard.ts), with its own text.
      const nul = typeof value === "string" && value.includes("\u0000");
      const create = await shopper.call("POST", "/cart/create", { itemTagSno: value });
      expect(create.statusCode, `itemTagSno ${JSON.stringify(value)}`).toBe(400);
      expect(create.json().fields.itemTagSno).toMatch(nul ? /NUL/ : /^itemSno must be a piece number$/);
      const update = await shopper.call("PUT", "/cart/update", { id: value, quantity: 1 });
      expect(update.statusCode, `id ${JSON.stringify(value)}`).toBe(400);
      expect(update.json().fields.id).toMatch(nul ? /NUL/ : /^id must be a cart item number$/);
    }
    // A large JSON number that is a whole number within range is just an unknown piece.
    const unknown = await shopper.call("POST", "/cart/create", { itemTagSno: 1e9 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CART_MESSAGES.productNotFound);
    expect((await everythingOf(shopper)).cart).toEqual([]);
  });

  it("answer wrong methods, content types and bodies with a 4xx", async () => {
    const shopper = await aShopper();
    const requests: InjectOptions[] = [
      { method: "GET", url: "/api/v1/cart/create" },
      { method: "POST", url: "/api/v1/cart/by-phone" },
      { method: "PATCH", url: "/api/v1/cart/update" },
      { method: "GET", url: "/api/v1/cart/delete/1" },
      { method: "PUT", url: "/api/v1/favorites/add?itemSno=1" },
      { method: "POST", url: "/api/v1/favorites/list" },
      { method: "GET", url: "/api/v1/recently-viewed/add?itemSno=1" },
      { method: "POST", url: "/api/v1/cart/create", headers: { "content-type": "text/plain" }, payload: "x" },
      {
        method: "POST",
        url: "/api/v1/cart/create",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `itemSno=${piece(0).sno}`,
      },
      {
        method: "POST",
        url: "/api/v1/cart/create",
        headers: { "content-type": "application/json" },
        payload: "{",
      },
      {
        method: "POST",
        url: "/api/v1/cart/create",
        headers: { "content-type": "application/json" },
        payload: "",
      },
      {
        method: "POST",
        url: "/api/v1/cart/create",
        headers: { "content-type": "application/json" },
        payload: "[]",
      },
      { method: "POST", url: "/api/v1/cart/create" },
      {
        method: "PUT",
        url: "/api/v1/cart/update",
        headers: { "content-type": "application/json" },
        payload: "null",
      },
      {
        method: "POST",
        url: "/api/v1/cart/create",
        headers: { "content-type": "application/json" },
        payload: `{"itemSno":"${piece(0).sno}\\u0000"}`,
      },
      {
        method: "POST",
        url: "/api/v1/cart/create",
        headers: { "content-type": "application/json" },
        payload: `{"itemSno":${piece(0).sno},"phone":"\\u0000"}`,
      },
    ];
    for (const request of requests) {
      const response = await t.app.inject({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${shopper.token}` },
      });
      const label = `${request.method} ${request.url} ${JSON.stringify(request.payload ?? "")}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
    }
    expect((await everythingOf(shopper)).cart).toEqual([]);
  });
});

describe("the catalogue", () => {
  it("is not written by any cart, wishlist or recently viewed call", async () => {
    const shopper = await aShopper();
    const readCatalogue = async () => ({
      version: (await t.db.select().from(catalogVersion))[0],
      pieces: await t.db.select().from(products).orderBy(products.sno),
    });
    const before = await readCatalogue();
    const { id } = (await shopper.call("POST", "/cart/create", { itemSno: piece(3).sno, quantity: 2 })).json()
      .data as { id: number };
    await shopper.call("PUT", "/cart/update", { id, quantity: 3 });
    await shopper.call("POST", "/cart/create", { itemSno: piece(3).sno });
    await shopper.call("GET", "/cart/by-phone");
    await shopper.call("DELETE", `/cart/delete/${id}`);
    await shopper.call("POST", `/favorites/add?itemSno=${piece(3).sno}`);
    await shopper.call("DELETE", `/favorites/remove/${piece(3).sno}`);
    await shopper.call("POST", `/recently-viewed/add?itemSno=${piece(3).sno}`);
    await t.app.inject(`/api/v1/product/by-sno?snos=${piece(3).sno}`);
    expect(await readCatalogue()).toEqual(before);
  });
});

describe("the web's API client (apps/web/app/lib/api.ts)", () => {
  it("works against these routes with the session cookie, as a loader calls them", async () => {
    const shopper = await aShopper();
    // What plugins/web.ts hands loaders: the API in-process, with the page's cookie.
    const { createApiClient } = (await import(WEB_API_CLIENT)) as { createApiClient: CreateWebApiClient };
    const api = createApiClient({
      fetchApi: async (url, init = {}) => {
        const result = await t.app.inject({
          method: (init.method ?? "GET") as InjectOptions["method"],
          url,
          headers: { ...init.headers, cookie: `user_token=${shopper.token}` },
          payload: init.body,
        });
        return new Response(new Uint8Array(result.rawPayload), { status: result.statusCode });
      },
    });
    const [first, second] = [piece(4), piece(5)];

    expect((await api.addFavourite(first.sno)).data).toEqual([first.sno]);
    expect((await api.listFavourites()).data).toEqual([first.sno]);
    expect((await api.removeFavourite(first.sno)).data).toEqual([]);

    const added = await api.addToCart({ itemSno: first.sno, itemTagSno: first.sno, quantity: 1 });
    expect(added.message).toBe(CART_MESSAGES.added(first.productName));
    expect((await api.updateCartItem(added.data.id, 2)).data.quantity).toBe(2);
    expect((await api.getCart(shopper.number)).data.map((row) => row.itemSno)).toEqual([first.sno]);
    await expect(api.addToCart({ itemTagSno: first.sno, quantity: 1 })).rejects.toMatchObject({
      status: 409,
      code: "ALREADY_IN_CART",
      message: CART_MESSAGES.alreadyInCart(first.productName),
    });
    expect((await api.removeCartItem(added.data.id)).message).toBe(CART_MESSAGES.removed(first.productName));

    await api.addRecentlyViewed(second.sno);
    await api.addRecentlyViewed(first.sno);
    expect((await api.listRecentlyViewed()).data).toEqual([first.sno, second.sno]);

    const found = await api.getProductsBySno([second.sno, 999_999, first.sno]);
    expect(found.map((product) => product.SNO)).toEqual([second.sno, first.sno]);
  });
});

describe("GET /product/by-sno", () => {
  it("is public: no session, no private answer", async () => {
    const response = await t.app.inject(`/api/v1/product/by-sno?snos=${piece(0).sno}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).not.toContain("private");
  });

  it("answers the piece's own stock after a change", async () => {
    await t.db
      .update(products)
      .set({ stock: 1 })
      .where(eq(products.sno, piece(5).sno));
    await t.catalogueSettled();
    const response = await t.app.inject(`/api/v1/product/by-sno?snos=${piece(5).sno}`);
    expect(response.json().data[0].Stock).toBe(1);
  });
});

describe("OpenAPI", () => {
  it("documents every call of the personal lists, with their answers", async () => {
    const document = (await t.app.inject("/api/docs/json")).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required?: boolean }[]; responses: object }>
      >;
    };
    const operations = {
      "/api/v1/favorites/add": ["post", 200],
      "/api/v1/favorites/remove/{itemSno}": ["delete", 200],
      "/api/v1/favorites/list": ["get", 200],
      "/api/v1/cart/by-phone": ["get", 200],
      "/api/v1/cart/create": ["post", 201],
      "/api/v1/cart/update": ["put", 200],
      "/api/v1/cart/delete/{id}": ["delete", 200],
      "/api/v1/recently-viewed/add": ["post", 200],
      "/api/v1/recently-viewed/list": ["get", 200],
      "/api/v1/product/by-sno": ["get", 200],
    } as const;
    for (const [path, [method, success]] of Object.entries(operations)) {
      const operation = document.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(Object.keys(operation!.responses), path).toEqual(
        expect.arrayContaining(path.endsWith("by-sno") ? [String(success), "400"] : [String(success), "401"]),
      );
    }
    const parameters = (path: string, method: string) =>
      document.paths[path]?.[method]?.parameters?.map(({ name, in: where, required }) => ({
        name,
        in: where,
        required: required ?? false,
      }));
    expect(parameters("/api/v1/favorites/add", "post")).toEqual([
      { name: "itemSno", in: "query", required: true },
    ]);
    expect(parameters("/api/v1/favorites/remove/{itemSno}", "delete")).toEqual([
      { name: "itemSno", in: "path", required: true },
    ]);
    expect(parameters("/api/v1/cart/by-phone", "get")).toEqual([
      { name: "phone", in: "query", required: false },
    ]);
    expect(parameters("/api/v1/cart/delete/{id}", "delete")).toEqual([
      { name: "id", in: "path", required: true },
    ]);
    expect(parameters("/api/v1/recently-viewed/add", "post")).toEqual([
      { name: "itemSno", in: "query", required: true },
    ]);
    expect(parameters("/api/v1/product/by-sno", "get")).toEqual([
      { name: "snos", in: "query", required: true },
    ]);
  });
});
