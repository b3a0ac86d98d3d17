import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { SQL_STATES, sqlStateOf } from "../../db/sql-state.ts";
import { lockShopper } from "../auth/auth.public.ts";
import { recentlyViewed } from "./recently-viewed.tables.ts";

/** The only code that queries the recently_viewed table. */
function recentlyViewedQueries(db: Database) {
  const newestFirst = [desc(recentlyViewed.viewedAt), desc(recentlyViewed.productSno)];

  return {
    /** The shopper's pieces, most recently viewed first. */
    async listSnos(userId: number): Promise<number[]> {
      const rows = await db
        .select({ sno: recentlyViewed.productSno })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.userId, userId))
        .orderBy(...newestFirst);
      return rows.map((row) => row.sno);
    },

    /**
     * Records a view now (a piece viewed again moves to the front); false when the piece is not in
     * the catalogue (any more): the foreign key refuses one withdrawn since the service's check.
     */
    async record(userId: number, sno: number): Promise<boolean> {
      try {
        await db
          .insert(recentlyViewed)
          .values({ userId, productSno: sno, viewedAt: sql`clock_timestamp()` })
          .onConflictDoUpdate({
            target: [recentlyViewed.userId, recentlyViewed.productSno],
            set: { viewedAt: sql`clock_timestamp()` },
          });
        return true;
      } catch (error) {
        if (sqlStateOf(error) === SQL_STATES.foreignKeyViolation) return false;
        throw error;
      }
    },

    /** Forgets all but the newest `keep` views. */
    async keepNewest(userId: number, keep: number): Promise<void> {
      const newest = db
        .select({ sno: recentlyViewed.productSno })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.userId, userId))
        .orderBy(...newestFirst)
        .limit(keep);
      await db
        .delete(recentlyViewed)
        .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.productSno, newest)));
    },
  };
}

type RecentlyViewedQueries = ReturnType<typeof recentlyViewedQueries>;

/**
 * The queries, and `asShopper`: runs `work` in one transaction that holds the shopper's lock
 * (auth/shopper-lock.ts), with the same queries inside it.
 */
export function createRecentlyViewedRepository(db: Database) {
  return {
    ...recentlyViewedQueries(db),
    asShopper<T>(userId: number, work: (locked: RecentlyViewedQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockShopper(tx, userId);
        return work(recentlyViewedQueries(tx));
      });
    },
  };
}

export type RecentlyViewedRepository = ReturnType<typeof createRecentlyViewedRepository>;
