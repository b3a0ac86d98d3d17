import { count, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { executeRows } from "../db/rows.ts";
import { products } from "../modules/catalog/catalog.tables.ts";

/** Every table the demo catalogue fills: emptied by a reset, refilled by a seed. */
export const CATALOGUE_TABLES = [
  "products",
  "product_prices",
  "metal_rates",
  "hero_banners",
  "occasion_banners",
  "offer_banners",
  "main_category_images",
  "festival_banners",
  "category_banners",
  "videos",
  "budget_categories",
  "category_images",
  "testimonials",
] as const;

/** A reset that would break something that is not catalogue: orders that name the pieces. */
export class CatalogueInUseError extends Error {}

export interface ResetReport {
  products: number;
  /** Rows of other tables that went with the pieces (carts, favourites, recently viewed). */
  alsoRemoved: { table: string; rows: number }[];
}

export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/**
 * Empties the catalogue tables and restarts their numbering, so the next seed gives the same SNOs.
 * Tables that point at products go too, after a count: carts, favourites and recently viewed
 * follow their pieces (they cascade anyway), but rows that keep a piece (an order's items) stop
 * the reset, because deleting them would rewrite a customer's order history.
 */
export async function resetCatalogue(db: Database): Promise<ResetReport> {
  return db.transaction(async (tx) => {
    const referencing = await executeRows(
      tx,
      sql`select cl.relname as table_name, co.confdeltype as on_delete
          from pg_constraint co join pg_class cl on cl.oid = co.conrelid
          where co.contype = 'f' and co.confrelid = 'products'::regclass`,
      "reset: tables referring to pieces",
      { table_name: "string", on_delete: "string" },
    );
    const alsoRemoved: ResetReport["alsoRemoved"] = [];
    const others = referencing.filter(
      ({ table_name: table }) => !(CATALOGUE_TABLES as readonly string[]).includes(table),
    );
    for (const { table_name: table, on_delete: onDelete } of others) {
      const [counted] = await executeRows(
        tx,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
        "reset: rows referring to pieces",
        { n: "number" },
      );
      const rows = counted?.n ?? 0;
      if (rows === 0) continue;
      // 'c' is ON DELETE CASCADE: such rows only mean something while their piece exists.
      if (onDelete !== "c") {
        throw new CatalogueInUseError(
          `${rows} row(s) of ${table} refer to catalogue pieces (orders placed in this database), so --reset ` +
            "would break order history. Seed an empty database instead: a new DATA_DIR, or a new PostgreSQL database.",
        );
      }
      alsoRemoved.push({ table, rows });
    }
    const removed = await countProducts(tx);
    const tables = [...CATALOGUE_TABLES, ...others.map((r) => r.table_name)].map((t) => sql.identifier(t));
    await tx.execute(sql`truncate ${sql.join(tables, sql`, `)} restart identity`);
    return { products: removed, alsoRemoved };
  });
}
