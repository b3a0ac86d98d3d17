import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { lockShopper } from "../auth/shopper-lock.ts";
import { PIECE_SUMMARY_COLUMNS, type PieceSummary } from "../catalog/catalog.repository.ts";
import { products } from "../catalog/catalog.tables.ts";
import { cartItems } from "./cart.tables.ts";

/** A cart row as stored: which piece, how many. Prices and names are the catalogue's. */
export interface StoredCartRow {
  id: number;
  productSno: number;
  quantity: number;
}

/** A row with the catalogue's summary of its piece, or none when the catalogue no longer has it. */
export type CartRowWithPiece = StoredCartRow & { piece: PieceSummary | undefined };

const ROW_COLUMNS = { id: cartItems.id, productSno: cartItems.productSno, quantity: cartItems.quantity };

/**
 * The rows joined with the catalogue's summary of their pieces in the same query (decision 016,
 * amendment of stop 16): a cart read and a removal are one round trip each, not two. A piece the
 * catalogue no longer has comes back null from the left join (drizzle nulls the nested object).
 */
function withPieces<Row extends StoredCartRow>(
  rows: (Row & { piece: PieceSummary | null })[],
): (Row & { piece: PieceSummary | undefined })[] {
  return rows.map((row) => ({ ...row, piece: row.piece ?? undefined }));
}

/** The only code that queries the cart_items table. Every read and write is scoped to one shopper. */
function cartQueries(db: Database) {
  return {
    /** The shopper's rows, oldest first, each with its piece. */
    async listRows(userId: number): Promise<CartRowWithPiece[]> {
      return withPieces(
        await db
          .select({ ...ROW_COLUMNS, piece: PIECE_SUMMARY_COLUMNS })
          .from(cartItems)
          .leftJoin(products, eq(products.sno, cartItems.productSno))
          .where(eq(cartItems.userId, userId))
          .orderBy(asc(cartItems.id)),
      );
    },

    async findRow(userId: number, id: number): Promise<StoredCartRow | undefined> {
      const [row] = await db
        .select(ROW_COLUMNS)
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)));
      return row;
    },

    /** How many rows the shopper has, and whether one is of this piece: one query for both checks. */
    async countRowsAndFind(userId: number, sno: number): Promise<{ rows: number; hasPiece: boolean }> {
      const [row] = await db
        .select({
          rows: count(),
          hasPiece: sql<boolean>`coalesce(bool_or(${cartItems.productSno} = ${sno}), false)`,
        })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      return { rows: row?.rows ?? 0, hasPiece: row?.hasPiece ?? false };
    },

    /**
     * Adds a row for the piece when the shopper has fewer than `maxRows` and none of this piece,
     * in one statement; nothing otherwise (`countRowsAndFind` then says why). Run it holding the
     * shopper's lock: the count is only true while no other add of theirs can commit. The unique
     * index on shopper and piece keeps one row per piece even without the lock.
     */
    async insertIfRoom(
      userId: number,
      sno: number,
      quantity: number,
      maxRows: number,
    ): Promise<StoredCartRow | undefined> {
      const column = (name: string) => sql.identifier(name);
      const result = await db.execute(sql`
        insert into ${cartItems} (${column(cartItems.userId.name)}, ${column(cartItems.productSno.name)}, ${column(cartItems.quantity.name)})
        select ${userId}, ${sno}, ${quantity}
        where (select count(*) from ${cartItems} where ${cartItems.userId} = ${userId}) < ${maxRows}
        on conflict (${column(cartItems.userId.name)}, ${column(cartItems.productSno.name)}) do nothing
        returning ${column(cartItems.id.name)} as "id", ${column(cartItems.productSno.name)} as "productSno",
          ${column(cartItems.quantity.name)} as "quantity"`);
      return (result as unknown as { rows: StoredCartRow[] }).rows[0];
    },

    async setQuantity(userId: number, id: number, quantity: number): Promise<StoredCartRow | undefined> {
      const [row] = await db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
        .returning(ROW_COLUMNS);
      return row;
    },

    /** Takes these pieces out of the shopper's cart (an order now holds them); other rows stay. */
    async removePieces(userId: number, snos: readonly number[]): Promise<void> {
      if (snos.length === 0) return;
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.productSno, [...snos])));
    },

    /** Deletes the row, and answers it with its piece (for the message), in one statement. */
    async deleteRow(userId: number, id: number): Promise<CartRowWithPiece | undefined> {
      const deleted = db.$with("deleted").as(
        db
          .delete(cartItems)
          .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
          .returning(ROW_COLUMNS),
      );
      const [row] = await db
        .with(deleted)
        .select({
          id: deleted.id,
          productSno: deleted.productSno,
          quantity: deleted.quantity,
          piece: PIECE_SUMMARY_COLUMNS,
        })
        .from(deleted)
        .leftJoin(products, eq(products.sno, deleted.productSno));
      return row && withPieces([row])[0];
    },
  };
}

type CartQueries = ReturnType<typeof cartQueries>;

/**
 * The queries, and `asShopper`: runs `work` in one transaction that holds the shopper's lock
 * (auth/shopper-lock.ts), with the same queries inside it.
 */
export function createCartRepository(db: Database) {
  return {
    ...cartQueries(db),
    asShopper<T>(userId: number, work: (locked: CartQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockShopper(tx, userId);
        return work(cartQueries(tx));
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
