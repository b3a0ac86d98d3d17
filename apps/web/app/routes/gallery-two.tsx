import { Link } from "react-router";
import { describeInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/gallery-two";
import { GalleryContent } from "./gallery/gallery-view";
import { loadGalleryPage } from "./gallery/load-gallery";

/**
 * The second gallery (spec 001: "two Gallery pages with a lightbox"): the new arrivals as a
 * mosaic, the first and sixth pictures large. /gallery shows the best designs in an even grid.
 */

// Only catalogue data: kept for visitors until the catalogue changes (decision 008).
export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

export function loader({ context }: Route.LoaderArgs) {
  // Ten: two large pictures and eight small fill the mosaic's rows exactly, on a phone too.
  return loadGalleryPage(context, { filter: { new_arrival: "YES" }, count: 10 });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(
    {
      title: "Gallery: New Arrivals",
      description:
        "New arrivals at Nagai in pictures: rings, earrings, necklaces and bangles just in. Open any picture large, then see the piece.",
      path: "/gallery-two",
    },
    loaderData?.origin,
  );
}

export default function GalleryTwo({ loaderData }: Route.ComponentProps) {
  return (
    <div className="gallery-page">
      <h1 className="gallery-page__title">New Arrivals Gallery</h1>
      <p className="gallery-page__lead">
        Just in, close up. Open a picture to see it large, then move through the gallery with the arrow keys
        or the buttons.
      </p>
      <GalleryContent pieces={loaderData.pieces} layout="mosaic" />
      <p className="gallery-page__more">
        <Link to="/gallery">See the gallery of our best designs</Link>
      </p>
    </div>
  );
}
