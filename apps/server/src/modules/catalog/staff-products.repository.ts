import { count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { stockLevelsOf } from "../inventory/inventory.public.ts";
import { metalRates, productPrices, products } from "./catalog.tables.ts";
import { PRICE_COLUMNS, PRICED, SHOWN_COLUMNS } from "./listing-queries.ts";
import type { PieceValues } from "./staff-product-input.ts";

/** What the console reads of a piece: every shown column and its price lines (decision 050). */
const STAFF_COLUMNS = { ...SHOWN_COLUMNS, ...PRICE_COLUMNS };
export type StaffPieceRow = Omit<typeof products.$inferSelect, "searchText" | "searchVector"> &
  Pick<typeof productPrices.$inferSelect, keyof typeof PRICE_COLUMNS>;
type Db = Database | Transaction;

/** Statements per batch of a set-based write: one JSON parameter each, so no parameter limit. */
const BATCH = 1000;

/** The columns a piece's values are written to, with their types, for json_to_recordset. */
const WRITTEN: readonly [keyof PieceValues, string, string][] = [
  ["tagNo", "tag_no", "text"],
  ["itemId", "item_id", "int"],
  ["itemName", "item_name", "text"],
  ["subItemName", "sub_item_name", "text"],
  ["catName", "cat_name", "text"],
  ["productName", "product_name", "text"],
  ["purity", "purity", "text"],
  ["netWeightGrams", "net_weight_grams", "numeric"],
  ["materialFinish", "material_finish", "text"],
  ["description", "description", "text"],
  ["gender", "gender", "text"],
  ["collectionType", "collection_type", "text"],
  ["colorAccents", "color_accents", "text"],
  ["occasion", "occasion", "text"],
  ["newArrival", "new_arrival", "boolean"],
  ["topTrending", "top_trending", "boolean"],
  ["bestDesign", "best_design", "boolean"],
  ["featured", "featured", "boolean"],
  ["giftIdeas", "gift_ideas", "text"],
  ["sizeName", "size_name", "text"],
  ["sizeId", "size_id", "int"],
  ["metalId", "metal_id", "int"],
  ["stoneUnit", "stone_unit", "text"],
  ["mrpPaise", "mrp_paise", "int"],
  ["huid", "huid", "text"],
  ["pricing", "pricing", "text"],
  ["rateMetal", "rate_metal", "text"],
  ["ratePerMille", "rate_per_mille", "int"],
  ["makingKind", "making_kind", "text"],
  ["makingValue", "making_value", "int"],
  ["stoneChargesPaise", "stone_charges_paise", "int"],
  ["otherChargesPaise", "other_charges_paise", "int"],
  ["tagPricePaise", "tag_price_paise", "int"],
  ["forSale", "for_sale", "boolean"],
];

const recordType = (extra: string) =>
  sql.raw(`${extra}${WRITTEN.map(([, column, type]) => `${column} ${type}`).join(", ")}`);
const columnList = sql.raw(WRITTEN.map(([, column]) => column).join(", "));
const jsonOf = (pieces: readonly PieceValues[], sno?: (index: number) => number) =>
  JSON.stringify(
    pieces.map((piece, index) => ({
      ...(sno ? { sno: sno(index) } : {}),
      ...Object.fromEntries(WRITTEN.map(([key, column]) => [column, piece[key]])),
    })),
  );

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** What the staff list's `q` finds: a TAGNO's start, a HUID, or words of the name. */
function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`lower(${products.tagNo}) like ${like}`,
    eq(products.huid, text.toUpperCase()),
    sql`lower(${products.productName}) like ${like}`,
  );
}

