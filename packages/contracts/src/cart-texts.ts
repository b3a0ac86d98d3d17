// The cart's limits, shipping rule and texts, word for word where the spec gives them. No Zod
// here: the storefront's buttons and pages import this file, and Zod would grow their bundle by
// about 29 KB gzipped (as with auth-texts.ts). The schemas are in cart.ts, which re-exports these.

/** The cart's limits. Most pieces are unique (stock 1); quantity is never above a piece's stock. */
export const CART_LIMITS = {
  /** Distinct pieces one cart may hold; one more is a 409 that says so. */
  maxRows: 50,
  /** The most of one piece a row may ask for, whatever the stock (a typo of 1000 is refused). */
  maxQuantity: 10,
} as const;

/**
 * Shipping as the shipping policy states it (seed 001 section 9): free above ₹2,000, else a flat
 * ₹99. In paise, like all money on the server. The cart page shows it; the order charges it.
 */
export const SHIPPING = {
  freeAbovePaise: 2_000_00,
  flatFeePaise: 99_00,
} as const;

/** The shipping fee for a subtotal, in paise. */
export function getShippingPaise(subtotalPaise: number): number {
  return subtotalPaise === 0 || subtotalPaise > SHIPPING.freeAbovePaise ? 0 : SHIPPING.flatFeePaise;
}

/** The spec's texts (seed 000 sections 5, 6 and 8; seed 001 sections 5 and 8). */
export const CART_MESSAGES = {
  added: (item: string) => `${item} added to cart!`,
  addedShort: "Item added to cart!",
  alreadyInCart: (item: string) => `${item} is already in cart`,
  alreadyInCartShort: "Item already in cart",
  updated: (item: string) => `${item} updated in cart`,
  removed: (item: string) => `${item} removed from cart`,
  addFailed: "Failed to add item to cart.",
  updateFailed: "Failed to update cart item.",
  deleteFailed: "Failed to delete item.",
  removeFailed: "Failed to remove item. Please try again.",
  mobileMissing: "User mobile number not found. Please login again.",
  loginRequired: "Please log in to add items to cart.",
  buyNowLoginRequired: "Please log in to proceed with purchase.",
  loadFailedTitle: "Failed to load cart",
  loadFailedDetail: "Please try again later",
  fetchFailed: "Failed to fetch cart",
  empty: "Your cart is empty",
  confirmRemove: "Are you sure you want to remove this item from your cart?",
  selectOne: "Please select at least one item to proceed to checkout.",
  waitForProducts: "Please wait until all product data is loaded before proceeding to checkout.",
  unknownProduct: "Unknown Product",
  productNotFound: "Product not found",
  soldOut: (item: string) => `${item} is sold out.`,
  notForSale: (item: string) => `${item} is not for sale.`,
  onlyInStock: (item: string, stock: number) =>
    stock === 1 ? `Only 1 of ${item} is available.` : `Only ${stock} of ${item} are available.`,
  rowNotFound: "This item is not in your cart.",
  /** A `phone` that is not the caller's: the same 404 as a number with no cart, and no one's data. */
  cartNotFound: "No cart found for this number.",
  full: `Your cart is full: it holds up to ${CART_LIMITS.maxRows} pieces. Remove one to add another.`,
} as const;
