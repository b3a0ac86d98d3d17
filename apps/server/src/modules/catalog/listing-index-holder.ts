import { type IndexedPiece, ListingIndex } from "./listing-index.ts";

export interface ListingIndexSource {
  /** Pieces after `afterSno` in SNO order, at most `limit` of them. */
  loadPieces(afterSno: number, limit: number): Promise<IndexedPiece[]>;
  /** How many pieces the catalogue has, without counting them. */
  countPieces(): Promise<number>;
  /** The catalogue version. */
  readCatalogVersion(): Promise<number>;
  /** Runs `read` on one snapshot of the database; `position` names it for the inventory feed. */
  inSnapshot<T>(read: (snapshot: ListingIndexSource, position: string) => Promise<T>): Promise<T>;
}

/** Loading in chunks keeps each statement short; on PGlite the transaction holds its one connection. */
const CHUNK = 2000;

/**
 * Keeps the newest index built. Asked about a version newer than it holds, it starts a build in
 * the background and, meanwhile, offers the index it has: answers from it are as old as the build
 * takes (seconds at 100,000 pieces), and callers must not keep them as answers of the new version.
 * A build reads one REPEATABLE READ snapshot and runs to its end; a newer version asked for
 * meanwhile is built by the first request after it, never instead of it (decision 020). The built index is labelled with
 * the version its snapshot read. `install` brings it up to date (stock changed since its snapshot)
 * before it answers. A catalogue larger than `maxPieces` is never indexed: SQL serves it, and
 * memory stays bounded.
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
  let building = false;
  /** The version of the last build that found the catalogue too large to index. */
  let tooLargeAt = Number.NEGATIVE_INFINITY;
  // After a failed build (the database went away mid-way) the build is tried again, but not
  // before this time: otherwise an outage would start a build on every request.
  let retryAt = Number.NEGATIVE_INFINITY;
  let state: "empty" | "building" | "ready" | "too large" | "failed" = "empty";

  function build(): Promise<{ version: number; index?: ListingIndex; position: string }> {
    return source.inSnapshot(async (snapshot, position) => {
      const version = await snapshot.readCatalogVersion();
      if ((await snapshot.countPieces()) > maxPieces) return { version, position };
      const pieces: IndexedPiece[] = [];
      for (let after = 0; ; ) {
        const chunk = await snapshot.loadPieces(after, CHUNK);
        pieces.push(...chunk);
        if (chunk.length < CHUNK) break;
        after = chunk[chunk.length - 1]!.sno;
      }
      return { version, index: new ListingIndex(version, pieces), position };
    });
  }

  function start(): void {
    building = true;
    if (!index) state = "building";
    build()
      .then(async (built) => {
        if (built.index) {
          const made = built.index;
          await install(made, built.position, () => {
            index = made;
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
