import { eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { productPrices, products } from "../modules/catalog/catalog.tables.ts";
import { setOnHand } from "../modules/inventory/inventory.public.ts";

/** A piece's price lines as product_prices holds them (decision 050). */
type PriceLines = Omit<typeof productPrices.$inferInsert, "sno">;
const PRICE_LINE_KEYS = [
  "ratePerGramPaise",
  "metalValuePaise",
  "makingChargesPaise",
  "stoneLinePaise",
  "otherLinePaise",
  "grossAmountPaise",
  "gstAmountPaise",
  "grandTotalPaise",
  "ratePaise",
  "pricedAt",
] as const satisfies readonly (keyof PriceLines)[];

/** A piece with its price lines, and how many the shop holds of it (one unless a test says). */
type NewProduct = typeof products.$inferInsert & PriceLines & { stock?: number };

let nextTag = 1;

/**
 * A plain gold ring at ₹1,030 (₹1,000 + 3 % GST), tag-priced so no rate moves it (decision 046);
 * tests override what they are about.
 */
export function aProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  const tag = nextTag++;
  // A total given alone is split as a tag price is (decision 046), so the lines add up.
  const total = overrides.grossAmountPaise === undefined ? overrides.grandTotalPaise : undefined;
  const gross = overrides.grossAmountPaise ?? (total ? Math.round((total * 100) / 103) : 100_000);
  const gst = total ? total - gross : Math.round(gross * 0.03);
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
    pricing: "tag",
    tagPricePaise: overrides.grandTotalPaise || overrides.ratePaise || gross + gst,
    ...overrides,
  };
}

/**
 * Writes the pieces, their price lines as given and their stock; answers the pieces as written,
 * each with its price lines and `stock`.
 */
export async function insertProducts(db: Database, ...rows: NewProduct[]) {
  const written = await db
    .insert(products)
    .values(
      rows.map(
        ({ stock: _stock, ...row }) =>
          Object.fromEntries(
            Object.entries(row).filter(([key]) => !(PRICE_LINE_KEYS as readonly string[]).includes(key)),
          ) as typeof products.$inferInsert,
      ),
    )
    .returning();
  const byTag = new Map(rows.map((row) => [row.tagNo, row]));
  const prices = await db
    .insert(productPrices)
    .values(
      written.map((piece) => {
        const row = byTag.get(piece.tagNo)!;
        return {
          sno: piece.sno,
          ...Object.fromEntries(PRICE_LINE_KEYS.flatMap((key) => (key in row ? [[key, row[key]]] : []))),
        } as typeof productPrices.$inferInsert;
      }),
    )
    .returning();
  const priceOf = new Map(prices.map(({ sno, ...lines }) => [sno, lines]));
  const pieces = written.map((piece) => ({
    ...piece,
    ...priceOf.get(piece.sno)!,
    stock: byTag.get(piece.tagNo)!.stock ?? 1,
  }));
  await setOnHand(
    db,
    pieces.map((piece) => ({ productSno: piece.sno, onHand: piece.stock })),
  );
  return pieces;
}

/** Sets how many of a piece the shop holds, as a stock count would. */
export function setStock(db: Database, sno: number, onHand: number): Promise<void> {
  return setOnHand(db, [{ productSno: sno, onHand }]);
}

/** Pieces with their price lines, as `db.select().from(products)` read them before decision 050. */
export const pricedPieces = (db: Database) =>
  db
    .select({ ...getTableColumns(products), ...getTableColumns(productPrices) })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.sno, products.sno));
