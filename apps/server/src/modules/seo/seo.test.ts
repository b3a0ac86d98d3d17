import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVersionWatcher } from "../../db/version-watcher.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import {
  createCatalogRepository,
  createCatalogService,
  createResponseCache,
} from "../catalog/catalog.public.ts";
import { products } from "../catalog/catalog.tables.ts";
import { createStockFeed, createStockFeedSource } from "../inventory/inventory.public.ts";
import { seoRoutes } from "./seo.routes.ts";
import { BLOG_ARTICLES, CATEGORY_LISTINGS, createSeoService, PUBLIC_PAGES } from "./seo.service.ts";

const PIECES = 12;
let t: TestApp;
let snos: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: "https://nagai.in/" });
  const rows = await insertProducts(t.db, ...Array.from({ length: PIECES }, () => aProduct()));
  snos = rows.map((row) => row.sno);
  await t.db
    .update(products)
    .set({ updatedAt: new Date("2026-03-04T05:06:07.890Z") })
    .where(eq(products.sno, snos[0]!));
  await t.catalogueSettled();
});

afterAll(() => t.close());

/** The same routes on their own, with the request's origin and a small per-file limit. */
async function createSmallLimitApp(maxUrlsPerFile: number): Promise<FastifyInstance> {
  const repository = createCatalogRepository(t.db);
  const catalog = createCatalogService({
    repository,
    cache: createResponseCache(0),
    version: createVersionWatcher({ readVersion: repository.readCatalogVersion, checkEveryMs: 0 }),
    stockFeed: createStockFeed(createStockFeedSource(t.db)),
    listingIndexMaxPieces: 0,
  });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(seoRoutes, {
    seo: createSeoService({ catalog, cache: createResponseCache(1024 * 1024), maxUrlsPerFile }),
  });
  await app.ready();
  return app;
}

