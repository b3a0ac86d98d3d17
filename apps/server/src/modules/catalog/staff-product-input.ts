import {
  CATALOGUE_METALS,
  COLOR_ACCENTS,
  GENDERS,
  GIFT_IDEAS,
  ITEM_NAMES,
  MATERIAL_FINISHES,
  OCCASIONS,
  SIZE_NAMES,
  STONE_UNITS,
} from "@nagai/contracts/constants";
import {
  HUID_MESSAGE,
  HUID_PATTERN,
  isPurity,
  MAKING_KINDS,
  type MakingKind,
  PRICING_LIMITS,
  type PricingMode,
  PURITIES,
  PURITY_NAMES,
} from "@nagai/contracts/pricing";
import {
  STAFF_PRODUCT_LIMITS as L,
  STAFF_PRODUCT_MESSAGES,
  SUB_ITEMS,
} from "@nagai/contracts/staff-product-texts";

/**
 * What the staff give of a piece, checked (decision 049): one checker for the API's JSON and the
 * CSV import's text, so both refuse the same things with the same messages.
 */
export interface PieceValues {
  tagNo: string;
  itemId: number;
  itemName: string;
  subItemName: string;
  catName: string;
  productName: string;
  purity: string;
  netWeightGrams: number;
  materialFinish: string;
  description: string;
  gender: string;
  collectionType: string;
  colorAccents: string;
  occasion: string;
  newArrival: boolean;
  topTrending: boolean;
  bestDesign: boolean;
  featured: boolean;
  giftIdeas: string | null;
  sizeName: string | null;
  sizeId: number | null;
  metalId: number | null;
  stoneUnit: string | null;
  mrpPaise: number | null;
  huid: string | null;
  pricing: PricingMode;
  rateMetal: string | null;
  ratePerMille: number;
  makingKind: MakingKind;
  makingValue: number;
  stoneChargesPaise: number;
  otherChargesPaise: number;
  tagPricePaise: number | null;
  forSale: boolean;
}
export interface PieceInput extends PieceValues {
  stock: number;
}

export type FieldErrors = Record<string, string>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const ONE_LINE = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;

