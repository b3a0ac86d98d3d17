import { isRouteErrorResponse, Link, type MetaDescriptor } from "react-router";
import { NotFoundMessage } from "../../components/not-found-message";
import { describeInformationPage } from "../../lib/information-page";
import { BLOG_CATEGORIES, type BlogCategory } from "./article";
import { ArticleCard } from "./article-card";
import type { BlogIndexData } from "./blog.server";
import { BlogPagination } from "./blog-pagination";
import { BLOG_LAYOUTS, type BlogLayout, getBlogPageHref } from "./blog-view";
import { ContentSidebar } from "./content-sidebar";

const BLOG_DESCRIPTION =
  "Guides from Nagai's jewellers: caring for gold and silver, BIS hallmarking and HUID, gold purity, ring and bangle sizes, and buying for festivals and weddings.";

/** The spec's 404 page's meta, for a page or a category that names nothing. */
export const NOT_FOUND_META: MetaDescriptor[] = [
  { title: "Page not found | Nagai" },
  { name: "robots", content: "noindex" },
];

/**
 * The blog routes' boundary. A page, category or article that names nothing is the spec's 404
 * page, rendered by the route itself so that its headers (cataloguePageHeaders) let the server
 * keep it, as the product page's 404 is kept (decision 008).
 */
export function BlogErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <section className="status-page" role="alert">
      <h1>Something went wrong</h1>
      <p>Please refresh the page or try again later.</p>
      <Link to="/" className="button">
        Back to Home
      </Link>
    </section>
  );
}

/** Title, description, canonical address and share preview of a listing's page. */
export function getBlogIndexMeta(loaded: BlogIndexData | undefined): MetaDescriptor[] {
  if (!loaded) return NOT_FOUND_META;
  const { layout, page, totalPages, category, origin } = loaded;
  // Three views of one blog, each its own page: a title apiece, so search results and tabs tell them apart.
  const blog = layout === "grid" ? "Blog" : `Blog, ${BLOG_LAYOUTS[layout].name} view`;
  const name = category ? `${category.label} | ${blog}` : blog;
  const pageNote = page > 0 ? `, page ${page + 1} of ${totalPages}` : "";
  const description = category
    ? `Nagai's articles on ${category.label.toLowerCase()}${pageNote}: guides for jewellery shoppers in India.`
    : BLOG_DESCRIPTION;
  const path = getBlogPageHref(layout, page, category?.slug ?? null, { withFirstPage: false });
  return describeInformationPage({ title: `${name}${pageNote}`, description, path }, origin);
}

/** A listing of the blog: the heading, the category chosen, the cards, the page links, the sidebar. */
export function BlogIndex({ loaded }: { loaded: BlogIndexData }) {
  const { layout, page, totalPages, category, cards, sidebar } = loaded;
  const categorySlug = category?.slug ?? null;
  const cardLayout = layout === "list" ? "list" : "grid";
  return (
    <div className={`blog-page${sidebar ? " blog-page--sidebar" : ""}`}>
      <div className="blog-page__main">
        <header className="blog-page__header">
          <h1 className="blog-page__title">{category ? `Blog: ${category.label}` : "Blog"}</h1>
          <p className="blog-page__lead">
            Care, hallmarking, gold purity and sizes: guides from our jewellers for buying and keeping
            jewellery.
          </p>
          {!sidebar && <CategoryLinks layout={layout} current={categorySlug} />}
          {sidebar && category && (
            <p className="blog-page__filter">
              Showing {category.label}. <Link to={getBlogPageHref(layout, 0)}>Show all articles</Link>
            </p>
          )}
        </header>
        <div className={`blog-cards blog-cards--${layout}`}>
          {cards.map((card) => (
            <ArticleCard key={card.slug} article={card} layout={cardLayout} />
          ))}
        </div>
        <BlogPagination
          page={page}
          totalPages={totalPages}
          href={(target) => getBlogPageHref(layout, target, categorySlug)}
        />
        <LayoutLinks current={layout} />
      </div>
      {sidebar && <ContentSidebar sidebar={sidebar} />}
    </div>
  );
}

/** The categories as a row of links, on the listings without a sidebar. */
function CategoryLinks({ layout, current }: { layout: BlogLayout; current: BlogCategory | null }) {
  const choices: [BlogCategory | null, string][] = [
    [null, "All"],
    ...(Object.entries(BLOG_CATEGORIES) as [BlogCategory, string][]),
  ];
  return (
    <nav className="blog-categories" aria-label="Blog categories">
      <ul>
        {choices.map(([slug, label]) => (
          <li key={slug ?? "all"}>
            <Link
              to={getBlogPageHref(layout, 0, slug)}
              className="blog-categories__link"
              aria-current={slug === current ? "page" : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The spec's three listings are views of one blog: each links the other two. */
function LayoutLinks({ current }: { current: BlogLayout }) {
  return (
    <nav className="blog-layouts" aria-label="Blog views">
      <span className="blog-layouts__label">View as:</span>
      {(Object.keys(BLOG_LAYOUTS) as BlogLayout[]).map((layout) => (
        <Link
          key={layout}
          to={BLOG_LAYOUTS[layout].path}
          className="blog-layouts__link"
          aria-current={layout === current ? "page" : undefined}
        >
          {BLOG_LAYOUTS[layout].name}
        </Link>
      ))}
    </nav>
  );
}
