import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  budgetCategories,
  categoryBanners,
  categoryImages,
  festivalBanners,
  heroBanners,
  mainCategoryImages,
  metalRateChanges,
  metalRates,
  occasionBanners,
  offerBanners,
  productPrices,
  products,
  testimonials,
  videos,
} from "../modules/catalog/catalog.tables.ts";
import { setOnHand } from "../modules/inventory/inventory.service.ts";
import type { MediaStore } from "../providers/media-store/media-store.public.ts";
import { drawBanners, insertBanners } from "./banners.ts";
import { drawCataloguePictures } from "./piece-pictures.ts";
import { METAL_RATES, OPENING_RATES_BY } from "./pricing.ts";
import { generateProducts, type NewProduct } from "./products.ts";
import { createRandom } from "./random.ts";
import { countProducts } from "./reset.ts";
import { TESTIMONIALS } from "./testimonials.ts";
import { drawVideos } from "./videos.ts";

/** The PRNG seed: the same seed and piece count always give the same catalogue. */
const CATALOGUE_SEED = 2026;
/** Rows per INSERT: about 36 parameters a row stays far below PostgreSQL's 65,535 per statement. */
const BATCH_SIZE = 1000;
/** An arbitrary constant: the advisory lock that lets one process seed while others wait. */
const SEED_LOCK = 4_210_2027;

export interface SeedOptions {
  /** Where the pictures and clips go: the shop's media store (decision 047). */
  media: MediaStore;
  products: number;
  /** Progress lines; the CLI prints them. */
  log?: (line: string) => void;
}

export interface SeedReport {
  /** False when another process seeded the database first. */
  seeded: boolean;
  products: number;
  productPictures: number;
  banners: number;
  videos: number;
  testimonials: number;
  metalRates: number;
  drawingMs: number;
  insertingMs: number;
}

/**
 * Draws the pictures, then writes the whole catalogue in one transaction: pieces, metal rates,
 * banners of every home section, videos and testimonials. The pictures go first and outside the
 * transaction, because they take most of the time and are stored by content (drawing them twice
 * is harmless); the writes are all or nothing. Expects an empty products table; when another
 * process filled it meanwhile, writes nothing.
 */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const target = { db, store: options.media };
  const drawingStarted = performance.now();
  log("Drawing product pictures…");
  // The catalogue is made twice from one seed: once to draw each piece's pictures, once to write it.
  const pictures = await drawCataloguePictures(target, (images) =>
    generateProducts(createRandom(CATALOGUE_SEED), options.products, images),
  );
  log(`Drew ${pictures.size} product pictures; drawing banners and video clips…`);
  const banners = await drawBanners(target);
  const clips = await drawVideos(target, banners.pictures);
  const drawingMs = performance.now() - drawingStarted;

  const insertingStarted = performance.now();
  const random = createRandom(CATALOGUE_SEED);
  const seeded = await db.transaction(async (tx) => {
    // Several servers may start together on one empty PostgreSQL database: one seeds, the rest see it.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await countProducts(tx)) > 0) return false;
    // An empty products table means no catalogue: anything left in the other tables is replaced.
    for (const table of [
      metalRateChanges,
      metalRates,
      heroBanners,
      occasionBanners,
      offerBanners,
      mainCategoryImages,
      festivalBanners,
      categoryBanners,
      budgetCategories,
      categoryImages,
      videos,
      testimonials,
    ]) {
      await tx.delete(table);
    }
    await tx.insert(metalRates).values(METAL_RATES.map((rate, position) => ({ ...rate, position })));
    // The starting rates are the rate history's first entries (decision 046).
    await tx
      .insert(metalRateChanges)
      .values(METAL_RATES.map((rate) => ({ ...rate, staffName: OPENING_RATES_BY })));
    await insertBanners(tx, banners.rows);
    await tx.insert(videos).values(clips);
    await tx.insert(testimonials).values([...TESTIMONIALS]);

    let batch: NewProduct[] = [];
    let written = 0;
    for (const product of generateProducts(random, options.products, pictures)) {
      batch.push(product);
      if (batch.length === BATCH_SIZE) {
        await insertPieces(tx, batch);
        written += batch.length;
        batch = [];
        if (written % 10_000 === 0) log(`Wrote ${written.toLocaleString("en-IN")} pieces…`);
      }
    }
    if (batch.length > 0) await insertPieces(tx, batch);
    return true;
  });

  // After a bulk load: statistics for the planner, and the visibility map that lets a count read
  // only an index, even for a filter that matches most of the table. PGlite has no autovacuum.
  if (seeded) await db.execute(sql`vacuum analyze`);

  return {
    seeded,
    products: seeded ? options.products : 0,
    productPictures: pictures.size,
    banners: banners.pictures.size,
    videos: clips.length,
    testimonials: TESTIMONIALS.length,
    metalRates: METAL_RATES.length,
    drawingMs,
    insertingMs: performance.now() - insertingStarted,
  };
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Writes the pieces, their price lines and their stock. */
async function insertPieces(tx: Database, batch: NewProduct[]): Promise<void> {
  const written = await tx
    .insert(products)
    .values(batch.map(({ stock: _stock, price: _price, ...piece }) => piece))
    .returning({ sno: products.sno, tagNo: products.tagNo });
  const byTag = new Map(batch.map((piece) => [piece.tagNo, piece]));
  await tx
    .insert(productPrices)
    .values(written.map((row) => ({ sno: row.sno, ...byTag.get(row.tagNo)!.price })));
  await setOnHand(
    tx,
    written.map((row) => ({ productSno: row.sno, onHand: byTag.get(row.tagNo)!.stock })),
  );
}
