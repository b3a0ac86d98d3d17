// Every public page of the sitemap (issue 12 item 7) through the storefront's production build, as
// a crawler or a shopper's first visit gets it: 200, rendered on the server with its own title,
// description, canonical address and one main heading. Run after `npm run build`.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { BLOG_ARTICLES, PUBLIC_PAGES } from "./seo.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});
afterAll(() => t.close());

const ORIGIN = "http://localhost";

function read(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "");
}

it("serves every public page of the sitemap with its own title, description, canonical and heading", async () => {
  const titles = new Map<string, string>();
  for (const path of [...PUBLIC_PAGES, ...BLOG_ARTICLES]) {
    const page = await t.app.inject({ url: encodeURI(path), headers: { host: "localhost" } });
    expect(page.statusCode, path).toBe(200);
    const html = page.body;
    const [title] = read(html, /<title>([^<]+)<\/title>/g);
    expect(title, path).toMatch(/\S/);
    expect(read(html, /<meta name="description" content="([^"]+)"/g), path).toHaveLength(1);
    expect(read(html, /<link rel="canonical" href="([^"]+)"/g), path).toEqual([
      expect.stringMatching(new RegExp(`^${ORIGIN}/`)),
    ]);
    expect(read(html, /<h1\b[^>]*>([\s\S]*?)<\/h1>/g), path).toHaveLength(1);
    titles.set(title ?? "", path);
  }
  // Each page is its own page to a search engine and in a browser's tab.
  expect(titles.size).toBe(PUBLIC_PAGES.length + BLOG_ARTICLES.length);
});
