import { loadConfig } from "../../config.ts";
import { createOutboxWriter } from "../../providers/outbox/outbox.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { createAddressesRepository } from "../addresses/addresses.repository.ts";
import { createAddressesService } from "../addresses/addresses.service.ts";
import { loadSecret } from "../auth/secret.ts";
import { createCatalogRepository } from "../catalog/catalog.repository.ts";
import * as inventory from "../inventory/inventory.service.ts";
import { createOrderService, holdLimitsOf, type OrderServiceOptions } from "./orders.service.ts";

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
