// bench/staff-pages: the staff console's pages (issue 25, decision 045) against the issue's bar:
// Lighthouse accessibility 100 and at most 150 KB of initial JavaScript (gzip) on every page.
// Lighthouse's mobile preset (Debian Chromium) on each page, signed in with a staff cookie
// (Lighthouse's --extra-headers), on the production build.
//
//   npx tsx bench/staff-pages.ts [--runs 1] [--paths /staff/orders,/staff/messages]
//
// Exit 1 when a page misses the bar.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";
import { createPasswords, createTokens } from "../apps/server/src/modules/auth/auth.public.ts";
import { insertStaffMember } from "../apps/server/src/modules/staff/staff.repository.ts";
import { ensureBuild, results, root, startServer, stop } from "./server-process.ts";

const run = promisify(execFile);
const { values } = parseArgs({
  options: { runs: { type: "string", default: "1" }, paths: { type: "string" } },
});
const PORT = Number(process.env.PORT ?? 4101);
const origin = `http://127.0.0.1:${PORT}`;
const JS_LIMIT_KB = 150;
/** The console's pages; others' pages are added with --paths as they land. */
const PAGES = ["/staff/login", "/staff", "/staff/users", ...(values.paths?.split(",") ?? [])];

/** What a first visit loads before it is interactive, gzipped at level 9 (as bench/lighthouse.ts counts it). */
async function measureInitialJs(url: string, cookie: string): Promise<number> {
  const html = await (await fetch(url, { headers: { cookie } })).text();
  const queue: URL[] = [];
  for (const match of html.matchAll(/(?:\bfrom\s*|\bimport\(?\s*)"(\/assets\/[^"]+\.js)"/g))
    queue.push(new URL(match[1]!, url));
  const seen = new Set<string>();
  let gzipBytes = 0;
  while (queue.length > 0) {
    const source = queue.shift()!;
    if (seen.has(source.href)) continue;
    seen.add(source.href);
    const body = Buffer.from(await (await fetch(source)).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
    for (const match of body.toString("utf8").matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.{0,2}\/[^"]+\.js)"/g))
      queue.push(new URL(match[1]!, source));
  }
  return gzipBytes;
}

async function lighthouse(url: string, cookie: string) {
  const { stdout } = await run(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility",
      `--extra-headers=${JSON.stringify(cookie ? { Cookie: cookie } : {})}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    finalDisplayedUrl?: string;
    categories: Record<string, { score: number }>;
    audits: Record<string, { score: number | null; title: string }>;
  };
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
      const jsKb = Math.round((await measureInitialJs(url, cookie)) / 102.4) / 10;
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
