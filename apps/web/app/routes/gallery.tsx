import { Link } from "react-router";
import { describeInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/gallery";
import { GalleryContent } from "./gallery/gallery-view";
import { loadGalleryPage } from "./gallery/load-gallery";

/**
 * Gallery (spec 001: "two Gallery pages with a lightbox", placeholder content there): pictures of
 * real pieces, our best designs, in an even grid. /gallery-two shows new arrivals as a mosaic.
 */

// Only catalogue data: kept for visitors until the catalogue changes (decision 008).
export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

export function loader({ context }: Route.LoaderArgs) {
  // Twelve: three full rows of the wide grid.
  return loadGalleryPage(context, { filter: { best_design: "YES" }, count: 12 });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(
    {
      title: "Gallery: Our Best Designs",
      description:
        "A gallery of Nagai's best designs in gold, silver and oxidised jewellery: open any picture large, then see the piece.",
      path: "/gallery",
    },
    loaderData?.origin,
  );
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <div className="gallery-page">
      <h1 className="gallery-page__title">Gallery</h1>
      <p className="gallery-page__lead">
        Our best designs, close up. Open a picture to see it large, then move through the gallery with the
        arrow keys or the buttons.
      </p>
      <GalleryContent pieces={loaderData.pieces} layout="grid" />
      <p className="gallery-page__more">
        <Link to="/gallery-two">See the new arrivals gallery</Link>
      </p>
    </div>
  );
}
