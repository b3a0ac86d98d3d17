// bench/initial-js: a page's initial JavaScript as the Lighthouse benches count it, and as the
// browser test of the first loads' budgets (e2e/first-load.spec.ts, decision 066) holds it.
import { gzipSync } from "node:zlib";

/** Static imports in a built module: `import{a as b}from"./<x>.js"`, `export*from"./<y>.js"`, `import"./<z>.js"`. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"(\.{0,2}\/[^"]+\.js)"/g;

/**
 * The JavaScript a first visit to the page loads before it is interactive: every module the
 * server's HTML imports, and every module those import statically, gzipped at level 9 (what a CDN
 * would send, or less). The HTML lists no preloads (decision 008), so the imports are followed.
 * `gzipKb` is the same in KB of 1,024 bytes, to one decimal, as the benches print it and the
 * budgets are set.
 */
export async function measureInitialJs(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ files: number; gzipBytes: number; gzipKb: number }> {
  const html = await (await fetch(url, { headers })).text();
  const queue: URL[] = [];
  // The inline module script: `import * as route0 from "/assets/…"`, and `import("/assets/entry.client…")`.
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
    for (const match of body.toString("utf8").matchAll(STATIC_IMPORT)) queue.push(new URL(match[1]!, source));
  }
  return { files: seen.size, gzipBytes, gzipKb: Math.round(gzipBytes / 102.4) / 10 };
}
