// bench/listing-facets: what counting the filter panel's values (facets=YES, decision 055) costs
// the listing API: the same distinct filter combinations with and without it, response cache off,
// in alternating rounds against one server, so the ratio is of the same run. First, in this
// process, the listing index's own time per answer with and without the counts (no HTTP, no
// load generator beside it: the steadier figure on a shared machine).
//
//   npx tsx bench/listing-facets.ts [--products 100000] [--duration 10] [--rounds 2] [--connections 10]
//                                   [--databases pglite|postgres]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { FACETS, ProductFilterQuerySchema } from "@nagai/contracts/product";
import autocannon from "autocannon";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { createCatalogRepository } from "../apps/server/src/modules/catalog/catalog.repository.ts";
import { type IndexedPiece, ListingIndex } from "../apps/server/src/modules/catalog/listing-index.ts";
import { parseProductListRequest } from "../apps/server/src/modules/catalog/product-filter.ts";
import { distinctQueries } from "./listing-combinations.ts";
import {
  ensureBuild,
  preparePglite,
  preparePostgres,
  results,
  root,
  startServer,
  stop,
} from "./server-process.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
    databases: { type: "string", default: "pglite" },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "skip-build": { type: "boolean", default: false },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const PORT = 3403;

interface Measure {
  database: string;
  variant: "without" | "with facets";
  round: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

async function main() {
  mkdirSync(results, { recursive: true });
  if (!values["skip-build"]) ensureBuild();
  const measures: Measure[] = [];
  const sizes: Record<string, { without: number; withFacets: number }> = {};
  for (const database of values.databases.split(",")) {
    const env =
      database === "postgres"
        ? await preparePostgres(products, values["postgres-url"])
        : preparePglite(products);
    await timeIndex(database, env);
    const server = await startServer(PORT, { ...env, RESPONSE_CACHE_MB: "0" });
    try {
      const without = distinctQueries().map((query) => `/api/v1/product/items/filter?${query}`);
      const withFacets = without.map((url) => `${url}&facets=YES`);
      sizes[database] = { without: await bytes(without), withFacets: await bytes(withFacets) };
      await load(without, 3); // warm up: JIT, the database's own caches
      await load(withFacets, 3);
      for (let round = 1; round <= Number(values.rounds); round++) {
        for (const [variant, urls] of [
          ["without", without],
          ["with facets", withFacets],
        ] as const) {
          const result = await load(urls, duration);
          const measure = {
            database,
            variant,
            round,
            requestsPerSecond: Math.round(result.requests.average),
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            failed: result.non2xx + result.errors,
          };
          console.log(
            `[${database}] round ${round} ${variant.padEnd(12)} ${String(measure.requestsPerSecond).padStart(6)} req/s   p50 ${measure.p50Ms} ms   p99 ${measure.p99Ms} ms${measure.failed ? `   (${measure.failed} failed)` : ""}`,
          );
          measures.push(measure);
        }
      }
    } finally {
      await stop(server);
    }
  }
  console.log(
    "\ndatabase   req/s with ÷ without   p50 with / without   p99 with / without   mean body bytes",
  );
  for (const database of Object.keys(sizes)) {
    const of = (variant: Measure["variant"], key: "requestsPerSecond" | "p50Ms" | "p99Ms") => {
      const picked = measures.filter((m) => m.database === database && m.variant === variant);
      return picked.reduce((sum, m) => sum + m[key], 0) / picked.length;
    };
    const ratio = of("with facets", "requestsPerSecond") / of("without", "requestsPerSecond");
    const size = sizes[database]!;
    console.log(
      `${database.padEnd(10)} ${ratio.toFixed(2).padStart(20)}   ${of("with facets", "p50Ms")} / ${of("without", "p50Ms")} ms   ${of("with facets", "p99Ms")} / ${of("without", "p99Ms")} ms   ${size.withFacets} / ${size.without}`,
    );
  }
  const file = path.join(results, `listing-facets-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ products, duration, connections, measures, sizes }, null, 2));
  console.log(`\nraw figures: ${path.relative(root, file)}`);
}

/**
 * The index's answer to each distinct combination, alone and with its facets counted, in
 * alternating passes over the whole list: microseconds per answer, medians of the passes.
 */
async function timeIndex(database: string, env: Record<string, string>) {
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR! },
  );
  let index: ListingIndex;
  try {
    const repository = createCatalogRepository(handle.db);
    const pieces: IndexedPiece[] = [];
    for (let chunk = await repository.loadPieces(0, 2000); chunk.length > 0; ) {
      pieces.push(...chunk);
      chunk = await repository.loadPieces(chunk.at(-1)!.sno, 2000);
    }
    index = new ListingIndex(await repository.readCatalogVersions(), pieces);
  } finally {
    await handle.close();
  }
  const requests = distinctQueries().map((query) =>
    parseProductListRequest(ProductFilterQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))),
  );
  const pass = (withFacets: boolean) => {
    const started = process.hrtime.bigint();
    for (const request of requests) {
      index.list(request);
      if (withFacets) index.countFacets(request.filter, FACETS);
    }
    return Number(process.hrtime.bigint() - started) / 1000 / requests.length;
  };
  const without: number[] = [];
  const withFacets: number[] = [];
  for (let i = 0; i < 5; i++) pass(i % 2 === 0); // warm up
  for (let i = 0; i < 21; i++) {
    without.push(pass(false));
    withFacets.push(pass(true));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  console.log(
    `[${database}] index, ${index.size} pieces, ${requests.length} combinations: ${median(without).toFixed(0)} µs an answer without counts, ${median(withFacets).toFixed(0)} µs with (${(median(withFacets) / median(without)).toFixed(2)}×), medians of 21 passes`,
  );
}

/** The mean size of the answers, and a check that each is a 200 with facets when asked. */
async function bytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(`http://127.0.0.1:${PORT}${url}`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = await response.text();
    if (url.endsWith("facets=YES") !== body.includes('"facets":')) throw new Error(`${url}: facets?`);
    total += body.length;
  }
  return Math.round(total / urls.length);
}

function load(urls: string[], seconds: number) {
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.path = urls[next++ % urls.length]!;
          return request;
        },
      },
    ],
  });
}

await main();
