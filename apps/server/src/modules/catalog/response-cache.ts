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
 * among those that depend on every piece's. `forgetPieces` drops only the answers that a change of
 * those pieces makes wrong; the rest stay. An answer computed while such a change was handed in is
 * given to its callers but not kept: it may have read the stock before the change.
 */
export function createResponseCache(maxBytes: number) {
  const entries = new Map<
    string,
    { version: number; body: string; bytes: number; pieces: number[] | undefined; anyPiece: boolean }
  >();
  const inFlight = new Map<string, { version: number; body: Promise<string>; stock: StockDependence }>();
  const byPiece = new Map<number, Set<string>>();
  const onAnyPiece = new Set<string>();
  /** Counts the stock changes handed in, so a computation knows one came while it ran. */
  let stockChanges = 0;
  let bytes = 0;

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

  /** Stock-dependent computations under way may have read the old stock: not kept, not joined. */
  function forgetComputations(): void {
    stockChanges++;
    for (const [key, running] of [...inFlight]) if (running.stock !== "none") inFlight.delete(key);
  }

  function store(key: string, version: number, body: string, stock: StockDependence): void {
    const current = entries.get(key);
    // A slower computation of an older version must not replace a newer answer.
    if (current && current.version > version) return;
    remove(key);
    const pieces = stock === "pieces" ? piecesIn(body) : undefined;
    const cost =
      (key.length + body.length) * 2 + ENTRY_OVERHEAD_BYTES + (pieces?.length ?? 0) * PIECE_REFERENCE_BYTES;
    if (cost > maxBytes) return;
    entries.set(key, { version, body, bytes: cost, pieces, anyPiece: stock === "all" });
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
      inFlight.set(key, { version, body, stock });
      const changesBefore = stockChanges;
      try {
        const made = await body;
        if (stock === "none" || stockChanges === changesBefore) store(key, version, made, stock);
        return made;
      } finally {
        if (inFlight.get(key)?.body === body) inFlight.delete(key);
      }
    },

    /** Drops the answers that show these pieces, and those that depend on every piece's stock. */
    forgetPieces(snos: Iterable<number>): void {
      forgetComputations();
      for (const key of [...onAnyPiece]) remove(key);
      for (const sno of snos) for (const key of [...(byPiece.get(sno) ?? [])]) remove(key);
    },

    /** Drops every answer that depends on stock (a reader that fell too far behind the change log). */
    forgetAllStock(): void {
      forgetComputations();
      for (const [key, entry] of [...entries]) if (entry.pieces || entry.anyPiece) remove(key);
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
