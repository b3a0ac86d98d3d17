import { z } from "zod";
import {
  COLOR_ACCENTS,
  GENDERS,
  MATERIAL_FINISHES,
  OCCASIONS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SEARCH_SUGGEST_MAX_CHARS,
  SIZE_NAMES,
  STONE_UNITS,
} from "./constants.ts";
import { PriceBreakupSchema } from "./pricing.ts";
import { documentedAsInteger } from "./whole-number.ts";

const yesNo = z.enum(["YES", "NO"]);

/**
 * A piece as the API shows it: the spec's upper-case field names, money in rupees with two
 * decimals. Fields after the spec's list are ours: MRP is the real compare-at price (null when the
 * piece has none, so no struck-through price is shown), PRODUCTNAME is the piece's display name,
 * HUID and PriceBreakup follow the day's rate (docs/decisions/046-prices-follow-the-rate.md).
 */
export const ProductSchema = z
  .object({
    SNO: z.number().int(),
    ITEMID: z.number().int(),
    TAGNO: z.string(),
    ITEMNAME: z.string().describe("Top-level category, e.g. Rings"),
    SUBITEMNAME: z.string(),
    CATNAME: z.string().describe("Metal family: Gold, Silver or Oxidised"),
    PRODUCTNAME: z.string(),
    ImagePath: z.array(z.string()).describe("Media paths relative to /media/, largest JPEG of each image"),
    RATE: z.number(),
    GrossAmount: z.number(),
    GSTAmount: z.number(),
    GSTPer: z.number(),
    GrandTotal: z.number(),
    MRP: z.number().nullable().describe("Compare-at price in rupees, or null"),
    NETWT: z.number().describe("Net weight in grams"),
    PURITY: z.string(),
    MaterialFinish: z.string(),
    Description: z.string(),
    Gender: z.string(),
    CollectionType: z.string(),
    ColorAccents: z.string(),
    Occasion: z.string(),
    NewArrival: yesNo,
    Top_Trending: yesNo,
    BestDesign: yesNo,
    Featured: yesNo,
    GiftIdeas: z.string().nullable(),
    SizeName: z.string().nullable(),
    StoneUnit: z.string().nullable(),
    Stock: z.number().int(),
    HUID: z.string().nullable().describe("The BIS hallmark's unique id of a hallmarked piece, or null"),
    ForSale: z
      .boolean()
      .optional()
      .describe(
        "The single piece's answer, only when false: the shop took it off sale (not listed, not sold)",
      ),
    PriceBreakup: PriceBreakupSchema.optional().describe(
      "The price line by line; on the single piece's answer (GET /product/by-sno), not in listings",
    ),
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof ProductSchema>;

/** How a free-text search was read (decision 052); only on a search's listing. */
export const ListingSearchSchema = z
  .object({
    query: z.string().describe("The search's words as read: lower case, without punctuation"),
    showing: z
      .string()
      .nullable()
      .describe('The corrected words when a word was misspelt ("Showing results for necklace"), else null'),
    didYouMean: z
      .array(z.string())
      .describe("When nothing was found: searches near this one that find pieces, up to three"),
  })
  .meta({ id: "ListingSearch" });
export type ListingSearch = z.infer<typeof ListingSearchSchema>;

/**
 * The filters a listing counts values of (decision 055): the filter panel's lists, each with its
 * allowed values in the panel's order. Each value's count is the pieces the listing would show
 * with that value chosen and every other filter as it is (faceted counts).
 */
export const FACETS = {
  gender: GENDERS,
  occasion: OCCASIONS,
  sizeName: SIZE_NAMES,
  colorAccent: COLOR_ACCENTS,
  materialFinish: MATERIAL_FINISHES,
  stoneUnit: STONE_UNITS,
} as const;
export type FacetKey = keyof typeof FACETS;
export const FACET_KEYS = Object.keys(FACETS) as FacetKey[];

export const ListingFacetSchema = z
  .object({
    key: z.enum(FACET_KEYS as [FacetKey, ...FacetKey[]]).describe("The filter's query parameter"),
    values: z.array(
      z.object({
        value: z.string().describe("An allowed value of the filter, as the query takes it"),
        count: z
          .number()
          .int()
          .describe("Pieces the listing would show with this value chosen and the other filters as they are"),
      }),
    ),
  })
  .meta({ id: "ListingFacet" });
export type ListingFacet = z.infer<typeof ListingFacetSchema>;

export const ProductListResponseSchema = z
  .object({
    data: z.array(ProductSchema),
    items: z.array(ProductSchema).describe("The same list as data; the spec's clients read either"),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    search: ListingSearchSchema.optional(),
    facets: z
      .array(ListingFacetSchema)
      .optional()
      .describe(
        "With facets=YES, when the listing is answered from memory (not a free-text search): each " +
          "filter panel list with a count per value (decision 055)",
      ),
    warnings: z.array(z.string()).describe("Filter values that were ignored, and why"),
  })
  .meta({ id: "ProductList" });
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`)
    .meta(documentedAsInteger(min, max));

const rupees = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, `${name} must be an amount in rupees, like 599 or 599.50`)
    .transform(Number);

/** A free-text or list-valued filter: kept as text here, checked against its list by the service. */
const text = z.string().optional();

/**
 * The listing query: every key of the spec's filter state plus the menu's aliases. Numbers that do
 * not parse are a 400; values outside a filter's allowed list are ignored with a warning.
 * (No schema id: @fastify/swagger cannot expand a $ref into query parameters.)
 */
export const ProductFilterQuerySchema = z.object({
  itemName: text,
  subItemName: text,
  catName: text,
  metalId: wholeNumber("metalId", 0, 1_000_000).optional(),
  sizeId: wholeNumber("sizeId", 0, 1_000_000).optional(),
  sizeName: text,
  gender: text,
  occasion: text,
  materialFinish: text,
  colorAccent: text,
  stoneUnit: text,
  availability: text,
  giftIdeas: text,
  minGrandTotal: rupees("minGrandTotal").optional(),
  maxGrandTotal: rupees("maxGrandTotal").optional(),
  priceRange: text.describe('"min-max" in rupees, e.g. 0-599'),
  new_arrival: text.describe("YES/NO (also Y, true)"),
  new_arrivals: text,
  top_trending: text,
  best_design: text,
  featured: text,
  featured_products: text,
  facets: text.describe("YES: also count the pieces of each filter panel value (`facets` in the answer)"),
  sortBy: text.describe("relevance or price; price_ASC is also accepted"),
  sortDirection: text.describe("ASC or DESC, any case"),
  page: wholeNumber("page", 0, 100_000).optional().describe(`Zero-based page, default 0`),
  pageSize: wholeNumber("pageSize", 1, PAGE_SIZE_MAX)
    .optional()
    .describe(`Default ${PAGE_SIZE_DEFAULT}, at most ${PAGE_SIZE_MAX}`),
});
export type ProductFilterQuery = z.infer<typeof ProductFilterQuerySchema>;

export const SnoQuerySchema = z.object({ sno: wholeNumber("sno", 1, 2_147_483_647) });

/** The most pieces one GET /product/by-sno asks for: a full wishlist (WISHLIST_LIMITS.maxItems). */
export const PRODUCTS_BY_SNO_MAX = 200;

const SNO_LIST_MESSAGE = `snos must list 1 to ${PRODUCTS_BY_SNO_MAX} piece numbers separated by commas, like 12,7,30`;
/** One piece number of the list: 1 to 10 digits, not all zeros, blanks around it allowed. */
const SNO_PART = String.raw`\s*(?!0*\s*(?:,|$))\d{1,10}\s*`;
/** The list's form, for the OpenAPI document; the transform below checks the same and each number's range. */
const SNO_LIST_PATTERN = new RegExp(`^${SNO_PART}(?:,${SNO_PART}){0,${PRODUCTS_BY_SNO_MAX - 1}}$`);

/**
 * `snos=12,7,30`: piece numbers, each a whole number from 1 to 2,147,483,647; a number asked twice
 * is answered once. (No schema id, like every query schema: @fastify/swagger expands it inline.)
 */
export const SnoListQuerySchema = z.object({
  snos: z
    .string({ error: SNO_LIST_MESSAGE })
    .max(PRODUCTS_BY_SNO_MAX * 11, SNO_LIST_MESSAGE)
    .meta({ pattern: SNO_LIST_PATTERN.source })
    .transform((text, context) => {
      const parts = text.split(",").map((part) => part.trim());
      if (parts.length > PRODUCTS_BY_SNO_MAX || parts.some((part) => !/^\d{1,10}$/.test(part))) {
        context.addIssue({ code: "custom", message: SNO_LIST_MESSAGE });
        return z.NEVER;
      }
      const snos = parts.map(Number);
      if (snos.some((sno) => sno < 1 || sno > 2_147_483_647)) {
        context.addIssue({ code: "custom", message: "Each piece number must be between 1 and 2147483647" });
        return z.NEVER;
      }
      return [...new Set(snos)];
    })
    .describe(`Piece numbers (SNO) separated by commas, at most ${PRODUCTS_BY_SNO_MAX}`),
});

/** Pieces by number, in the order asked; numbers the catalogue does not have are left out. */
export const ProductsBySnoResponseSchema = z
  .object({ data: z.array(ProductSchema) })
  .meta({ id: "ProductsBySno" });
export type ProductsBySnoResponse = z.infer<typeof ProductsBySnoResponseSchema>;

export const SearchSuggestQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_SUGGEST_MAX_CHARS, `q must be at most ${SEARCH_SUGGEST_MAX_CHARS} characters`)
    .default("")
    .describe("What the shopper typed so far; the last word may be unfinished"),
});

export const SearchSuggestResponseSchema = z
  .object({
    query: z.string().describe("The words suggestions were found for: lower case, without punctuation"),
    pieces: z
      .array(
        z.object({
          SNO: z.number().int(),
          name: z.string(),
          price: z.number().describe("Rupees, as the piece's card shows it"),
          image: z.string().nullable().describe("The first picture's media path, relative to /media/"),
        }),
      )
      .describe("Up to six pieces, best first"),
    categories: z
      .array(z.object({ label: z.string(), href: z.string().describe("A listing's path and query") }))
      .describe("Up to six categories, sub-items, collections and occasions whose name the words find"),
  })
  .meta({ id: "SearchSuggestions" });
export type SearchSuggestResponse = z.infer<typeof SearchSuggestResponseSchema>;
