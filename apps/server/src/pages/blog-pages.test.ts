// The blog's pages (issue 12 item 5, decision 031) through the storefront's production build:
// status, headings, the articles' text, the spec's zero-based pagination, the 404 page for a page,
// category or article that does not exist, the share preview, and the page cache. The articles'
// addresses are written out here rather than imported from the web app, so that a slip there
// cannot agree with itself. Run after `npm run build` (`npm test` builds first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  // Pages are kept only once the listing index has caught up with the catalogue (decision 008).
  await t.catalogueSettled();
});
afterAll(() => t.close());

const ORIGIN = "http://shop.test";
const get = (url: string, method: "GET" | "HEAD" = "GET") =>
  t.app.inject({ method, url, headers: { host: "shop.test" } });

/** The twelve articles, newest first: four to a page of every listing. */
const NEWEST_FIRST = [
  "necklace-lengths-explained",
  "exchanging-old-gold",
  "planning-your-wedding-jewellery",
  "choosing-earrings-for-everyday-wear",
  "reading-a-gold-jewellery-bill",
  "silver-and-oxidised-jewellery-care",
  "choosing-the-right-bangle-size",
  "buying-gold-for-akshaya-tritiya-and-dhanteras",
  "how-to-find-your-ring-size",
  "caring-for-gold-jewellery",
  "bis-hallmarking-and-huid",
  "gold-purity-22k-18k-14k",
];

/** The articles a listing's page shows, in order, by the ids of their cards' headings. */
function cardsOf(html: string): string[] {
  return [...html.matchAll(/<h2 class="article-card__title" id="article-([a-z0-9-]+)"/g)].map(
    (match) => match[1]!,
  );
}

/** The page links: each link's address and its text, as the pagination's <nav> holds them. */
function pageLinks(html: string): { href: string; label: string; current: boolean }[] {
  const nav = html.match(/<nav class="blog-pagination"[\s\S]*?<\/nav>/)?.[0] ?? "";
  return [...nav.matchAll(/<a class="blog-pagination__page"([^>]*)>(\d+)<\/a>/g)].map((match) => ({
    href: match[1]!.match(/href="([^"]+)"/)![1]!.replaceAll("&amp;", "&"),
    label: match[2]!,
    current: match[1]!.includes('aria-current="page"'),
  }));
}

