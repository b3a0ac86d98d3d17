import {
  CATALOGUE_METALS,
  COLOR_ACCENTS,
  GENDERS,
  GIFT_IDEAS,
  ITEM_NAMES,
  MATERIAL_FINISHES,
  OCCASIONS,
  PAGE_SIZE_DEFAULT,
  SIZE_NAMES,
  SORT_DIRECTIONS,
  SORT_KEYS,
  STONE_UNITS,
} from "@nagai/contracts/constants";
import { rupeesToPaise } from "@nagai/contracts/money";
import type { ProductFilterQuery } from "@nagai/contracts/product";
import { badRequest } from "../../http-errors.ts";
import { toSearchWords } from "./search-text.ts";

/** The listing filter after every value was checked: canonical values only, money in paise. */
export interface ProductFilter {
  itemName?: string;
  /**
   * Free text from the search bar (an itemName that is not a category), as its search words
   * joined by single spaces; may be empty when the text had no letters or digits.
   */
  search?: string;
  subItemName?: string;
  catName?: string;
  metalId?: number;
  sizeId?: number;
  sizeName?: string;
  gender?: string;
  occasion?: string;
  materialFinish?: string;
  colorAccent?: string;
  stoneUnit?: string;
  giftIdeas?: string;
  inStock?: boolean;
  newArrival?: boolean;
  topTrending?: boolean;
  bestDesign?: boolean;
  featured?: boolean;
  minPricePaise?: number;
  maxPricePaise?: number;
}

export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ProductListRequest {
  filter: ProductFilter;
  sortBy: SortKey;
  sortDirection: SortDirection;
  page: number;
  pageSize: number;
  /** Count each filter panel value too (decision 055). */
  withFacets?: boolean;
  warnings: string[];
}

/**
 * The menu's "Buy 2 Get 1" card links the sets stored as "Buy 1 Get 1" (spec, mega menu). A Map,
 * not an object: `subItemName=__proto__` must find nothing, not Object.prototype.
 */
const SUB_ITEM_ALIASES = new Map([["buy 2 get 1", "Buy 1 Get 1"]]);

/**
 * Turns the query string into a checked listing request. Following the spec, values outside a
 * filter's allowed list are ignored with a warning; numbers that do not parse were already
 * refused by the query schema, and contradictory prices are refused here.
 */
