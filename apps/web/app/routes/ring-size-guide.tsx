import { data, useLocation } from "react-router";
import { CATALOGUE_ONLY, cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/ring-size-guide";
import { RING_GUIDE, readGuideState } from "./size-guide/guides";
import { SizeGuidePage } from "./size-guide/size-guide-page";

// The ring size guide (spec 001 section 2). The page holds nothing personal or changing: it may be
// kept for visitors like the catalogue's pages, one copy per address (?tab=chart&size=…).
export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

export function loader({ request, context }: Route.LoaderArgs) {
  const state = readGuideState(RING_GUIDE, new URL(request.url));
  return data({ ...state, origin: context.origin }, { headers: CATALOGUE_ONLY });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: RING_GUIDE.texts.title },
    { name: "description", content: RING_GUIDE.texts.description },
    { tagName: "link", rel: "canonical", href: `${loaderData.origin}${RING_GUIDE.path}` },
  ];
}

export default function RingSizeGuide({ loaderData }: Route.ComponentProps) {
  // A new address (a link to another tab) starts the page's state again from the address.
  const { search } = useLocation();
  return (
    <SizeGuidePage
      key={search}
      guide={RING_GUIDE}
      initialTab={loaderData.tab}
      initialSelected={loaderData.selected}
    />
  );
}
