// bench/signed-in-pages: the shared pages (decision 057) as a signed-in shopper gets them, beside
// the same page for a visitor, in the same run on one process; and what a signed-in page view adds:
// the private call for the shopper's state, and a personal page.
//
//   npx tsx bench/signed-in-pages.ts [--products 300] [--duration 5] [--rounds 3] [--connections 10]
//
// Issue 27's figure: signed-in home, listing and product page at 10 connections, at least 0.8 of the
// visitor's pages/s. Visitor and shopper are measured in turn, `--rounds` times each, and the median
// of each is compared, so a busy spell of this shared machine falls on both.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import {
  ensureBuild,
  loadAverage,
  preparePglite,
  results,
  root,
  startServer,
  stop,
} from "./server-process.ts";
import { shopClient } from "./shop-client.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "300" },
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3413" },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const PORT = Number(values.port);

interface Figure {
  requestsPerSecond: number;
  p99Ms: number;
  failed: number;
}

async function measure(url: string, headers: Record<string, string>): Promise<Figure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${url}`,
    connections,
    duration,
    headers: { "accept-encoding": "br", ...headers },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

const median = (figures: Figure[], key: "requestsPerSecond" | "p99Ms") => {
  const sorted = figures.map((figure) => figure[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  mkdirSync(results, { recursive: true });
  ensureBuild();
  const server = await startServer(PORT, {
    ...preparePglite(products),
    // The console SMS provider's outbox gives the bench its shopper's OTP.
    NODE_ENV: "development",
    SMS_PROVIDER: "console",
  });
  const rows: { page: string; visitor: Figure[]; shopper: Figure[] }[] = [];
  try {
    const client = shopClient(PORT);
    const token = await client.aShopper("9390000001");
    const pieces = (await client.call("GET", "/product/items/filter?page=0&pageSize=3")).json().data as {
      SNO: number;
    }[];
    // A shopper with lists, as the pages' hearts and badges would show.
    for (const piece of pieces)
      await client.call("POST", `/favorites/add?itemSno=${piece.SNO}`, undefined, token);
    const product = `/shop-detail/${pieces[0]?.SNO}`;
    const signedIn = { cookie: `user_token=${token}` };
    const state = await fetch(`http://127.0.0.1:${PORT}/api/v1/user/state`, { headers: signedIn });
    if (!((await state.json()) as { signedIn: boolean }).signedIn)
      throw new Error("the shopper is not signed in");

    const pages = ["/", "/shop-left?itemName=rings", product];
    console.log(
      `${products} pieces, ${connections} connections, ${rounds} rounds of ${duration} s each; load average ${loadAverage()}`,
    );
    for (const page of pages) {
      await measure(page, {}); // warm up: the first render, JIT
      const row = { page, visitor: [] as Figure[], shopper: [] as Figure[] };
      for (let round = 0; round < rounds; round++) {
        row.visitor.push(await measure(page, {}));
        row.shopper.push(await measure(page, signedIn));
      }
      rows.push(row);
    }
    // What a signed-in view adds: the state call after the page, and a personal page, rendered for them.
    for (const page of ["/api/v1/user/state", "/orders", "/cart"]) {
      await measure(page, signedIn);
      const figures: Figure[] = [];
      for (let round = 0; round < rounds; round++) figures.push(await measure(page, signedIn));
      rows.push({ page, visitor: [], shopper: figures });
    }
  } finally {
    await stop(server);
  }

  console.log(`\nload average after: ${loadAverage()}`);
  console.log("page                          visitor/s  p99     signed in/s  p99     signed in / visitor");
  for (const { page, visitor, shopper } of rows) {
    const failed = [...visitor, ...shopper].reduce((sum, figure) => sum + figure.failed, 0);
    const visitorRps = visitor.length > 0 ? median(visitor, "requestsPerSecond") : undefined;
    const shopperRps = median(shopper, "requestsPerSecond");
    console.log(
      `${page.padEnd(29)} ${String(visitorRps ?? "").padStart(9)} ${(visitorRps ? `${median(visitor, "p99Ms")} ms` : "").padStart(6)} ${String(shopperRps).padStart(12)} ${`${median(shopper, "p99Ms")} ms`.padStart(7)} ${(visitorRps ? (shopperRps / visitorRps).toFixed(2) : "").padStart(10)}${failed ? `   (${failed} failed)` : ""}`,
    );
  }
  const file = path.join(results, `signed-in-pages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ products, duration, rounds, connections, rows }, null, 2));
  console.log(`\nraw figures: ${path.relative(root, file)}`);
}

await main();
