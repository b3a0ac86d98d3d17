import type { Database } from "../db/client.ts";
import type { MediaStore } from "../providers/media-store/media-store.public.ts";
import { countProducts } from "./reset.ts";

/**
 * Called at start-up: generates the demo catalogue when the products table is empty and seeding
 * was asked for (config.seedProducts: SEED_PRODUCTS, or a demo's default; decision 013), otherwise
 * leaves the database alone.
 */
export async function seedIfEmpty(
  db: Database,
  options: { media: MediaStore; products: number },
): Promise<void> {
  if ((await countProducts(db)) > 0) return;
  if (options.products <= 0) {
    console.info(
      "The catalogue is empty. For the demo catalogue: SEED_PRODUCTS=300 at start, or npm run seed -- --products 300.",
    );
    return;
  }
  console.info(`Empty catalogue: drawing and seeding ${options.products} demo pieces (about ten seconds)…`);
  // The generator and its drawings are slow to load: only an empty catalogue needs them.
  const { seedCatalogue, formatSeconds } = await import("./catalogue.ts");
  const report = await seedCatalogue(db, options);
  if (report.seeded) {
    console.info(
      `Seeded ${report.products} pieces in ${formatSeconds(report.drawingMs + report.insertingMs)}.`,
    );
  }
  // The demo delivers to its sample of real PIN codes, not everywhere (decision 048).
  const { seedDemoPincodes } = await import("./pincodes.ts");
  const pincodes = await seedDemoPincodes(db);
  if (pincodes > 0) console.info(`Seeded ${pincodes} PIN codes the demo delivers to.`);
}
