import {
  CATALOGUE_METALS,
  COLOR_ACCENTS,
  GENDERS,
  GIFT_IDEAS,
  ITEM_NAMES,
  LISTING_INITIAL_SIZE,
  MATERIAL_FINISHES,
  OCCASIONS,
  PRICE_RANGE_MAX,
  PRICE_RANGE_MIN,
  SIZE_NAMES,
  STONE_UNITS,
} from "@nagai/contracts/constants";
import { formatRupees } from "@nagai/contracts/money";
import { FINISH_LABELS, OCCASION_LABELS } from "../../lib/catalogue-labels";

/*
 * The listing's query string is its only state (spec section 2: the page "reads the query
 * string"). This module reads it the way the API does (same allowed lists, same cleaning), so
 * that invalid values are dropped here rather than sent, and it writes every change back.
 *
 * Design choice (the spec does not show it): the number of cards shown lives in the URL as
 * `show` (20, 30, 40 ...), so a reloaded or shared link shows as many cards as the shopper had
 * loaded. It is not a filter: the canonical link leaves it out and any filter change drops it.
 */

export interface Choice {
  value: string;
  label: string;
}

/** A filter the panel offers as a radio group with an "All" option. */
export interface ChoiceFilter {
  key: string;
  title: string;
  choices: readonly Choice[];
  /** How the API compares a value with its list (case, spaces); the URL may hold any spelling. */
  normalise: (value: string) => string;
}

const lower = (value: string) => value.toLowerCase();
const asIs = (value: string) => value;
const enumLike = (value: string) => value.toUpperCase().replace(/[\s-]+/g, "_");

