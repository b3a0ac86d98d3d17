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
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type LighthouseFigures, median, runLighthouse } from "./lighthouse-run.ts";
import { ensureBuild, loadAverage, preparePglite, results, startServer, stop } from "./server-process.ts";

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

ensureBuild();
const data = preparePglite(300);
const beforeData = path.join(results, "data-300-before");
spawnSync("rm", ["-rf", beforeData]);
spawnSync("cp", ["-r", data.DATA_DIR as string, beforeData]);
const servers = [
  await startServer(SIDES.now, data),
  await startServer(SIDES.before, { DATA_DIR: beforeData }, beforeBundle),
];
const measured = new Map<string, LighthouseFigures[]>();
try {
  // A running shop has rendered its pages before: the first, cold render is not what shoppers get.
  for (const page of paths)
    for (const port of Object.values(SIDES)) await fetch(`http://127.0.0.1:${port}${page}`);
  for (let round = 0; round < runs; round++) {
    const order: Side[] = round % 2 === 0 ? ["now", "before"] : ["before", "now"];
    for (const page of paths) {
      for (const side of order) {
        const figures = await runLighthouse(`http://127.0.0.1:${SIDES[side]}${page}`);
        const key = `${page} ${side}`;
        measured.set(key, [...(measured.get(key) ?? []), figures]);
        console.log(
          `round ${round + 1}: ${key.padEnd(36)} perf ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms, LCP ${Math.round(figures.lcpMs)} ms (load ${loadAverage()})`,
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
  const of = (pick: (figures: LighthouseFigures) => number) =>
    `${median(list.map(pick))} (${list.map(pick).join(" ")})`;
  console.log(
    `${key.padEnd(36)} perf ${of((r) => r.performance)}  TBT ms ${of((r) => Math.round(r.tbtMs))}  LCP ms ${of((r) => Math.round(r.lcpMs))}`,
  );
}
