import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { stockChanges, stockLevels } from "./inventory.tables.ts";

/**
 * Where a reader of the change log stands: a snapshot (`pg_current_snapshot()` as text). The
 * changes after it are the rows of transactions that snapshot could not see. Ids would not do:
 * a transaction that took id 7 may commit after one that took id 8 was read.
 */
export type FeedPosition = string;

/** Pieces whose availability changed, each with its availability when read. */
export type StockChanges = Map<number, number>;

/** The snapshot this statement (or, in REPEATABLE READ, this transaction) reads. */
export async function readFeedPosition(db: Database): Promise<FeedPosition> {
  const result = await db.execute(sql`select pg_current_snapshot()::text as position`);
  return rowsOf(result, "stock feed: read position", { position: "string" })[0]!.position;
}

/**
 * A change log row lives this long. A reader that last read longer ago than half of it reads every
 * piece's availability instead of the log, so pruning never hides a change from anyone.
 */
const RETENTION_MS = 10 * 60_000;
/** Each process prunes at most this often; several pruning at once only wait for each other. */
const PRUNE_EVERY_MS = 60_000;

/** The columns of the feed's answers (db/rows.ts checks them). */
const CHANGES = { position: "string", changes: "string" } as const;

export function createStockFeedSource(db: Database) {
  return {
    readPosition: () => readFeedPosition(db),

    /**
     * The pieces changed since `position`, with their availability now, and the position now: one
     * statement, so both are of one snapshot.
     */
    async changesSince(position: FeedPosition): Promise<{ position: FeedPosition; changes: StockChanges }> {
      const result = await db.execute(sql`
        select pg_current_snapshot()::text as position, coalesce((
          select json_agg(json_build_array(c.sno, coalesce(l.on_hand - l.reserved, 0)))
          from (
            select distinct ${stockChanges.productSno} as sno from ${stockChanges}
            where ${stockChanges.txid} >= pg_snapshot_xmin(${position}::pg_snapshot)
              and not pg_visible_in_snapshot(${stockChanges.txid}, ${position}::pg_snapshot)
          ) c left join ${stockLevels} l on l.product_sno = c.sno
        ), '[]'::json)::text as changes`);
      const [row] = rowsOf(result, "stock feed: changes since", CHANGES);
      return { position: row!.position, changes: new Map(JSON.parse(row!.changes) as [number, number][]) };
    },

    /** Every stocked piece's availability and the position it was read at, for a reader too far behind. */
    async everything(): Promise<{ position: FeedPosition; changes: StockChanges }> {
      const result = await db.execute(sql`
        select pg_current_snapshot()::text as position, coalesce((
          select json_agg(json_build_array(product_sno, on_hand - reserved)) from ${stockLevels}
        ), '[]'::json)::text as changes`);
      const [row] = rowsOf(result, "stock feed: everything", CHANGES);
      return { position: row!.position, changes: new Map(JSON.parse(row!.changes) as [number, number][]) };
    },

    async prune(): Promise<void> {
      await db.execute(
        sql`delete from ${stockChanges} where ${stockChanges.changedAt} < now() - make_interval(secs => ${RETENTION_MS / 1000})`,
      );
    },
  };
}

export type StockFeedSource = ReturnType<typeof createStockFeedSource>;

/**
 * Each process's reader of the change log (like the catalogue's version watcher): at most once per
 * `checkEveryMs`, on demand, it reads which pieces changed since its last read and hands them to
 * its listeners (the listing index, the response cache, the page cache), which patch what they
 * hold of those pieces. A request waits for that read, as it waits for the catalogue version's,
 * so no answer is older than a second. `changed()` (this process's own writes) starts a read at
 * once in the background: requests keep being answered meanwhile rather than each sale making
 * them wait a round trip, and see the patch a round trip later. Reads, catch-ups and everything
 * handed to listeners run one at a time, in order, so a listener never gets an older availability
 * after a newer one. See docs/decisions/020-inventory.md.
 */
export function createStockFeed(
  source: StockFeedSource,
  { checkEveryMs = 1000, now = Date.now }: { checkEveryMs?: number; now?: () => number } = {},
) {
  const listeners: ((changes: StockChanges, everything: boolean) => void)[] = [];
  let position: FeedPosition | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let prunedAt = now();
  let queue: Promise<unknown> = Promise.resolve();
  let pending: Promise<void> | undefined;
  /** A read asked for by changed() that has not started yet: more changes share it. */
  let asked = false;

  /** Runs `task` after everything queued before it; a failure reaches its caller only. */
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  }

  function hand(changes: StockChanges, everything: boolean): void {
    if (changes.size === 0 && !everything) return;
    for (const listener of listeners) listener(changes, everything);
  }

  async function read(): Promise<void> {
    const started = now();
    if (position === undefined) {
      // Nothing is held yet that a change could make wrong: start from here.
      position = await source.readPosition();
    } else if (started - readAt > RETENTION_MS / 2) {
      const all = await source.everything();
      position = all.position;
      hand(all.changes, true);
    } else {
      const read = await source.changesSince(position);
      position = read.position;
      hand(read.changes, false);
    }
    readAt = started;
    if (started - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = started;
      await source.prune();
    }
  }

  return {
    /** Brings every listener up to date if the last read is older than checkEveryMs. */
    sync(): Promise<void> {
      if (now() - checkedAt < checkEveryMs) return Promise.resolve();
      pending ??= serially(read)
        .then(() => {
          checkedAt = now();
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },

    /**
     * This process changed stock (call after the transaction committed): reads the change log now,
     * in the background. A failure is left to the next sync, which reads again.
     */
    changed(): void {
      if (asked) return;
      asked = true;
      serially(async () => {
        asked = false;
        await read();
      }).catch(() => {
        checkedAt = Number.NEGATIVE_INFINITY;
      });
    },

    /**
     * The changes since `since` (a snapshot something was read at, e.g. a listing index's build),
     * with availability now, given to `apply` in turn with every other read: after it, what
     * `apply` patched is as current as the listeners.
     */
    catchUp(since: FeedPosition, apply: (changes: StockChanges) => void): Promise<void> {
      return serially(async () => {
        apply((await source.changesSince(since)).changes);
      });
    },

    /** `everything`: the changes are every stocked piece; a piece absent from them has none. */
    listen(listener: (changes: StockChanges, everything: boolean) => void): void {
      listeners.push(listener);
    },
  };
}

export type StockFeed = ReturnType<typeof createStockFeed>;
