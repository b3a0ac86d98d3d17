import { CART_MESSAGES } from "@nagai/contracts/cart";
import { RECENTLY_VIEWED_LIMITS, RECENTLY_VIEWED_MESSAGES } from "@nagai/contracts/recently-viewed";
import { ItemNumberListChangeSchema, ItemNumberListSchema } from "@nagai/contracts/wishlist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let snos: number[];

beforeAll(async () => {
  t = await createTestApp();
  snos = (
    await insertProducts(
      t.db,
      ...Array.from({ length: RECENTLY_VIEWED_LIMITS.maxItems + 6 }, () => aProduct()),
    )
  ).map((piece) => piece.sno);
});
afterAll(() => t.close());

const { aShopper, anonymous } = createShopperKit(() => t, {
  firstNumber: 9_210_000_000,
  addressPrefix: "10.21",
});

async function view(shopper: Shopper, sno: number) {
  const response = await shopper.call("POST", `/recently-viewed/add?itemSno=${sno}`);
  expect(response.statusCode).toBe(200);
  return ItemNumberListChangeSchema.parse(response.json());
}

async function listOf(shopper: Shopper): Promise<number[]> {
  const response = await shopper.call("GET", "/recently-viewed/list");
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return ItemNumberListSchema.parse(response.json()).data;
}

describe("recently viewed", () => {
  it("records views, newest first, a piece viewed again moving to the front", async () => {
    const shopper = await aShopper();
    const [a, b, c] = snos as [number, number, number];
    for (const sno of [a, b, c]) await view(shopper, sno);
    expect(await view(shopper, a)).toEqual({
      status: "success",
      message: RECENTLY_VIEWED_MESSAGES.recorded,
      data: [a, c, b],
    });
    expect(await listOf(shopper)).toEqual([a, c, b]);
  });

  it(`keeps the newest ${RECENTLY_VIEWED_LIMITS.maxItems} views`, async () => {
    const shopper = await aShopper();
    for (const sno of snos) await view(shopper, sno);
    const newest = snos.slice(-RECENTLY_VIEWED_LIMITS.maxItems).reverse();
    expect(await listOf(shopper)).toEqual(newest);
    // Viewing the oldest kept piece again brings it to the front and pushes nothing out.
    const oldest = newest.at(-1)!;
    expect((await view(shopper, oldest)).data).toEqual([oldest, ...newest.slice(0, -1)]);
  });

  it(`never holds more than ${RECENTLY_VIEWED_LIMITS.maxItems}, however many views arrive at once`, async () => {
    const shopper = await aShopper();
    const answers = await Promise.all(
      snos.map((sno) => shopper.call("POST", `/recently-viewed/add?itemSno=${sno}`)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await listOf(shopper)).toHaveLength(RECENTLY_VIEWED_LIMITS.maxItems);
  });

  it("answers an unknown piece with 404 and a visitor with 401", async () => {
    const shopper = await aShopper();
    const unknown = await shopper.call("POST", "/recently-viewed/add?itemSno=999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CART_MESSAGES.productNotFound);
    expect(await listOf(shopper)).toEqual([]);
    expect((await anonymous("GET", "/recently-viewed/list")).statusCode).toBe(401);
    expect((await anonymous("POST", `/recently-viewed/add?itemSno=${snos[0]}`)).statusCode).toBe(401);
  });
});
