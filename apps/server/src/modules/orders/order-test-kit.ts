import { inArray } from "drizzle-orm";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createOutboxWriter } from "../../providers/outbox/outbox.public.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { createAddressesRepository, createAddressesService } from "../addresses/addresses.public.ts";
import { loadSecret } from "../auth/auth.public.ts";
import { createCatalogRepository } from "../catalog/catalog.public.ts";
import * as inventory from "../inventory/inventory.public.ts";
import { stockLevels } from "../inventory/inventory.tables.ts";
import { holdLimitsOf } from "./order-limits.ts";
import { createOrderService, type OrderServiceOptions } from "./orders.service.ts";

/**
 * The order service as another process of the shop would run it, on the test app's database,
 * with the shop's default limits and the test app's secret, so the app's outbox sends what this
 * one writes; `options` replaces any part (refunds).
 */
export function anotherOrderService(t: TestApp, options: Partial<OrderServiceOptions> = {}) {
  const catalog = createCatalogRepository(t.db);
  return createOrderService({
    db: t.db,
    catalog: {
      findPieces: async (snos) =>
        new Map((await catalog.findPieceSummaries(snos)).map((row) => [row.sno, row])),
    },
    inventory,
    addresses: createAddressesService({ repository: createAddressesRepository(t.db) }),
    outbox: { ...createOutboxWriter(loadSecret(undefined, t.dataDir)), wake: () => {} },
    stockChanged: () => {},
    log: t.app.log,
    limits: holdLimitsOf(loadConfig({ NODE_ENV: "test" })),
    ...options,
  });
}

/** What is available of each piece now (on hand − reserved; 0 without a stock row), read from the table. */
export async function availableNow(db: Database, snos: readonly number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>(snos.map((sno) => [sno, 0]));
  const rows = await db
    .select({ sno: stockLevels.productSno, onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(inArray(stockLevels.productSno, [...snos]));
  for (const row of rows) found.set(row.sno, row.onHand - row.reserved);
  return found;
}
