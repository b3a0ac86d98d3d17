import { paiseToRupees } from "@nagai/contracts/money";
import type { StaffProductField } from "@nagai/contracts/staff-product-texts";
import type { PieceValues } from "./staff-product-input.ts";

/** A piece's fields as the API and the CSV name and show them (rupees, YES/NO), for diffs and audit. */
export type PieceFields = Record<StaffProductField, string | number | boolean | null>;

const yesNo = (value: boolean) => (value ? "YES" : "NO");
const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** A piece's values as given or as stored (the table's text columns are plain strings). */
export type StoredValues = Omit<PieceValues, "pricing" | "makingKind"> & {
  pricing: string;
  makingKind: string;
};

/** The fields of a piece's values and stock; the inputs its pricing does not use are shown empty. */
export function fieldsOf(piece: StoredValues, stock: number): PieceFields {
  const weighed = piece.pricing === "weighed";
  return {
    TAGNO: piece.tagNo,
    ITEMID: piece.itemId,
    ITEMNAME: piece.itemName,
    SUBITEMNAME: piece.subItemName,
    CATNAME: piece.catName,
    PRODUCTNAME: piece.productName,
    PURITY: piece.purity,
    NETWT: Number(piece.netWeightGrams),
    MaterialFinish: piece.materialFinish,
    Description: piece.description,
    Gender: piece.gender,
    CollectionType: piece.collectionType,
    ColorAccents: piece.colorAccents,
    Occasion: piece.occasion,
    NewArrival: yesNo(piece.newArrival),
    Top_Trending: yesNo(piece.topTrending),
    BestDesign: yesNo(piece.bestDesign),
    Featured: yesNo(piece.featured),
    GiftIdeas: piece.giftIdeas,
    SizeName: piece.sizeName,
    SizeId: piece.sizeId,
    MetalId: piece.metalId,
    StoneUnit: piece.stoneUnit,
    MRP: rupees(piece.mrpPaise),
    HUID: piece.huid,
    pricing: piece.pricing,
    makingKind: weighed ? piece.makingKind : "percent",
    makingValue: weighed ? piece.makingValue / 100 : 0,
    stoneCharges: weighed ? piece.stoneChargesPaise / 100 : 0,
    otherCharges: weighed ? piece.otherChargesPaise / 100 : 0,
    tagPrice: weighed ? null : rupees(piece.tagPricePaise),
    stock,
    forSale: piece.forSale,
  };
}

/** The fields that differ, as they were and as they are. */
export function diffOf(
  before: PieceFields,
  after: PieceFields,
): { changed: string[]; before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = (Object.keys(after) as StaffProductField[]).filter((key) => before[key] !== after[key]);
  return {
    changed,
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