const canonicalOf = (html: string) =>
  html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe.each([
  ["/blog-grid", "article-card--grid", "Blog | Nagai"],
  ["/blog-list", "article-card--list", "Blog, list view | Nagai"],
  ["/blog-grid-sidebar", "article-card--grid", "Blog, grid with sidebar view | Nagai"],
])("%s", (path, cardClass, title) => {
  it("answers with the newest four articles, their heading, and links to every page counted from 0", async () => {
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const html = page.body;
    expect(titleOf(html)).toBe(title);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`);
    expect(html).toMatch(/<h1 class="blog-page__title">Blog<\/h1>/);
    expect(cardsOf(html)).toEqual(NEWEST_FIRST.slice(0, 4));
    expect(html).toContain(`class="article-card ${cardClass}"`);
    expect(html).toContain('href="/blog-detail/necklace-lengths-explained"');
    expect(pageLinks(html)).toEqual([
      { href: `${path}?page=0`, label: "1", current: true },
      { href: `${path}?page=1`, label: "2", current: false },
      { href: `${path}?page=2`, label: "3", current: false },
    ]);
    expect(html).toContain("Page <!-- -->1<!-- --> of <!-- -->3");
  });

  it("pages through with ?page=1 and ?page=2, the last page's Next link disabled", async () => {
    const second = await get(`${path}?page=1`);
    expect(second.statusCode).toBe(200);
    expect(cardsOf(second.body)).toEqual(NEWEST_FIRST.slice(4, 8));
    expect(titleOf(second.body)).toBe(title.replace(" | Nagai", ", page 2 of 3 | Nagai"));
    expect(canonicalOf(second.body)).toBe(`${ORIGIN}${path}?page=1`);
    expect(pageLinks(second.body).find((link) => link.current)?.label).toBe("2");
    expect(second.body).toContain(`rel="prev" href="${path}?page=0"`);
    expect(second.body).toContain(`rel="next" href="${path}?page=2"`);

    const last = await get(`${path}?page=2`);
    expect(last.statusCode).toBe(200);
    expect(cardsOf(last.body)).toEqual(NEWEST_FIRST.slice(8));
    expect(last.body).toMatch(/<span class="blog-pagination__step" aria-disabled="true">Next/);
    expect(last.body).not.toContain('rel="next"');
  });
});

describe("a page that does not exist", () => {
  it("is the shop's 404 page, for a page past the last or anything but a whole number, never a 5xx", async () => {
    for (const page of [
      "3",
      "12",
      "999999",
      "9999999",
      "-1",
      "1.5",
      "1e1",
      "abc",
      "0x1",
      "%20",
      "%00",
      "%EF%BC%91",
    ]) {
      const answer = await get(`/blog-grid?page=${page}`);
      expect(answer.statusCode, page).toBeLessThan(500);
      if (page === "%00") continue; // a NUL byte is refused by the input guard first (decision 014)
      expect(answer.statusCode, page).toBe(404);
      expect(answer.body, page).toContain("Ooops! That page doesn&#x27;t exist!");
      expect(answer.body, page).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("takes an empty page parameter for the first page", async () => {
    const page = await get("/blog-list?page=");
    expect(page.statusCode).toBe(200);
    expect(cardsOf(page.body)).toEqual(NEWEST_FIRST.slice(0, 4));
  });
});

describe("categories", () => {
  it("narrow a listing to one category, its page links keeping it", async () => {
    const page = await get("/blog-grid-sidebar?category=sizing");
    expect(page.statusCode).toBe(200);
    expect(cardsOf(page.body)).toEqual([
      "necklace-lengths-explained",
      "choosing-the-right-bangle-size",
      "how-to-find-your-ring-size",
    ]);
    expect(page.body).toContain("Blog: Sizes &amp; Fit");
    expect(titleOf(page.body)).toBe("Sizes &amp; Fit | Blog, grid with sidebar view | Nagai");
    expect(canonicalOf(page.body)).toBe(`${ORIGIN}/blog-grid-sidebar?category=sizing`);
    // One page only: no page links.
    expect(pageLinks(page.body)).toEqual([]);
    const grid = await get("/blog-grid?category=gold");
    expect(cardsOf(grid.body)).toEqual(["bis-hallmarking-and-huid", "gold-purity-22k-18k-14k"]);
  });

  it("an unknown category is the 404 page", async () => {
    const answer = await get("/blog-grid?category=diamonds");
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain("Ooops! That page doesn&#x27;t exist!");
    expect((await get("/blog-grid?category=__proto__")).statusCode).toBe(404);
  });
});

describe("/blog-detail/:slug", () => {
  it("shows the article whole, with its byline, share preview and structured data", async () => {
    const page = await get("/blog-detail/bis-hallmarking-and-huid");
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const url = `${ORIGIN}/blog-detail/bis-hallmarking-and-huid`;
    expect(titleOf(html)).toBe("BIS hallmarking and HUID: how to read the marks on your gold | Nagai");
    expect(html).toMatch(
      /<h1 id="article-title" class="blog-article__title">BIS hallmarking and HUID: how to read the marks on your gold<\/h1>/,
    );
    expect(html).toContain('<time dateTime="2026-02-09">9 February 2026</time>');
    expect(html).toContain("By <!-- -->Karthik Raman");
    expect(html).toMatch(/\d<!-- --> min read/);
    for (const text of [
      "<h2>The three marks</h2>",
      "<h2>Check a HUID yourself</h2>",
      "Bureau of Indian Standards",
      "six letters and digits",
      "Verify HUID",
      "1 April 2023",
    ]) {
      expect(html).toContain(text);
    }
    expect(canonicalOf(html)).toBe(url);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain(
      '<meta property="og:title" content="BIS hallmarking and HUID: how to read the marks on your gold"/>',
    );
    expect(html).toContain('<meta property="article:published_time" content="2026-02-09"/>');
    expect(html).toContain('<meta property="article:tag" content="HUID"/>');
    expect(html).toMatch(/<meta name="description" content="Hallmarked gold in India carries three marks/);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)![1]!);
    expect(ld).toMatchObject({ "@type": "BlogPosting", datePublished: "2026-02-09", mainEntityOfPage: url });
    // Its neighbours by date.
    expect(html).toContain(
      'rel="next" class="blog-article__more-link" href="/blog-detail/caring-for-gold-jewellery"',
    );
    expect(html).toContain(
      'rel="prev" class="blog-article__more-link" href="/blog-detail/gold-purity-22k-18k-14k"',
    );
  });

  it("links the ring size article to the ring size guide", async () => {
    const page = await get("/blog-detail/how-to-find-your-ring-size");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/ring-size-guide"');
    expect(page.body).toContain("India size 12, which is US 6 and UK O");
  });

  it("has the sidebar: a GET search of the shop, the categories, the recent posts and the guides", async () => {
    const html = (await get("/blog-detail/gold-purity-22k-18k-14k")).body;
    const sidebar = html.match(/<aside class="content-sidebar"[\s\S]*?<\/aside>/)?.[0] ?? "";
    // The header's search bar's address: /shop-left?itemName=… (lib/shop-search.ts).
    const form = sidebar.match(/<form [^>]*>/)?.[0] ?? "";
    expect(form).toContain('action="/shop-left"');
    expect(form).toContain('method="get"');
    expect(sidebar).toMatch(/<input [^>]*type="search"[^>]*name="itemName"/);
    expect(sidebar).toContain("Search the shop");
    expect(sidebar).toContain('href="/blog-grid-sidebar?category=care&amp;page=0"');
    for (const slug of NEWEST_FIRST.slice(0, 5)) expect(sidebar).toContain(`href="/blog-detail/${slug}"`);
    expect(sidebar).not.toContain(`href="/blog-detail/${NEWEST_FIRST[5]}"`);
    expect(sidebar).toContain('href="/ring-size-guide"');
    // Where the form lands: the listing, searching.
    const listing = await get("/shop-left?itemName=gold+ring");
    expect(listing.statusCode).toBe(200);
  });

  it("/blog-detail alone answers 200 with the newest article, whose own address is canonical", async () => {
    const page = await get("/blog-detail");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Necklace lengths explained: from choker to opera</h1>");
    expect(canonicalOf(page.body)).toBe(`${ORIGIN}/blog-detail/necklace-lengths-explained`);
  });

  it("an unknown article is the shop's 404 page", async () => {
    for (const url of [
      "/blog-detail/no-such-article",
      "/blog-detail/BIS-HALLMARKING-AND-HUID",
      "/blog-detail/bis-hallmarking-and-huid/more",
      "/blog-detail/%E2%82%B9",
      `/blog-detail/${"a".repeat(3000)}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toContain("Ooops! That page doesn&#x27;t exist!");
      expect(answer.body, url).toContain("Back to Home");
    }
  });
});

describe("the page cache (decision 008)", () => {
  it("keeps the blog's pages and its 404s, and sends them to a request with a cookie too (decision 057)", async () => {
    for (const url of [
      "/blog-list?page=1",
      "/blog-detail/caring-for-gold-jewellery",
      "/blog-detail/nothing-here",
    ]) {
      await get(url);
      const again = await get(url);
      expect(again.headers["x-cache"], url).toBe("HIT");
    }
    const withCookie = await t.app.inject({
      url: "/blog-list?page=1",
      headers: { host: "shop.test", cookie: "user_token=x" },
    });
    expect(withCookie.headers["x-cache"]).toBe("HIT");
    expect(withCookie.body).toBe((await get("/blog-list?page=1")).body);
  });

  it("answers HEAD like GET", async () => {
    const head = await get("/blog-grid?page=2", "HEAD");
    expect(head.statusCode).toBe(200);
    expect((await get("/blog-grid?page=7", "HEAD")).statusCode).toBe(404);
  });
});
