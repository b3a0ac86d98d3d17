import { BLOG_ARTICLE_PAGES } from "@nagai/contracts/blog";
import { describe, expect, it } from "vitest";
import {
  type Article,
  type ArticleBlock,
  BLOG_CATEGORIES,
  countArticleWords,
  getReadingMinutes,
  type InlineLink,
  isParagraph,
  type RichText,
} from "./article";
import { ARTICLES, formatArticleDate, getSidebar } from "./blog.server";
import { BLOG_LAYOUTS, getArticleHref, getBlogPageHref } from "./blog-view";

function linksOf(text: RichText): InlineLink[] {
  return typeof text === "string" ? [] : text.filter((run): run is InlineLink => typeof run !== "string");
}

function blockLinks(block: ArticleBlock): InlineLink[] {
  if (isParagraph(block)) return linksOf(block);
  if ("list" in block) return block.list.flatMap(linksOf);
  if ("tip" in block) return linksOf(block.tip);
  return [];
}

const articleLinks = (article: Article) =>
  article.sections.flatMap((section) => section.blocks.flatMap(blockLinks));

/** Every word of an article, for looking a fact up in it. */
function articleText(article: Article): string {
  return JSON.stringify(article.sections);
}

const bySlug = (slug: string) => ARTICLES.find((article) => article.slug === slug)!;

