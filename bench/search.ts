// Times the SQL search path (docs/decisions/006-search.md) on a seeded catalogue: the spelling
// plan, the page and the count of each search, as the listing API runs them with its response
// cache out of the way. Applies the migrations first (timed), so an older database is brought up.
//
//   DATA_DIR=/tmp/search-100k npx tsx bench/search.ts            (PGlite; copy a data folder first)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/nagai_bench_100000 npx tsx bench/search.ts
import { ProductFilterQuerySchema } from "@nagai/contracts/product";
import { sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";
import { createCatalogRepository } from "../apps/server/src/modules/catalog/catalog.repository.ts";
import { parseProductListRequest } from "../apps/server/src/modules/catalog/product-filter.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const SEARCHES = [
  "necklace",
  "gold ring",
  "neckles",
  "earing",
  "braclet",
  "gold neckles",
  "silver",
  "temple jewellery for wedding",
  "sortBy=price_ASC&itemName=gold%20earrings",
  "rnig",
];

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
);
const migrateStart = performance.now();
await applyMigrations(database);
const migrateMs = performance.now() - migrateStart;
const repository = createCatalogRepository(database.db);
const counted = await database.db.execute(sql`select count(*)::int as pieces from products`);
const pieces = (counted as unknown as { rows: { pieces: number }[] }).rows[0]?.pieces ?? 0;
console.log(
  `${database.kind} with ${pieces.toLocaleString("en-IN")} pieces; migrations took ${migrateMs.toFixed(0)} ms`,
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log("search                                     total   p50 ms   p99 ms   first result");
for (const search of SEARCHES) {
  const query = search.includes("=") ? search : `itemName=${encodeURIComponent(search)}`;
  const parsed = ProductFilterQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const request = { ...parseProductListRequest(parsed), pageSize: 20 };
  const times: number[] = [];
  let total = 0;
  let first = "";
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const plan =
      request.filter.search === undefined ? undefined : await repository.planSearch(request.filter.search);
    const [rows, count] = await Promise.all([
      repository.listPage(request, plan),
      repository.countMatches(request, plan),
    ]);
    times.push(performance.now() - start);
    total = count;
    first = rows[0]?.productName ?? "(none)";
  }
  times.sort((a, b) => a - b);
  console.log(
    `${search.padEnd(42)} ${String(total).padStart(6)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)}   ${first}`,
  );
}
await database.close();
