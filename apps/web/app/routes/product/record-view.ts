import { useEffect } from "react";
import { createApiClient } from "../../lib/api";
import { usePersonalState } from "../../lib/personal-state";

/**
 * Records that a signed-in shopper viewed this piece (POST /recently-viewed/add), for the home
 * page's Recently Viewed. The browser records it once the page is shown, through the API client's
 * fetch with the shopper's own cookie, rather than the product loader on the server:
 * - a loader also runs for a link's prefetch and for every revalidation after an action on the
 *   page (adding to the cart reruns it), which would record views nobody made, and a GET must
 *   not write;
 * - the product loader stays the same for everyone, so a visitor's product page is still kept by
 *   the server (decision 008) and costs no session lookup.
 * The cost: a shopper without JavaScript records no views. A failed record is not the shopper's
 * concern: it only leaves one piece out of a list on another page.
 */
export function useRecordView(sno: number): void {
  const signedIn = usePersonalState().signedIn === true;
  useEffect(() => {
    if (!signedIn) return;
    createApiClient()
      .addRecentlyViewed(sno)
      .catch(() => {});
  }, [sno, signedIn]);
}
