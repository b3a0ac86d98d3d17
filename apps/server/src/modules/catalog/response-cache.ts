/**
 * Serialized catalogue answers kept per process, each with the catalogue version it was made at;
 * an answer of another version is made again. Least recently used entries go first when full.
 * See docs/decisions/002-listing-cache.md.
 */
export function createResponseCache(maxEntries: number) {
  const entries = new Map<string, { version: number; body: string }>();
  return {
    async get(key: string, version: number, compute: () => Promise<string>): Promise<string> {
      if (maxEntries === 0) return compute();
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        // Re-insert to keep the Map in least-recently-used order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      const body = await compute();
      entries.delete(key);
      entries.set(key, { version, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return body;
    },

    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
