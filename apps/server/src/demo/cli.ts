import { parseArgs } from "node:util";
import { ConfigError, DEMO_PRODUCTS, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";
import { createMediaStore } from "../providers/media-store/media-store.public.ts";
import { formatSeconds, seedCatalogue } from "./catalogue.ts";
import { CatalogueInUseError, countProducts, resetCatalogue } from "./reset.ts";

const USAGE = `Usage: npm run seed -- [--products N] [--reset]

Generates the demo catalogue (pieces, pictures, banners, videos, rates, testimonials) into the
database the server uses: DATABASE_URL when set, else the embedded database in DATA_DIR.

  --products N   how many pieces to generate, 1 to 1,000,000 (default: SEED_PRODUCTS, else 300)
  --reset        empty the catalogue tables first; needed when the database already has pieces
  --help         show this text

Examples:
  npm run seed -- --products 300
  DATA_DIR=/tmp/bench npm run seed -- --products 100000
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/nagai npm run seed -- --products 100000 --reset

Stop the server first when it uses the same DATA_DIR: the embedded database allows one process.`;

class UsageError extends Error {}

const OPTIONS = {
  products: { type: "string" },
  reset: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

function readArguments(argv: string[]): { products: number | undefined; reset: boolean; help: boolean } {
  let values: { products?: string; reset?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const raw = values.products?.replace(/_/g, "");
  if (raw === undefined)
    return { products: undefined, reset: values.reset ?? false, help: values.help ?? false };
  if (!/^\d+$/.test(raw)) throw new UsageError(`--products must be a whole number, not "${values.products}"`);
  const products = Number(raw);
  if (products < 1 || products > 1_000_000) {
    throw new UsageError(`--products must be between 1 and 1,000,000, not ${products}`);
  }
  return { products, reset: values.reset ?? false, help: values.help ?? false };
}

async function main(): Promise<number> {
  const started = performance.now();
  const args = readArguments(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const pieces = args.products ?? config.SEED_PRODUCTS ?? DEMO_PRODUCTS;
  if (pieces === 0)
    throw new UsageError("SEED_PRODUCTS is 0, so there is nothing to seed: pass --products N");
  const where = config.DATABASE_URL
    ? `PostgreSQL (${redactPassword(config.DATABASE_URL)})`
    : `the embedded database in ${config.dataDir}`;
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
  );
  try {
    await applyMigrations(database);
    const existing = await countProducts(database.db);
    if (existing > 0 && !args.reset) {
      console.error(
        `${where} already holds ${existing.toLocaleString("en-IN")} pieces; seeding again would add a second catalogue.\n` +
          "Run again with --reset to empty the catalogue tables and generate a fresh one.",
      );
      return 1;
    }
    if (args.reset) {
      const reset = await resetCatalogue(database.db);
      const others = reset.alsoRemoved.map((r) => `${r.rows} from ${r.table}`).join(", ");
      console.log(
        `Emptied the catalogue: ${reset.products.toLocaleString("en-IN")} pieces${others ? `, with ${others}` : ""}.`,
      );
    }
    console.log(`Seeding ${pieces.toLocaleString("en-IN")} pieces into ${where}.`);
    const report = await seedCatalogue(database.db, {
      media: createMediaStore(config),
      products: pieces,
      log: (line) => console.log(`  ${line}`),
    });
    if (!report.seeded) {
      console.error("Another process seeded the database at the same time; nothing was written.");
      return 1;
    }
    console.log(
      `Seeded ${report.products.toLocaleString("en-IN")} pieces, ${report.productPictures} product pictures, ` +
        `${report.banners} banner rows, ${report.videos} videos, ${report.testimonials} testimonials and ` +
        `${report.metalRates} metal rates in ${formatSeconds(performance.now() - started)} ` +
        `(drawing ${formatSeconds(report.drawingMs)}, writing rows ${formatSeconds(report.insertingMs)}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

function redactPassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
    } else if (error instanceof ConfigError || error instanceof CatalogueInUseError) {
      console.error(error.message);
    } else {
      console.error("Seeding failed:", error);
    }
    process.exit(1);
  },
);
