import { RECENTLY_VIEWED_MESSAGES } from "@nagai/contracts/recently-viewed";
import { Link } from "react-router";
import { Carousel } from "../../components/carousel";
import { ProductCard } from "../../components/product-card";
import { HomeSection } from "./home-section";
import type { RecentlyViewed } from "./load-recently-viewed";

/** Spec section 4: the recently viewed carousel animates 400 ms. */
export const RECENTLY_VIEWED_SLIDE_MS = 400;
/** Four cards across from 576 px, two below, as the exclusive collection's slider. */
const SLIDER_SIZES = "(min-width: 1200px) 276px, (min-width: 576px) 24vw, 48vw";

const { title, empty, browse, loadFailed } = RECENTLY_VIEWED_MESSAGES;

/**
 * Spec section 2, home item 14: the pieces a signed-in shopper viewed last, newest first. For a
 * visitor the loader sends nothing and the section is not in the page at all, so the visitor's
 * home stays the same for everyone and the server may keep it (decision 008).
 */
export function RecentlyViewedSlot({ recentlyViewed }: { recentlyViewed: RecentlyViewed | undefined }) {
  if (recentlyViewed === undefined) return null;
  return (
    <HomeSection id="recently-viewed" title={title}>
      {"failed" in recentlyViewed ? (
        <p className="notice notice--error">{loadFailed}</p>
      ) : recentlyViewed.products.length === 0 ? (
        <div className="notice">
          <p>{empty}</p>
          <Link className="button" to="/shop-left">
            {browse}
          </Link>
        </div>
      ) : (
        <Carousel label={title} perView={4} perViewSmall={2} arrows slideMs={RECENTLY_VIEWED_SLIDE_MS}>
          {recentlyViewed.products.map((product) => (
            <ProductCard key={product.SNO} product={product} sizes={SLIDER_SIZES} />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}