export function parseProductListRequest(query: ProductFilterQuery): ProductListRequest {
  const warnings: string[] = [];
  const filter: ProductFilter = {};

  const pick = <T extends string>(
    name: string,
    raw: string | undefined,
    allowed: readonly T[],
    normalise = (s: string) => s.toLowerCase(),
  ) => {
    const value = clean(raw);
    if (value === undefined) return undefined;
    const match = allowed.find((option) => normalise(option) === normalise(value));
    if (match === undefined)
      warnings.push(`Ignored ${name}="${value}": allowed values are ${allowed.join(", ")}`);
    return match;
  };
  const flag = (name: string, ...raws: (string | undefined)[]) => {
    const value = raws.map(clean).find((v) => v !== undefined);
    if (value === undefined) return undefined;
    const lower = value.toLowerCase();
    if (["yes", "y", "true", "1"].includes(lower)) return true;
    if (["no", "n", "false", "0"].includes(lower)) return false;
    warnings.push(`Ignored ${name}="${value}": use YES or NO`);
    return undefined;
  };

  const itemName = clean(query.itemName);
  if (itemName !== undefined) {
    const category = ITEM_NAMES.find((name) => singular(name) === singular(itemName));
    if (category) filter.itemName = category;
    else filter.search = toSearchWords(itemName).join(" ");
  }
  const subItemName = clean(query.subItemName);
  if (subItemName !== undefined)
    filter.subItemName = SUB_ITEM_ALIASES.get(subItemName.toLowerCase()) ?? subItemName;
  filter.catName = pick("catName", query.catName, CATALOGUE_METALS);
  filter.metalId = query.metalId;
  filter.sizeId = query.sizeId;
  filter.sizeName = pick("sizeName", query.sizeName, SIZE_NAMES, (s) => s);
  filter.gender = pick("gender", query.gender, GENDERS);
  filter.occasion = pick("occasion", query.occasion, OCCASIONS, (s) =>
    s.toUpperCase().replace(/[\s-]+/g, "_"),
  );
  filter.materialFinish = pick("materialFinish", query.materialFinish, MATERIAL_FINISHES);
  filter.colorAccent = pick("colorAccent", query.colorAccent, COLOR_ACCENTS);
  filter.stoneUnit = pick("stoneUnit", query.stoneUnit, STONE_UNITS);
  filter.giftIdeas = pick("giftIdeas", query.giftIdeas, GIFT_IDEAS);
  const availability = pick("availability", query.availability, ["IN_STOCK", "OUT_OF_STOCK"], (s) =>
    s.toUpperCase().replace(/[\s-]+/g, "_"),
  );
  if (availability) filter.inStock = availability === "IN_STOCK";
  filter.newArrival = flag("new_arrival", query.new_arrival, query.new_arrivals);
  filter.topTrending = flag("top_trending", query.top_trending);
  filter.bestDesign = flag("best_design", query.best_design);
  filter.featured = flag("featured", query.featured, query.featured_products);

  const range = parsePriceRange(query.priceRange);
  const min = query.minGrandTotal ?? range?.min;
  const max = query.maxGrandTotal ?? range?.max;
  if (min !== undefined && max !== undefined && min > max) {
    throw badRequest("minGrandTotal must not be more than maxGrandTotal", {
      minGrandTotal: "must not be more than maxGrandTotal",
    });
  }
  if (min !== undefined && min > 0) filter.minPricePaise = rupeesToPaise(min);
  if (max !== undefined) filter.maxPricePaise = rupeesToPaise(max);

  const { sortBy, sortDirection } = parseSort(query.sortBy, query.sortDirection, warnings);
  const withFacets = flag("facets", query.facets) === true;
  return {
    filter: dropUndefined(filter),
    sortBy,
    sortDirection,
    page: query.page ?? 0,
    pageSize: query.pageSize ?? PAGE_SIZE_DEFAULT,
    ...(withFacets ? { withFacets } : {}),
    warnings,
  };
}

function parseSort(rawKey: string | undefined, rawDirection: string | undefined, warnings: string[]) {
  let key = clean(rawKey);
  let direction = clean(rawDirection);
  // The shop's sort menu sends key_direction pairs such as price_ASC; both parts must be valid.
  const pair = key?.match(/^([a-z]+)_(asc|desc)$/i);
  if (pair) {
    key = pair[1];
    direction ??= pair[2];
  }
  let sortBy: SortKey = "relevance";
  if (key !== undefined) {
    const match = SORT_KEYS.find((k) => k === key?.toLowerCase());
    if (match) sortBy = match;
    else warnings.push(`Ignored sortBy="${key}": allowed values are ${SORT_KEYS.join(", ")}`);
  }
  let sortDirection: SortDirection = sortBy === "price" ? "ASC" : "DESC";
  if (direction !== undefined) {
    const match = SORT_DIRECTIONS.find((d) => d === direction?.toUpperCase());
    if (match) sortDirection = match;
    else warnings.push(`Ignored sortDirection="${direction}": allowed values are ASC, DESC`);
  }
  return { sortBy, sortDirection };
}

function parsePriceRange(raw: string | undefined): { min?: number; max?: number } | undefined {
  const value = clean(raw);
  if (value === undefined) return undefined;
  const match = value.match(/^(\d+(?:\.\d{1,2})?)?\s*-\s*(\d+(?:\.\d{1,2})?)?$/);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw badRequest("priceRange must look like 100-599 (rupees)", { priceRange: "must look like 100-599" });
  }
  return {
    min: match[1] === undefined ? undefined : Number(match[1]),
    max: match[2] === undefined ? undefined : Number(match[2]),
  };
}

/** Filter calls drop empty values and strip surrounding quotes and whitespace (spec section 5). */
function clean(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const value = raw
    .trim()
    .replace(/^["']+|["']+$/g, "")
    .trim();
  return value === "" ? undefined : value;
}

function singular(name: string): string {
  return name.toLowerCase().replace(/s$/, "");
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
