import {
  CART_LIMITS,
  CART_MESSAGES,
  CartDeleteResponseSchema,
  CartListSchema,
  CartRowChangeSchema,
} from "@nagai/contracts/cart";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts, setStock } from "../../testing/catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { products } from "../catalog/catalog.tables.ts";
import { cartItems } from "./cart.tables.ts";

type Piece = Awaited<ReturnType<typeof insertProducts>>[number];

let t: TestApp;
/** ₹1,030 (₹1,000 + 3 % GST), MRP ₹1,500, one in stock. */
let ring: Piece;
/** Three in stock. */
let chain: Piece;
let soldOut: Piece;
/** Enough pieces to fill a cart. */
let many: Piece[];

beforeAll(async () => {
  t = await createTestApp();
  [ring, chain, soldOut] = (await insertProducts(
    t.db,
    aProduct({
      grossAmountPaise: 100_000,
      mrpPaise: 150_000,
      imagePaths: ["products/a.jpg", "products/b.jpg"],
    }),
    aProduct({ productName: "Rope Chain", grossAmountPaise: 250_050, stock: 3 }),
    aProduct({ productName: "Sold Ring", stock: 0 }),
  )) as [Piece, Piece, Piece];
  many = await insertProducts(
    t.db,
    ...Array.from({ length: CART_LIMITS.maxRows + 5 }, () => aProduct({ stock: 5 })),
  );
});
afterAll(() => t.close());

const { aShopper, anonymous } = createShopperKit(() => t, {
  firstNumber: 9_220_000_000,
  addressPrefix: "10.22",
});

/** Every answer is checked against the schema the route declares, errors included. */
async function cartOf(shopper: Shopper) {
  const response = await shopper.call("GET", "/cart/by-phone");
  expect(response.statusCode).toBe(200);
  return CartListSchema.parse(response.json()).data;
}

async function create(shopper: Shopper, body: Record<string, unknown>) {
  const response = await shopper.call("POST", "/cart/create", body);
  if (response.statusCode === 201) CartRowChangeSchema.parse(response.json());
  else ErrorResponseSchema.parse(response.json());
  return response;
}

async function rowsInDatabase(shopper: Shopper) {
  return (await cartOf(shopper)).map(({ itemSno, quantity }) => ({ itemSno, quantity }));
}

