import { Link } from "react-router";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/blog-detail";
import { ArticleBody } from "./blog/article-body";
import { ArticleByline } from "./blog/article-card";
import { ArticlePicture } from "./blog/article-picture";
import { loadArticle } from "./blog/blog.server";
import { BlogErrorBoundary, NOT_FOUND_META } from "./blog/blog-index";
import { BLOG_HOME, getArticleHref, getBlogPageHref } from "./blog/blog-view";
import { ContentSidebar } from "./blog/content-sidebar";

// An article of the blog: /blog-detail/{slug}. The spec's /blog-detail, without a slug, shows the
// newest article, with its own address as the canonical one; an unknown slug is the spec's 404
// page (decision 031).

export function loader({ params, context }: Route.LoaderArgs) {
  return loadArticle(params.slug, context.origin);
}

// The articles are this app's own data: the page may be kept for visitors (decision 008).
export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return NOT_FOUND_META;
  const { article, origin } = loaderData;
  const url = `${origin}${getArticleHref(article.slug)}`;
  const title = `${article.title} | Nagai`;
  const structured = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: "Nagai" },
    articleSection: article.categoryLabel,
    keywords: article.tags.join(", "),
    mainEntityOfPage: url,
  };
  return [
    { title },
    { name: "description", content: article.summary },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "Nagai" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.summary },
    { property: "og:url", content: url },
    { property: "article:published_time", content: article.date },
    { property: "article:section", content: article.categoryLabel },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:card", content: "summary" },
    { "script:ld+json": structured },
  ];
}

export const ErrorBoundary = BlogErrorBoundary;

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  const { article, newer, older, sidebar } = loaderData;
  return (
    <div className="blog-page blog-page--sidebar">
      <div className="blog-page__main">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={getBlogPageHref(BLOG_HOME, 0)}>Blog</Link>
            </li>
            <li aria-current="page">{article.title}</li>
          </ol>
        </nav>
        <article className="blog-article" aria-labelledby="article-title">
          <header className="blog-article__header">
            <Link className="article-card__category" to={getBlogPageHref(BLOG_HOME, 0, article.category)}>
              {article.categoryLabel}
            </Link>
            <h1 id="article-title" className="blog-article__title">
              {article.title}
            </h1>
            <ArticleByline article={article} />
          </header>
          <div className="blog-article__picture">
            <ArticlePicture motif={article.motif} title={`Illustration: ${article.title}`} />
          </div>
          <p className="blog-article__summary">{article.summary}</p>
          <ArticleBody sections={article.sections} />
          <footer className="blog-article__footer">
            <h2 className="visually-hidden">Tags</h2>
            <ul className="blog-article__tags">
              {article.tags.map((tag) => (
                <li key={tag} className="blog-article__tag">
                  {tag}
                </li>
              ))}
            </ul>
          </footer>
        </article>
        <nav className="blog-article__more" aria-label="More articles">
          {newer && (
            <Link to={getArticleHref(newer.slug)} rel="next" className="blog-article__more-link">
              <span className="blog-article__more-label">Newer article</span>
              {newer.title}
            </Link>
          )}
          {older && (
            <Link to={getArticleHref(older.slug)} rel="prev" className="blog-article__more-link">
              <span className="blog-article__more-label">Older article</span>
              {older.title}
            </Link>
          )}
        </nav>
      </div>
      <ContentSidebar sidebar={sidebar} currentSlug={article.slug} />
    </div>
  );
}
