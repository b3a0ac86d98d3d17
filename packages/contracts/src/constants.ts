// Constants the spec gives; both the web and the server import them from here so that one value
// serves every place it is used.

export const SHOP_ID = 2;

export const GENDERS = ["Men", "Women", "Kids"] as const;
export const OCCASIONS = ["DAILY_WEAR", "WEDDING", "TRADITIONAL"] as const;
/** Bangle sizes as the spec lists them: "2.10" is a size name, not the number 2.1. */
export const SIZE_NAMES = ["2", "2.2", "2.4", "2.6", "2.8", "2.10"] as const;
export const COLOR_ACCENTS = ["Silver", "Gold"] as const;
export const MATERIAL_FINISHES = ["GOLDCOATED", "SILVERCOATED"] as const;
export const STONE_UNITS = ["Carat", "Gram", "Piece"] as const;
export const SORT_KEYS = ["relevance", "price"] as const;
export const SORT_DIRECTIONS = ["ASC", "DESC"] as const;
export const GIFT_IDEAS = ["for_him", "for_her"] as const;

/** Top-level categories (ITEMNAME). The mega menu links them in lower case. */
export const ITEM_NAMES = [
  "Rings",
  "Necklaces",
  "Bracelets",
  "Earrings",
  "Bridal",
  "Clearance",
  "Gift Ideas",
] as const;
export const OFFER_SUB_ITEMS = ["50% Off", "Buy 1 Get 1"] as const;
export const CATALOGUE_METALS = ["Gold", "Silver", "Oxidised"] as const;

/** The search box's suggestions (decision 052): from the second letter typed, up to 200 characters. */
export const SEARCH_SUGGEST_MIN_CHARS = 2;
export const SEARCH_SUGGEST_MAX_CHARS = 200;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const LISTING_INITIAL_SIZE = 20;
export const LISTING_LOAD_MORE_STEP = 10;

export const PRICE_RANGE_MIN = 0;
export const PRICE_RANGE_MAX = 100000;
export const PRICE_RANGE_STEP = 100;
export const PRICE_SHORTCUTS = [199, 299, 399, 599] as const;
export const GIFT_PRICE_LINKS = [999, 1999, 2999] as const;
export const GIFT_PRICE_ABOVE = 3000;

export const GST_PERCENT = 3;

/** Image widths the media pipeline renders for each kind of picture; files are AVIF, WebP and JPEG. */
export const IMAGE_WIDTHS = {
  product: [240, 480, 800],
  banner: [480, 720, 960, 1600],
} as const;
export type ImageKind = keyof typeof IMAGE_WIDTHS;
/** Height / width of each kind, so pages can reserve the space before the image arrives. */
export const IMAGE_ASPECT = { product: 1, banner: 0.375 } as const;

/**
 * Not from the spec: the response header by which a page tells the server that its HTML shows
 * only catalogue data, so the server may keep it and send it to everyone until the catalogue
 * changes (docs/decisions/008-page-rendering.md, 057). The server removes it before sending.
 */
export const PAGE_CACHE_HEADER = "x-page-cache";
export const PAGE_CACHE_CATALOGUE = "catalogue";

/**
 * The `handle` of a route whose page is the same HTML for everyone, signed in or not (decision
 * 057): the server renders its GET without the shopper's cookie or token, keeps it, and answers
 * everyone from what it kept. The shopper's own state reaches such a page from GET /user/state.
 */
export const SHARED_PAGE_HANDLE = { sharedPage: true } as const;

/**
 * The header that makes a repeated submit return the first answer. Here, not only in
 * order-texts.ts (which re-exports it), so that the storefront's API client, on every page, does
 * not bring the order pages' texts (decision 056).
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * The ICICI PayPhi sale the shop asks for: rupees (ISO 4217 356), a redirect sale (payType 0).
 * Part of payment-texts.ts's PAYMENT; here for the API client, as IDEMPOTENCY_HEADER is.
 */
export const PAYMENT_SALE = { currencyCode: "356", payType: "0", transactionType: "SALE" } as const;
