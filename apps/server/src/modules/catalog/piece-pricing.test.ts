import { MAKING_KINDS, PRICING_LIMITS, PURITIES, type Purity } from "@nagai/contracts/pricing";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { applyMigrations } from "../../db/migrate.ts";
import { aProduct, insertProducts, pricedPieces } from "../../testing/catalog-fixtures.ts";
import { openTestDatabase } from "../../testing/test-app.ts";
import { catalogVersion, metalRates, products } from "./catalog.tables.ts";
import { type PricingInputs, pricePiece, ratePerGramForPurity } from "./piece-pricing.ts";
import { dearestPieceAt, repricePieces } from "./repricing.ts";

const WEIGHED_PURITIES = (Object.keys(PURITIES) as Purity[]).filter((purity) => PURITIES[purity].metal);

/** Pieces as the console could save them: any purity, weight, making rule and charges in bounds. */
const weighedPiece = fc.record({
  pricing: fc.constant("weighed" as const),
  purity: fc.constantFrom(...WEIGHED_PURITIES),
  netWeightGrams: fc.integer({ min: 1, max: 500_000 }).map((milligrams) => milligrams / 1000),
  makingKind: fc.constantFrom(...MAKING_KINDS),
  makingValue: fc.integer({ min: 0, max: 3000 }),
  stoneChargesPaise: fc.integer({ min: 0, max: 5_00_000_00 }),
  otherChargesPaise: fc.integer({ min: 0, max: 10_000_00 }),
  tagPricePaise: fc.constant(null),
});
const tagPiece = fc.record({
  pricing: fc.constant("tag" as const),
  purity: fc.constant("German Silver"),
  netWeightGrams: fc.integer({ min: 1, max: 200_000 }).map((milligrams) => milligrams / 1000),
  makingKind: fc.constant("percent" as const),
  makingValue: fc.constant(0),
  stoneChargesPaise: fc.constant(0),
  otherChargesPaise: fc.constant(0),
  tagPricePaise: fc.integer({ min: 1, max: 50_00_000_00 }),
});
const anyPiece = fc.oneof(weighedPiece, tagPiece);
/** Paise per gram of a metal's ticker key: from ₹1 to ₹20,000. */
const rate = fc.integer({ min: 100, max: 20_000_00 });

