import { data, type MetaDescriptor } from "react-router";
import type { WebLoadContext } from "./load-context";
import { CATALOGUE_ONLY } from "./page-cache";

/**
 * The information and policy pages (issue 12 item 5): text the shop writes, the same for every
 * visitor, so each may be kept by the page cache like the catalogue's pages (decision 008). Their
 * loader only hands the shop's origin to `meta` for the canonical link.
 */
export function loadInformationPage({ context }: { context: WebLoadContext }) {
  return data({ origin: context.origin }, { headers: CATALOGUE_ONLY });
}

export interface InformationPage {
  /** The page's own name: the title is "{title} | Nagai". */
  title: string;
  description: string;
  /** The page's one canonical path, as the spec's route table spells it. */
  path: string;
}

/**
 * Title, description, canonical link and share preview of a page the shop writes itself: the
 * policies and information pages, the blog's listings, the galleries, classification, coming soon.
 */
export function describeInformationPage(page: InformationPage, origin: string | undefined): MetaDescriptor[] {
  const title = `${page.title} | Nagai`;
  const url = `${origin ?? ""}${page.path}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Nagai" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
  ];
}
