// bench/lighthouse-ab: Lighthouse's mobile preset on this checkout's build beside another
// checkout's, served side by side and measured in turns, so that both see the same machine.
//
//   npx tsx bench/lighthouse-ab.ts --before /path/to/other/checkout [--runs 5] [--paths /,/shop-left?itemName=rings]
//
// The other checkout must be built (`npm run build` there). Both serve the same demo catalogue:
// this checkout's seeded PGlite folder (as `lighthouse` makes it), copied for the other server.
// Each round measures every page on both builds, the order of the two swapped each round; the
// medians and each run's figures are printed. On this shared machine a page's TBT moves by
// hundreds of milliseconds from minute to minute, so a change is judged by such a pair, not by
// runs made an hour apart (decision 061).
import { execFile, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import {
  ensureBuild,
  loadAverage,
  preparePglite,
  results,
  root,
  startServer,
  stop,
} from "./server-process.ts";

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    before: { type: "string" },
    runs: { type: "string", default: "5" },
    paths: { type: "string", default: "/,/shop-left?itemName=rings" },
  },
});
if (!values.before) throw new Error("--before: the other checkout, built, to measure against");
const beforeBundle = path.join(path.resolve(values.before), "apps/server/dist/server.js");
if (!existsSync(beforeBundle)) throw new Error(`${beforeBundle} is missing: run npm run build there`);
const runs = Number(values.runs);
const paths = values.paths.split(",");
const SIDES = { now: 3412, before: 3422 } as const;
type Side = keyof typeof SIDES;

interface Run {
  performance: number;
  tbtMs: number;
  lcpMs: number;
}

async function lighthouse(url: string): Promise<Run> {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again.
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run(
        path.join(root, "node_modules/.bin/lighthouse"),
        [
          url,
          "--output=json",
          "--output-path=stdout",
          "--quiet",
          "--only-categories=performance",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
        ],
        { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
      );
      const report = JSON.parse(stdout) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue: number }>;
      };
      return {
        performance: Math.round(report.categories.performance.score * 100),
        tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
        lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
      };
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

ensureBuild();
const data = preparePglite(300);
const beforeData = path.join(results, "data-300-before");
spawnSync("rm", ["-rf", beforeData]);
spawnSync("cp", ["-r", data.DATA_DIR as string, beforeData]);
const servers = [
  await startServer(SIDES.now, data),
  await startServer(SIDES.before, { DATA_DIR: beforeData }, beforeBundle),
];
const measured = new Map<string, Run[]>();
try {
  // A running shop has rendered its pages before: the first, cold render is not what shoppers get.
  for (const page of paths)
    for (const port of Object.values(SIDES)) await fetch(`http://127.0.0.1:${port}${page}`);
  for (let round = 0; round < runs; round++) {
    const order: Side[] = round % 2 === 0 ? ["now", "before"] : ["before", "now"];
    for (const page of paths) {
      for (const side of order) {
        const figures = await lighthouse(`http://127.0.0.1:${SIDES[side]}${page}`);
        const key = `${page} ${side}`;
        measured.set(key, [...(measured.get(key) ?? []), figures]);
        console.log(
          `round ${round + 1}: ${key.padEnd(36)} perf ${figures.performance}, TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms (load ${loadAverage()})`,
        );
      }
    }
  }
} finally {
  for (const server of servers) await stop(server);
  spawnSync("rm", ["-rf", beforeData]);
}

console.log(
  `\nmedian of ${runs} rounds, mobile preset; this checkout ("now") against ${values.before} ("before")`,
);
for (const [key, list] of measured) {
  const of = (pick: (figures: Run) => number) => `${median(list.map(pick))} (${list.map(pick).join(" ")})`;
  console.log(
    `${key.padEnd(36)} perf ${of((r) => r.performance)}  TBT ms ${of((r) => r.tbtMs)}  LCP ms ${of((r) => r.lcpMs)}`,
  );
}