const toChoices = (values: readonly string[], labels: Record<string, string> = {}): Choice[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** The panel's sections in the spec's order (Price and Sort follow them). */
export const PANEL_FILTERS: readonly ChoiceFilter[] = [
  { key: "gender", title: "Gender", choices: toChoices(GENDERS), normalise: lower },
  {
    key: "occasion",
    title: "Occasion",
    choices: toChoices(OCCASIONS, OCCASION_LABELS),
    normalise: enumLike,
  },
  // "2.10" is a bangle size, not 2.1: sizes compare exactly, as the API does.
  { key: "sizeName", title: "Size", choices: toChoices(SIZE_NAMES), normalise: asIs },
  { key: "colorAccent", title: "Color", choices: toChoices(COLOR_ACCENTS), normalise: lower },
  {
    key: "materialFinish",
    title: "Finish",
    choices: toChoices(MATERIAL_FINISHES, FINISH_LABELS),
    normalise: lower,
  },
  { key: "stoneUnit", title: "Stone Unit", choices: toChoices(STONE_UNITS), normalise: lower },
];

/** List filters that arrive from menus and banners; they show as tags, not in the panel. */
const MENU_FILTERS: readonly ChoiceFilter[] = [
  { key: "catName", title: "Metal", choices: toChoices(CATALOGUE_METALS), normalise: lower },
  {
    key: "giftIdeas",
    title: "Gift Ideas",
    choices: toChoices(GIFT_IDEAS, { for_him: "For Him", for_her: "For Her" }),
    normalise: lower,
  },
  {
    key: "availability",
    title: "Availability",
    choices: toChoices(["IN_STOCK", "OUT_OF_STOCK"], { IN_STOCK: "In Stock", OUT_OF_STOCK: "Out of Stock" }),
    normalise: enumLike,
  },
];

/** Collection flags; the menus use two spellings of some, and both mean the same filter. */
const FLAGS: readonly { keys: readonly string[]; label: string }[] = [
  { keys: ["top_trending"], label: "Top Trending" },
  { keys: ["new_arrival", "new_arrivals"], label: "New Arrivals" },
  { keys: ["best_design"], label: "Best Design" },
  { keys: ["featured", "featured_products"], label: "Featured" },
];

const ID_FILTERS: readonly { key: string; label: string }[] = [
  { key: "metalId", label: "Metal no." },
  { key: "sizeId", label: "Size no." },
];

export const SORT_CHOICES = [
  { value: "relevance_DESC", label: "Most Relevant" },
  { value: "price_ASC", label: "Price Low to High" },
  { value: "price_DESC", label: "Price High to Low" },
] as const;
export type SortValue = (typeof SORT_CHOICES)[number]["value"];
export const DEFAULT_SORT: SortValue = "relevance_DESC";

export const PRICE_KEYS = ["minGrandTotal", "maxGrandTotal", "priceRange"] as const;
export const SORT_KEYS = ["sortBy", "sortDirection"] as const;
/** Paging keys: dropped by every filter change, which starts again at the first 20. */
const PAGING_KEYS = ["show", "page", "pageSize"] as const;
/** More than this many cards is not a shopper's page; the loader would make 10 calls for it. */
const SHOW_MAX = 1000;

export interface ActiveFilter {
  /** Unique per tag, for React keys and test ids. */
  id: string;
  label: string;
  /** The query keys that removing this tag deletes (a filter and its aliases). */
  keys: readonly string[];
}

export interface Listing {
  /** The filter in canonical spelling, in a stable order: the API's query and the canonical link's. */
  filters: [string, string][];
  /** Current value of each panel filter ("" for All). */
  choices: Record<string, string>;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: SortValue;
  active: ActiveFilter[];
  /** How many cards to show: 20, then 10 more per Load More. */
  show: number;
  /** The free text of a search (an itemName that is not a category), else undefined. */
  search: string | undefined;
  category: string | undefined;
}

/**
 * Filter calls drop empty values and strip surrounding quotes and whitespace (spec section 5).
 * Control characters (a NUL from a crafted link) are no part of any name or search: dropped too.
 */
function clean(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const value = raw
    .replace(/\p{Cc}/gu, "")
    .trim()
    .replace(/^["']+|["']+$/g, "")
    .trim();
  return value === "" ? undefined : value;
}

function findChoice(filter: ChoiceFilter, raw: string | null): Choice | undefined {
  const value = clean(raw);
  if (value === undefined) return undefined;
  const wanted = filter.normalise(value);
  return filter.choices.find((choice) => filter.normalise(choice.value) === wanted);
}

function readFlag(params: URLSearchParams, keys: readonly string[]): boolean | undefined {
  for (const key of keys) {
    const value = clean(params.get(key))?.toLowerCase();
    if (value === undefined) continue;
    if (["yes", "y", "true", "1"].includes(value)) return true;
    if (["no", "n", "false", "0"].includes(value)) return false;
  }
  return undefined;
}

/**
 * Rupees as the API takes them (599 or 599.50); anything else is ignored, not sent. So is an
 * amount of more than nine digits (₹99,99,99,999): no piece costs that, and beyond 21 digits a
 * number would be written back as "1e+26", which the API refuses.
 */
function readRupees(raw: string | null | undefined): number | undefined {
  const value = clean(raw ?? null);
  return value !== undefined && /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Number(value) : undefined;
}

function readPrice(params: URLSearchParams): { min?: number; max?: number } {
  const range = clean(params.get("priceRange"))?.match(/^(\d+(?:\.\d{1,2})?)?\s*-\s*(\d+(?:\.\d{1,2})?)?$/);
  let min = readRupees(params.get("minGrandTotal")) ?? readRupees(range?.[1]);
  let max = readRupees(params.get("maxGrandTotal")) ?? readRupees(range?.[2]);
  // The slider's ends mean "no bound" (spec section 5 drops them from the query).
  if (min !== undefined && min <= PRICE_RANGE_MIN) min = undefined;
  if (max !== undefined && max >= PRICE_RANGE_MAX) max = undefined;
  // The API refuses min > max with a 400; a link that says so has an invalid minimum, so it is ignored.
  if (min !== undefined && max !== undefined && min > max) min = undefined;
  return { min, max };
}

function readSort(params: URLSearchParams): SortValue {
  let key = clean(params.get("sortBy"))?.toLowerCase();
  let direction = clean(params.get("sortDirection"))?.toUpperCase();
  // The shop's sort menu sends key_direction pairs such as price_ASC; both parts must be valid.
  const pair = key?.match(/^([a-z]+)_(asc|desc)$/);
  if (pair) {
    key = pair[1];
    direction ??= pair[2]?.toUpperCase();
  }
  if (key !== "price") return DEFAULT_SORT;
  if (direction === undefined || direction === "ASC") return "price_ASC";
  return direction === "DESC" ? "price_DESC" : DEFAULT_SORT;
}

function readShow(params: URLSearchParams): number {
  const raw = params.get("show") ?? "";
  const show = /^\d{1,6}$/.test(raw) ? Number(raw) : LISTING_INITIAL_SIZE;
  return Math.min(Math.max(show, LISTING_INITIAL_SIZE), SHOW_MAX);
}

function getCategory(itemName: string): string | undefined {
  const singular = (name: string) => name.toLowerCase().replace(/s$/, "");
  return ITEM_NAMES.find((name) => singular(name) === singular(itemName));
}

const wholeRupees = (rupees: number) => formatRupees(rupees, { whole: true });

export function getPriceLabel(min: number | undefined, max: number | undefined): string {
  if (max === undefined) return `${wholeRupees(min ?? PRICE_RANGE_MIN)} and above`;
  return `${wholeRupees(min ?? PRICE_RANGE_MIN)} – ${wholeRupees(max)}`;
}

export function readListing(params: URLSearchParams): Listing {
  const filters: [string, string][] = [];
  const active: ActiveFilter[] = [];
  const choices: Record<string, string> = {};

  const itemName = clean(params.get("itemName"));
  const category = itemName === undefined ? undefined : getCategory(itemName);
  const search = itemName !== undefined && category === undefined ? itemName : undefined;
  if (itemName !== undefined) {
    filters.push(["itemName", category ?? itemName]);
    active.push({
      id: "itemName",
      label: category ?? `Search: “${itemName}”`,
      keys: ["itemName"],
    });
  }
  const subItemName = clean(params.get("subItemName"));
  if (subItemName !== undefined) {
    filters.push(["subItemName", subItemName]);
    active.push({ id: "subItemName", label: subItemName, keys: ["subItemName"] });
  }

  for (const filter of [...PANEL_FILTERS, ...MENU_FILTERS]) {
    const choice = findChoice(filter, params.get(filter.key));
    choices[filter.key] = choice?.value ?? "";
    if (!choice) continue;
    filters.push([filter.key, choice.value]);
    active.push({ id: filter.key, label: `${filter.title}: ${choice.label}`, keys: [filter.key] });
  }

  for (const flag of FLAGS) {
    const value = readFlag(params, flag.keys);
    if (value === undefined) continue;
    const [key] = flag.keys;
    if (key === undefined) continue;
    filters.push([key, value ? "YES" : "NO"]);
    active.push({ id: key, label: value ? flag.label : `Not ${flag.label}`, keys: flag.keys });
  }

  for (const { key, label } of ID_FILTERS) {
    const value = clean(params.get(key));
    if (value === undefined || !/^\d{1,6}$/.test(value)) continue;
    filters.push([key, value]);
    active.push({ id: key, label: `${label} ${value}`, keys: [key] });
  }

  const { min, max } = readPrice(params);
  if (min !== undefined) filters.push(["minGrandTotal", String(min)]);
  if (max !== undefined) filters.push(["maxGrandTotal", String(max)]);
  if (min !== undefined || max !== undefined) {
    active.push({ id: "price", label: getPriceLabel(min, max), keys: PRICE_KEYS });
  }

  const sort = readSort(params);
  if (sort !== DEFAULT_SORT) {
    const [sortBy = "", sortDirection = ""] = sort.split("_");
    filters.push(["sortBy", sortBy], ["sortDirection", sortDirection]);
    const label = SORT_CHOICES.find((choice) => choice.value === sort)?.label ?? sort;
    active.push({ id: "sort", label: `Sort: ${label}`, keys: SORT_KEYS });
  }

  return {
    filters,
    choices,
    minPrice: min,
    maxPrice: max,
    sort,
    active,
    show: readShow(params),
    search,
    category,
  };
}

/**
 * The query after a filter change: the given keys replaced, and paging dropped so the listing
 * starts again at the first 20 (spec section 4). Keys the listing does not know (a campaign tag,
 * say) are kept, as the shopper's link had them.
 */
export function getChangedSearch(
  params: URLSearchParams,
  remove: readonly string[],
  set: Record<string, string> = {},
): string {
  const next = new URLSearchParams(params);
  for (const key of [...PAGING_KEYS, ...remove]) next.delete(key);
  for (const [key, value] of Object.entries(set)) next.set(key, value);
  const text = next.toString();
  return text === "" ? "" : `?${text}`;
}

/** The query with a panel filter set to a value ("" for All): what the drawer and the sidebar link to. */
export function getChoiceSearch(params: URLSearchParams, key: string, value: string): string {
  return getChangedSearch(params, [key], value ? { [key]: value } : {});
}

/** The query for one more Load More: same filter, 10 more cards. */
export function getShowSearch(params: URLSearchParams, show: number): string {
  const next = new URLSearchParams(params);
  next.delete("page");
  next.delete("pageSize");
  next.set("show", String(show));
  return `?${next.toString()}`;
}

/** URL keys for a sort choice; the default sort is the absence of both. */
export function getSortParams(sort: string): Record<string, string> {
  const choice = SORT_CHOICES.find((option) => option.value === sort);
  if (!choice || choice.value === DEFAULT_SORT) return {};
  const [sortBy = "", sortDirection = ""] = choice.value.split("_");
  return { sortBy, sortDirection };
}

/** Canonical listing path: /shop-left with the filter only (no `show`), whatever variant served it. */
export function getCanonicalPath(listing: Listing): string {
  const query = new URLSearchParams(listing.filters).toString();
  return query === "" ? "/shop-left" : `/shop-left?${query}`;
}

/** The active filters the Filters badge counts: the sort orders the pieces, it filters none. */
export function countFilters(listing: Listing): number {
  return listing.active.filter((filter) => filter.id !== "sort").length;
}

const GIFT_HEADINGS: Record<string, string> = { for_him: "Gifts for Him", for_her: "Gifts for Her" };

/**
 * The page's heading names what is shown: a search, a category or sub-item (for a gender), a
 * gift idea, a collection, a metal or an occasion, narrowed by a price band ("Under ₹10,000").
 */
export function getListingHeading(listing: Listing): string {
  if (listing.search !== undefined) return `Search results for "${listing.search}"`;
  const value = (key: string) => listing.filters.find(([name]) => name === key)?.[1];
  const gender = listing.choices.gender;
  const sub = value("subItemName");
  const base =
    listing.category === "Gift Ideas"
      ? `Gifts${sub ? ` ${sub.replace(/^For /i, "for ")}` : ""}`
      : listing.category && sub
        ? `${listing.category}: ${sub}`
        : (listing.category ?? sub);
  const flag = FLAGS.find((candidate) => candidate.keys[0] && value(candidate.keys[0]) === "YES");
  const occasion = PANEL_FILTERS.find((filter) => filter.key === "occasion")?.choices.find(
    (choice) => choice.value === listing.choices.occasion,
  );
  const metal = value("catName");
  const gift = GIFT_HEADINGS[value("giftIdeas") ?? ""];
  let subject: string | undefined;
  if (base && gender) subject = `${base} for ${gender}`;
  else if (base) subject = base;
  else if (gift) subject = gift;
  else if (flag) subject = flag.label;
  else if (gender) subject = `Jewellery for ${gender}`;
  else if (metal) subject = `${metal} Jewellery`;
  else if (occasion) subject = `${occasion.label} Jewellery`;
  const price = getPriceHeading(listing.minPrice, listing.maxPrice);
  if (subject && price) return `${subject} ${price.charAt(0).toLowerCase()}${price.slice(1)}`;
  return subject ?? price ?? "All Jewellery";
}

function getPriceHeading(min: number | undefined, max: number | undefined): string | undefined {
  if (min === undefined && max === undefined) return undefined;
  if (min === undefined) return `Under ${wholeRupees(max ?? PRICE_RANGE_MAX)}`;
  if (max === undefined) return `From ${wholeRupees(min)}`;
  return `From ${wholeRupees(min)} to ${wholeRupees(max)}`;
}
