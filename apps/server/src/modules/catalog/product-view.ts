import { formatIndianNumber, paiseToRupees } from "@nagai/contracts/money";
import type { PriceBreakup } from "@nagai/contracts/pricing";
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
    GSTPer: row.gstPercent,
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
    HUID: row.huid,
    // Last, in this order: the listing index writes the prices and the stock at the end of each
    // piece's JSON from its own arrays, which the price and stock feeds patch (listing-index.ts).
    RATE: paiseToRupees(row.ratePaise),
    GrossAmount: paiseToRupees(row.grossAmountPaise),
    GSTAmount: paiseToRupees(row.gstAmountPaise),
    GrandTotal: paiseToRupees(row.grandTotalPaise),
    Stock: row.stock,
  };
}

/** The single piece's answer: a listing's fields and the price's lines (decision 046). */
export function toProductWithBreakup(row: ProductRow): Product {
  // ForSale only when off sale (decision 049): a piece on sale answers as its listing does.
  return { ...toProduct(row), PriceBreakup: toPriceBreakup(row), ...(row.forSale ? {} : { ForSale: false }) };
}

export function toPriceBreakup(row: ProductRow): PriceBreakup {
  const weighed = row.pricing === "weighed";
  return {
    pricing: weighed ? "weighed" : "tag",
    metal: weighed ? row.rateMetal : null,
    purity: row.purity,
    ratePerGram: weighed && row.ratePerGramPaise !== null ? paiseToRupees(row.ratePerGramPaise) : null,
    netWeight: row.netWeightGrams,
    metalValue: paiseToRupees(row.metalValuePaise),
    makingCharges: paiseToRupees(row.makingChargesPaise),
    makingRule: weighed ? makingRule(row.makingKind, row.makingValue) : null,
    stoneCharges: paiseToRupees(weighed ? row.stoneChargesPaise : 0),
    otherCharges: paiseToRupees(weighed ? row.otherChargesPaise : 0),
    taxableValue: paiseToRupees(row.grossAmountPaise),
    gstPercent: row.gstPercent,
    gstAmount: paiseToRupees(row.gstAmountPaise),
    total: paiseToRupees(row.grandTotalPaise),
    pricedAt: new Date(row.pricedAt).toISOString(),
  };
}

/** "12.5% of metal value" or "₹450 per gram". */
export function makingRule(kind: string, value: number): string {
  return kind === "percent"
    ? `${value / 100}% of metal value`
    : `₹${formatIndianNumber(paiseToRupees(value), { maximumFractionDigits: 2 })} per gram`;
}
