import { type CatalogVersions, type IndexedPiece, ListingIndex, type PiecePrice } from "./listing-index.ts";

export interface ListingIndexSource {
  /** Pieces after `afterSno` in SNO order, at most `limit` of them. */
  loadPieces(afterSno: number, limit: number): Promise<IndexedPiece[]>;
  /** How many pieces the catalogue has, without counting them. */
  countPieces(): Promise<number>;
  /** The prices written since the snapshot `since` (a `position`), or every price (decision 050). */
  loadPrices(since?: string): Promise<PiecePrice[]>;
  /** The catalogue's counters. */
  readCatalogVersions(): Promise<CatalogVersions>;
  /** Runs `read` on one snapshot of the database; `position` names it for the inventory feed. */
  inSnapshot<T>(read: (snapshot: ListingIndexSource, position: string) => Promise<T>): Promise<T>;
}

/** A turn of the event loop: requests waiting meanwhile are served between a patch's steps. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Loading in chunks keeps each statement short; on PGlite the transaction holds its one connection. */
const CHUNK = 2000;

/**
 * Keeps the newest index built. Asked about a version newer than it holds, it brings it up to date
 * in the background and, meanwhile, offers the index it has: answers from it are as old as that
 * takes, and callers must not keep them as answers of the new version. Bringing up to date reads
 * one REPEATABLE READ snapshot and runs to its end; a newer version asked for meanwhile is handled
 * by the first request after it, never instead of it (decision 020). When only prices changed
 * since the index's pieces (decision 050), it reads the prices written since and patches the index
 * in place; when pieces changed, it builds a new index, labelled with the versions its snapshot
 * read, which `install` brings up to date (stock changed since its snapshot) before it answers. Any other change (a banner) only relabels the index.
 * A catalogue larger than `maxPieces` is never indexed: SQL serves it, and memory stays bounded.
 */
export function createListingIndexHolder(
  source: ListingIndexSource,
  maxPieces: number,
  {
    retryAfterMs = 5000,
    now = Date.now,
    install = async (_index, _position, use) => use(),
  }: {
    retryAfterMs?: number;
    now?: () => number;
    /**
     * Patches a new index up to now and calls `use` to make it current, in turn with the inventory
     * feed's patches, so that none is lost between the two.
     */
    install?: (index: ListingIndex, position: string, use: () => void) => Promise<void>;
  } = {},
) {
  let index: ListingIndex | undefined;
  /** The snapshot the index's prices were read in: a patch reads only what was written since. */
  let pricesAt: string | undefined;
  let building = false;
  /** The version of the last build that found the catalogue too large to index. */
  let tooLargeAt = Number.NEGATIVE_INFINITY;
  // After a failed build (the database went away mid-way) the build is tried again, but not
  // before this time: otherwise an outage would start a build on every request.
  let retryAt = Number.NEGATIVE_INFINITY;
  let state: "empty" | "building" | "ready" | "too large" | "failed" = "empty";

  /** A new index, or the current one patched (`index` is then `current`), or none (too large). */
  function build(
    current: ListingIndex | undefined,
  ): Promise<{ version: number; index?: ListingIndex; position: string }> {
    return source.inSnapshot(async (snapshot, position) => {
      const versions = await snapshot.readCatalogVersions();
      const { version } = versions;
      if (current && current.piecesVersion === versions.piecesVersion) {
        const prices =
          current.pricesVersion === versions.pricesVersion ? [] : await snapshot.loadPrices(pricesAt);
        await current.setPrices(prices, versions, nextTurn);
        pricesAt = position;
        return { version, index: current, position };
      }
      if ((await snapshot.countPieces()) > maxPieces) return { version, position };
      const pieces: IndexedPiece[] = [];
      for (let after = 0; ; ) {
        const chunk = await snapshot.loadPieces(after, CHUNK);
        pieces.push(...chunk);
        if (chunk.length < CHUNK) break;
        after = chunk[chunk.length - 1]!.sno;
      }
      return { version, index: new ListingIndex(versions, pieces), position };
    });
  }

  function start(): void {
    building = true;
    if (!index) state = "building";
    build(index)
      .then(async (built) => {
        if (built.index && built.index === index) {
          state = "ready";
        } else if (built.index) {
          const made = built.index;
          await install(made, built.position, () => {
            index = made;
            pricesAt = built.position;
          });
          state = "ready";
        } else {
          tooLargeAt = built.version;
          index = undefined;
          state = "too large";
        }
        building = false;
      })
      .catch(() => {
        // Listings keep the older index or SQL meanwhile.
        building = false;
        retryAt = now() + retryAfterMs;
        if (!index) state = "failed";
      });
  }

  return {
    /** The newest index built, which may be of an older version than `version`; undefined if none. */
    newest(version: number): ListingIndex | undefined {
      const behind = index ? index.version < version : tooLargeAt < version;
      if (behind && !building && now() >= retryAt) start();
      return index;
    },

    /** The index listings are answered from now, which the inventory feed patches. */
    get current(): ListingIndex | undefined {
      return index;
    },

    get state() {
      return state;
    },

    /** The catalogue version the index holds, if any. */
    get version() {
      return index?.version;
    },
  };
}
