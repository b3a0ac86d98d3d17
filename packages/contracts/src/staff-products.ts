import { z } from "zod";
import { ITEM_NAMES } from "./constants.ts";
import { MAKING_KINDS, PRICING_MODES, PriceBreakupSchema } from "./pricing.ts";
import { AuditEntrySchema } from "./staff.ts";
import { visibleText } from "./staff-forms.ts";
import { STAFF_PRODUCT_LIMITS } from "./staff-product-texts.ts";
import { wholeNumber } from "./whole-number.ts";

export * from "./staff-product-texts.ts";

const L = STAFF_PRODUCT_LIMITS;
const text = (max: number) => z.string().max(max * 2);
const flag = z.union([z.boolean(), z.enum(["YES", "NO"])]);

/**
 * A piece as the staff write it (POST /staff/products, PUT /staff/products/{sno}): every field of
 * the spec's product, how it is priced, its stock and whether it is for sale. The server checks
 * each field (400 with `fields` naming each bad one); a weighed piece's tagPrice and a tag
 * piece's weight-pricing fields are ignored. Money in rupees with at most two decimals.
 */
const StaffProductFields = z.object({
  TAGNO: text(L.tagNoMax),
  ITEMID: z.number().int().nullable().describe("Required: null is answered with a field message"),
  ITEMNAME: z
    .string()
    .max(40)
    .describe(`One of ${ITEM_NAMES.join(", ")}`),
  SUBITEMNAME: text(L.shortTextMax).describe("A sub-item of the category (SUB_ITEMS)"),
  CATNAME: text(L.shortTextMax).describe("Gold, Silver or Oxidised"),
  PRODUCTNAME: text(L.nameMax),
  PURITY: text(L.shortTextMax).describe("One of PURITIES: 22K, 925 Sterling, German Silver, …"),
  NETWT: z.number().nullable().describe("Net metal weight, grams, three decimals; 0 for a tag piece"),
  MaterialFinish: text(L.shortTextMax),
  Description: text(L.descriptionMax),
  Gender: text(L.shortTextMax),
  CollectionType: text(L.shortTextMax),
  ColorAccents: text(L.shortTextMax),
  Occasion: text(L.shortTextMax),
  NewArrival: flag.optional(),
  Top_Trending: flag.optional(),
  BestDesign: flag.optional(),
  Featured: flag.optional(),
  GiftIdeas: text(L.shortTextMax).nullable().optional(),
  SizeName: text(L.shortTextMax).nullable().optional(),
  SizeId: z.number().int().nullable().optional(),
  MetalId: z.number().int().nullable().optional(),
  StoneUnit: text(L.shortTextMax).nullable().optional(),
  MRP: z.number().nullable().optional().describe("Compare-at price, rupees; null for none"),
  HUID: text(L.shortTextMax).nullable().optional().describe("6 capital letters and digits; one piece"),
  pricing: z.enum(PRICING_MODES),
  makingKind: z.enum(MAKING_KINDS).optional(),
  makingValue: z.number().nullable().optional().describe("Percent of the metal value, or rupees per gram"),
  stoneCharges: z.number().nullable().optional().describe("Rupees"),
  otherCharges: z.number().nullable().optional().describe("Rupees: hallmarking, certification"),
  tagPrice: z.number().nullable().optional().describe("A tag-priced piece's price including GST, rupees"),
  stock: z.number().int().nullable().describe("Pieces the shop holds; null for 0"),
  forSale: z.boolean().describe("False: not listed, not found, cannot be bought"),
});
export const StaffProductInputSchema = StaffProductFields;
export type StaffProductInput = z.infer<typeof StaffProductInputSchema>;

/** A piece as the console shows it: what it was given, what it comes to now, its photos and audit. */
export const StaffProductSchema = StaffProductFields.extend({
  SNO: z.number().int(),
  ITEMID: z.number().int(),
  NETWT: z.number(),
  stock: z.number().int(),
  NewArrival: z.enum(["YES", "NO"]),
  Top_Trending: z.enum(["YES", "NO"]),
  BestDesign: z.enum(["YES", "NO"]),
  Featured: z.enum(["YES", "NO"]),
  GiftIdeas: z.string().nullable(),
  SizeName: z.string().nullable(),
  SizeId: z.number().int().nullable(),
  MetalId: z.number().int().nullable(),
  StoneUnit: z.string().nullable(),
  MRP: z.number().nullable(),
  HUID: z.string().nullable(),
  makingKind: z.enum(MAKING_KINDS),
  makingValue: z.number(),
  stoneCharges: z.number(),
  otherCharges: z.number(),
  tagPrice: z.number().nullable(),
  available: z.number().int().describe("Stock less what orders hold"),
  GrandTotal: z.number().describe("What it comes to now, rupees"),
  ImagePath: z.array(z.string()),
  PriceBreakup: PriceBreakupSchema,
  updatedAt: z.string(),
  audit: z.array(AuditEntrySchema),
}).meta({ id: "StaffProduct" });
export type StaffProduct = z.infer<typeof StaffProductSchema>;

export const StaffProductRowSchema = z
  .object({
    SNO: z.number().int(),
    TAGNO: z.string(),
    PRODUCTNAME: z.string(),
    ITEMNAME: z.string(),
    SUBITEMNAME: z.string(),
    PURITY: z.string(),
    HUID: z.string().nullable(),
    GrandTotal: z.number(),
    stock: z.number().int(),
    forSale: z.boolean(),
  })
  .meta({ id: "StaffProductRow" });
export type StaffProductRow = z.infer<typeof StaffProductRowSchema>;

export const StaffProductListSchema = z
  .object({
    content: z.array(StaffProductRowSchema).describe("By SNO, newest first"),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: "StaffProductList" });
export type StaffProductList = z.infer<typeof StaffProductListSchema>;

export const StaffProductListQuerySchema = z.object({
  q: visibleText("q", L.queryMax).optional().describe("A TAGNO, a HUID or words of the name"),
  page: wholeNumber({ min: 0, max: 100_000, message: "page must be a whole number from 0" })
    .default(0)
    .describe("Zero-based"),
  size: wholeNumber({
    min: 1,
    max: L.maxPageSize,
    message: `size must be a whole number from 1 to ${L.maxPageSize}`,
  }).default(L.pageSize),
});

export const StaffProductParamsSchema = z.object({
  sno: wholeNumber({ min: 1, max: 2_147_483_647, message: "sno must be a whole number from 1" }),
});

export const StaffProductImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .default("true")
    .describe("true (the default): report only; false: import when no row is bad"),
});

export const ImportReportSchema = z
  .object({
    dryRun: z.boolean(),
    imported: z.boolean().describe("True when the rows were written"),
    summary: z.object({
      rows: z.number().int(),
      create: z.number().int(),
      update: z.number().int(),
      unchanged: z.number().int(),
      errors: z.number().int(),
    }),
    message: z.string(),
    rows: z
      .array(
        z.object({
          row: z.number().int().describe("Line of the file; the header is line 1"),
          tagNo: z.string(),
          action: z.enum(["create", "update", "unchanged", "error"]),
          changed: z.array(z.string()),
          errors: z.array(z.string()),
        }),
      )
      .describe("Every row but unchanged ones"),
  })
  .meta({ id: "StaffProductImportReport" });
export type ImportReport = z.infer<typeof ImportReportSchema>;
