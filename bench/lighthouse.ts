// bench/lighthouse: Lighthouse's mobile preset (Debian Chromium) on the home page, a listing and
// a product page, beside a bare static page served by plain Node in the same run (the machine's
// ceiling), plus each route's initial JavaScript, gzipped.
//
//   npx tsx bench/lighthouse.ts [--runs 3] [--products 300] [--pages catalogue|information] [--paths /faq,/about]
//
// Each page is run `--runs` times and the median of each figure is printed, with each run's
// performance, LCP and TBT, the machine's load average, and whether the page meets the bar of
// issue 27 item 5: performance 100, TBT ≤ 50 ms, LCP ≤ 1.5 s, CLS 0, initial JS ≤ 120 KB gzipped
// (the earlier bar, issue 12's: performance and accessibility ≥ 95, CLS < 0.05, TBT < 150 ms,
// JS < 150 KB).
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { PUBLIC_PAGES } from "../apps/server/src/modules/seo/seo.service.ts";
import { measureInitialJs } from "./initial-js.ts";
import { type LighthouseFigures, median, runLighthouse } from "./lighthouse-run.ts";
import {
  ensureBuild,
  loadAverage,
  preparePglite,
  results,
  root,
  startServer,
  stop,
} from "./server-process.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    products: { type: "string", default: "300" },
    // "catalogue": home, a listing and a product page; "information": home beside every
    // information page of issue 12 (policies, guides, blog, galleries, contact, appointment).
    pages: { type: "string", default: "catalogue" },
    // Instead of a set: these paths alone (beside the baseline and the home page), to measure again
    // the pages a change is about.
    paths: { type: "string" },
  },
});
const runs = Number(values.runs);

/** Issue 27 item 5's bar, for each page's median. */
const BAR = { performance: 100, tbtMs: 50, lcpMs: 1500, cls: 0, initialJsGzipKb: 120 };

const PORT = 3412;
const BARE_PORT = 3413;
const origin = `http://127.0.0.1:${PORT}`;

/**
 * Issue 12's pages: every one must reach the home page's bar with no more initial JavaScript. The
 * sitemap's public pages but the home page and the listing (the catalogue's), and the blog's
 * article page at its bare address, which shows the newest article.
 */
const INFORMATION_PAGES = [
  ...PUBLIC_PAGES.filter((page) => page !== "/" && page !== "/shop-left"),
  "/blog-detail",
];

const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title>
<meta name="description" content="A static page: the ceiling of this machine and browser."></head>
<body><main><h1>Baseline</h1><p>A static page served by a bare Node http server.</p></main></body></html>`;

interface PageFigures extends LighthouseFigures {
  scores: number[];
  lcpsMs: number[];
  tbtsMs: number[];
}

async function measurePage(url: string): Promise<PageFigures> {
  // A running shop has rendered its pages before: the first, cold render is not what shoppers get.
  for (let index = 0; index < 2; index++) await (await fetch(url)).arrayBuffer();
  const all: LighthouseFigures[] = [];
  for (let index = 0; index < runs; index++) all.push(await runLighthouse(url));
  const pick = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    scores: all.map((figures) => figures.performance),
    lcpsMs: all.map((figures) => Math.round(figures.lcpMs)),
    tbtsMs: all.map((figures) => Math.round(figures.tbtMs)),
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    lcpMs: pick("lcpMs"),
    fcpMs: pick("fcpMs"),
  };
}

async function main() {
  mkdirSync(results, { recursive: true });
  ensureBuild();
  const bare = http
    .createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(BARE_PAGE);
    })
    .listen(BARE_PORT, "127.0.0.1");
  const server = await startServer(PORT, preparePglite(Number(values.products)));
  try {
    const first = (await (await fetch(`${origin}/api/v1/product/items/filter?page=0&pageSize=1`)).json()) as {
      data: { SNO: number }[];
    };
    const sno = first.data[0]?.SNO;
    if (sno === undefined) throw new Error("the catalogue is empty");
    const catalogue = [
      ["listing /shop-left?itemName=rings", `${origin}/shop-left?itemName=rings`],
      [`product /shop-detail/${sno}`, `${origin}/shop-detail/${sno}`],
    ];
    const pages = [
      ["bare static page (baseline)", `http://127.0.0.1:${BARE_PORT}/`],
      ["home /", `${origin}/`],
      ...(values.paths
        ? values.paths.split(",").map((page) => [page, `${origin}${page}`])
        : values.pages === "information"
          ? INFORMATION_PAGES.map((page) => [page, `${origin}${page}`])
          : catalogue),
    ] as const;
    const rows = [];
    const loadBefore = loadAverage();
    for (const [name, url] of pages) {
      console.log(`lighthouse ×${runs}: ${name} (load average ${loadAverage()})`);
      const figures = await measurePage(url);
      const initialJsGzipKb = url.startsWith(origin) ? (await measureInitialJs(url)).gzipKb : 0;
      const misses = [
        figures.performance < BAR.performance && "performance",
        figures.tbtMs > BAR.tbtMs && "TBT",
        figures.lcpMs > BAR.lcpMs && "LCP",
        figures.cls > BAR.cls && "CLS",
        initialJsGzipKb > BAR.initialJsGzipKb && "JS",
      ].filter(Boolean);
      rows.push({ name, url, ...figures, initialJsGzipKb, misses });
      console.log(
        `  perf ${figures.performance} (${figures.scores.join(" ")}), a11y ${figures.accessibility}, LCP ${Math.round(figures.lcpMs)} ms (${figures.lcpsMs.join(" ")}), TBT ${Math.round(figures.tbtMs)} ms (${figures.tbtsMs.join(" ")}), CLS ${figures.cls.toFixed(3)}, JS ${initialJsGzipKb} KB`,
      );
    }
    const baseline = rows[0]!;
    console.log(
      `\nmedian of ${runs} runs, mobile preset (simulated slow 4G, 4× CPU slowdown); load average ${loadBefore} at the start, ${loadAverage()} at the end\n` +
        "page                                  perf  (× base)  a11y   CLS     TBT ms  LCP ms  FCP ms  initial JS gz  perf of each run  misses the bar",
    );
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(37)} ${String(row.performance).padStart(4)}  (${(row.performance / baseline.performance).toFixed(2)})  ${String(row.accessibility).padStart(5)}  ${row.cls.toFixed(3)}  ${String(Math.round(row.tbtMs)).padStart(7)}  ${String(Math.round(row.lcpMs)).padStart(6)}  ${String(Math.round(row.fcpMs)).padStart(6)}  ${(row.initialJsGzipKb ? `${row.initialJsGzipKb} KB` : "-").padEnd(13)}  ${row.scores.join(" ").padEnd(16)}  ${row.misses.join(", ") || "-"}`,
      );
    }
    const file = path.join(results, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(
      file,
      JSON.stringify({ runs, loadAverage: { start: loadBefore, end: loadAverage() }, rows }, null, 2),
    );
    console.log(`\nraw figures: ${path.relative(root, file)}`);
  } finally {
    await stop(server);
    bare.close();
  }
}

await main();
