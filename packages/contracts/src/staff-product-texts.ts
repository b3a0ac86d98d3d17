import type { ITEM_NAMES } from "./constants.ts";

/**
 * The staff console's catalogue (issue 26 item 4, decision 049), without Zod: the pages import
 * these; the API's documented schemas are in staff-products.ts.
 */

/**
 * The sub-items (SUBITEMNAME) each category (ITEMNAME) lists, as the storefront's listings and
 * the demo know them. A new sub-item is a line here.
 */
export const SUB_ITEMS: Record<(typeof ITEM_NAMES)[number], readonly string[]> = {
  Rings: [
    "Engagement Rings",
    "Wedding Rings",
    "Couple Rings",
    "Daily Wear Rings",
    "Cocktail Rings",
    "Toe Rings",
    "50% Off",
    "Buy 1 Get 1",
  ],
  Necklaces: ["Chains", "Pendants", "Chokers", "Temple Necklaces", "Mangalsutra", "50% Off", "Buy 1 Get 1"],
  Bracelets: ["Bangles", "Kadas", "Chain Bracelets", "Kids Bangles", "Anklets", "50% Off", "Buy 1 Get 1"],
  Earrings: ["Studs", "Jhumkas", "Chandbalis", "Hoops", "Drops", "50% Off", "Buy 1 Get 1"],
  Bridal: ["Bridal Sets", "Maang Tikka", "Bridal Bangles", "Haarams"],
  Clearance: ["50% Off", "Buy 1 Get 1", "Last Pieces"],
  "Gift Ideas": ["For Him", "For Her", "For Kids"],
};

/**
 * A piece's fields as the API takes them and the CSV's columns, in order: the spec's product
 * fields, then how it is priced, its stock and whether it is for sale. Money is rupees;
 * `makingValue` is a percent of the metal value ("percent") or rupees per gram ("per_gram").
 */
export const STAFF_PRODUCT_FIELDS = [
  "TAGNO",
  "ITEMID",
  "ITEMNAME",
  "SUBITEMNAME",
  "CATNAME",
  "PRODUCTNAME",
  "PURITY",
  "NETWT",
  "MaterialFinish",
  "Description",
  "Gender",
  "CollectionType",
  "ColorAccents",
  "Occasion",
  "NewArrival",
  "Top_Trending",
  "BestDesign",
  "Featured",
  "GiftIdeas",
  "SizeName",
  "SizeId",
  "MetalId",
  "StoneUnit",
  "MRP",
  "HUID",
  "pricing",
  "makingKind",
  "makingValue",
  "stoneCharges",
  "otherCharges",
  "tagPrice",
  "stock",
  "forSale",
] as const;
export type StaffProductField = (typeof STAFF_PRODUCT_FIELDS)[number];

/** Export-only columns: what the piece comes to now and its photos; an import ignores them. */
export const STAFF_PRODUCT_EXPORT_ONLY = ["SNO", "GrandTotal", "ImagePath"] as const;

export const STAFF_PRODUCT_LIMITS = {
  tagNoMax: 40,
  nameMax: 120,
  descriptionMax: 2000,
  shortTextMax: 60,
  queryMax: 80,
  pageSize: 25,
  maxPageSize: 100,
  maxStock: 100_000,
  maxItemId: 2_147_483_647,
  /** The largest CSV an import takes, in bytes (10,000 rows take about 3 MB). */
  maxCsvBytes: 8 * 1024 * 1024,
  maxCsvRows: 20_000,
} as const;

export const STAFF_PRODUCT_MESSAGES = {
  invalid: "Please correct the fields shown",
  notFound: "No piece with this SNO",
  tagNoTaken: (tagNo: string) => `Another piece already has TAGNO ${tagNo}`,
  huidTaken: (tagNo: string) => `HUID already belongs to piece ${tagNo}`,
  huidOnePiece: "A piece with a HUID is one physical piece: stock must be 0 or 1",
  inOrders:
    "This piece is in orders and cannot be deleted: mark it not for sale instead, so it is neither listed nor sold",
  created: "Piece created",
  saved: "Piece saved",
  deleted: "Piece deleted",
  importRefused: "The file has bad rows: nothing was imported. Correct them and try again",
  csvOnly: "Send the CSV as text/csv",
  csvTooLarge: `The CSV may be at most ${8} MB`,
  notForSale: (name: string) => `${name} is not for sale`,
} as const;

/** One row's outcome in an import's report. */
export interface ImportReportRow {
  /** The line's number in the file, the header being line 1. */
  row: number;
  tagNo: string;
  action: "create" | "update" | "unchanged" | "error";
  /** The fields an update changes. */
  changed: string[];
  /** Why a bad row is refused. */
  errors: string[];
}
