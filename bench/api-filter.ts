// bench/api-filter: the listing API under load, against a bare Node server answering the same JSON.
//
//   npm run bench:api-filter -- [--products 100000] [--duration 15] [--databases pglite,postgres]
//
// Seeds the catalogue once (kept in bench/results/ and in the PostgreSQL database nagai_bench_<N>),
// then for each database: repeated queries with the response cache on, and distinct filter
// combinations with the cache off, 50 connections each, beside the bare server in the same run.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { distinctQueries, repeatedQueries } from "./listing-combinations.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, "bench/results");
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
    const env = database === "postgres" ? await preparePostgres() : preparePglite();
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
  let ours = await startOurs({ ...env, RESPONSE_CACHE_ENTRIES: "5000" });
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
    ours = await startOurs({ ...env, RESPONSE_CACHE_ENTRIES: "0" });
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

function preparePglite(): Record<string, string> {
  const dataDir = path.join(results, `data-${products}`);
  if (!existsSync(path.join(dataDir, "seeded"))) {
    spawnSync("rm", ["-rf", dataDir]);
    seed({ DATA_DIR: dataDir });
    writeFileSync(path.join(dataDir, "seeded"), String(products));
  }
  return { DATA_DIR: dataDir };
}

async function preparePostgres(): Promise<Record<string, string>> {
  const name = `nagai_bench_${products}`;
  const url = new URL(values["postgres-url"]);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  url.pathname = `/${name}`;
  let seeded = false;
  if (exists) {
    const probe = new pg.Client({ connectionString: url.toString() });
    await probe.connect();
    seeded = await probe
      .query("select count(*)::int as n from products")
      .then((r) => r.rows[0].n === products)
      .catch(() => false);
    await probe.end();
  }
  if (!seeded) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const env = { DATABASE_URL: url.toString(), DATA_DIR: path.join(results, "media-postgres") };
  if (!seeded) seed(env);
  return env;
}

function seed(env: Record<string, string>) {
  console.log(`seeding ${products} pieces (${env.DATABASE_URL ? "PostgreSQL" : "PGlite"})…`);
  const run = spawnSync("npm", ["run", "seed", "--", "--products", String(products)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) throw new Error("seeding failed");
}

/** The storefront and the server bundle, as `npm start` runs them. */
function ensureBuild() {
  const run = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) throw new Error("npm run build failed");
}

/** Like a load balancer, send traffic only once the server says it is ready (listings from memory). */
async function startOurs(env: Record<string, string>) {
  const child = await startProcessOurs(env);
  for (let waited = 0; ; waited += 100) {
    const response = await fetch(`http://127.0.0.1:${OURS}/api/v1/health/ready`).catch(() => undefined);
    if (response?.ok) return child;
    if (waited > 120_000) throw new Error("the server did not become ready in two minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startProcessOurs(env: Record<string, string>) {
  return startProcess(
    process.execPath,
    [path.join(root, "apps/server/dist/server.js")],
    {
      ...env,
      PORT: String(OURS),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SEED_PRODUCTS: "0",
    },
    "listening",
  );
}

function startProcess(command: string, args: string[], env: Record<string, string>, ready: string) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)));
  });
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

await main();
