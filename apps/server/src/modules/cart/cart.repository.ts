import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import { once } from "../../db/once.ts";
import { NO_PARTS, type StatementParts } from "../../db/statement-parts.ts";
import { PIECE_SUMMARY_JOIN, type PieceSummary } from "../catalog/catalog.public.ts";
import { availableOf } from "../inventory/inventory.public.ts";
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

/** The catalogue's piece summary, joined on the piece's SNO (catalog.public.ts, decision 041). */
const { table: pieces, sno: pieceSno, prices, pricesSno, columns: PIECE_COLUMNS } = PIECE_SUMMARY_JOIN;

/**
 * The rows joined with the catalogue's summary of their pieces in the same query (decision 016):
 * a cart read and a removal are one round trip each, not two. A piece the catalogue no longer has
 * comes back with every column null from the left joins (the summary spans two tables, so drizzle
 * does not null the object itself): its SNO tells.
 */
function withPieces<Row extends StoredCartRow>(
  rows: (Row & { piece: { [K in keyof PieceSummary]: PieceSummary[K] | null } })[],
): (Row & { piece: PieceSummary | undefined })[] {
  return rows.map((row) => ({
    ...row,
    piece: row.piece.sno === null ? undefined : (row.piece as PieceSummary),
  }));
}

/** The values a prepared statement is run with. */
const param = {
  userId: sql.placeholder("userId"),
  sno: sql.placeholder("sno"),
  id: sql.placeholder("id"),
  quantity: sql.placeholder("quantity"),
};

/**
 * The only code that queries the cart_items table. Every read and write is scoped to one shopper.
 *
 * The three statements of the cart's round trip (read, add, remove) are prepared on first use and
 * then only run with the shopper's values (decision 016): building them anew on every call
 * costs the server's thread more than running them, and PostgreSQL parses them once per
 * connection. A repository lives as long as its database handle.
 */
export function createCartRepository(db: Database) {
  const listRowsQuery = once(() =>
    db
      .select({ ...ROW_COLUMNS, piece: PIECE_COLUMNS })
      .from(cartItems)
      .leftJoin(pieces, eq(pieceSno, cartItems.productSno))
      .leftJoin(prices, eq(pricesSno, pieceSno))
      .where(eq(cartItems.userId, param.userId))
      .orderBy(asc(cartItems.id))
      .prepare("cart_list_rows"),
  );

  const addRowQuery = once(() => {
    const column = (name: string) => sql.identifier(name);
    const added = db.$with("added", ROW_COLUMNS).as(sql`
      insert into ${cartItems} (${column(cartItems.userId.name)}, ${column(cartItems.productSno.name)}, ${column(cartItems.quantity.name)})
      select ${param.userId}, ${param.sno}, ${param.quantity} where ${availableOf(param.sno)} >= ${param.quantity}
        and exists (select 1 from ${pieces} where ${pieceSno} = ${param.sno} and ${PIECE_COLUMNS.forSale})
      on conflict (${column(cartItems.userId.name)}, ${column(cartItems.productSno.name)}) do nothing
      returning ${column(cartItems.id.name)}, ${column(cartItems.productSno.name)}, ${column(cartItems.quantity.name)}`);
    return db
      .with(added)
      .select({
        piece: PIECE_COLUMNS,
        row: { id: added.id, productSno: added.productSno, quantity: added.quantity },
      })
      .from(pieces)
      .innerJoin(prices, eq(pricesSno, pieceSno))
      .leftJoin(added, sql`true`)
      .where(eq(pieceSno, param.sno))
      .prepare("cart_add_row");
  });

  const deleteRowQuery = once(() => {
    const deleted = db.$with("deleted").as(
      db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, param.userId), eq(cartItems.id, param.id)))
        .returning(ROW_COLUMNS),
    );
    return db
      .with(deleted)
      .select({
        id: deleted.id,
        productSno: deleted.productSno,
        quantity: deleted.quantity,
        piece: PIECE_COLUMNS,
      })
      .from(deleted)
      .leftJoin(pieces, eq(pieceSno, deleted.productSno))
      .leftJoin(prices, eq(pricesSno, pieceSno))
      .prepare("cart_delete_row");
  });

  return {
    /** The shopper's rows, oldest first, each with its piece. */
    async listRows(userId: number): Promise<CartRowWithPiece[]> {
      return withPieces(await listRowsQuery().execute({ userId }));
    },

    async findRow(userId: number, id: number): Promise<StoredCartRow | undefined> {
      const [row] = await db
        .select(ROW_COLUMNS)
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)));
      return row;
    },

    /** Whether the shopper's cart holds a row of this piece. */
    async hasPiece(userId: number, sno: number): Promise<boolean> {
      const [row] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productSno, sno)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Adds a row of `quantity` of the piece when that many are in stock and the shopper has none
     * of it yet, and reads the piece, in one statement (decision 016). Answers
     * the piece (none when the catalogue has no such piece) and the row added (none when the stock
     * was short or the piece is in the cart already). The table's trigger keeps the cap (migration
     * 0017): past it the statement fails with a violation of CART_ROOM.
     */
    async addRow(
      userId: number,
      sno: number,
      quantity: number,
    ): Promise<{ piece: PieceSummary | undefined; row: StoredCartRow | undefined }> {
      const [found] = await addRowQuery().execute({ userId, sno, quantity });
      return { piece: found?.piece, row: found?.row ?? undefined };
    },

    async setQuantity(userId: number, id: number, quantity: number): Promise<StoredCartRow | undefined> {
      const [row] = await db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
        .returning(ROW_COLUMNS);
      return row;
    },

    /** Deletes the row, and answers it with its piece (for the message), in one statement. */
    async deleteRow(userId: number, id: number): Promise<CartRowWithPiece | undefined> {
      const [row] = await deleteRowQuery().execute({ userId, id });
      return row && withPieces([row])[0];
    },
  };
}

/**
 * Takes these pieces out of the shopper's cart when the statement's own rows (an order) are
 * written, in the same statement (db/statement-parts.ts): an order that fails leaves the cart as
 * it was. Other rows stay.
 */
export function removingPieces(userId: number, snos: readonly number[]): StatementParts {
  return {
    ...NO_PARTS,
    after: (rows) => sql`,
    cart_removed as (
      delete from ${cartItems}
      where ${cartItems.userId} = ${userId} and ${cartItems.productSno} = any(${intArray(snos)})
        and exists (select 1 from ${rows})
    )`,
  };
}

/** The rule, kept by a trigger (migration 0017), that a cart holds at most CART_LIMITS.maxRows rows. */
export const CART_ROOM = "cart_items_room";

export type CartRepository = ReturnType<typeof createCartRepository>;
