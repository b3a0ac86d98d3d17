// bench/lighthouse-run: one run of Lighthouse's mobile preset in Debian's Chromium, as the
// Lighthouse benches make it (`lighthouse`, `lighthouse-ab`, `staff-pages`), and the median they
// report. A page's initial JavaScript is counted by initial-js.ts.
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

export interface LighthouseReport {
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }>;
}

/** One run of Lighthouse on `url`: its performance and accessibility figures. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const report = await lighthouseReport(url);
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

/**
 * One run's whole report; `headers` go with every request the page makes (a session's cookie).
 * Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again, twice
 * at most.
 */
export async function lighthouseReport(
  url: string,
  headers: Record<string, string> = {},
  attempt = 1,
): Promise<LighthouseReport> {
  try {
    return await lighthouseReportOnce(url, headers);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(
      `  lighthouse failed on ${url}, run again (${(error as Error).message.split("\n")[1] ?? ""})`,
    );
    return lighthouseReport(url, headers, attempt + 1);
  }
}

async function lighthouseReportOnce(url: string, headers: Record<string, string>): Promise<LighthouseReport> {
  const { stdout } = await run(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility",
      ...(Object.keys(headers).length > 0 ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

export function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
