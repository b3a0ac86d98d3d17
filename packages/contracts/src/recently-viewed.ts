/** Recently viewed pieces: the same list shape as the wishlist (wishlist.ts), kept short. */
export const RECENTLY_VIEWED_LIMITS = {
  /** The newest this many views are kept; an older one drops off when a new piece is viewed. */
  maxItems: 20,
} as const;

/** The spec's texts (seed 000 section 8). */
export const RECENTLY_VIEWED_MESSAGES = {
  title: "Recently Viewed",
  empty: "No recently viewed products",
  browse: "Browse Products",
  loadFailed: "Failed to load recently viewed products",
  recorded: "Recorded",
} as const;
