import type { Database } from "../client.ts";
import { countProducts } from "./reset.ts";

/**
 * Called at start-up: generates the demo catalogue when the products table is empty, otherwise
 * leaves the database alone. SEED_PRODUCTS=0 turns it off.
 */
export async function seedIfEmpty(
  db: Database,
  options: { dataDir: string; products: number },
): Promise<void> {
  if (options.products <= 0 || (await countProducts(db)) > 0) return;
  console.info(`Empty catalogue: drawing and seeding ${options.products} demo pieces (about ten seconds)…`);
  // The generator and its drawings take 0.4 s to load: only an empty catalogue needs them.
  const { seedCatalogue, formatSeconds } = await import("./catalogue.ts");
  const report = await seedCatalogue(db, options);
  if (report.seeded) {
    console.info(
      `Seeded ${report.products} pieces in ${formatSeconds(report.drawingMs + report.insertingMs)}.`,
    );
  }
}
