// bench/lighthouse-run: one run of Lighthouse's mobile preset in Debian's Chromium, as the
// Lighthouse benches make it (`lighthouse`, `lighthouse-ab`), and the median they report.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { root } from "./server-process.ts";

const run = promisify(execFile);

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: unknown }>;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again, twice at most. */
export async function runLighthouse(url: string, attempt = 1): Promise<LighthouseFigures> {
  try {
    return await runLighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(
      `  lighthouse failed on ${url}, run again (${(error as Error).message.split("\n")[1] ?? ""})`,
    );
    return runLighthouse(url, attempt + 1);
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseFigures> {
  const { stdout } = await run(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    lcpMs: audit("largest-contentful-paint"),
    fcpMs: audit("first-contentful-paint"),
  };
}

export function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
