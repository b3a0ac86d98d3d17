// The wishlist's limits and texts (the spec's "favorites"), word for word where the spec gives
// them. No Zod here, for the storefront's bundle (see cart-texts.ts); wishlist.ts re-exports these.

export const WISHLIST_LIMITS = {
  /** Pieces one shopper may keep; one more is a 409 that says so. */
  maxItems: 200,
} as const;

/** The spec's texts (seed 000 sections 5, 6 and 8; seed 001 sections 5 and 8). */
export const WISHLIST_MESSAGES = {
  added: (item: string) => `${item} added to wishlist`,
  removed: (item: string) => `${item} removed from wishlist`,
  addedShort: "Added to Wishlist!",
  removedShort: "Removed from Wishlist",
  addFailed: "Failed to add to Wishlist",
  removeFailed: "Failed to remove from Wishlist",
  loginRequired: "Please log in to manage your wishlist.",
  loadFailedTitle: "Unable to load wishlist",
  loadFailedDetail: "Please refresh the page or try again later",
  empty: "Your wishlist is empty",
  confirmRemove: "Are you sure you want to remove this item from your wishlist?",
  notInWishlist: "This piece is not in your wishlist.",
  full: `Your wishlist is full: it keeps up to ${WISHLIST_LIMITS.maxItems} pieces. Remove one to add another.`,
} as const;
