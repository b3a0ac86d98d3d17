import { Link } from "react-router";
import { getPaginationItems } from "../../lib/pagination";

/**
 * The blog's page links (spec 001): Previous, a window of 5 page numbers with the first and last
 * pages and ellipses around it, Next. Plain links, so they work before and without scripts.
 * Pages are zero-based in the address and counted from 1 on the page.
 */
export function BlogPagination({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="blog-pagination" aria-label="Blog pages">
      <ul className="blog-pagination__list">
        <li>
          <StepLink label="Previous" to={page > 0 ? href(page - 1) : null} />
        </li>
        {getPaginationItems(page, totalPages).map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} className="blog-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={href(item.page)}
                className="blog-pagination__page"
                aria-current={item.current ? "page" : undefined}
                aria-label={`Page ${item.page + 1}`}
              >
                {item.page + 1}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink label="Next" to={page < totalPages - 1 ? href(page + 1) : null} />
        </li>
      </ul>
      <p className="blog-pagination__where">
        Page {page + 1} of {totalPages}
      </p>
    </nav>
  );
}

function StepLink({ label, to }: { label: "Previous" | "Next"; to: string | null }) {
  const arrow = label === "Previous" ? "‹" : "›";
  const text = (
    <>
      {label === "Previous" && <span aria-hidden="true">{arrow}</span>}
      {label}
      {label === "Next" && <span aria-hidden="true">{arrow}</span>}
    </>
  );
  if (to === null) {
    return (
      <span className="blog-pagination__step" aria-disabled="true">
        {text}
      </span>
    );
  }
  return (
    <Link to={to} className="blog-pagination__step" rel={label === "Previous" ? "prev" : "next"}>
      {text}
    </Link>
  );
}
