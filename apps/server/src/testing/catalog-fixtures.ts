import type { Database } from "../db/client.ts";
import { products } from "../modules/catalog/catalog.tables.ts";

type NewProduct = typeof products.$inferInsert;

let nextTag = 1;

/** A plain gold ring at ₹1,030 (₹1,000 + 3 % GST); tests override what they are about. */
export function aProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  const tag = nextTag++;
  const gross = overrides.grossAmountPaise ?? 100_000;
  const gst = Math.round(gross * 0.03);
  return {
    itemId: 1000 + tag,
    tagNo: `TEST${String(tag).padStart(6, "0")}`,
    itemName: "Rings",
    subItemName: "Couple Rings",
    catName: "Gold",
    productName: `Test Ring ${tag}`,
    imagePaths: [],
    ratePaise: gross + gst,
    grossAmountPaise: gross,
    gstAmountPaise: gst,
    gstPercent: 3,
    grandTotalPaise: gross + gst,
    netWeightGrams: 2.5,
    purity: "22K",
    materialFinish: "GOLDCOATED",
    description: "A plain band.",
    gender: "Women",
    collectionType: "Classic",
    colorAccents: "Gold",
    occasion: "DAILY_WEAR",
    ...overrides,
  };
}

export async function insertProducts(db: Database, ...rows: NewProduct[]) {
  return db.insert(products).values(rows).returning();
}
