/**
 * What one entry costs beyond its key's and body's characters: the Map's slot, the record, two
 * string headers and the version number. V8 spends well under this (about 100 bytes); counting
 * more keeps the budget an upper bound.
 */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * What an answer's stock depends on (decision 020): nothing; the availability of the pieces it
 * shows (their `"SNO":n` in the body); or the availability of any piece (a listing filtered on it,
 * whose matches and total change with every sale).
 */
export type StockDependence = "none" | "pieces" | "all";

/**
 * For an answer that depends on every piece's stock: whether a change of this piece's stock can
 * change it (a listing filtered on availability changes only with the pieces its other filters
 * match). Without one, every change can.
 */
export type AffectedBy = (sno: number) => boolean;

const EVERY_PIECE: AffectedBy = () => true;

/** Changes noted for one computation beyond which it counts as affected by all. */
const MAX_CHANGES_NOTED = 1000;

/** An answer's AffectedBy test: a closure and the filter it holds, counted generously. */
const AFFECTED_BY_BYTES = 1024;

/** A piece's entry in the index of answers by piece: a Set slot and a number, counted generously. */
const PIECE_REFERENCE_BYTES = 64;

const SNO_IN_JSON = /"SNO":(\d+)/g;

/** The pieces an answer shows, from its JSON. */
export function piecesIn(body: string): number[] {
  return [...new Set(Array.from(body.matchAll(SNO_IN_JSON), (match) => Number(match[1])))];
}

/**
 * Serialized catalogue answers kept per process, each with the catalogue version it was made at;
 * an answer of another version is made again. See docs/decisions/002-listing-cache.md.
 *
 * Memory: bounded by `maxBytes` over keys and bodies. A JS string takes one byte per character
 * when every character is Latin-1 and two otherwise; each is counted at two bytes per UTF-16 code
 * unit (string.length), the most it can take, plus ENTRY_OVERHEAD_BYTES. The budget is therefore
 * never exceeded; mostly-ASCII JSON fills at most half of it. Least recently used entries go first.
 *
 * Single-flight: concurrent misses for one key and version share one computation, so a catalogue
 * change or a cold start costs one computation per key in this process, not one per request. A
 * failed computation is handed to the callers that were waiting for it and forgotten: the next
 * call computes again.
 *
 * Stock (decision 020): an answer that depends on stock is indexed by the pieces it shows, or kept
 * among those that depend on every piece's with the test of which pieces can change it
 * (`AffectedBy`). `forgetPieces` drops only the answers that a change of those pieces makes wrong;
 * the rest stay. An answer computed while a change that concerns it was handed in is given to its
 * callers but not kept (it may have read the stock before the change), and is not joined by later
 * callers.
 */
