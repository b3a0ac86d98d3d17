import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { aProduct, insertProducts } from "../testing/catalog-fixtures.ts";
import { openTestDatabase } from "../testing/test-app.ts";
import type { DatabaseHandle } from "./client.ts";
import { applyMigrations } from "./migrate.ts";

// Migration 0034 (decision 059): PostgreSQL knows which categories and genders go together, so a
// listing filtered on a pair no piece has is not planned as if hundreds had it.

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
  await applyMigrations(handle);
  // Half the catalogue is bridal and for women, half rings and for men: each value is half the
  // table, and no bridal piece is for men.
  const half = 1_000;
  await insertProducts(
    handle.db,
    ...Array.from({ length: half }, () => aProduct({ itemName: "Bridal", gender: "Women" })),
    ...Array.from({ length: half }, () => aProduct({ itemName: "Rings", gender: "Men" })),
  );
  await handle.db.execute(sql`analyze products`);
}, 60_000);

afterAll(async () => {
  await handle.close();
  await drop();
});

async function estimatedRows(itemName: string, gender: string): Promise<number> {
  const { rows } = (await handle.db.execute(
    sql`explain (format json) select sno from products where item_name = ${itemName} and gender = ${gender}`,
  )) as unknown as { rows: { "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] | string }[] };
  const cell = rows[0]?.["QUERY PLAN"];
  const plan = typeof cell === "string" ? JSON.parse(cell) : cell;
  return plan[0].Plan["Plan Rows"];
}

it("estimates a category and a gender that never go together as next to no pieces, not a quarter of them", async () => {
  // Read as independent, half of half: 500.
  expect(await estimatedRows("Bridal", "Men")).toBeLessThan(20);
  expect(await estimatedRows("Rings", "Women")).toBeLessThan(20);
  // A pair that does go together is still estimated as what it is.
  expect(await estimatedRows("Bridal", "Women")).toBeGreaterThan(900);
});
