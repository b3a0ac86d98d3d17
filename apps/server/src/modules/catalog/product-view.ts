import { paiseToRupees } from "@nagai/contracts/money";
import type { Product } from "@nagai/contracts/product";
import type { ProductRow } from "./catalog.repository.ts";

/** A piece as the API shows it: the spec's field names, money in rupees. */
const yesNo = (value: boolean) => (value ? "YES" : "NO");

export function toProduct(row: ProductRow): Product {
  return {
    SNO: row.sno,
    ITEMID: row.itemId,
    TAGNO: row.tagNo,
    ITEMNAME: row.itemName,
    SUBITEMNAME: row.subItemName,
    CATNAME: row.catName,
    PRODUCTNAME: row.productName,
    ImagePath: row.imagePaths,
    RATE: paiseToRupees(row.ratePaise),
    GrossAmount: paiseToRupees(row.grossAmountPaise),
    GSTAmount: paiseToRupees(row.gstAmountPaise),
    GSTPer: row.gstPercent,
    GrandTotal: paiseToRupees(row.grandTotalPaise),
    MRP: row.mrpPaise === null ? null : paiseToRupees(row.mrpPaise),
    NETWT: row.netWeightGrams,
    PURITY: row.purity,
    MaterialFinish: row.materialFinish,
    Description: row.description,
    Gender: row.gender,
    CollectionType: row.collectionType,
    ColorAccents: row.colorAccents,
    Occasion: row.occasion,
    NewArrival: yesNo(row.newArrival),
    Top_Trending: yesNo(row.topTrending),
    BestDesign: yesNo(row.bestDesign),
    Featured: yesNo(row.featured),
    GiftIdeas: row.giftIdeas,
    SizeName: row.sizeName,
    StoneUnit: row.stoneUnit,
    Stock: row.stock,
  };
}