/** The staff console's reads and writes of the products table (decision 049). `db` may be a transaction. */
export function createStaffProductsRepository(db: Db) {
  return {
    page: (q: string | undefined, page: number, size: number) =>
      db
        .select({
          sno: products.sno,
          tagNo: products.tagNo,
          productName: products.productName,
          itemName: products.itemName,
          subItemName: products.subItemName,
          purity: products.purity,
          huid: products.huid,
          pricePaise: productPrices.pricePaise,
          forSale: products.forSale,
        })
        .from(products)
        .innerJoin(productPrices, PRICED)
        .where(searchOf(q))
        .orderBy(desc(products.sno))
        .limit(size)
        .offset(page * size),

    async count(q: string | undefined): Promise<number> {
      const [row] = await db.select({ value: count() }).from(products).where(searchOf(q));
      return row?.value ?? 0;
    },

    async find(sno: number, { lock = false } = {}): Promise<StaffPieceRow | undefined> {
      const query = db
        .select(STAFF_COLUMNS)
        .from(products)
        .innerJoin(productPrices, PRICED)
        .where(eq(products.sno, sno));
      const [row] = lock ? await query.for("update", { of: products }) : await query;
      return row;
    },

    /** Every piece, by SNO: the export. */
    all: (): Promise<StaffPieceRow[]> =>
      db.select(STAFF_COLUMNS).from(products).innerJoin(productPrices, PRICED).orderBy(products.sno),

    byTagNos: (tagNos: readonly string[]): Promise<StaffPieceRow[]> =>
      tagNos.length === 0
        ? Promise.resolve([])
        : db
            .select(STAFF_COLUMNS)
            .from(products)
            .innerJoin(productPrices, PRICED)
            .where(
              sql`${products.tagNo} = any(${`{${tagNos.map((t) => JSON.stringify(t)).join(",")}}`}::text[])`,
            ),

    /** The pieces that hold these HUIDs or this TAGNO: who a new value would clash with. */
    holders: (huids: readonly string[]) =>
      huids.length === 0
        ? Promise.resolve([])
        : db
            .select({ sno: products.sno, tagNo: products.tagNo, huid: products.huid })
            .from(products)
            .where(inArray(products.huid, [...huids])),

    stockOf: (snos: readonly number[]) => stockLevelsOf(db as Database, snos),

    async rates(): Promise<Map<string, number>> {
      const rows = await db
        .select({ metal: metalRates.metal, ratePaise: metalRates.ratePaise })
        .from(metalRates);
      return new Map(rows.map((row) => [row.metal, row.ratePaise]));
    },

    /**
     * New pieces without a price (repricePieces prices them next, in the same transaction: decision
     * 046), a batch of rows per statement. Answers their SNOs in the order given.
     */
    async insert(pieces: readonly PieceValues[]): Promise<number[]> {
      const snos: number[] = [];
      for (const batch of batches(pieces)) {
        const result = await db.execute(sql`
          insert into ${products} (${columnList}, gst_percent)
          select ${columnList}, 3
          from json_to_recordset(${jsonOf(batch)}::json) as v(${recordType("")})
          returning sno, tag_no`);
        const bySno = new Map(
          rowsOf(result, "catalog: insert pieces", { sno: "number", tag_no: "string" }).map((row) => [
            row.tag_no,
            row.sno,
          ]),
        );
        for (const piece of batch) snos.push(bySno.get(piece.tagNo)!);
      }
      return snos;
    },

    /** Writes pieces' values over theirs, a batch of rows per statement. */
    async update(pieces: readonly (PieceValues & { sno: number })[]): Promise<void> {
      for (const batch of batches(pieces)) {
        const set = sql.raw(WRITTEN.map(([, column]) => `${column} = v.${column}`).join(", "));
        await db.execute(sql`
          update ${products} p set ${set}, updated_at = now()
          from json_to_recordset(${jsonOf(batch, (i) => batch[i]!.sno)}::json) as v(${recordType("sno int, ")})
          where p.sno = v.sno`);
      }
    },

    /** Deletes a piece (its stock row goes with it); false when there was none. */
    async remove(sno: number): Promise<boolean> {
      const rows = await db.delete(products).where(eq(products.sno, sno)).returning({ sno: products.sno });
      return rows.length === 1;
    },
  };
}
export type StaffProductsRepository = ReturnType<typeof createStaffProductsRepository>;
