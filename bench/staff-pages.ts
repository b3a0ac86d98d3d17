// bench/staff-pages: the staff console's pages (issue 25, decision 045) against the issue's bar:
// Lighthouse accessibility 100 and at most 150 KB of initial JavaScript (gzip) on every page.
// Lighthouse's mobile preset (Debian Chromium) on each page, signed in with a staff cookie
// (Lighthouse's --extra-headers), on the production build.
//
//   npx tsx bench/staff-pages.ts [--runs 1] [--paths /staff/orders,/staff/messages]
//
// Exit 1 when a page misses the bar.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";
import { createPasswords, createTokens } from "../apps/server/src/modules/auth/auth.public.ts";
import { insertStaffMember } from "../apps/server/src/modules/staff/staff.repository.ts";
import { measureInitialJs } from "./initial-js.ts";
import { lighthouseReport } from "./lighthouse-run.ts";
import { ensureBuild, results, root, startServer, stop } from "./server-process.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "1" }, paths: { type: "string" } },
});
const PORT = Number(process.env.PORT ?? 4101);
const origin = `http://127.0.0.1:${PORT}`;
const JS_LIMIT_KB = 150;
/** The console's pages; others' pages are added with --paths as they land. */
const PAGES = ["/staff/login", "/staff", "/staff/users", ...(values.paths?.split(",") ?? [])];

/** One Lighthouse run, signed in by `cookie` when there is one: its scores and failing audits. */
async function lighthouse(url: string, cookie: string) {
  const report = await lighthouseReport(url, cookie ? { Cookie: cookie } : {});
  const failing = Object.entries(report.audits)
    .filter(([, audit]) => audit.score === 0)
    .map(([id]) => id);
  return {
    finalUrl: report.finalDisplayedUrl ?? url,
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    failing,
  };
}

async function main() {
  mkdirSync(results, { recursive: true });
  ensureBuild();
  // A fresh database holding an admin, whose token this script signs with the server's secret.
  const dataDir = path.join(results, "data-staff-pages");
  rmSync(dataDir, { recursive: true, force: true });
  const secret = randomBytes(32).toString("hex");
  const database = await openDatabase({ dataDir });
  let adminId: number;
  try {
    await applyMigrations(database);
    adminId = await insertStaffMember(database.db, createPasswords(1), {
      name: "Bench Admin",
      phone: "9000000009",
      role: "ROLE_ADMIN",
      password: "S3cure#Pass",
    });
  } finally {
    await database.close();
  }
  const token = await createTokens(secret, 12, "nagai-staff").sign({ userId: adminId, version: 0 });
  const server = await startServer(PORT, { DATA_DIR: dataDir, JWT_SECRET: secret });
  const rows = [];
  let missed = false;
  try {
    for (const page of PAGES) {
      const url = `${origin}${page}`;
      const cookie = page === "/staff/login" ? "" : `staff_token=${token}`;
      const runs = [];
      for (let index = 0; index < Number(values.runs); index++) runs.push(await lighthouse(url, cookie));
      const worst = runs.reduce((a, b) => (b.accessibility < a.accessibility ? b : a));
      const jsKb = (await measureInitialJs(url, cookie ? { cookie } : {})).gzipKb;
      const ok = worst.accessibility === 100 && jsKb <= JS_LIMIT_KB && worst.finalUrl === url;
      missed ||= !ok;
      rows.push({ page, ...worst, jsKb, ok });
      console.log(
        `${page.padEnd(28)} a11y ${worst.accessibility}  perf ${runs.map((r) => r.performance).join(" ")}  JS ${jsKb} KB  ${ok ? "ok" : `MISSED${worst.finalUrl === url ? "" : ` (ended at ${worst.finalUrl})`} ${worst.failing.join(", ")}`}`,
      );
    }
    const file = path.join(results, `staff-pages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify(rows, null, 2));
    console.log(
      `\nbar: accessibility 100, initial JS ≤ ${JS_LIMIT_KB} KB gzip; raw figures: ${path.relative(root, file)}`,
    );
  } finally {
    await stop(server);
  }
  process.exit(missed ? 1 : 0);
}

await main();
