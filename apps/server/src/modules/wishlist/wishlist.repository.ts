import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { SQL_STATES, sqlStateOf } from "../../db/sql-state.ts";
import { lockShopper } from "../auth/auth.public.ts";
import { favourites } from "./wishlist.tables.ts";

/** The only code that queries the favourites table. */
function wishlistQueries(db: Database) {
  return {
    /** The shopper's pieces, newest first. */
    async listSnos(userId: number): Promise<number[]> {
      const rows = await db
        .select({ sno: favourites.productSno })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.productSno));
      return rows.map((row) => row.sno);
    },

    /** How many pieces the shopper keeps, and whether this is one of them: one query for both checks. */
    async countAndFind(userId: number, sno: number): Promise<{ pieces: number; hasPiece: boolean }> {
      const [row] = await db
        .select({
          pieces: count(),
          hasPiece: sql<boolean>`coalesce(bool_or(${favourites.productSno} = ${sno}), false)`,
        })
        .from(favourites)
        .where(eq(favourites.userId, userId));
      return { pieces: row?.pieces ?? 0, hasPiece: row?.hasPiece ?? false };
    },

    /**
     * Adds the piece; false when it is not in the catalogue (any more): the foreign key refuses a
     * piece withdrawn between the service's check and this insert.
     */
    async add(userId: number, sno: number): Promise<boolean> {
      try {
        await db.insert(favourites).values({ userId, productSno: sno }).onConflictDoNothing();
        return true;
      } catch (error) {
        if (sqlStateOf(error) === SQL_STATES.foreignKeyViolation) return false;
        throw error;
      }
    },

    /** Removes the piece; false when the shopper did not have it. */
    async remove(userId: number, sno: number): Promise<boolean> {
      const rows = await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.productSno, sno)))
        .returning({ sno: favourites.productSno });
      return rows.length > 0;
    },
  };
}

type WishlistQueries = ReturnType<typeof wishlistQueries>;

/**
 * The queries, and `asShopper`: runs `work` in one transaction that holds the shopper's lock
 * (auth/shopper-lock.ts), with the same queries inside it.
 */
export function createWishlistRepository(db: Database) {
  return {
    ...wishlistQueries(db),
    asShopper<T>(userId: number, work: (locked: WishlistQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockShopper(tx, userId);
        return work(wishlistQueries(tx));
      });
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
