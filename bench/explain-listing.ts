// Writes docs/listing-query-plans.md: EXPLAIN ANALYZE of the very queries the listing API runs for
// each combination the benchmark uses, and fails if any of them reads the whole products table.
//
//   DATA_DIR=bench/results/data-100000 npx tsx bench/explain-listing.ts          (PGlite)
//   DATABASE_URL=postgres://…/nagai_bench_100000 npx tsx bench/explain-listing.ts (PostgreSQL)
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ProductFilterQuerySchema } from "@nagai/contracts/product";
import { type SQL, sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { buildListingQueries } from "../apps/server/src/modules/catalog/catalog.repository.ts";
import { parseProductListRequest } from "../apps/server/src/modules/catalog/product-filter.ts";
import { distinctQueries, repeatedQueries } from "./listing-combinations.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
);
const { db } = database;
const [{ pieces } = { pieces: 0 }] = await rowsOf<{ pieces: number }>(
  sql`select count(*)::int as pieces from products`,
);
const kind = database.kind === "pglite" ? "PGlite" : "PostgreSQL";

const sections: string[] = [];
const fullScans: string[] = [];
let slowest = { ms: 0, query: "" };
for (const query of [...repeatedQueries, ...distinctQueries()]) {
  const parsed = ProductFilterQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const queries = buildListingQueries(db, parseProductListRequest(parsed));
  for (const [name, built] of [
    ["page", queries.page],
    ["count", queries.count],
  ] as const) {
    const { sql: text, params } = built.toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
    const rows = await rowsOf<{ "QUERY PLAN": string }>(
      sql.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${inlined}`),
    );
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    const ms = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? 0);
    if (ms > slowest.ms) slowest = { ms, query: `${name} of ${query}` };
    if (/Seq Scan on products/.test(plan)) fullScans.push(`${name} of ${query}`);
    sections.push(`### ${name}: \`${query}\`\n\n\`\`\`sql\n${inlined}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\`\n`);
  }
}
await database.close();

const header = `# Listing query plans (${kind}, ${pieces.toLocaleString("en-IN")} pieces)

Written by \`bench/explain-listing.ts\` on ${new Date().toISOString().slice(0, 10)}: \`EXPLAIN ANALYZE\` of the
two queries (page and count) the listing API runs for each filter combination of the benchmark.
Sequential scans of \`products\`: ${fullScans.length === 0 ? "none" : fullScans.length}. Slowest: ${slowest.ms} ms (${slowest.query}).
`;
const file = path.join(root, `docs/listing-query-plans-${database.kind}.md`);
writeFileSync(
  file,
  `${header}\n${fullScans.map((q) => `- full scan: ${q}`).join("\n")}\n\n${sections.join("\n")}`,
);
console.log(
  `${path.relative(root, file)}: ${sections.length} plans, ${fullScans.length} full scans, slowest ${slowest.ms} ms`,
);
if (fullScans.length > 0) process.exitCode = 1;

/** Both drivers answer `execute` with `{ rows }`; Drizzle's shared type does not say so. */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function literal(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}
