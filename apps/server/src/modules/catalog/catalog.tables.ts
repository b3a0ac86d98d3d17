import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Postgres's text-search document; Drizzle has no built-in type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** A transaction id, as pg_current_xact_id() gives it (decision 020). */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * One row is one design of piece (SNO, TAGNO); how many the shop holds is the inventory module's
 * (stock_levels), what it costs today is product_prices' (decision 050). Money is integer paise.
 */
export const products = pgTable(
  "products",
  {
    sno: serial("sno").primaryKey(),
    itemId: integer("item_id").notNull(),
    tagNo: text("tag_no").notNull(),
    itemName: text("item_name").notNull(),
    subItemName: text("sub_item_name").notNull(),
    catName: text("cat_name").notNull(),
    productName: text("product_name").notNull(),
    imagePaths: text("image_paths").array().notNull().default(sql`'{}'::text[]`),
    gstPercent: numeric("gst_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /** The real compare-at price (MRP); null when the piece has none, so no discount is shown. */
    mrpPaise: integer("mrp_paise"),
    netWeightGrams: numeric("net_weight_grams", { precision: 10, scale: 3, mode: "number" }).notNull(),
    purity: text("purity").notNull(),
    materialFinish: text("material_finish").notNull(),
    description: text("description").notNull(),
    gender: text("gender").notNull(),
    collectionType: text("collection_type").notNull(),
    colorAccents: text("color_accents").notNull(),
    occasion: text("occasion").notNull(),
    sizeName: text("size_name"),
    sizeId: integer("size_id"),
    metalId: integer("metal_id"),
    stoneUnit: text("stone_unit"),
    giftIdeas: text("gift_ideas"),
    newArrival: boolean("new_arrival").notNull().default(false),
    topTrending: boolean("top_trending").notNull().default(false),
    bestDesign: boolean("best_design").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    /** Merchandising rank for "Most Relevant" when there is no search text: flagged pieces first. */
    rank: integer("rank")
      .notNull()
      .generatedAlwaysAs(
        sql`(top_trending::int * 4 + best_design::int * 2 + featured::int * 2 + new_arrival::int)`,
      ),
    /** Lower-cased words a shopper may search by: the source of the search vocabulary. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(product_name || ' ' || sub_item_name || ' ' || item_name || ' ' || cat_name || ' ' || description)`,
      ),
    /**
     * What full-text search matches (docs/decisions/006-search.md): English stems, so "necklaces"
     * finds "necklace"; weighted so the name (A) outranks category words (B), the description (C)
     * and who or what it is for (D).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, product_name), 'A') || setweight(to_tsvector('english'::regconfig, item_name || ' ' || sub_item_name || ' ' || cat_name), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C') || setweight(to_tsvector('english'::regconfig, gender || ' ' || replace(occasion, '_', ' ')), 'D')`,
      ),
    // How the piece is priced (decision 046): the inputs the staff set; the lines are product_prices'.
    pricing: text("pricing").notNull().default("tag"),
    /** The ticker's key a weighed piece follows (its purity's, PURITIES); null for a tag price. */
    rateMetal: text("rate_metal").references(() => metalRates.metal, { onUpdate: "cascade" }),
    /** Thousandths of the metal's rate the purity is weighed at (925 for sterling silver). */
    ratePerMille: integer("rate_per_mille").notNull().default(1000),
    makingKind: text("making_kind").notNull().default("percent"),
    /** Basis points of the metal value ("percent") or paise per gram ("per_gram"). */
    makingValue: integer("making_value").notNull().default(0),
    stoneChargesPaise: integer("stone_charges_paise").notNull().default(0),
    otherChargesPaise: integer("other_charges_paise").notNull().default(0),
    /** A tag-priced piece's price including GST. */
    tagPricePaise: integer("tag_price_paise"),
    /** The BIS hallmark's unique id of a hallmarked piece. */
    huid: text("huid"),
    /** False when the staff took the piece off sale: it is not listed and cannot be bought. */
    forSale: boolean("for_sale").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_tag_no_key").on(t.tagNo),
    uniqueIndex("products_huid_key").on(t.huid),
    check("products_pricing_mode", sql`${t.pricing} IN ('weighed', 'tag')`),
    check(
      "products_pricing_inputs",
      sql`(${t.pricing} = 'weighed' AND ${t.rateMetal} IS NOT NULL AND ${t.netWeightGrams} > 0) OR (${t.pricing} = 'tag' AND ${t.tagPricePaise} > 0)`,
    ),
    check("products_making_kind", sql`${t.makingKind} IN ('percent', 'per_gram')`),
    check(
      "products_charges_not_negative",
      sql`${t.makingValue} >= 0 AND ${t.stoneChargesPaise} >= 0 AND ${t.otherChargesPaise} >= 0 AND ${t.ratePerMille} > 0`,
    ),
    check("products_huid_form", sql`${t.huid} ~ '^[A-Z0-9]{6}$'`),
    // Relevance, overall and within a category (the most common listing). Ascending: Postgres scans
    // them backwards for DESC. (Drizzle's .desc() means DESC NULLS LAST, which ORDER BY x DESC —
    // NULLS FIRST — cannot use.) Price is product_prices' (decision 050).
    index("products_rank_idx").on(t.rank, t.sno),
    index("products_item_rank_idx").on(t.itemName, t.rank, t.sno),
    index("products_sub_item_idx").on(sql`lower(${t.subItemName})`),
    // Each remaining filter: Postgres combines these with bitmap AND.
    index("products_gender_idx").on(t.gender),
    index("products_occasion_idx").on(t.occasion),
    index("products_cat_name_idx").on(t.catName),
    index("products_finish_idx").on(t.materialFinish),
    index("products_color_idx").on(t.colorAccents),
    index("products_stone_unit_idx").on(t.stoneUnit),
    index("products_size_name_idx").on(t.sizeName),
    index("products_size_id_idx").on(t.sizeId),
    index("products_metal_id_idx").on(t.metalId),
    index("products_gift_ideas_idx").on(t.giftIdeas),
    index("products_new_arrival_idx").on(t.sno).where(sql`new_arrival`),
    index("products_top_trending_idx").on(t.sno).where(sql`top_trending`),
    index("products_best_design_idx").on(t.sno).where(sql`best_design`),
    index("products_featured_idx").on(t.sno).where(sql`featured`),
    index("products_search_vector_idx").using("gin", t.searchVector),
    // The few pieces off sale (decision 049): an unfiltered listing's count subtracts them.
    index("products_off_sale_idx").on(t.sno).where(sql`not for_sale`),
  ],
);

/**
 * Each piece's price line by line, in integer paise, derived from its pricing inputs and today's
 * rate by repricing.ts only (decision 046), in a narrow table of its own (decision 050): a rate
 * change rewrites these rows, never the wide, many-indexed rows of `products`.
 * `price_paise` is the price the shop charges: GrandTotal when above 0, else RATE (spec).
 * Stones and other charges are the inputs as billed (0 for a tag price), so the lines add up
 * within the row; `rate_per_gram_paise` is null for a tag price.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    sno: integer("sno")
      .primaryKey()
      .references(() => products.sno, { onDelete: "cascade" }),
    ratePerGramPaise: integer("rate_per_gram_paise"),
    metalValuePaise: integer("metal_value_paise").notNull().default(0),
    makingChargesPaise: integer("making_charges_paise").notNull().default(0),
    stoneLinePaise: integer("stone_line_paise").notNull().default(0),
    otherLinePaise: integer("other_line_paise").notNull().default(0),
    grossAmountPaise: integer("gross_amount_paise").notNull(),
    gstAmountPaise: integer("gst_amount_paise").notNull(),
    grandTotalPaise: integer("grand_total_paise").notNull(),
    ratePaise: integer("rate_paise").notNull(),
    pricePaise: integer("price_paise")
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN grand_total_paise > 0 THEN grand_total_paise ELSE rate_paise END`),
    /** When the rate used was set: "Price as of …". */
    pricedAt: timestamp("priced_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction that last wrote the row: a process patching its listing index reads only the
     * rows its last read's snapshot could not see (decision 050).
     */
    changedTxid: xid8("changed_txid").notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    check(
      "product_prices_total_adds_up",
      sql`${t.grandTotalPaise} = ${t.grossAmountPaise} + ${t.gstAmountPaise}`,
    ),
    check(
      "product_prices_breakup_adds_up",
      sql`${t.ratePerGramPaise} IS NULL OR ${t.grossAmountPaise} = ${t.metalValuePaise} + ${t.makingChargesPaise} + ${t.stoneLinePaise} + ${t.otherLinePaise}`,
    ),
    // Listings sorted or filtered by price in SQL (a search, a catalogue too large to index).
    index("product_prices_price_idx").on(t.pricePaise, t.sno),
  ],
);

