// bench/api-filter: the listing API under load, against a bare Node server answering the same JSON.
//
//   npm run bench:api-filter -- [--products 100000] [--duration 15] [--databases pglite,postgres]
//
// Seeds the catalogue once (kept in bench/results/ and in the PostgreSQL database nagai_bench_<N>),
// then for each database: repeated queries with the response cache on, and distinct filter
// combinations with the cache off, 50 connections each, beside the bare server in the same run.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { distinctQueries, repeatedQueries } from "./listing-combinations.ts";
import {
  ensureBuild,
  preparePglite,
  preparePostgres,
  results,
  root,
  startProcess,
  startServer,
  stop,
} from "./server-process.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "50" },
    databases: { type: "string", default: "pglite,postgres" },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const OURS = 3401;
const BARE = 3402;

interface Measure {
  scenario: string;
  server: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

async function main() {
  mkdirSync(results, { recursive: true });
  ensureBuild();
  const measures: Measure[] = [];
  for (const database of values.databases.split(",")) {
    const env =
      database === "postgres"
        ? await preparePostgres(products, values["postgres-url"])
        : preparePglite(products);
    measures.push(...(await benchDatabase(database, env)));
  }
  printTable(measures);
  const file = path.join(results, `api-filter-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ products, duration, connections, measures }, null, 2));
  console.log(`\nraw figures: ${path.relative(root, file)}`);
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Measure[]> {
  const repeated = repeatedQueries.map(listingUrl);
  const distinct = distinctQueries().map(listingUrl);
  const measures: Measure[] = [];

  // The same JSON bodies for the bare server, taken from our own server.
  let ours = await startServer(OURS, { ...env, RESPONSE_CACHE_MB: "64" });
  const bodies: Record<string, string> = {};
  for (const url of [...repeated, ...distinct]) {
    const response = await fetch(`http://127.0.0.1:${OURS}${url}`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bodies[url] = await response.text();
  }
  const bodiesFile = path.join(results, `bodies-${database}.json`);
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const bare = await startProcess(
    "node",
    [path.join(root, "bench/bare-server.mjs"), bodiesFile, String(BARE)],
    {},
    "listening",
  );

  try {
    console.log(`\n[${database}] repeated queries, cache on`);
    measures.push(await load(`${database}: repeated`, "bare node http", BARE, repeated));
    measures.push(await load(`${database}: repeated`, "nagai (cached)", OURS, repeated));
    await stop(ours);

    console.log(`[${database}] distinct combinations, cache off`);
    ours = await startServer(OURS, { ...env, RESPONSE_CACHE_MB: "0" });
    measures.push(await load(`${database}: distinct`, "bare node http", BARE, distinct));
    measures.push(await load(`${database}: distinct`, "nagai (uncached)", OURS, distinct));
  } finally {
    await stop(ours);
    await stop(bare);
  }
  return measures;
}

function listingUrl(query: string) {
  return `/api/v1/product/items/filter?${query}`;
}

async function load(scenario: string, server: string, port: number, urls: string[]): Promise<Measure> {
  let next = 0;
  const run = (seconds: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
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
  await run(3); // warm up: JIT, connection pools, the database's own caches
  const result = await run(duration);
  const measure = {
    scenario,
    server,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
  console.log(
    `  ${server.padEnd(18)} ${String(measure.requestsPerSecond).padStart(7)} req/s   p99 ${measure.p99Ms} ms`,
  );
  return measure;
}

function printTable(measures: Measure[]) {
  console.log("\nscenario               server              req/s     p99 ms   ratio to bare (req/s)");
  for (const measure of measures) {
    const bare = measures.find((m) => m.scenario === measure.scenario && m.server === "bare node http")!;
    const ratio = (measure.requestsPerSecond / bare.requestsPerSecond).toFixed(2);
    console.log(
      `${measure.scenario.padEnd(22)} ${measure.server.padEnd(18)} ${String(measure.requestsPerSecond).padStart(7)} ${String(measure.p99Ms).padStart(9)}   ${ratio}${measure.non2xx ? `   (${measure.non2xx} failed)` : ""}`,
    );
  }
}

await main();
