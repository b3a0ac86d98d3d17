import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { getShopSearchHref, SHOP_SEARCH_ACTION, SHOP_SEARCH_PARAM } from "../../lib/shop-search";
import { BLOG_HOME, getArticleHref, getBlogPageHref, type SidebarView } from "./blog-view";

/** The shop's guides and help pages, listed in the sidebar (spec 000: "a page list"). */
const HELP_PAGES = [
  { to: "/ring-size-guide", label: "Ring size guide" },
  { to: "/bangle-size-guide", label: "Bangle size guide" },
  { to: "/appointment", label: "Book a video appointment" },
  { to: "/contact", label: "Contact us" },
] as const;

/**
 * The content pages' sidebar (spec 000: "a sidebar widget on content pages"). The spec's search
 * box did nothing; this one searches the shop the way the header's search bar does: a GET form
 * to the listing, which works without scripts, and a navigation once hydrated. Then the blog's
 * categories, its newest articles and the guides.
 */
export function ContentSidebar({ sidebar, currentSlug }: { sidebar: SidebarView; currentSlug?: string }) {
  return (
    <aside className="content-sidebar" aria-label="Sidebar">
      <SidebarSearch />
      <section className="content-sidebar__block" aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className="content-sidebar__title">
          Categories
        </h2>
        <ul className="content-sidebar__links">
          {sidebar.categories.map((category) => (
            <li key={category.slug}>
              <Link to={getBlogPageHref(BLOG_HOME, 0, category.slug)}>
                {category.label} <span className="content-sidebar__count">({category.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="content-sidebar__block" aria-labelledby="sidebar-recent">
        <h2 id="sidebar-recent" className="content-sidebar__title">
          Recent posts
        </h2>
        <ul className="content-sidebar__links content-sidebar__recent">
          {sidebar.recent.map((post) => (
            <li key={post.slug}>
              <Link
                to={getArticleHref(post.slug)}
                aria-current={post.slug === currentSlug ? "page" : undefined}
              >
                {post.title}
              </Link>
              <time dateTime={post.date}>{post.dateLabel}</time>
            </li>
          ))}
        </ul>
      </section>
      <section className="content-sidebar__block" aria-labelledby="sidebar-guides">
        <h2 id="sidebar-guides" className="content-sidebar__title">
          Guides and help
        </h2>
        <ul className="content-sidebar__links">
          {HELP_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

function SidebarSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  return (
    <search className="content-sidebar__block">
      <h2 className="content-sidebar__title">
        <label htmlFor={inputId}>Search the shop</label>
      </h2>
      <form
        method="get"
        action={SHOP_SEARCH_ACTION}
        className="content-sidebar__search"
        onSubmit={(event) => {
          // Hydrated: the listing's address for the trimmed text, as the header's search makes it.
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem(SHOP_SEARCH_PARAM);
          const href = input instanceof HTMLInputElement ? getShopSearchHref(input.value) : null;
          if (href !== null) navigate(href);
        }}
      >
        <input
          id={inputId}
          type="search"
          name={SHOP_SEARCH_PARAM}
          className="content-sidebar__input"
          placeholder="Rings, bangles, jhumkas..."
          autoComplete="off"
          enterKeyHint="search"
          // The browser's own check keeps a blank search from being sent.
          required
          pattern=".*\S.*"
        />
        <button type="submit" className="button content-sidebar__submit">
          Search
        </button>
      </form>
    </search>
  );
}
