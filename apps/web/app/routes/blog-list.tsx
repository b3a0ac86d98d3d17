import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/blog-list";
import { loadBlogIndex } from "./blog/blog.server";
import { BlogErrorBoundary, BlogIndex, getBlogIndexMeta } from "./blog/blog-index";

// /blog-list: the blog's articles as a list, picture beside text from tablet width.
// Spec 001 route table; the articles and the pagination are decision 031's.

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogIndex(request, context.origin, "list");
}

// The articles are this app's own data: the page may be kept for visitors (decision 008).
export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return getBlogIndexMeta(loaderData);
}

export const ErrorBoundary = BlogErrorBoundary;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogIndex loaded={loaderData} />;
}