/**
 * Every distinct word of the catalogue's search text (and gender and occasion) with the number of
 * pieces that use it: the vocabulary a misspelt search word is corrected to, by trigram
 * similarity. Kept by statement triggers on products (migration 0006), so it stays current
 * whoever writes the catalogue.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    pieces: integer("pieces").notNull(),
  },
  () => [index("search_words_trgm_idx").using("gin", sql`word gin_trgm_ops`)],
);

/**
 * Today's gold and silver rates, rupees per gram in paise: the header ticker's, and what weighed
 * pieces are priced at (decision 046).
 */
export const metalRates = pgTable(
  "metal_rates",
  {
    metal: text("metal").primaryKey(),
    ratePaise: integer("rate_paise").notNull(),
    position: integer("position").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("metal_rates_rate_positive", sql`${t.ratePaise} > 0`)],
);

/**
 * Every rate a metal has had, with who set it and when (decision 046): the rate history and its
 * chart. The demo's starting rates are its first entries (`staff_id` null, `staff_name` the seed's).
 */
export const metalRateChanges = pgTable(
  "metal_rate_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    metal: text("metal").notNull(),
    ratePaise: integer("rate_paise").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    staffId: integer("staff_id"),
    staffName: text("staff_name").notNull(),
  },
  (t) => [index("metal_rate_changes_metal_idx").on(t.metal, t.changedAt)],
);

