import type { ArticleMotif, ArticleSection, BlogCategory } from "./article";

// What the blog's pages show, as the loaders hand it to them, and the blog's addresses.

/** The three listings of the spec's route table: the same articles, laid out three ways. */
export const BLOG_LAYOUTS = {
  grid: { path: "/blog-grid", pageSize: 4, sidebar: false, name: "grid" },
  list: { path: "/blog-list", pageSize: 4, sidebar: false, name: "list" },
  "grid-sidebar": { path: "/blog-grid-sidebar", pageSize: 4, sidebar: true, name: "grid with sidebar" },
} as const;

export type BlogLayout = keyof typeof BLOG_LAYOUTS;

/** The listing that the sidebar's categories and the articles' category links open. */
export const BLOG_HOME: BlogLayout = "grid-sidebar";

export const BLOG_DETAIL_PATH = "/blog-detail";

/** An article as a card or a list entry shows it. */
export interface ArticleCardView {
  slug: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD, for <time dateTime>. */
  date: string;
  /** The date as the page prints it: "14 January 2026". */
  dateLabel: string;
  author: string;
  readingMinutes: number;
  category: BlogCategory;
  categoryLabel: string;
  motif: ArticleMotif;
}

/** A whole article, as its page shows it. */
export interface ArticleView extends ArticleCardView {
  tags: readonly string[];
  sections: readonly ArticleSection[];
}

export interface CategoryView {
  slug: BlogCategory;
  label: string;
  count: number;
}

/** The content pages' sidebar (spec 000: the sidebar widget): categories and the newest articles. */
export interface SidebarView {
  categories: CategoryView[];
  recent: Pick<ArticleCardView, "slug" | "title" | "date" | "dateLabel">[];
}

/** The address of an article's page. */
export function getArticleHref(slug: string): string {
  return `${BLOG_DETAIL_PATH}/${slug}`;
}

/**
 * The address of a page of a listing. Spec 001: page links carry a zero-based `page` parameter,
 * the first page's too; `withFirstPage: false` leaves it out for the canonical address.
 */
export function getBlogPageHref(
  layout: BlogLayout,
  page: number,
  category: BlogCategory | null = null,
  { withFirstPage = true }: { withFirstPage?: boolean } = {},
): string {
  const search = new URLSearchParams();
  if (category !== null) search.set("category", category);
  if (page > 0 || withFirstPage) search.set("page", String(page));
  const query = search.toString();
  return query === "" ? BLOG_LAYOUTS[layout].path : `${BLOG_LAYOUTS[layout].path}?${query}`;
}
