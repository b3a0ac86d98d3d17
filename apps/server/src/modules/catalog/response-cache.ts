/**
 * What one entry costs beyond its key's and body's characters: the Map's slot, the record, two
 * string headers and the version number. V8 spends well under this (about 100 bytes); counting
 * more keeps the budget an upper bound.
 */
const ENTRY_OVERHEAD_BYTES = 200;

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
 */
export function createResponseCache(maxBytes: number) {
  const entries = new Map<string, { version: number; body: string; bytes: number }>();
  const inFlight = new Map<string, { version: number; body: Promise<string> }>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, version: number, body: string): void {
    const current = entries.get(key);
    // A slower computation of an older version must not replace a newer answer.
    if (current && current.version > version) return;
    remove(key);
    const cost = (key.length + body.length) * 2 + ENTRY_OVERHEAD_BYTES;
    if (cost > maxBytes) return;
    entries.set(key, { version, body, bytes: cost });
    bytes += cost;
    // Map iterates in insertion order, and a hit re-inserts: the first key is the least recently used.
    while (bytes > maxBytes) remove(entries.keys().next().value as string);
  }

  return {
    async get(key: string, version: number, compute: () => Promise<string>): Promise<string> {
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
      inFlight.set(key, { version, body });
      try {
        const made = await body;
        store(key, version, made);
        return made;
      } finally {
        if (inFlight.get(key)?.body === body) inFlight.delete(key);
      }
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
