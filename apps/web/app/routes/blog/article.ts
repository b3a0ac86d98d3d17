// The blog's articles as typed data (docs/decisions/031-blog.md): written here, in the web app,
// with no database and no API call. The articles themselves are in `articles/*.server.ts`, so
// their text reaches the browser only as the page that shows it.

import type { BlogSlug } from "@nagai/contracts/blog";

/** The blog's categories, in the order the sidebar lists them. */
export const BLOG_CATEGORIES = {
  gold: "Gold & Hallmarking",
  care: "Care & Cleaning",
  sizing: "Sizes & Fit",
  buying: "Buying Guides",
  occasions: "Occasions & Traditions",
} as const;

export type BlogCategory = keyof typeof BLOG_CATEGORIES;

/** A link inside an article's text: to a page of the shop, never to another site. */
export interface InlineLink {
  text: string;
  to: string;
}

/** Text with links in it: plain text, or runs of text and links. */
export type RichText = string | readonly (string | InlineLink)[];

/** One block of an article's section: a paragraph (plain or with links), a list, a table or a tip. */
export type ArticleBlock =
  | RichText
  | { list: readonly RichText[]; ordered?: boolean }
  | { table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] } }
  | { tip: RichText };

export interface ArticleSection {
  heading: string;
  blocks: readonly ArticleBlock[];
}

/** Whether a block is a paragraph. (Array.isArray does not narrow a readonly array.) */
export function isParagraph(block: ArticleBlock): block is RichText {
  return typeof block === "string" || Array.isArray(block);
}

/** What the article's picture shows: each is drawn by routes/blog/article-picture.tsx. */
export const ARTICLE_MOTIFS = [
  "purity",
  "hallmark",
  "care",
  "ring-size",
  "bangle-size",
  "silver",
  "bill",
  "earrings",
  "bridal",
  "festival",
  "exchange",
  "necklace",
] as const;

export type ArticleMotif = (typeof ARTICLE_MOTIFS)[number];

export interface Article {
  /**
   * The article's address: /blog-detail/{slug}. Lower-case words joined by hyphens, and listed in
   * the contracts' BLOG_ARTICLE_PAGES with the same date, which the sitemap reads.
   */
  slug: BlogSlug;
  title: string;
  /** Day of publication, YYYY-MM-DD (India's calendar day). */
  date: string;
  author: string;
  /** One or two sentences: the card's text and the page's meta description (at most 160 characters). */
  summary: string;
  category: BlogCategory;
  tags: readonly string[];
  motif: ArticleMotif;
  sections: readonly ArticleSection[];
}

/** Reading speed for the "n min read" line: a common figure for an adult reading on a screen. */
const WORDS_PER_MINUTE = 200;

function richTextWords(text: RichText): string[] {
  const plain =
    typeof text === "string" ? text : text.map((run) => (typeof run === "string" ? run : run.text)).join("");
  return plain.split(/\s+/).filter((word) => word !== "");
}

function blockWords(block: ArticleBlock): string[] {
  if (isParagraph(block)) return richTextWords(block);
  if ("list" in block) return block.list.flatMap(richTextWords);
  if ("tip" in block) return richTextWords(block.tip);
  const { caption, head, rows } = block.table;
  return [caption, ...head, ...rows.flat()].flatMap((cell) => richTextWords(cell));
}

/** The words of an article as a reader meets them: title, summary, headings and every block. */
export function countArticleWords(article: Article): number {
  const parts = [
    richTextWords(article.title),
    richTextWords(article.summary),
    ...article.sections.flatMap((section) => [
      richTextWords(section.heading),
      ...section.blocks.map(blockWords),
    ]),
  ];
  return parts.reduce((total, words) => total + words.length, 0);
}

/** Whole minutes to read the article, at least one. */
export function getReadingMinutes(article: Article): number {
  return Math.max(1, Math.ceil(countArticleWords(article) / WORDS_PER_MINUTE));
}
