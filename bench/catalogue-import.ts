// bench/catalogue-import: a CSV import of 10,000 pieces (issue 26's figure: dry run, then import,
// each under 30 s) on PGlite and on PostgreSQL.
//
//   npx tsx bench/catalogue-import.ts [--rows 10000] [--postgres-url postgres://postgres@127.0.0.1:5432/postgres]
//
// Builds a CSV of `rows` new pieces (weighed 22K and 925 silver, tag-priced German silver, a
// HUID on every gold piece, quoted names with commas), then through the import's service (the
// route's handler less HTTP parsing): a dry run, the import, a dry run of the same file again
// (every row unchanged), an import that changes every tenth piece's making charges, and the export. PGlite
// in memory in this thread; PostgreSQL in a database of its own, created and dropped here.
import { parseArgs } from "node:util";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";
import { metalRates } from "../apps/server/src/modules/catalog/catalog.tables.ts";
import { createProductsCsv } from "../apps/server/src/modules/catalog/staff-products-import.ts";
import { insertStaffMemberUnlessTaken } from "../apps/server/src/modules/staff/staff.repository.ts";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "10000" },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const rows = Number(values.rows);
const DATABASE_NAME = "nagai_bench_catalogue_import";
const HEADER =
  "TAGNO,ITEMID,ITEMNAME,SUBITEMNAME,CATNAME,PRODUCTNAME,PURITY,NETWT,MaterialFinish,Description,Gender,CollectionType,ColorAccents,Occasion,HUID,pricing,makingKind,makingValue,stoneCharges,otherCharges,tagPrice,stock,forSale";

function csv(making: (i: number) => number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const kind = i % 3;
    const purity = kind === 0 ? "22K" : kind === 1 ? "925 Sterling" : "German Silver";
    const huid = kind === 0 ? i.toString(36).toUpperCase().padStart(6, "0") : "";
    lines.push(
      [
        `BENCH${String(i).padStart(6, "0")}`,
        1000 + i,
        "Rings",
        "Couple Rings",
        kind === 0 ? "Gold" : "Silver",
        `"Bench Ring ${i}, ""classic"""`,
        purity,
        (1 + (i % 50) / 10).toFixed(3),
        kind === 0 ? "GOLDCOATED" : "SILVERCOATED",
        `"A plain band, number ${i}."`,
        "Women",
        "Classic",
        kind === 0 ? "Gold" : "Silver",
        "DAILY_WEAR",
        huid,
        kind === 2 ? "tag" : "weighed",
        "percent",
        making(i),
        kind === 0 ? 500 : 0,
        45,
        kind === 2 ? 799 : "",
        1,
        "true",
      ].join(","),
    );
  }
  return lines.join("\r\n");
}

async function measure(name: string, handle: DatabaseHandle) {
  await applyMigrations(handle);
  const db = handle.db;
  await db
    .insert(metalRates)
    .values([
      { metal: "Gold 22K", ratePaise: 6_000_00 },
      { metal: "Silver", ratePaise: 95_00 },
    ])
    .onConflictDoNothing();
  const staffId = await insertStaffMemberUnlessTaken(db, "not-a-hash", {
    name: "Bench",
    phone: "9000009999",
    role: "ROLE_ADMIN",
  });
  const staff = { id: staffId!, name: "Bench", phone: "9000009999", role: "ROLE_ADMIN" as const };
  const service = createProductsCsv({ db, stockChanged: () => {} });
  const first = csv(() => 12);
  const second = csv((i) => (i % 10 === 0 ? 14 : 12));
  const timed = async (label: string, text: string, dryRun: boolean) => {
    const started = performance.now();
    const report = await service.importCsv(staff, text, dryRun);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${name}: ${label}: ${seconds.toFixed(2)} s (${JSON.stringify(report.summary)})${seconds < 30 ? "" : "  OVER 30 s"}`,
    );
  };
  console.log(`${name}: ${rows} rows, ${(first.length / 1024 / 1024).toFixed(1)} MB`);
  await timed("dry run (all new)", first, true);
  await timed("import (all new)", first, false);
  await timed("dry run (all unchanged)", first, true);
  await timed("import (every tenth changed)", second, false);
  const started = performance.now();
  const exported = await service.exportCsv();
  console.log(
    `${name}: export: ${((performance.now() - started) / 1000).toFixed(2)} s (${(exported.length / 1024 / 1024).toFixed(1)} MB)`,
  );
}

const pglite = await openDatabase({ dataDir: null, plain: true });
try {
  await measure("PGlite", pglite);
} finally {
  await pglite.close();
}

const admin = new pg.Client({ connectionString: values["postgres-url"] });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
const url = new URL(values["postgres-url"]);
url.pathname = `/${DATABASE_NAME}`;
const postgres = await openDatabase({ url: url.toString() });
try {
  await measure("PostgreSQL", postgres);
} finally {
  await postgres.close();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
  await admin.end();
}
