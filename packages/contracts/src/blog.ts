/**
 * The blog's articles as the sitemap needs them: each article's address (/blog-detail/{slug}) and
 * day of publication. The articles themselves are the web app's (apps/web/app/routes/blog/,
 * decision 031); each is typed with one of these slugs, and the blog's tests check that every
 * entry here has its article with the same date, and every article its entry.
 */
export const BLOG_ARTICLE_PAGES = [
  { slug: "gold-purity-22k-18k-14k", date: "2026-01-14" },
  { slug: "bis-hallmarking-and-huid", date: "2026-02-09" },
  { slug: "caring-for-gold-jewellery", date: "2026-03-05" },
  { slug: "how-to-find-your-ring-size", date: "2026-03-27" },
  { slug: "buying-gold-for-akshaya-tritiya-and-dhanteras", date: "2026-04-08" },
  { slug: "choosing-the-right-bangle-size", date: "2026-04-16" },
  { slug: "silver-and-oxidised-jewellery-care", date: "2026-05-21" },
  { slug: "reading-a-gold-jewellery-bill", date: "2026-06-18" },
  { slug: "choosing-earrings-for-everyday-wear", date: "2026-07-23" },
  { slug: "planning-your-wedding-jewellery", date: "2026-08-20" },
  { slug: "exchanging-old-gold", date: "2026-09-24" },
  { slug: "necklace-lengths-explained", date: "2026-10-22" },
] as const;

export type BlogSlug = (typeof BLOG_ARTICLE_PAGES)[number]["slug"];
