// Heap held by the catalogue's response cache after 2,000 listing URLs that differ only by an
// ignored value (`?pageSize=100&gender=x{i}`, issue 9 item 11): the whole API in this process,
// PGlite in memory with the demo catalogue, the cache at its configured budget.
//
//   node --expose-gc --import tsx bench/response-cache-junk.ts
//   RESPONSE_CACHE_MB=16 QUERY='pageSize=100&minGrandTotal={i}' node --expose-gc --import tsx bench/response-cache-junk.ts
//
// The second gives every URL a distinct answer (a price floor of i rupees), which only the
// byte budget bounds.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";
import { seedIfEmpty } from "../apps/server/src/demo/seed.ts";
import {
  createDiskMediaStore,
  mediaDirectory,
} from "../apps/server/src/providers/media-store/media-store.public.ts";

const URLS = Number(process.env.URLS ?? 2000);
const QUERY = process.env.QUERY ?? "pageSize=100&gender=x{i}";
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

// Answers sent through inject are let go a moment later (after their timers): wait, then collect.
const heapMb = async () => {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const dataDir = mkdtempSync(path.join(tmpdir(), "nagai-junk-"));
const config = loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
const database = await openDatabase({ dataDir: null });
await applyMigrations(database);
await seedIfEmpty(database.db, { media: createDiskMediaStore(mediaDirectory(dataDir)), products: 300 });
const app = await buildApp({ config, database, logger: false });
await app.ready();
await app.inject("/api/v1/product/items/filter?pageSize=100");

const before = await heapMb();
let bytes = 0;
for (let i = 0; i < URLS; i++) {
  const response = await app.inject(`/api/v1/product/items/filter?${QUERY.replaceAll("{i}", String(i))}`);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  bytes += response.body.length;
}
const after = await heapMb();
console.log(
  `${URLS} URLs ?${QUERY}, answers of ${(bytes / URLS / 1024).toFixed(0)} KB each: heap ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (+${(after - before).toFixed(0)} MB held)`,
);
await app.close();
await database.close();
