import { Link } from "react-router";
import { ArticlePicture } from "./article-picture";
import { type ArticleCardView, BLOG_HOME, getArticleHref, getBlogPageHref } from "./blog-view";

/** Date, author and reading time: the line under an article's title, on cards and on its page. */
export function ArticleByline({
  article,
}: {
  article: Pick<ArticleCardView, "date" | "dateLabel" | "author" | "readingMinutes">;
}) {
  return (
    <p className="article-byline">
      <time dateTime={article.date}>{article.dateLabel}</time>
      <span aria-hidden="true"> · </span>
      <span>By {article.author}</span>
      <span aria-hidden="true"> · </span>
      <span>{article.readingMinutes} min read</span>
    </p>
  );
}

/**
 * An article on a listing: its picture, category, title (the link), byline and summary. `list`
 * lays the picture beside the text from tablet width up; the grid stacks them.
 */
export function ArticleCard({ article, layout }: { article: ArticleCardView; layout: "grid" | "list" }) {
  const headingId = `article-${article.slug}`;
  return (
    <article className={`article-card article-card--${layout}`} aria-labelledby={headingId}>
      <div className="article-card__picture">
        <ArticlePicture motif={article.motif} />
      </div>
      <div className="article-card__text">
        <Link className="article-card__category" to={getBlogPageHref(BLOG_HOME, 0, article.category)}>
          {article.categoryLabel}
        </Link>
        <h2 className="article-card__title" id={headingId}>
          <Link to={getArticleHref(article.slug)}>{article.title}</Link>
        </h2>
        <ArticleByline article={article} />
        <p className="article-card__summary">{article.summary}</p>
      </div>
    </article>
  );
}