describe("GET /sitemap.xml", () => {
  it("lists every product page with its last change and every public page, at PUBLIC_ORIGIN", async () => {
    const response = await t.app.inject("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = response.body;
    expectWellFormedXml(xml);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = locations(xml);
    expect(locs).toHaveLength(PUBLIC_PAGES.length + BLOG_ARTICLES.length + CATEGORY_LISTINGS.length + PIECES);
    expect(locs).toContain("https://nagai.in/blog-detail/bis-hallmarking-and-huid");
    for (const sno of snos) expect(locs).toContain(`https://nagai.in/shop-detail/${sno}`);
    expect(locs).toContain("https://nagai.in/");
    expect(locs).toContain("https://nagai.in/ring-size-guide");
    expect(locs).toContain("https://nagai.in/delivery&shipping");
    expect(xml).toContain("<loc>https://nagai.in/delivery&amp;shipping</loc>");
    expect(locs).toContain("https://nagai.in/shop-left?itemName=rings");
    expect(locs).toContain("https://nagai.in/shop-left?itemName=gift%20ideas");
    expect(xml).toContain(
      `<url><loc>https://nagai.in/shop-detail/${snos[0]}</loc><lastmod>2026-03-04T05:06:07Z</lastmod></url>`,
    );
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g)).toHaveLength(PIECES);
  });

  it("shows a new piece once the catalogue version moves on", async () => {
    const [added] = await insertProducts(t.db, aProduct());
    await t.catalogueSettled();
    expect(locations((await t.app.inject("/sitemap.xml")).body)).toContain(
      `https://nagai.in/shop-detail/${added!.sno}`,
    );
    await t.db.delete(products).where(eq(products.sno, added!.sno));
    await t.catalogueSettled();
    expect(locations((await t.app.inject("/sitemap.xml")).body)).not.toContain(
      `https://nagai.in/shop-detail/${added!.sno}`,
    );
  });

  it("moves a piece's lastmod when its row changes, whoever writes it", async () => {
    const [piece] = await insertProducts(t.db, aProduct());
    await t.db
      .update(products)
      .set({ updatedAt: new Date("2026-01-01T00:00:00.000Z") })
      .where(eq(products.sno, piece!.sno));
    const before = Date.now();
    await t.db.update(products).set({ description: "A new description" }).where(eq(products.sno, piece!.sno));
    await t.catalogueSettled();
    const entry = (await t.app.inject("/sitemap.xml")).body.match(
      new RegExp(`/shop-detail/${piece!.sno}</loc><lastmod>([^<]+)</lastmod>`),
    );
    expect(Date.parse(entry![1]!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 5000);
    await t.db.delete(products).where(eq(products.sno, piece!.sno));
    await t.catalogueSettled();
  });

  it("becomes an index of parts above the per-file limit, each part within it", async () => {
    const app = await createSmallLimitApp(5);
    try {
      const headers = { host: "shop.example:8080", "x-forwarded-proto": "http" };
      const index = await app.inject({ url: "/sitemap.xml", headers });
      expect(index.statusCode).toBe(200);
      expectWellFormedXml(index.body);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const parts = locations(index.body);
      // Twelve pieces at five a file: three parts, after the public pages.
      expect(parts).toEqual([
        "http://shop.example:8080/sitemaps/pages.xml",
        "http://shop.example:8080/sitemaps/products-1.xml",
        "http://shop.example:8080/sitemaps/products-2.xml",
        "http://shop.example:8080/sitemaps/products-3.xml",
      ]);
      // Each product part says when its newest piece changed.
      expect(
        index.body.match(
          /<loc>[^<]*products-\d\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g,
        ),
      ).toHaveLength(3);

      const listed: string[] = [];
      for (const part of parts.slice(1)) {
        const response = await app.inject({ url: new URL(part).pathname, headers });
        expect(response.statusCode).toBe(200);
        expectWellFormedXml(response.body);
        const locs = locations(response.body);
        expect(locs.length).toBeLessThanOrEqual(5);
        listed.push(...locs);
      }
      expect(listed).toEqual(snos.map((sno) => `http://shop.example:8080/shop-detail/${sno}`));

      const pages = await app.inject({ url: "/sitemaps/pages.xml", headers });
      expectWellFormedXml(pages.body);
      expect(locations(pages.body)).toHaveLength(
        PUBLIC_PAGES.length + BLOG_ARTICLES.length + CATEGORY_LISTINGS.length,
      );
      expect(locations(pages.body)[0]).toBe("http://shop.example:8080/");

      for (const missing of ["/sitemaps/products-4.xml", "/sitemaps/products-0.xml", "/sitemaps/other.xml"]) {
        expect((await app.inject({ url: missing, headers })).statusCode, missing).toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  it("escapes a strange Host header rather than breaking the XML", async () => {
    const app = await createSmallLimitApp(50_000);
    try {
      const response = await app.inject({ url: "/sitemap.xml", headers: { host: "a&b<c>" } });
      expectWellFormedXml(response.body);
      expect(response.body).not.toContain("a&b<c>");
    } finally {
      await app.close();
    }
  });
});

describe("GET /robots.txt", () => {
  it("allows the shop, keeps crawlers off personal pages and the API, and points to the sitemap", async () => {
    const response = await t.app.inject("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/cart",
      "/checkout",
      "/account",
      "/wishlist",
      "/dashboard",
      "/orders",
      "/payment",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Sitemap: https://nagai.in/sitemap.xml");
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(8);
  });

  it("uses the request's own origin when PUBLIC_ORIGIN is unset", async () => {
    const app = await createSmallLimitApp(50_000);
    try {
      const response = await app.inject({ url: "/robots.txt", headers: { host: "localhost:3000" } });
      expect(response.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    } finally {
      await app.close();
    }
  });
});

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => unescapeXml(match[1]!));
}

function unescapeXml(text: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
}

/**
 * Well-formed for the sitemap's needs: one declaration, tags properly nested and closed, one root,
 * text with no raw "<" and every "&" starting one of XML's five entities.
 */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const stack: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (token.startsWith("<")) {
      const tag = /^<(\/?)([a-zA-Z][\w:-]*)(?:\s+[\w:-]+="[^"<&]*")*\s*>$/.exec(token);
      expect(tag, token).not.toBeNull();
      const [, closing, name] = tag!;
      if (closing) expect(stack.pop(), token).toBe(name);
      else {
        if (stack.length === 0) roots++;
        stack.push(name!);
      }
    } else {
      expect(token, "text").not.toMatch(/<|>|&(?!(amp|lt|gt|quot|apos);)/);
      if (stack.length === 0) expect(token.trim(), "text outside the root").toBe("");
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}
