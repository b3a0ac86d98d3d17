import { data } from "react-router";
import { CATALOGUE_ONLY } from "../../lib/page-cache";
import { countPages, readZeroBasedPage } from "../../lib/pagination";
import { type Article, BLOG_CATEGORIES, type BlogCategory, getReadingMinutes } from "./article";
import { BUYING_ARTICLES } from "./articles/buying.server";
import { CARE_ARTICLES } from "./articles/care.server";
import { GOLD_ARTICLES } from "./articles/gold.server";
import { OCCASION_ARTICLES } from "./articles/occasions.server";
import { SIZING_ARTICLES } from "./articles/sizing.server";
import {
  type ArticleCardView,
  type ArticleView,
  BLOG_LAYOUTS,
  type BlogLayout,
  type SidebarView,
} from "./blog-view";

// The blog's loaders: the articles are data of this module (docs/decisions/031-blog.md), so the
// pages need no API call, and they may be kept for visitors like the catalogue's pages.

/** Every article, newest first (a tie keeps the order of writing). */
export const ARTICLES: readonly Article[] = [
  ...GOLD_ARTICLES,
  ...BUYING_ARTICLES,
  ...CARE_ARTICLES,
  ...SIZING_ARTICLES,
  ...OCCASION_ARTICLES,
].toSorted((a, b) => b.date.localeCompare(a.date));

/** How many of the newest articles the sidebar lists. */
const RECENT_COUNT = 5;

const DATE_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-01-14" as "14 January 2026". The day is a calendar day, so it is read and printed in UTC. */
export function formatArticleDate(date: string): string {
  return DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

function toCard(article: Article): ArticleCardView {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    date: article.date,
    dateLabel: formatArticleDate(article.date),
    author: article.author,
    readingMinutes: getReadingMinutes(article),
    category: article.category,
    categoryLabel: BLOG_CATEGORIES[article.category],
    motif: article.motif,
  };
}

export function getSidebar(): SidebarView {
  const categories = (Object.keys(BLOG_CATEGORIES) as BlogCategory[]).map((slug) => ({
    slug,
    label: BLOG_CATEGORIES[slug],
    count: ARTICLES.filter((article) => article.category === slug).length,
  }));
  const recent = ARTICLES.slice(0, RECENT_COUNT).map(({ slug, title, date }) => ({
    slug,
    title,
    date,
    dateLabel: formatArticleDate(date),
  }));
  return { categories, recent };
}

/** The spec's 404 page, kept for visitors like any other answer of these pages. */
function notFound(): never {
  throw data(null, { status: 404, headers: CATALOGUE_ONLY });
}

function readCategory(value: string | null): BlogCategory | null {
  if (value === null || value === "") return null;
  return Object.hasOwn(BLOG_CATEGORIES, value) ? (value as BlogCategory) : notFound();
}

/**
 * One page of a listing. `?category=` narrows it to a category; `?page=` is zero-based (spec 001).
 * A page or a category that names nothing is the 404 page: a link to it is wrong, and showing
 * another page in its place would only hide that (decision 031).
 */
export function loadBlogIndex(request: Request, origin: string, layout: BlogLayout) {
  const search = new URL(request.url).searchParams;
  const category = readCategory(search.get("category"));
  const articles = category === null ? ARTICLES : ARTICLES.filter((article) => article.category === category);
  const { pageSize, sidebar } = BLOG_LAYOUTS[layout];
  const totalPages = countPages(articles.length, pageSize);
  const page = readZeroBasedPage(search.get("page"), totalPages) ?? notFound();
  const view = {
    layout,
    origin,
    page,
    totalPages,
    category: category === null ? null : { slug: category, label: BLOG_CATEGORIES[category] },
    cards: articles.slice(page * pageSize, (page + 1) * pageSize).map(toCard),
    sidebar: sidebar ? getSidebar() : null,
  };
  return data(view, { headers: CATALOGUE_ONLY });
}

export type BlogIndexData = ReturnType<typeof loadBlogIndex>["data"];

function toView(article: Article): ArticleView {
  return { ...toCard(article), tags: article.tags, sections: article.sections };
}

/**
 * An article's page: /blog-detail/{slug}. The spec's /blog-detail without a slug shows the newest
 * article, whose canonical address is its own (decision 031). An unknown slug is the 404 page.
 */
export function loadArticle(slug: string | undefined, origin: string) {
  const index = slug === undefined ? 0 : ARTICLES.findIndex((article) => article.slug === slug);
  const article = ARTICLES[index] ?? notFound();
  const newer = ARTICLES[index - 1];
  const older = ARTICLES[index + 1];
  const view = {
    origin,
    article: toView(article),
    newer: newer ? { slug: newer.slug, title: newer.title } : null,
    older: older ? { slug: older.slug, title: older.title } : null,
    sidebar: getSidebar(),
  };
  return data(view, { headers: CATALOGUE_ONLY });
}

export type ArticleData = ReturnType<typeof loadArticle>["data"];