const blank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Checks a piece's fields (JSON values or CSV text) and the rates of `rates` (ticker key → paise):
 * the piece's values, or a message for each bad field. Uniqueness is the caller's (the table's).
 */
export function checkPiece(
  raw: Record<string, unknown>,
  rates: ReadonlyMap<string, number>,
): { piece: PieceInput; errors?: undefined } | { piece?: undefined; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
    return undefined;
  };

  const textOf = (field: string, max: number, { required = true, multiline = false } = {}) => {
    const value = raw[field];
    if (blank(value)) return required ? fail(field, `${field} is required`) : null;
    if (typeof value !== "string") return fail(field, `${field} must be text`);
    // A spreadsheet's line breaks (CRLF) are kept as LF.
    const trimmed = (multiline ? value.replace(/\r\n?/g, "\n") : value).trim();
    if (trimmed === "") return required ? fail(field, `${field} is required`) : null;
    if ((multiline ? CONTROL : ONE_LINE).test(trimmed) || LONE_SURROGATE.test(trimmed))
      return fail(field, `${field} may not hold control characters`);
    if (trimmed.length > max) return fail(field, `${field} may be at most ${max} characters`);
    return trimmed;
  };
  const choice = (field: string, values: readonly string[], required = true) => {
    const value = textOf(field, 80, { required });
    if (value === undefined || value === null) return value;
    return values.includes(value) ? value : fail(field, `${field} must be one of ${values.join(", ")}`);
  };
  const numberOf = (field: string, required: boolean) => {
    const value = raw[field];
    if (blank(value)) return required ? fail(field, `${field} is required`) : null;
    if (typeof value === "number")
      return Number.isFinite(value) ? value : fail(field, `${field} must be a number`);
    if (typeof value === "string" && DECIMAL.test(value.trim())) return Number(value.trim());
    return fail(field, `${field} must be a number, like 12.5`);
  };
  const whole = (field: string, min: number, max: number, required = true) => {
    const value = numberOf(field, required);
    if (value === undefined || value === null) return value;
    return Number.isInteger(value) && value >= min && value <= max
      ? value
      : fail(field, `${field} must be a whole number from ${min} to ${max}`);
  };
  /** Rupees with at most two decimals, 0 to `maxPaise`, as paise. */
  const money = (field: string, maxPaise: number, required = false) => {
    const value = numberOf(field, required);
    if (value === undefined || value === null) return value;
    if (value < 0) return fail(field, `${field} may not be negative`);
    const paise = Math.round(value * 100);
    if (Math.abs(value * 100 - paise) > 1e-6) return fail(field, `${field} may have at most two decimals`);
    if (paise > maxPaise)
      return fail(field, `${field} may be at most ₹${(maxPaise / 100).toLocaleString("en-IN")}`);
    return paise;
  };
  const flag = (field: string, fallback: boolean) => {
    const value = raw[field];
    if (blank(value)) return fallback;
    if (typeof value === "boolean") return value;
    const word = String(value).trim().toUpperCase();
    if (["YES", "TRUE", "1", "ON"].includes(word)) return true;
    if (["NO", "FALSE", "0", "OFF"].includes(word)) return false;
    return fail(field, `${field} must be YES or NO`) ?? fallback;
  };

  const tagNo = textOf("TAGNO", L.tagNoMax);
  if (tagNo && !/^[A-Za-z0-9][A-Za-z0-9_./-]*$/.test(tagNo))
    fail("TAGNO", "TAGNO may hold letters, digits and - _ . / only");
  const itemName = choice("ITEMNAME", ITEM_NAMES);
  const subItemName = textOf("SUBITEMNAME", L.shortTextMax);
  if (itemName && subItemName) {
    const known = SUB_ITEMS[itemName as (typeof ITEM_NAMES)[number]];
    if (!known.includes(subItemName))
      fail("SUBITEMNAME", `SUBITEMNAME of ${itemName} must be one of ${known.join(", ")}`);
  }
  const purity = choice("PURITY", PURITY_NAMES);
  const pricing = choice("pricing", ["weighed", "tag"]) as PricingMode | undefined;
  const weight = numberOf("NETWT", true);
  let netWeightGrams = 0;
  if (weight !== undefined && weight !== null) {
    if (weight < 0) fail("NETWT", "NETWT may not be negative");
    else if (weight > PRICING_LIMITS.maxNetWeightGrams)
      fail("NETWT", `NETWT may be at most ${PRICING_LIMITS.maxNetWeightGrams} grams`);
    else if (Math.abs(weight * 1000 - Math.round(weight * 1000)) > 1e-6)
      fail("NETWT", "NETWT may have at most three decimals");
    else netWeightGrams = Math.round(weight * 1000) / 1000;
  }
  const makingKind = (choice("makingKind", MAKING_KINDS, false) ?? "percent") as MakingKind;
  const making = money(
    "makingValue",
    makingKind === "percent" ? PRICING_LIMITS.maxMakingBasisPoints : PRICING_LIMITS.maxMakingPerGramPaise,
  );
  const stone = money("stoneCharges", PRICING_LIMITS.maxChargesPaise);
  const other = money("otherCharges", PRICING_LIMITS.maxChargesPaise);
  const tagPrice = money("tagPrice", PRICING_LIMITS.maxPiecePricePaise);
  let rateMetal: string | null = null;
  let ratePerMille = 1000;
  if (pricing === "weighed") {
    if (purity && isPurity(purity)) {
      const { metal, perMille } = PURITIES[purity];
      if (metal === null) fail("PURITY", `${purity} holds no precious metal: price it by tag`);
      else if (!rates.has(metal))
        fail("PURITY", `There is no rate for ${metal} yet: set it on the rates page first`);
      else {
        rateMetal = metal;
        ratePerMille = perMille;
      }
    }
    if (weight === 0) fail("NETWT", "A weighed piece needs a net weight above 0");
  } else if (pricing === "tag" && !tagPrice) {
    fail("tagPrice", "A tag-priced piece needs a tag price above 0");
  }
  const huidText = textOf("HUID", 6 * 4, { required: false });
  const huid = huidText ? huidText.toUpperCase() : null;
  if (huid && !HUID_PATTERN.test(huid)) fail("HUID", HUID_MESSAGE);
  const stock = whole("stock", 0, L.maxStock, false) ?? 0;
  if (huid && stock > 1) fail("stock", STAFF_PRODUCT_MESSAGES.huidOnePiece);

  const piece: PieceInput = {
    tagNo: tagNo ?? "",
    itemId: whole("ITEMID", 0, L.maxItemId) ?? 0,
    itemName: itemName ?? "",
    subItemName: subItemName ?? "",
    catName: choice("CATNAME", CATALOGUE_METALS) ?? "",
    productName: textOf("PRODUCTNAME", L.nameMax) ?? "",
    purity: purity ?? "",
    netWeightGrams,
    materialFinish: choice("MaterialFinish", MATERIAL_FINISHES) ?? "",
    description: textOf("Description", L.descriptionMax, { multiline: true }) ?? "",
    gender: choice("Gender", GENDERS) ?? "",
    collectionType: textOf("CollectionType", L.shortTextMax) ?? "",
    colorAccents: choice("ColorAccents", COLOR_ACCENTS) ?? "",
    occasion: choice("Occasion", OCCASIONS) ?? "",
    newArrival: flag("NewArrival", false),
    topTrending: flag("Top_Trending", false),
    bestDesign: flag("BestDesign", false),
    featured: flag("Featured", false),
    giftIdeas: choice("GiftIdeas", GIFT_IDEAS, false) ?? null,
    sizeName: choice("SizeName", SIZE_NAMES, false) ?? null,
    sizeId: whole("SizeId", 0, 1000, false) ?? null,
    metalId: whole("MetalId", 0, 1_000_000, false) ?? null,
    stoneUnit: choice("StoneUnit", STONE_UNITS, false) ?? null,
    mrpPaise: money("MRP", PRICING_LIMITS.maxPiecePricePaise) ?? null,
    huid,
    pricing: pricing ?? "tag",
    rateMetal,
    ratePerMille,
    makingKind,
    makingValue: pricing === "weighed" ? (making ?? 0) : 0,
    stoneChargesPaise: pricing === "weighed" ? (stone ?? 0) : 0,
    otherChargesPaise: pricing === "weighed" ? (other ?? 0) : 0,
    tagPricePaise: pricing === "tag" ? (tagPrice ?? null) : null,
    forSale: flag("forSale", true),
    stock,
  };
  return Object.keys(errors).length > 0 ? { errors } : { piece };
}
