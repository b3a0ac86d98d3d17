// bench/ssr-listing: the server-rendered listing page under load, beside the API call its loader
// makes, measured in the same run on the same server.
//
//   npx tsx bench/ssr-listing.ts [--products 300] [--duration 15] [--databases pglite,postgres]
//                                [--node-env production|development] [--port 3411]
//
// The page is /shop-left?itemName=rings (the menu's Rings card); the API baseline is the one
// listing request that page's loader sends. Both with 50 connections; the issue asks for at
// least 500 pages/s. The page is measured twice: as everyone gets it (from the page cache,
// decisions 008 and 057, after the first render) and rendered every time, each request with an
// address of its own (`render=<id>`), as a page the cache has not seen is.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
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
    products: { type: "string", default: "300" },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "50" },
    databases: { type: "string", default: "pglite,postgres" },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    // The shop's deployment setting (config.ts); development is what a plain `npm start` runs.
    "node-env": { type: "string", default: "production" },
    port: { type: "string", default: "3411" },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const PORT = Number(values.port);
const PAGE = "/shop-left?itemName=rings";
// What routes/listing.tsx asks the API for on that page: the first 20, in the default order.
const API = "/api/v1/product/items/filter?page=0&pageSize=20&itemName=rings";

interface Measure {
  database: string;
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  failed: number;
}

/**
 * A new address for every request (autocannon writes a fresh id for `[<id>]`): each is rendered, as
 * a page the cache has not seen. A cookie no longer does it: shared pages are kept for everyone
 * (decision 057).
 */
const RENDERED = `${PAGE}&render=[<id>]`;

async function measure(database: string, target: string, url: string): Promise<Measure> {
  const run = (seconds: number) =>
    autocannon({
      url: `http://127.0.0.1:${PORT}${url}`,
      connections,
      duration: seconds,
      idReplacement: url.includes("[<id>]"),
    });
  await run(3); // warm up: JIT, caches
  const result = await run(duration);
  const figure = {
    database,
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
  console.log(
    `  ${target.padEnd(30)} ${String(figure.requestsPerSecond).padStart(6)} req/s   p99 ${figure.p99Ms} ms`,
  );
  return figure;
}

async function main() {
  mkdirSync(results, { recursive: true });
  ensureBuild();
  const figures: Measure[] = [];
  for (const database of values.databases.split(",")) {
    const env =
      database === "postgres"
        ? await preparePostgres(products, values["postgres-url"])
        : preparePglite(products);
    const server = await startServer(PORT, { ...env, NODE_ENV: values["node-env"] });
    try {
      const page = await fetch(`http://127.0.0.1:${PORT}${PAGE}`);
      const html = await page.text();
      if (!page.ok || !html.includes("/shop-detail/")) throw new Error(`${PAGE} did not render a listing`);
      // The two page figures must measure what they say: one from the cache, one rendered.
      const cached = await fetch(`http://127.0.0.1:${PORT}${PAGE}`);
      const rendered = await fetch(`http://127.0.0.1:${PORT}${PAGE}&render=check`);
      if (cached.headers.get("x-cache") !== "HIT" || rendered.headers.get("x-cache") !== "MISS") {
        throw new Error("the page cache did not answer as expected (x-cache header)");
      }
      console.log(
        `\n[${database}] ${products} pieces, ${connections} connections, ${duration} s, NODE_ENV=${values["node-env"]}`,
      );
      figures.push(await measure(database, `API ${API.slice(0, 24)}…`, API));
      figures.push(await measure(database, `page ${PAGE}`, PAGE));
      figures.push(await measure(database, "page, rendered every time", RENDERED));
    } finally {
      await stop(server);
    }
  }
  console.log("\ndatabase   API req/s   page req/s   page p99   page / API   rendered req/s   rendered p99");
  for (const database of values.databases.split(",")) {
    const [api, page, rendered] = figures.filter((f) => f.database === database);
    if (!api || !page || !rendered) continue;
    const failed = api.failed + page.failed + rendered.failed;
    console.log(
      `${database.padEnd(10)} ${String(api.requestsPerSecond).padStart(9)} ${String(page.requestsPerSecond).padStart(12)} ${`${page.p99Ms} ms`.padStart(10)}   ${(page.requestsPerSecond / api.requestsPerSecond).toFixed(2).padStart(10)} ${String(rendered.requestsPerSecond).padStart(16)} ${`${rendered.p99Ms} ms`.padStart(14)}${failed ? `   (${failed} failed)` : ""}`,
    );
  }
  const file = path.join(results, `ssr-listing-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ products, duration, connections, figures }, null, 2));
  console.log(`\nraw figures: ${path.relative(root, file)}`);
}

await main();