describe("a piece's price", () => {
  it("is worked out line by line, as a jeweller's bill shows it", () => {
    // 22K: 5.125 g at ₹13,090.00 = ₹67,086.25; making 12.5 % = ₹8,385.78 (8,385.78125);
    // stones ₹2,500; hallmarking ₹45; taxable ₹78,017.03; GST 3 % ₹2,340.51 (2,340.5109).
    const bill = pricePiece(
      {
        pricing: "weighed",
        purity: "22K",
        netWeightGrams: 5.125,
        makingKind: "percent",
        makingValue: 1250,
        stoneChargesPaise: 2500_00,
        otherChargesPaise: 45_00,
        tagPricePaise: null,
      },
      13_090_00,
    );
    expect(bill).toEqual({
      ratePerGramPaise: 13_090_00,
      metalValuePaise: 67_086_25,
      makingChargesPaise: 8_385_78,
      stoneChargesPaise: 2500_00,
      otherChargesPaise: 45_00,
      taxablePaise: 78_017_03,
      gstPaise: 2_340_51,
      totalPaise: 80_357_54,
    });
  });

  it("weighs sterling silver at 925 parts of the silver rate, and charges making per gram when asked", () => {
    expect(ratePerGramForPurity("925 Sterling", 255_00)).toBe(235_88); // 235.875 rounds up
    const bill = pricePiece(
      {
        pricing: "weighed",
        purity: "925 Sterling",
        netWeightGrams: 12.34,
        makingKind: "per_gram",
        makingValue: 35_50,
        stoneChargesPaise: 0,
        otherChargesPaise: 0,
        tagPricePaise: null,
      },
      255_00,
    );
    expect(bill.metalValuePaise).toBe(2_910_76); // 12.34 × 235.88 = 2,910.7592
    expect(bill.makingChargesPaise).toBe(438_07); // 12.34 × 35.50 = 438.07
  });

  it("takes a tag price as it is, GST included", () => {
    const bill = pricePiece({ ...aTagPiece(), tagPricePaise: 599_00 }, null);
    expect(bill.totalPaise).toBe(599_00);
    expect(bill.taxablePaise).toBe(581_55); // 599 / 1.03 = 581.553…
    expect(bill.gstPaise).toBe(17_45);
  });

  it("always adds up exactly, for any piece and rate", () => {
    fc.assert(
      fc.property(anyPiece, rate, (piece, metalRate) => {
        const bill = pricePiece(piece, metalRate);
        expect(bill.taxablePaise + bill.gstPaise).toBe(bill.totalPaise);
        for (const line of Object.values(bill)) if (line !== null) expect(Number.isInteger(line)).toBe(true);
        if (piece.pricing === "weighed") {
          expect(
            bill.metalValuePaise + bill.makingChargesPaise + bill.stoneChargesPaise + bill.otherChargesPaise,
          ).toBe(bill.taxablePaise);
          expect(bill.gstPaise).toBe(Math.round((bill.taxablePaise * 3) / 100));
        } else {
          expect(bill.totalPaise).toBe(piece.tagPricePaise);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("repricing in the database", () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: Database;

  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase());
    await applyMigrations(handle);
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it("prices every generated piece exactly as pricePiece does, at any rates", async () => {
    const metals = [...new Set(WEIGHED_PURITIES.map((purity) => PURITIES[purity].metal!))];
    const rates = new Map(
      metals.map((metal, index) => [metal, fc.sample(rate, { numRuns: 1, seed: index })[0]!]),
    );
    await db.insert(metalRates).values([...rates].map(([metal, ratePaise]) => ({ metal, ratePaise })));
    const pieces = fc.sample(anyPiece, { numRuns: 400, seed: 46 });
    // Written with a placeholder price, as the console writes a piece before repricing it.
    const written = await insertProducts(db, ...pieces.map((piece) => aProduct(asColumns(piece))));
    expect(await db.transaction((tx) => repricePieces(tx, "all"))).toBe(pieces.length);

    const rows = await pricedPieces(db);
    const bySno = new Map(rows.map((row) => [row.sno, row]));
    written.forEach((piece, index) => {
      const inputs = pieces[index]!;
      const metal = inputs.pricing === "weighed" ? PURITIES[inputs.purity as Purity].metal! : null;
      const bill = pricePiece(inputs, metal ? rates.get(metal)! : null);
      const row = bySno.get(piece.sno)!;
      expect({
        rate: row.ratePerGramPaise,
        metal: row.metalValuePaise,
        making: row.makingChargesPaise,
        taxable: row.grossAmountPaise,
        gst: row.gstAmountPaise,
        total: row.grandTotalPaise,
        price: row.pricePaise,
      }).toEqual({
        rate: bill.ratePerGramPaise,
        metal: bill.metalValuePaise,
        making: bill.makingChargesPaise,
        taxable: bill.taxablePaise,
        gst: bill.gstPaise,
        total: bill.totalPaise,
        price: bill.totalPaise,
      });
    });
    // Nothing changed since: nothing is written again.
    expect(await db.transaction((tx) => repricePieces(tx, "all"))).toBe(0);
  });

  it("reprices only the pieces of the metals whose rate changed, in one statement", async () => {
    const [before] = await pricedPieces(db).where(eq(products.rateMetal, "Gold 22K")).limit(1);
    const tagBefore = await pricedPieces(db).where(eq(products.pricing, "tag"));
    const versionBefore = await catalogueVersion(db);
    await db.transaction(async (tx) => {
      await tx
        .update(metalRates)
        .set({ ratePaise: 14_000_00, updatedAt: sql`now()` })
        .where(eq(metalRates.metal, "Gold 22K"));
      const repriced = await repricePieces(tx, { metals: ["Gold 22K"] });
      const weighedAt22K = await tx.$count(products, eq(products.rateMetal, "Gold 22K"));
      expect(repriced).toBe(weighedAt22K);
    });
    const [after] = await pricedPieces(db).where(eq(products.sno, before!.sno));
    expect(after!.ratePerGramPaise).toBe(14_000_00);
    expect(after!.grandTotalPaise).toBe(pricePiece(inputsOf(after!), 14_000_00).totalPaise);
    expect(await pricedPieces(db).where(eq(products.pricing, "tag"))).toEqual(tagBefore);
    // One rate change, one statement per table: the catalogue version moved by two (rates, pieces).
    expect((await catalogueVersion(db)) - versionBefore).toBe(2);
  });

  it("names the dearest piece new rates would make, without writing", async () => {
    const dearest = await dearestPieceAt(db, new Map([["Gold 22K", PRICING_LIMITS.maxRatePaise]]));
    expect(dearest!.totalPaise).toBeGreaterThan(PRICING_LIMITS.maxPiecePricePaise);
    const [row] = await pricedPieces(db).where(eq(products.tagNo, dearest!.tagNo));
    expect(row!.rateMetal).toBe("Gold 22K");
    expect(row!.ratePerGramPaise).toBe(14_000_00);
    expect(await dearestPieceAt(db, new Map([["Gold 9K", 1]]))).toBeUndefined();
  });
});

async function catalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row!.version;
}

function aTagPiece(): PricingInputs {
  return {
    pricing: "tag",
    purity: "German Silver",
    netWeightGrams: 10,
    makingKind: "percent",
    makingValue: 0,
    stoneChargesPaise: 0,
    otherChargesPaise: 0,
    tagPricePaise: 100_00,
  };
}

/** A generated piece as the products table's columns. */
function asColumns(piece: PricingInputs) {
  const purity = PURITIES[piece.purity as Purity];
  return {
    pricing: piece.pricing,
    purity: piece.purity,
    rateMetal: piece.pricing === "weighed" ? purity.metal : null,
    ratePerMille: piece.pricing === "weighed" ? purity.perMille : 1000,
    netWeightGrams: piece.netWeightGrams,
    makingKind: piece.makingKind,
    makingValue: piece.makingValue,
    stoneChargesPaise: piece.stoneChargesPaise,
    otherChargesPaise: piece.otherChargesPaise,
    tagPricePaise: piece.tagPricePaise ?? 1,
    // No price yet: repricing sets it.
    ratePaise: 0,
    grossAmountPaise: 0,
    gstAmountPaise: 0,
    grandTotalPaise: 0,
  };
}

function inputsOf(row: typeof products.$inferSelect): PricingInputs {
  return {
    pricing: row.pricing as PricingInputs["pricing"],
    purity: row.purity,
    netWeightGrams: row.netWeightGrams,
    makingKind: row.makingKind as PricingInputs["makingKind"],
    makingValue: row.makingValue,
    stoneChargesPaise: row.stoneChargesPaise,
    otherChargesPaise: row.otherChargesPaise,
    tagPricePaise: row.tagPricePaise,
  };
}
