// bench/pincodes: the staff's PIN code import and the shoppers' delivery check (decision 048).
//
//   npx tsx bench/pincodes.ts [--rows 19000] [--checks 3000] [--postgres-url postgres://…]
//
// Builds the app in this process on a new embedded database (and, with --postgres-url, on a new
// PostgreSQL database too), signs an admin's token, and through app.inject (no sockets: the
// figures are the server's own work) times: a dry run of an India-size file (`rows` PIN codes,
// generated, all valid), its import, a second import of the same file changed in a tenth of its
// rows, and `checks` delivery checks one after the other (half listed, half not (a neighbour of a listed one; with 50,000 rows the neighbours are listed too)), p50 and p99.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type DatabaseTarget, openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";
import { createPasswords, createTokens, loadSecret } from "../apps/server/src/modules/auth/auth.public.ts";
import { insertStaffMember } from "../apps/server/src/modules/staff/staff.repository.ts";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "19000" },
    checks: { type: "string", default: "3000" },
    "postgres-url": { type: "string" },
  },
});
const rows = Number(values.rows);
const checks = Number(values.checks);
const DATABASE_NAME = "nagai_bench_pincodes";
/** Spreads the generated PIN codes over 110001–989999, so any count up to the import's limit fits. */
const STEP = Math.max(1, Math.floor(879_998 / rows));

function file(changedEvery = 0): string {
  const lines = ["pincode,district,state,metro,cod"];
  for (let i = 0; i < rows; i += 1) {
    const pincode = String(110_001 + i * STEP);
    const district =
      changedEvery > 0 && i % changedEvery === 0 ? `District ${i % 700} East` : `District ${i % 700}`;
    lines.push(
      `${pincode},${district},State ${i % 36},${i % 5 === 0 ? "yes" : "no"},${i % 7 === 0 ? "no" : "yes"}`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function measure(label: string, target: DatabaseTarget, dataDir: string) {
  const database = await openDatabase(target);
  await applyMigrations(database);
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database, logger: false });
  try {
    const id = await insertStaffMember(database.db, createPasswords(1), {
      name: "Bench Admin",
      phone: "9499999999",
      role: "ROLE_ADMIN",
      password: "S3cure#Pass",
    });
    const token = await createTokens(loadSecret(undefined, dataDir), 12, "nagai-staff").sign({
      userId: id,
      version: 0,
    });
    const post = async (text: string, dryRun: boolean) => {
      const started = performance.now();
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/staff/pincodes/import?dryRun=${dryRun}`,
        headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
        payload: text,
      });
      if (response.statusCode !== 200)
        throw new Error(`import answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      return performance.now() - started;
    };
    const first = file();
    const bytes = Buffer.byteLength(first);
    const dry = await post(first, true);
    const imported = await post(first, false);
    const changed = await post(file(10), false);
    const times: number[] = [];
    for (let i = 0; i < checks; i += 1) {
      const pincode = String(110_001 + (i % rows) * STEP + (i % 2));
      const started = performance.now();
      const response = await app.inject({ url: `/api/v1/delivery/pincode/${pincode}` });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`check answered ${response.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    console.info(
      `${label}: ${rows} rows (${(bytes / 1024).toFixed(0)} KB): dry run ${dry.toFixed(0)} ms, import ${imported.toFixed(0)} ms, ` +
        `re-import with a tenth changed ${changed.toFixed(0)} ms; ${checks} checks p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "nagai-bench-pincodes-"));
try {
  await measure("PGlite", { dataDir: path.join(dataDir, "db") }, dataDir);
  const url = values["postgres-url"];
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
    const target = new URL(url);
    target.pathname = `/${DATABASE_NAME}`;
    try {
      await measure("PostgreSQL", { url: target.toString() }, dataDir);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
