// Times the SQL search path (docs/decisions/006-search.md) on a seeded catalogue: the spelling
// plan, the page and the count of each search, as the listing API runs them with its response
// cache out of the way; then the sitemap. Then (decision 052) counts how many of the misspelt and
// Indian searches of bench/search-queries.ts find their kind of piece on the first page, and
// times the search box's suggestions from a listing index of the whole catalogue, for every
// prefix of those searches. Applies the migrations first (timed), so an older database is brought up.
//
//   DATA_DIR=/tmp/search-100k npx tsx bench/search.ts            (PGlite; copy a data folder first)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/nagai_bench_100000 npx tsx bench/search.ts
import { ProductFilterQuerySchema } from "@nagai/contracts/product";
import { sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";
import { createCatalogRepository } from "../apps/server/src/modules/catalog/catalog.repository.ts";
import { type IndexedPiece, ListingIndex } from "../apps/server/src/modules/catalog/listing-index.ts";
import { parseProductListRequest } from "../apps/server/src/modules/catalog/product-filter.ts";
import { createResponseCache } from "../apps/server/src/modules/catalog/response-cache.ts";
import { SearchVocabulary } from "../apps/server/src/modules/catalog/search-spelling.ts";
import { suggestWords } from "../apps/server/src/modules/catalog/suggest-index.ts";
import { createSeoService } from "../apps/server/src/modules/seo/seo.service.ts";
import { SEARCH_QUERIES } from "./search-queries.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const SEARCHES = [
  "necklace set",
  "gold ring",
  "neckles",
  "earing",
  "braclet",
  "gold neckles",
  "silver",
  "temple jewellery for wedding",
  "sortBy=price_ASC&itemName=gold%20earrings",
  "Kasu Necklace",
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

const vocabulary = new SearchVocabulary(await repository.loadVocabulary());

const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// Wall times on a busy machine mostly measure the wait for a core; this process's CPU time
// (which, on PGlite, includes the database's work) is steadier, so both are shown.
console.log("search                                     total   p50 ms   p99 ms   p50 cpu ms   first result");
for (const search of SEARCHES) {
  const query = search.includes("=") ? search : `itemName=${encodeURIComponent(search)}`;
  const parsed = ProductFilterQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const request = { ...parseProductListRequest(parsed), pageSize: 20 };
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let total = 0;
  let first = "";
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const search = request.filter.search;
    const { rows, total: count } =
      search === undefined
        ? { rows: await repository.listPage(request), total: await repository.countMatches(request) }
        : await repository.searchPage(request, await repository.planSearch(search, vocabulary));
    times.push(performance.now() - start);
    cpuTimes.push(cpuMs(process.cpuUsage(cpuStart)));
    total = count;
    first = rows[0]?.productName ?? "(none)";
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(
    `${search.padEnd(42)} ${String(total).padStart(6)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)} ${percentile(cpuTimes, 50).toFixed(1).padStart(12)}   ${first}`,
  );
}

// The sitemap of the whole catalogue (modules/seo), built without its cache: the product pages
// read as one value, then the XML as one string (an index of parts above 50,000 URLs).
const seo = createSeoService({
  catalog: {
    catalogueVersion: repository.readCatalogVersion,
    listProductPages: repository.listProductPages,
  },
  cache: createResponseCache(0),
});
// The first build reads the product pages; later ones (other origins, other parts of the same
// catalogue version) reuse them.
const timeSitemap = async () => {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const index = await seo.sitemap("https://nagai.in");
  const part = await seo.productSitemap("https://nagai.in", 1);
  return {
    ms: performance.now() - start,
    cpu: cpuMs(process.cpuUsage(cpuStart)),
    bytes: index.length + (part?.length ?? 0),
  };
};
const first = await timeSitemap();
const again = await timeSitemap();
console.log(
  `sitemap.xml (index) and products-1.xml, ${(first.bytes / 1e6).toFixed(1)} MB: first ${first.ms.toFixed(0)} ms (cpu ${first.cpu.toFixed(0)} ms), then ${again.ms.toFixed(0)} ms (cpu ${again.cpu.toFixed(0)} ms)`,
);
// The misspelt and Indian searches: the first page's first piece is of the kind, and so are at
// least four in five of the page.
let findKind = 0;
const misses: string[] = [];
for (const { query, kind } of SEARCH_QUERIES) {
  const request = { ...parseProductListRequest({ itemName: query }), pageSize: 20 };
  const plan = await repository.planSearch(request.filter.search ?? "", vocabulary);
  const { rows } = await repository.searchPage(request, plan);
  const ofKind = rows.filter((row) => kind.test(`${row.productName} ${row.itemName} ${row.subItemName}`));
  if (
    rows.length > 0 &&
    kind.test(`${rows[0]!.productName} ${rows[0]!.itemName} ${rows[0]!.subItemName}`) &&
    ofKind.length >= 0.8 * rows.length
  ) {
    findKind++;
  } else {
    misses.push(
      `${query} (${ofKind.length}/${rows.length}${rows[0] ? `, first: ${rows[0].productName}` : ""})`,
    );
  }
}
console.log(
  `misspelt and Indian searches that find their kind on the first page: ${findKind} of ${SEARCH_QUERIES.length}`,
);
if (misses.length > 0) console.log(`  missed: ${misses.join("; ")}`);

// The suggestions, from a listing index of the whole catalogue, as each process holds it.
const buildStart = performance.now();
const index = await repository.inSnapshot(async (snapshot) => {
  const versions = await snapshot.readCatalogVersions();
  const all: IndexedPiece[] = [];
  for (let after = 0; ; ) {
    const chunk = await snapshot.loadPieces(after, 2000);
    all.push(...chunk);
    if (chunk.length < 2000) break;
    after = chunk[chunk.length - 1]!.sno;
  }
  return new ListingIndex(versions, all);
});
console.log(`listing index with suggestions built in ${(performance.now() - buildStart).toFixed(0)} ms`);
const typed = [
  ...SEARCH_QUERIES.map((entry) => entry.query),
  "gold ring",
  "silver anklets",
  "22k gold",
  "temple",
]
  .flatMap((query) => Array.from({ length: query.length - 1 }, (_, end) => query.slice(0, end + 2)))
  .filter((prefix) => !prefix.endsWith(" "));
const suggestTimes: number[] = [];
const slowest = new Map<string, number>();
for (let round = 0; round < ROUNDS; round++) {
  for (const prefix of typed) {
    const start = performance.now();
    index.suggest(suggestWords(prefix), 6);
    const ms = performance.now() - start;
    suggestTimes.push(ms);
    // The first round runs before the JIT has compiled the code; later rounds show the query's cost.
    if (round > 0) slowest.set(prefix, Math.max(ms, slowest.get(prefix) ?? 0));
  }
}
suggestTimes.sort((a, b) => a - b);
console.log(
  `suggest over ${typed.length} prefixes × ${ROUNDS}: p50 ${percentile(suggestTimes, 50).toFixed(2)} ms, p99 ${percentile(suggestTimes, 99).toFixed(2)} ms, max ${suggestTimes[suggestTimes.length - 1]!.toFixed(2)} ms`,
);
const slowestAfterFirstRound = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(
  `  slowest after the first round: ${slowestAfterFirstRound.map(([prefix, ms]) => `"${prefix}" ${ms.toFixed(2)} ms`).join(", ")}`,
);
await database.close();
