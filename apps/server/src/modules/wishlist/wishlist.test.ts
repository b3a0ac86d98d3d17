import { CART_MESSAGES } from "@nagai/contracts/cart";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  ItemNumberListChangeSchema,
  ItemNumberListSchema,
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
} from "@nagai/contracts/wishlist";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { products } from "../catalog/catalog.tables.ts";
import { favourites } from "./wishlist.tables.ts";

type Piece = Awaited<ReturnType<typeof insertProducts>>[number];

let t: TestApp;
let pieces: Piece[];

beforeAll(async () => {
  t = await createTestApp();
  pieces = await insertProducts(
    t.db,
    ...Array.from({ length: WISHLIST_LIMITS.maxItems + 3 }, () => aProduct()),
  );
});
afterAll(() => t.close());

const { aShopper, anonymous } = createShopperKit(() => t, {
  firstNumber: 9_200_000_000,
  addressPrefix: "10.20",
});
const piece = (index: number) => pieces[index]!;

async function add(shopper: Shopper, sno: number | string) {
  const response = await shopper.call("POST", `/favorites/add?itemSno=${sno}`);
  (response.statusCode === 200 ? ItemNumberListChangeSchema : ErrorResponseSchema).parse(response.json());
  return response;
}

async function listOf(shopper: Shopper): Promise<number[]> {
  const response = await shopper.call("GET", "/favorites/list");
  expect(response.statusCode).toBe(200);
  return ItemNumberListSchema.parse(response.json()).data;
}

describe("wishlist", () => {
  it("adds, lists newest first, and removes, with the spec's texts", async () => {
    const shopper = await aShopper();
    const [first, second] = [piece(0), piece(1)];
    const added = await add(shopper, first.sno);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      status: "success",
      message: WISHLIST_MESSAGES.added(first.productName),
      data: [first.sno],
    });
    expect((await add(shopper, second.sno)).json().data).toEqual([second.sno, first.sno]);
    const list = await shopper.call("GET", "/favorites/list");
    expect(list.headers["cache-control"]).toBe("private, no-store");
    expect(list.json()).toEqual({ status: "success", data: [second.sno, first.sno] });

    const removed = await shopper.call("DELETE", `/favorites/remove/${first.sno}`);
    expect(removed.statusCode).toBe(200);
    expect(ItemNumberListChangeSchema.parse(removed.json())).toEqual({
      status: "success",
      message: WISHLIST_MESSAGES.removed(first.productName),
      data: [second.sno],
    });
  });

  it("answers a second add of a piece the same, without a second entry or a new place", async () => {
    const shopper = await aShopper();
    await add(shopper, piece(0).sno);
    await add(shopper, piece(1).sno);
    const again = await add(shopper, piece(0).sno);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      status: "success",
      message: WISHLIST_MESSAGES.added(piece(0).productName),
      data: [piece(1).sno, piece(0).sno],
    });
  });

  it("makes one entry of concurrent identical adds", async () => {
    const shopper = await aShopper();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(shopper, piece(2).sno)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await listOf(shopper)).toEqual([piece(2).sno]);
  });

  it("answers an unknown piece and a piece not in the list with 404", async () => {
    const shopper = await aShopper();
    const unknown = await add(shopper, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: "error",
      error: "NOT_FOUND",
      message: CART_MESSAGES.productNotFound,
    });
    const notThere = await shopper.call("DELETE", `/favorites/remove/${piece(2).sno}`);
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().message).toBe(WISHLIST_MESSAGES.notInWishlist);
    expect(await listOf(shopper)).toEqual([]);
  });

  it(`keeps at most ${WISHLIST_LIMITS.maxItems} pieces, even when adds race for the last place`, async () => {
    const shopper = await aShopper();
    const userId = (await shopper.call("GET", "/user/profile")).json().id as number;
    await t.db
      .insert(favourites)
      .values(pieces.slice(0, WISHLIST_LIMITS.maxItems - 1).map((p) => ({ userId, productSno: p.sno })));
    const racing = await Promise.all(
      pieces.slice(WISHLIST_LIMITS.maxItems - 1).map((p) => add(shopper, p.sno)),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const full = racing.find((answer) => answer.statusCode === 409)!;
    expect(full.json()).toEqual({ status: "error", error: "LIST_FULL", message: WISHLIST_MESSAGES.full });
    expect(await listOf(shopper)).toHaveLength(WISHLIST_LIMITS.maxItems);
    // A piece already there is still "added" when the list is full: nothing changes.
    expect((await add(shopper, piece(0).sno)).statusCode).toBe(200);
  });

  it("drops a piece withdrawn from the catalogue", async () => {
    const shopper = await aShopper();
    const [gone] = (await insertProducts(t.db, aProduct())) as [Piece];
    await add(shopper, gone.sno);
    await add(shopper, piece(0).sno);
    await t.db.delete(products).where(eq(products.sno, gone.sno));
    expect(await listOf(shopper)).toEqual([piece(0).sno]);
  });

  it("asks a visitor to sign in, privately", async () => {
    const list = await anonymous("GET", "/favorites/list");
    expect(list.statusCode).toBe(401);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    expect((await anonymous("POST", `/favorites/add?itemSno=${piece(0).sno}`)).statusCode).toBe(401);
    expect((await anonymous("DELETE", `/favorites/remove/${piece(0).sno}`)).statusCode).toBe(401);
  });
});