const position = () => integer("position").notNull().default(0);

export const heroBanners = pgTable("hero_banners", {
  id: serial("id").primaryKey(),
  imagePath: text("image_path").notNull(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull(),
  itemName: text("item_name"),
  gender: text("gender"),
  position: position(),
});

export const occasionBanners = pgTable("occasion_banners", {
  id: serial("id").primaryKey(),
  occasion: text("occasion").notNull(),
  gender: text("gender"),
  action: text("action").notNull(),
  imagePath: text("image_path").notNull(),
  position: position(),
});

export const offerBanners = pgTable("offer_banners", {
  id: serial("id").primaryKey(),
  itemName: text("item_name").notNull(),
  subItemName: text("sub_item_name"),
  imagePath: text("image_path").notNull(),
  position: position(),
});

export const mainCategoryImages = pgTable("main_category_images", {
  id: serial("id").primaryKey(),
  itemName: text("item_name").notNull(),
  imagePath: text("image_path").notNull(),
  position: position(),
});

export const festivalBanners = pgTable("festival_banners", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull(),
  itemName: text("item_name"),
  subItemName: text("sub_item_name"),
  imagePath: text("image_path").notNull(),
  position: position(),
});

export const categoryBanners = pgTable("category_banners", {
  id: serial("id").primaryKey(),
  itemName: text("item_name").notNull(),
  subItemName: text("sub_item_name"),
  imagePath: text("image_path").notNull(),
  title: text("title").notNull(),
  position: position(),
});

export const videos = pgTable("videos", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  videoPath: text("video_path").notNull(),
  posterPath: text("poster_path").notNull(),
  position: position(),
});

export const budgetCategories = pgTable("budget_categories", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  minPricePaise: integer("min_price_paise").notNull(),
  /** Null for an open-ended band ("3000 and above"). */
  maxPricePaise: integer("max_price_paise"),
  imagePath: text("image_path").notNull(),
  alt: text("alt").notNull(),
  position: position(),
});

/** Header images of a listing, looked up by itemName and optional subItemName. */
export const categoryImages = pgTable(
  "category_images",
  {
    id: serial("id").primaryKey(),
    itemName: text("item_name").notNull(),
    subItemName: text("sub_item_name"),
    images: text("images").array().notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
  },
  (t) => [index("category_images_item_idx").on(sql`lower(${t.itemName})`, sql`lower(${t.subItemName})`)],
);

export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  city: text("city").notNull(),
  quote: text("quote").notNull(),
  rating: integer("rating").notNull(),
  position: position(),
});

/**
 * One row, bumped by a trigger whenever a catalogue table changes; response caches compare it to
 * decide whether what they hold is still true. Migration 0004 adds the triggers that keep
 * product_count.
 */
export const catalogVersion = pgTable("catalog_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  /**
   * Moved with `version` by writes to products only, and `prices_version` by writes to
   * product_prices only: a change of prices patches each process's listing index in place, any
   * other change of a piece rebuilds it (decision 050).
   */
  piecesVersion: bigint("pieces_version", { mode: "number" }).notNull().default(1),
  pricesVersion: bigint("prices_version", { mode: "number" }).notNull().default(1),
  /** Rows in products, kept by triggers so an unfiltered listing need not count the whole table. */
  productCount: integer("product_count").notNull().default(0),
});
