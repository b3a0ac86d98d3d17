// Writes docs/listing-query-plans-pglite.md (or docs/listing-query-plans-postgres.md): EXPLAIN
// ANALYZE of the very queries the listing API runs for each combination the benchmark uses, and
// fails if any page reads the whole products table, or any count of less than a tenth of it.
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
import { buildListingQueries } from "../apps/server/src/modules/catalog/listing-queries.ts";
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

interface Explained {
  query: string;
  kind: "page" | "count";
  ms: number;
  scans: string;
  sql: string;
  plan: string;
}

const explained: Explained[] = [];
for (const query of [...repeatedQueries, ...distinctQueries()]) {
  const parsed = ProductFilterQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const queries = buildListingQueries(db, parseProductListRequest(parsed));
  for (const [kind, built] of [
    ["page", queries.page],
    ["count", queries.count],
  ] as const) {
    const { sql: text, params } = built.toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
    const rows = await rowsOf<{ "QUERY PLAN": string }>(
      sql.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${inlined}`),
    );
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    const scans = [
      ...plan.matchAll(
        /((?:Parallel )?(?:Seq|Index Only|Index|Bitmap Index|Bitmap Heap) Scan(?: Backward)?(?: using \w+)?(?: on \w+)?)/g,
      ),
    ]
      .map((m) => m[1])
      .join("; ");
    explained.push({
      query,
      kind,
      ms: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? 0),
      scans,
      sql: inlined,
      plan,
    });
  }
}

/**
 * A count of a tenth of the catalogue or more may read the whole table: PostgreSQL's cheapest way
 * to count a third of the pieces is to read them all. Any other whole-table read, and any page's,
 * is a defect.
 */
const COUNT_SHARE_READ_WHOLE = 0.1;
const wholeReads = explained.filter((e) => /Seq Scan on products/.test(e.plan));
const counted = new Map<Explained, number>();
for (const read of wholeReads.filter((e) => e.kind === "count")) {
  const [row] = await rowsOf<{ count: number | string }>(sql.raw(read.sql));
  counted.set(read, Number(row?.count ?? 0));
}
await database.close();

const fullScans = wholeReads.filter((e) => (counted.get(e) ?? 0) < pieces * COUNT_SHARE_READ_WHOLE);
const wholeReadLine = (e: Explained) =>
  fullScans.includes(e)
    ? `- full scan: ${e.kind} of ${e.query}`
    : `- whole-table count of ${counted.get(e)?.toLocaleString("en-IN")} pieces: ${e.query}`;
const slowest = [...explained].sort((a, b) => b.ms - a.ms).slice(0, 10);
const times = explained.map((e) => e.ms).sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
const header = `# Listing query plans (${kind}, ${pieces.toLocaleString("en-IN")} pieces)

Written by \`bench/explain-listing.ts\` on ${new Date().toISOString().slice(0, 10)}: \`EXPLAIN ANALYZE\` of the two queries
(page and count) the listing API runs in SQL for each filter combination of the benchmark — the
path that serves while the listing index builds, for free-text search, and for catalogues above
\`LISTING_INDEX_MAX_PRODUCTS\` (docs/decisions/003). ${explained.length} plans; sequential scans of
\`products\` that no plan should make: ${fullScans.length === 0 ? "none" : fullScans.length}; counts of a tenth of the
catalogue or more, which may: ${wholeReads.length - fullScans.length}. Execution time: median ${at(0.5)} ms, p90 ${at(0.9)} ms, slowest ${at(1)} ms.
`;
const table = [
  "| query | page: scans | ms | count: scans | ms |",
  "|---|---|---|---|---|",
  ...[...repeatedQueries, ...distinctQueries()].map((query) => {
    const [page, count] = ["page", "count"].map(
      (k) => explained.find((e) => e.query === query && e.kind === k)!,
    );
    return `| \`${query}\` | ${page!.scans} | ${page!.ms} | ${count!.scans || "catalog_version row"} | ${count!.ms} |`;
  }),
].join("\n");
const details = slowest
  .map(
    (e) =>
      `### ${e.kind} of \`${e.query}\`: ${e.ms} ms\n\n\`\`\`sql\n${e.sql}\n\`\`\`\n\n\`\`\`\n${e.plan}\n\`\`\`\n`,
  )
  .join("\n");
const file = path.join(root, `docs/listing-query-plans-${database.kind}.md`);
writeFileSync(
  file,
  `${header}\n${wholeReads.map(wholeReadLine).join("\n")}\n\n${table}\n\n## The ten slowest, in full\n\n${details}`,
);
console.log(
  `${path.relative(root, file)}: ${explained.length} plans, ${fullScans.length} full scans (${wholeReads.length - fullScans.length} large counts), median ${at(0.5)} ms, slowest ${at(1)} ms`,
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
