import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { aProduct, insertProducts, pricedPieces } from "../../testing/catalog-fixtures.ts";
import { metalRateChanges, metalRates, products } from "./catalog.tables.ts";
import { repricePieces } from "./repricing.ts";

/** The ticker's four rates as the demo opens with them, paise per gram. */
export const OPENING_RATES = {
  "Gold 24K": 14_280_00,
  "Gold 22K": 13_090_00,
  "Gold 18K": 10_710_00,
  Silver: 180_00,
} as const;

/** Writes the opening rates and their first history entries ("Opening rate"), as the demo does. */
export async function openRates(db: Database): Promise<void> {
  await db
    .insert(metalRates)
    .values(
      Object.entries(OPENING_RATES).map(([metal, ratePaise], position) => ({ metal, ratePaise, position })),
    );
  await db.insert(metalRateChanges).values(
    Object.entries(OPENING_RATES).map(([metal, ratePaise]) => ({
      metal,
      ratePaise,
      changedAt: sql`now() - interval '40 days'`,
      staffName: "Opening rate",
    })),
  );
}

/**
 * A 22K piece weighed at the Gold 22K rate (5.125 g, 12 % making, ₹450 hallmarking), priced by
 * repricePieces as every weighed piece is (decision 046); overrides as aProduct's.
 */
export function aWeighedPiece(overrides: Parameters<typeof aProduct>[0] = {}) {
  return aProduct({
    pricing: "weighed",
    purity: "22K",
    rateMetal: "Gold 22K",
    ratePerMille: 1000,
    netWeightGrams: 5.125,
    makingKind: "percent",
    makingValue: 12_00,
    stoneChargesPaise: 0,
    otherChargesPaise: 450_00,
    tagPricePaise: 1,
    huid: null,
    ratePaise: 0,
    grossAmountPaise: 0,
    gstAmountPaise: 0,
    grandTotalPaise: 0,
    ...overrides,
  });
}

/** Inserts pieces and prices them at today's rates in one go. */
export async function insertPricedPieces(db: Database, ...rows: ReturnType<typeof aProduct>[]) {
  const pieces = await insertProducts(db, ...rows);
  const snos = pieces.map((piece) => piece.sno);
  await repricePieces(db, { snos });
  const priced = new Map(
    (await pricedPieces(db).where(inArray(products.sno, snos))).map((row) => [row.sno, row]),
  );
  return pieces.map((piece) => ({ ...piece, ...priced.get(piece.sno)! }));
}