export function createResponseCache(maxBytes: number) {
  const entries = new Map<
    string,
    {
      version: number;
      body: string;
      bytes: number;
      pieces: number[] | undefined;
      /** Set for an answer that depends on every piece's stock. */
      affectedBy: AffectedBy | undefined;
    }
  >();
  const inFlight = new Map<string, Computation>();
  /** Stock-dependent computations under way, joinable or not: each notes the changes that came in. */
  const computing = new Set<Computation>();
  const byPiece = new Map<number, Set<string>>();
  const onAnyPiece = new Set<string>();
  let bytes = 0;

  interface Computation {
    version: number;
    body: Promise<string>;
    stock: StockDependence;
    affectedBy: AffectedBy;
    /** The pieces whose stock changed while it ran; "all" after forgetAllStock. */
    changed: number[] | "all";
  }

  /** Whether changes noted during a computation can have made its answer, showing `pieces`, wrong. */
  function madeStale(computation: Computation, pieces: number[] | undefined): boolean {
    const { changed, stock, affectedBy } = computation;
    if (changed === "all") return true;
    if (changed.length === 0) return false;
    if (stock === "all") return changed.some(affectedBy);
    return pieces !== undefined && changed.some((sno) => pieces.includes(sno));
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    onAnyPiece.delete(key);
    for (const sno of entry.pieces ?? []) {
      const keys = byPiece.get(sno);
      keys?.delete(key);
      if (keys?.size === 0) byPiece.delete(sno);
    }
  }

  /**
   * Computations under way may have read the old stock of these pieces: each notes them, and no
   * later caller joins one that they may concern (for one that shows pieces, any may, until its
   * answer says which it shows).
   */
  function noteChanges(changed: number[] | "all"): void {
    for (const computation of computing) {
      if (changed === "all" || computation.changed === "all") computation.changed = "all";
      else if (computation.changed.length + changed.length > MAX_CHANGES_NOTED) computation.changed = "all";
      else computation.changed.push(...changed);
    }
    for (const [key, running] of [...inFlight]) {
      if (running.stock === "none") continue;
      if (running.stock === "pieces" || changed === "all" || changed.some(running.affectedBy)) {
        inFlight.delete(key);
      }
    }
  }

  /** Keeps an answer; `pieces`, the ones it shows, for an answer that depends on theirs. */
  function store(
    key: string,
    version: number,
    body: string,
    {
      stock,
      affectedBy,
      pieces,
    }: { stock: StockDependence; affectedBy: AffectedBy; pieces: number[] | undefined },
  ): void {
    const current = entries.get(key);
    // A slower computation of an older version must not replace a newer answer.
    if (current && current.version > version) return;
    remove(key);
    const cost =
      (key.length + body.length) * 2 +
      ENTRY_OVERHEAD_BYTES +
      (pieces?.length ?? 0) * PIECE_REFERENCE_BYTES +
      (stock === "all" ? AFFECTED_BY_BYTES : 0);
    if (cost > maxBytes) return;
    entries.set(key, {
      version,
      body,
      bytes: cost,
      pieces,
      affectedBy: stock === "all" ? affectedBy : undefined,
    });
    if (stock === "all") onAnyPiece.add(key);
    for (const sno of pieces ?? []) {
      let keys = byPiece.get(sno);
      if (!keys) {
        keys = new Set();
        byPiece.set(sno, keys);
      }
      keys.add(key);
    }
    bytes += cost;
    // Map iterates in insertion order, and a hit re-inserts: the first key is the least recently used.
    while (bytes > maxBytes) remove(entries.keys().next().value as string);
  }

  return {
    async get(
      key: string,
      version: number,
      compute: () => Promise<string>,
      stock: StockDependence = "none",
      affectedBy: AffectedBy = EVERY_PIECE,
    ): Promise<string> {
      if (maxBytes === 0) return compute();
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      const running = inFlight.get(key);
      if (running && running.version === version) return running.body;
      const body = (async () => compute())();
      const computation: Computation = { version, body, stock, affectedBy, changed: [] };
      inFlight.set(key, computation);
      if (stock !== "none") computing.add(computation);
      try {
        const made = await body;
        const pieces = stock === "pieces" ? piecesIn(made) : undefined;
        if (!madeStale(computation, pieces)) store(key, version, made, { stock, affectedBy, pieces });
        return made;
      } finally {
        computing.delete(computation);
        if (inFlight.get(key) === computation) inFlight.delete(key);
      }
    },

    /** Drops the answers that show these pieces, and those that depend on every piece's stock. */
    forgetPieces(snos: Iterable<number>): void {
      const changed = [...snos];
      noteChanges(changed);
      for (const key of [...onAnyPiece]) {
        if (changed.some(entries.get(key)!.affectedBy!)) remove(key);
      }
      for (const sno of changed) for (const key of [...(byPiece.get(sno) ?? [])]) remove(key);
    },

    /** Drops every answer that depends on stock (a reader that fell too far behind the change log). */
    forgetAllStock(): void {
      noteChanges("all");
      for (const [key, entry] of [...entries]) if (entry.pieces || entry.affectedBy) remove(key);
    },

    get size() {
      return entries.size;
    },

    /** Bytes counted against the budget (an upper bound of what the entries hold). */
    get bytes() {
      return bytes;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
