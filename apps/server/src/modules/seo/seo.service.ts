import { BLOG_ARTICLE_PAGES } from "@nagai/contracts/blog";
import { ITEM_NAMES } from "@nagai/contracts/constants";
import type { ResponseCache } from "../catalog/catalog.public.ts";

/** The sitemaps protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The storefront's public pages (spec section 2, and the second document's route table: policies,
 * guides, information pages, blog, galleries).
 * Sign-in, cart, wishlist, account and checkout pages are personal and left out; robots.txt
 * keeps crawlers off them.
 */
export const PUBLIC_PAGES = [
  "/",
  "/shop-left",
  "/about",
  "/contact",
  "/why-choose-us",
  "/appointment",
  "/privacypolicy",
  "/terms-conditions",
  "/cancellation-return-policy",
  "/refund-policy",
  "/delivery&shipping",
  "/bangle-size-guide",
  "/ring-size-guide",
  "/faq",
  "/legal",
  "/team",
  "/typography",
  "/blog-grid",
  "/blog-list",
  "/blog-grid-sidebar",
  "/gallery",
  "/gallery-two",
  "/classification",
  "/coming-soon",
] as const;

/** The blog's articles (the blog's listings are among PUBLIC_PAGES). */
export const BLOG_ARTICLES = BLOG_ARTICLE_PAGES.map(({ slug }) => `/blog-detail/${slug}`);

/**
 * The category listings the mega menu opens (`/shop-left?itemName=rings`, its category and
 * special-edition cards). The other menu cards (price, gender, collection flags) filter the same
 * pieces again, so listing them would only offer crawlers the same products under more addresses.
 */
export const CATEGORY_LISTINGS = ITEM_NAMES.map(
  (name) => `/shop-left?itemName=${encodeURIComponent(name.toLowerCase())}`,
);

const DISALLOWED = [
  "/api/",
  "/cart",
  "/checkout",
  "/account",
  "/wishlist",
  "/dashboard",
  "/orders",
  "/payment",
];

/** A product page and when its piece last changed (ISO 8601, UTC). */
interface ProductPage {
  sno: number;
  updatedAt: string;
}

export interface SeoServiceOptions {
  /** From the catalogue service: its version, and every product page with its last change. */
  catalog: {
    catalogueVersion(): Promise<number>;
    listProductPages(): Promise<ProductPage[]>;
  };
  cache: ResponseCache;
  /** Tests lower it to see the sitemap index without 50,000 pieces. */
  maxUrlsPerFile?: number;
}

/**
 * sitemap.xml and robots.txt. One file holds every URL while they fit the protocol's limit;
 * above it sitemap.xml becomes an index of /sitemaps/pages.xml and /sitemaps/products-<n>.xml.
 * Each answer is built once per catalogue version and origin, as one string, from one read of
 * the product pages per version: a part of 50,000 URLs is about 5 MB (decision 002); bench/search.ts
 * times its building.
 */
export function createSeoService({ catalog, cache, maxUrlsPerFile = SITEMAP_MAX_URLS }: SeoServiceOptions) {
  const staticUrls = [...PUBLIC_PAGES, ...BLOG_ARTICLES, ...CATEGORY_LISTINGS];

  const cached = async (key: string, compute: () => Promise<string>): Promise<string> =>
    cache.get(key, await catalog.catalogueVersion(), compute);

  // The product pages of the newest version read, shared by the index and its parts: one read of
  // 100,000 pieces per catalogue version rather than one per file.
  let productPages: { version: number; pages: Promise<ProductPage[]> } | undefined;
  const listProductPages = async (): Promise<ProductPage[]> => {
    const version = await catalog.catalogueVersion();
    if (productPages?.version !== version) {
      const pages = catalog.listProductPages();
      productPages = { version, pages };
      pages.catch(() => {
        if (productPages?.pages === pages) productPages = undefined;
      });
    }
    return productPages.pages;
  };

  const productParts = (count: number) => Math.ceil(count / maxUrlsPerFile);

  return {
    /** The root sitemap: every URL, or the index of the parts when they are too many for one file. */
    sitemap(origin: string): Promise<string> {
      return cached(`sitemap:${origin}`, async () => {
        const pages = await listProductPages();
        if (staticUrls.length + pages.length <= maxUrlsPerFile) {
          return urlset([
            ...staticUrls.map((url) => urlEntry(origin + url)),
            ...pages.map((page) => urlEntry(`${origin}/shop-detail/${page.sno}`, page.updatedAt)),
          ]);
        }
        const parts = Array.from({ length: productParts(pages.length) }, (_, index) => {
          const slice = pages.slice(index * maxUrlsPerFile, (index + 1) * maxUrlsPerFile);
          const lastmod = newestChange(slice);
          return sitemapEntry(`${origin}/sitemaps/products-${index + 1}.xml`, lastmod);
        });
        return sitemapIndex([sitemapEntry(`${origin}/sitemaps/pages.xml`), ...parts]);
      });
    },

    /** The public pages and category listings on their own: the index's first part. */
    pagesSitemap(origin: string): Promise<string> {
      return cached(`sitemap-pages:${origin}`, async () =>
        urlset(staticUrls.map((url) => urlEntry(origin + url))),
      );
    },

    /** Part `part` (from 1) of the product pages, or null when there is no such part. */
    async productSitemap(origin: string, part: number): Promise<string | null> {
      // The cache keeps strings: a part that does not exist is kept as an empty one.
      const body = await cached(`sitemap-products:${part}:${origin}`, async () => {
        const pages = await listProductPages();
        if (part < 1 || part > Math.max(1, productParts(pages.length))) return "";
        const slice = pages.slice((part - 1) * maxUrlsPerFile, part * maxUrlsPerFile);
        return urlset(slice.map((page) => urlEntry(`${origin}/shop-detail/${page.sno}`, page.updatedAt)));
      });
      return body === "" ? null : body;
    },

    robots(origin: string): string {
      return [
        "User-agent: *",
        "Allow: /",
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n");
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** Timestamps are all ISO 8601 in UTC, so the greatest string is the latest. */
function newestChange(pages: { updatedAt: string }[]): string {
  let newest = "";
  for (const page of pages) if (page.updatedAt > newest) newest = page.updatedAt;
  return newest;
}

function urlset(entries: string[]): string {
  return `${XML_HEAD}<urlset ${NAMESPACE}>\n${entries.join("")}</urlset>\n`;
}

function sitemapIndex(entries: string[]): string {
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${entries.join("")}</sitemapindex>\n`;
}

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>\n`;
}

function sitemapEntry(loc: string, lastmod?: string): string {
  return `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>\n`;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}
