import { CART_LIMITS } from "@nagai/contracts/cart";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "../../db/rows.ts";
import { isViolationOf, SQL_STATES } from "../../db/sql-state.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { cartItems } from "./cart.tables.ts";

// The cart's cap is kept by a trigger (migration 0017, decision 016) and told to shoppers and the
// OpenAPI document from CART_LIMITS.maxRows: the two must be one figure, on PGlite and PostgreSQL.
let t: TestApp;
let pieces: { sno: number }[];

beforeAll(async () => {
  t = await createTestApp();
  pieces = await insertProducts(t.db, ...Array.from({ length: CART_LIMITS.maxRows + 1 }, () => aProduct()));
});
afterAll(() => t.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_230_000_000, addressPrefix: "10.23" });

describe("the cart's row limit in the database", () => {
  it(`is written in the trigger as CART_LIMITS.maxRows (${CART_LIMITS.maxRows})`, async () => {
    const [trigger] = await executeRows(
      t.db,
      sql`select pg_get_functiondef('cart_items_keep_room'::regproc) as "definition"`,
      "the cart trigger's definition",
      { definition: "string" },
    );
    const definition = trigger!.definition;
    const limit = /FROM cart_items WHERE user_id = NEW\.user_id\) >= (\d+)/.exec(definition)?.[1];
    const told = /a cart holds at most (\d+) pieces/.exec(definition)?.[1];
    expect(Number(limit)).toBe(CART_LIMITS.maxRows);
    expect(Number(told)).toBe(CART_LIMITS.maxRows);
  });

  it("takes CART_LIMITS.maxRows rows written straight into the table, and refuses one more", async () => {
    const shopper = await aShopper();
    const userId = (await shopper.call("GET", "/user/profile")).json().id as number;
    const row = (piece: { sno: number }) => ({ userId, productSno: piece.sno });
    await t.db.insert(cartItems).values(pieces.slice(0, CART_LIMITS.maxRows).map(row));
    const refused = await t.db
      .insert(cartItems)
      .values(row(pieces[CART_LIMITS.maxRows]!))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isViolationOf(refused, SQL_STATES.checkViolation, "cart_items_room")).toBe(true);
    const [counted] = await executeRows(
      t.db,
      sql`select count(*)::int as "rows" from ${cartItems} where ${cartItems.userId} = ${userId}`,
      "count a cart's rows",
      { rows: "number" },
    );
    expect(counted!.rows).toBe(CART_LIMITS.maxRows);
  });
});