describe("POST /cart/create and GET /cart/by-phone", () => {
  it("creates a row from the catalogue's name, price and image, whatever the body says", async () => {
    const shopper = await aShopper();
    const created = await create(shopper, {
      itemSno: ring.sno,
      itemTagSno: ring.sno,
      itemName: "Tampered",
      price: 1,
      image: "evil.jpg",
      phone: shopper.number,
      quantity: 1,
    });
    expect(created.statusCode).toBe(201);
    const row = {
      id: expect.any(Number),
      sno: expect.any(Number),
      itemSno: ring.sno,
      itemTagSno: ring.sno,
      itemId: ring.itemId,
      tagNo: ring.tagNo,
      itemName: ring.productName,
      quantity: 1,
      price: 1030,
      amount: 1030,
      mrp: 1500,
      netWt: 2.5,
      purity: "22K",
      image: "products/a.jpg",
      stock: 1,
      phone: shopper.number,
    };
    expect(created.json()).toEqual({
      status: "success",
      message: CART_MESSAGES.added(ring.productName),
      data: row,
    });
    const { id } = created.json().data as { id: number };
    expect(created.json().data.sno).toBe(id);

    const list = await shopper.call("GET", `/cart/by-phone?phone=${shopper.number}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    expect(CartListSchema.parse(list.json())).toEqual({ status: "success", data: [{ ...row, id, sno: id }] });
  });

  it("takes itemTagSno before itemSno, and itemSno alone", async () => {
    const shopper = await aShopper();
    const both = await create(shopper, { itemSno: ring.sno, itemTagSno: chain.sno });
    expect(both.json().data.itemSno).toBe(chain.sno);
    const alone = await create(shopper, { itemSno: ring.sno });
    expect(alone.json().data.itemTagSno).toBe(ring.sno);
    expect(alone.json().data.quantity).toBe(1);
  });

  it("lists rows oldest first, with amounts of price × quantity in rupees", async () => {
    const shopper = await aShopper();
    await create(shopper, { itemSno: chain.sno, quantity: 3 });
    await create(shopper, { itemSno: ring.sno });
    const rows = await cartOf(shopper);
    expect(rows.map((row) => row.itemSno)).toEqual([chain.sno, ring.sno]);
    // 250,050 paise + 3 % GST (7,502) = 257,552 paise: ₹2,575.52 each.
    expect(rows[0]).toMatchObject({ price: 2575.52, amount: 7726.56, quantity: 3, mrp: null, stock: 3 });
  });

  it("answers a second add of a piece with 409 ALREADY_IN_CART and keeps one row", async () => {
    const shopper = await aShopper();
    expect((await create(shopper, { itemTagSno: ring.sno })).statusCode).toBe(201);
    const again = await create(shopper, { itemTagSno: ring.sno, quantity: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: "error",
      error: "ALREADY_IN_CART",
      message: CART_MESSAGES.alreadyInCart(ring.productName),
    });
    expect(await rowsInDatabase(shopper)).toEqual([{ itemSno: ring.sno, quantity: 1 }]);
  });

  it("makes exactly one row of concurrent identical adds, and no 5xx", async () => {
    const shopper = await aShopper();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => create(shopper, { itemTagSno: chain.sno, quantity: 1 })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().error === "ALREADY_IN_CART"),
    ).toBe(true);
    expect(await rowsInDatabase(shopper)).toEqual([{ itemSno: chain.sno, quantity: 1 }]);
  });

  it("refuses a sold-out piece, more than in stock, an unknown piece, and a bad quantity", async () => {
    const shopper = await aShopper();
    const sold = await create(shopper, { itemSno: soldOut.sno });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ error: "OUT_OF_STOCK", message: CART_MESSAGES.soldOut("Sold Ring") });

    const tooMany = await create(shopper, { itemSno: chain.sno, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      error: "OUT_OF_STOCK",
      message: CART_MESSAGES.onlyInStock("Rope Chain", 3),
    });
    const unique = await create(shopper, { itemSno: ring.sno, quantity: 2 });
    expect(unique.json().message).toBe(CART_MESSAGES.onlyInStock(ring.productName, 1));

    const unknown = await create(shopper, { itemSno: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CART_MESSAGES.productNotFound);

    for (const quantity of [0, -1, 1.5, CART_LIMITS.maxQuantity + 1, "two", true, "0x2"]) {
      const bad = await create(shopper, { itemSno: chain.sno, quantity });
      expect(bad.statusCode, String(quantity)).toBe(400);
      expect(bad.json().fields.quantity, String(quantity)).toMatch(/^quantity (must|may)/);
    }
    const none = await create(shopper, { quantity: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.itemTagSno).toBe("itemTagSno or itemSno is required");
    expect(await cartOf(shopper)).toEqual([]);
  });

  it(`holds at most ${CART_LIMITS.maxRows} rows, even when adds race for the last places`, async () => {
    const shopper = await aShopper();
    // Two places left, seven pieces racing for them.
    const userId = await idOf(shopper);
    await t.db
      .insert(cartItems)
      .values(many.slice(0, CART_LIMITS.maxRows - 2).map((piece) => ({ userId, productSno: piece.sno })));
    const racing = await Promise.all(
      many.slice(CART_LIMITS.maxRows - 2).map((piece) => create(shopper, { itemSno: piece.sno })),
    );
    const statuses = racing.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409]);
    const full = racing.find((answer) => answer.statusCode === 409)!;
    expect(full.json()).toMatchObject({ error: "LIST_FULL", message: CART_MESSAGES.full });
    expect(await cartOf(shopper)).toHaveLength(CART_LIMITS.maxRows);
  });

  it("tells a shopper with a full cart that a piece already in it is there, not that the cart is full", async () => {
    const shopper = await aShopper();
    const userId = await idOf(shopper);
    await t.db
      .insert(cartItems)
      .values(many.slice(0, CART_LIMITS.maxRows).map((piece) => ({ userId, productSno: piece.sno })));
    const again = await create(shopper, { itemSno: many[0]!.sno });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "ALREADY_IN_CART" });
    const another = await create(shopper, { itemSno: many[CART_LIMITS.maxRows]!.sno });
    expect(another.json()).toMatchObject({ error: "LIST_FULL", message: CART_MESSAGES.full });
    // The table keeps the cap itself (migration 0017), for a row written by hand too.
    await expect(
      t.db.insert(cartItems).values({ userId, productSno: many[CART_LIMITS.maxRows]!.sno }),
    ).rejects.toThrow();
    expect(await cartOf(shopper)).toHaveLength(CART_LIMITS.maxRows);
  });

  it("answers a phone that is not the caller's with 404, trims the caller's own", async () => {
    const shopper = await aShopper();
    await create(shopper, { itemSno: ring.sno });
    const other = await shopper.call("GET", "/cart/by-phone?phone=9999999999");
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      status: "error",
      error: "NOT_FOUND",
      message: CART_MESSAGES.cartNotFound,
    });
    const own = await shopper.call("GET", `/cart/by-phone?phone=%20${shopper.number}%20`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toHaveLength(1);
    const createForOther = await create(shopper, { itemSno: chain.sno, phone: "9999999999" });
    expect(createForOther.statusCode).toBe(404);
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it("asks a visitor to sign in, privately", async () => {
    const list = await anonymous("GET", "/cart/by-phone");
    expect(list.statusCode).toBe(401);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    expect((await anonymous("POST", "/cart/create", { itemSno: ring.sno })).statusCode).toBe(401);
    expect((await anonymous("PUT", "/cart/update", { id: 1, quantity: 1 })).statusCode).toBe(401);
    expect((await anonymous("DELETE", "/cart/delete/1")).statusCode).toBe(401);
  });

  it("takes the web's session cookie as well as a Bearer token", async () => {
    const shopper = await aShopper();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart/create",
      headers: { cookie: `user_token=${shopper.token}` },
      payload: { itemSno: ring.sno },
    });
    expect(response.statusCode).toBe(201);
    expect(await cartOf(shopper)).toHaveLength(1);
  });
});

describe("PUT /cart/update", () => {
  it("sets the quantity of the caller's row by id or by sno, up to the stock", async () => {
    const shopper = await aShopper();
    const { id } = (await create(shopper, { itemSno: chain.sno })).json().data as { id: number };
    const byId = await shopper.call("PUT", "/cart/update", { id, quantity: 3, price: 1, itemName: "x" });
    expect(byId.statusCode).toBe(200);
    expect(CartRowChangeSchema.parse(byId.json())).toMatchObject({
      message: CART_MESSAGES.updated("Rope Chain"),
      data: { id, quantity: 3, price: 2575.52, amount: 7726.56 },
    });
    const bySno = await shopper.call("PUT", "/cart/update", { sno: String(id), quantity: "2" });
    expect(bySno.statusCode).toBe(200);
    expect(bySno.json().data.quantity).toBe(2);

    const above = await shopper.call("PUT", "/cart/update", { id, quantity: 4 });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toMatchObject({
      error: "OUT_OF_STOCK",
      message: CART_MESSAGES.onlyInStock("Rope Chain", 3),
    });
    for (const quantity of [0, CART_LIMITS.maxQuantity + 1, "abc"]) {
      expect((await shopper.call("PUT", "/cart/update", { id, quantity })).statusCode).toBe(400);
    }
    expect((await shopper.call("PUT", "/cart/update", { quantity: 1 })).json().fields.id).toBe(
      "id is required",
    );
    expect(await rowsInDatabase(shopper)).toEqual([{ itemSno: chain.sno, quantity: 2 }]);
  });

  it("answers an unknown row with 404", async () => {
    const shopper = await aShopper();
    const unknown = await shopper.call("PUT", "/cart/update", { id: 2_000_000_000, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CART_MESSAGES.rowNotFound);
  });

  it("refuses more of a piece that sold out since it was added", async () => {
    const shopper = await aShopper();
    const [piece] = (await insertProducts(t.db, aProduct({ productName: "Last One", stock: 2 }))) as [Piece];
    const { id } = (await create(shopper, { itemSno: piece.sno })).json().data as { id: number };
    await setStock(t.db, piece.sno, 0);
    const update = await shopper.call("PUT", "/cart/update", { id, quantity: 2 });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(CART_MESSAGES.soldOut("Last One"));
    expect((await cartOf(shopper))[0]).toMatchObject({ stock: 0, quantity: 1 });
  });
});

describe("DELETE /cart/delete/{id}", () => {
  it("removes the caller's row and answers 404 the second time", async () => {
    const shopper = await aShopper();
    const { id } = (await create(shopper, { itemSno: ring.sno })).json().data as { id: number };
    const deleted = await shopper.call("DELETE", `/cart/delete/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(CartDeleteResponseSchema.parse(deleted.json())).toEqual({
      status: "success",
      message: CART_MESSAGES.removed(ring.productName),
    });
    expect(await cartOf(shopper)).toEqual([]);
    const again = await shopper.call("DELETE", `/cart/delete/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CART_MESSAGES.rowNotFound);
  });
});

describe("a piece withdrawn from the catalogue", () => {
  it("leaves the row, read as unknown with stock 0; it cannot grow, and can be removed", async () => {
    const shopper = await aShopper();
    const [piece] = (await insertProducts(t.db, aProduct({ stock: 2 }))) as [Piece];
    const { id } = (await create(shopper, { itemSno: piece.sno })).json().data as { id: number };
    await t.db.delete(products).where(eq(products.sno, piece.sno));

    expect(await cartOf(shopper)).toEqual([
      {
        id,
        sno: id,
        itemSno: piece.sno,
        itemTagSno: piece.sno,
        itemId: null,
        tagNo: null,
        itemName: null,
        quantity: 1,
        price: null,
        amount: null,
        mrp: null,
        netWt: null,
        purity: null,
        image: null,
        stock: 0,
        phone: shopper.number,
      },
    ]);
    const update = await shopper.call("PUT", "/cart/update", { id, quantity: 2 });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe(CART_MESSAGES.productNotFound);
    expect((await create(shopper, { itemSno: piece.sno })).statusCode).toBe(404);

    const deleted = await shopper.call("DELETE", `/cart/delete/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(CART_MESSAGES.removed(CART_MESSAGES.unknownProduct));
    expect(await cartOf(shopper)).toEqual([]);
  });
});

/** The shopper's user id, from their profile. */
async function idOf(shopper: Shopper): Promise<number> {
  return (await shopper.call("GET", "/user/profile")).json().id as number;
}
