/**
 * Spec section 8 "Loading failures", each on the section it belongs to. The spec lists the texts
 * without saying where; this is our mapping:
 * - "Error loading banners": the banner lists: hero (1), new arrivals banner (8), ring occasions (9)
 *   and curated featured banners (11).
 * - "Error loading collections / offers": exclusive offers (4) and the exclusive collection (6).
 * - "Error loading data": shop by occasion (2), category scroller (3), explore by budget (5), best
 *   designed jewels (10) and testimonials (15).
 * - "No data available": the empty state of each of those sections and of the video gallery.
 * - "Error loading videos": the video gallery (13).
 * - "We're unable to load collections right now" and "No collections available at this time":
 *   featured collections (12), the festival banners.
 */
export const HOME_TEXTS = {
  bannersError: "Error loading banners",
  offersError: "Error loading collections / offers",
  dataError: "Error loading data",
  noData: "No data available",
  videosError: "Error loading videos",
  collectionsError: "We're unable to load collections right now",
  noCollections: "No collections available at this time",
} as const;