describe("the articles", () => {
  it("are enough to fill several pages, each with an address of its own", () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(12);
    for (const layout of Object.values(BLOG_LAYOUTS)) {
      expect(ARTICLES.length).toBeGreaterThan(2 * layout.pageSize);
    }
    const slugs = ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("are the sitemap's articles, each with its date, and no other", () => {
    const listed = BLOG_ARTICLE_PAGES.map(({ slug, date }) => ({ slug, date }));
    const written = ARTICLES.map(({ slug, date }) => ({ slug, date }));
    expect(written.toSorted((a, b) => a.slug.localeCompare(b.slug))).toEqual(
      listed.toSorted((a, b) => a.slug.localeCompare(b.slug)),
    );
  });

  it("are newest first, each dated with a real day", () => {
    for (const article of ARTICLES) {
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${article.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(article.date);
    }
    const dates = ARTICLES.map((article) => article.date);
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  it("each have a title, an author, tags and a summary short enough for a meta description", () => {
    for (const article of ARTICLES) {
      expect(article.title.length, article.slug).toBeGreaterThan(10);
      expect(article.author, article.slug).not.toBe("");
      expect(article.tags.length, article.slug).toBeGreaterThan(0);
      expect(article.summary.length, article.slug).toBeGreaterThan(50);
      expect(article.summary.length, article.slug).toBeLessThanOrEqual(160);
      expect(article.sections.length, article.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("fill every category", () => {
    for (const category of Object.keys(BLOG_CATEGORIES)) {
      expect(
        ARTICLES.some((article) => article.category === category),
        category,
      ).toBe(true);
    }
  });

  it("link only to the shop's own pages and to articles that exist", () => {
    const pages = new Set(["/ring-size-guide", "/bangle-size-guide", "/contact", "/appointment"]);
    const listing = /^\/shop-left\?itemName=(rings|necklaces|earrings|bracelets)$/;
    const links = ARTICLES.flatMap(articleLinks);
    expect(links.length).toBeGreaterThan(10);
    for (const { to, text } of links) {
      const article = to.match(/^\/blog-detail\/(.+)$/)?.[1];
      const known =
        pages.has(to) || listing.test(to) || (article !== undefined && bySlug(article) !== undefined);
      expect(known, `${text} → ${to}`).toBe(true);
      expect(text.trim()).not.toBe("");
    }
  });

  it("cover what the issue asks for: care, hallmarking and HUID, ring size and gold purity", () => {
    expect(articleText(bySlug("caring-for-gold-jewellery"))).toContain("mild dish soap");
    const hallmarking = articleText(bySlug("bis-hallmarking-and-huid"));
    for (const fact of ["Bureau of Indian Standards", "six-character HUID", "BIS CARE", "1 April 2023"]) {
      expect(hallmarking).toContain(fact);
    }
    const ringSize = bySlug("how-to-find-your-ring-size");
    expect(articleLinks(ringSize).map((link) => link.to)).toContain("/ring-size-guide");
    // The size the article quotes is the shop's chart's (spec 001: India 12 is 17.3 mm, US 6, UK O).
    expect(articleText(ringSize)).toContain("17.3 mm, for example, is India size 12, which is US 6 and UK O");
    const purity = articleText(bySlug("gold-purity-22k-18k-14k"));
    for (const fact of ["22K", "18K", "14K", "916", "750", "585", "91.6%"]) expect(purity).toContain(fact);
  });
});

describe("reading time", () => {
  const article = (words: number): Article => ({
    ...ARTICLES[0]!,
    title: "A",
    summary: "B",
    sections: [{ heading: "C", blocks: [Array.from({ length: words - 3 }, () => "word").join(" ")] }],
  });

  it("counts the words of the title, summary, headings and blocks, links and tables included", () => {
    expect(countArticleWords(article(10))).toBe(10);
    const withRuns: Article = {
      ...article(3),
      sections: [
        {
          heading: "Two words",
          blocks: [
            ["See ", { text: "the guide", to: "/ring-size-guide" }, " now."],
            { list: ["one", "two three"] },
            { tip: "four" },
            { table: { caption: "A caption", head: ["x", "y"], rows: [["1", "2 3"]] } },
          ],
        },
      ],
    };
    // title 1, summary 1, heading 2, paragraph 4, list 3, tip 1, table 2 + 2 + 3.
    expect(countArticleWords(withRuns)).toBe(19);
  });

  it("is whole minutes at 200 words a minute, at least one", () => {
    expect(getReadingMinutes(article(5))).toBe(1);
    expect(getReadingMinutes(article(200))).toBe(1);
    expect(getReadingMinutes(article(201))).toBe(2);
    expect(getReadingMinutes(article(401))).toBe(3);
    for (const real of ARTICLES) expect(getReadingMinutes(real)).toBeGreaterThanOrEqual(1);
  });
});

describe("the blog's addresses and sidebar", () => {
  it("write the page zero-based, the first page's too, and leave it out only for the canonical", () => {
    expect(getBlogPageHref("grid", 0)).toBe("/blog-grid?page=0");
    expect(getBlogPageHref("list", 2)).toBe("/blog-list?page=2");
    expect(getBlogPageHref("grid-sidebar", 1, "care")).toBe("/blog-grid-sidebar?category=care&page=1");
    expect(getBlogPageHref("grid", 0, null, { withFirstPage: false })).toBe("/blog-grid");
    expect(getBlogPageHref("grid", 0, "gold", { withFirstPage: false })).toBe("/blog-grid?category=gold");
    expect(getBlogPageHref("grid", 3, null, { withFirstPage: false })).toBe("/blog-grid?page=3");
    expect(getArticleHref("bis-hallmarking-and-huid")).toBe("/blog-detail/bis-hallmarking-and-huid");
  });

  it("prints dates as India writes them, the calendar day whatever the time zone", () => {
    expect(formatArticleDate("2026-01-14")).toBe("14 January 2026");
    expect(formatArticleDate("2026-12-31")).toBe("31 December 2026");
  });

  it("lists every category with its count and the five newest articles", () => {
    const sidebar = getSidebar();
    expect(sidebar.categories.map((category) => category.slug)).toEqual(Object.keys(BLOG_CATEGORIES));
    expect(sidebar.categories.reduce((total, category) => total + category.count, 0)).toBe(ARTICLES.length);
    expect(sidebar.recent.map((post) => post.slug)).toEqual(
      ARTICLES.slice(0, 5).map((article) => article.slug),
    );
  });
});
