import { RECENTLY_VIEWED_MESSAGES } from "@nagai/contracts/recently-viewed";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Carousel } from "../../components/carousel";
import { ProductCard } from "../../components/product-card";
import { createApiClient } from "../../lib/api";
import { useShopperState } from "../../lib/shopper-state";
import { HomeSection } from "./home-section";
import { loadRecentlyViewed, type RecentlyViewed } from "./load-recently-viewed";

/** Spec section 4: the recently viewed carousel animates 400 ms. */
export const RECENTLY_VIEWED_SLIDE_MS = 400;
/** Four cards across from 576 px, two below, as the exclusive collection's slider. */
const SLIDER_SIZES = "(min-width: 1200px) 276px, (min-width: 576px) 24vw, 48vw";

const { title, empty, browse, loadFailed } = RECENTLY_VIEWED_MESSAGES;

/**
 * Spec section 2, home item 14: the pieces a signed-in shopper viewed last, newest first. The home
 * page's HTML is the same for everyone (decision 057), so the section is not in it: it comes once
 * the shopper's state names the pieces, which are then read from the catalogue. It is the page's
 * second section from the bottom, below the first screen, so its arrival moves nothing in view.
 */
export function RecentlyViewedSlot() {
  const recentlyViewed = useRecentlyViewed();
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

/** The signed-in shopper's pieces, read again whenever their state names other ones; undefined for a visitor. */
function useRecentlyViewed(): RecentlyViewed | undefined {
  const shopper = useShopperState();
  const snos = shopper?.signedIn ? shopper.recentlyViewed.join(",") : null;
  const [loaded, setLoaded] = useState<{ snos: string; section: RecentlyViewed }>();
  useEffect(() => {
    if (snos === null) return;
    let current = true;
    const list = snos === "" ? [] : snos.split(",").map(Number);
    loadRecentlyViewed(createApiClient(), list).then((section) => {
      if (current) setLoaded({ snos, section });
    });
    return () => {
      current = false;
    };
  }, [snos]);
  if (snos === null) return undefined;
  // The section already shown stays while a changed list loads, rather than blinking out.
  return loaded?.section;
}
