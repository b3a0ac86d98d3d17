/**
 * Serialized catalogue answers, kept per process until the catalogue changes. The catalogue version
 * (bumped by a trigger on every catalogue write, whichever process or tool made it) is read at most
 * once per `versionCheckMs`, so another process's change is seen within that time and a change made
 * through `markChanged` at once. See docs/decisions/002-listing-cache.md.
 */
export interface ResponseCacheOptions {
  maxEntries: number;
  readVersion: () => Promise<number>;
  versionCheckMs?: number;
  now?: () => number;
}

export function createResponseCache({
  maxEntries,
  readVersion,
  versionCheckMs = 1000,
  now = Date.now,
}: ResponseCacheOptions) {
  const entries = new Map<string, { version: number; body: string }>();
  let version = -1;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pendingCheck: Promise<number> | undefined;

  async function currentVersion(): Promise<number> {
    if (now() - checkedAt < versionCheckMs) return version;
    pendingCheck ??= readVersion()
      .then((read) => {
        if (read !== version) entries.clear();
        version = read;
        checkedAt = now();
        return read;
      })
      .finally(() => {
        pendingCheck = undefined;
      });
    return pendingCheck;
  }

  return {
    async get(key: string, compute: () => Promise<string>): Promise<string> {
      if (maxEntries === 0) return compute();
      const atVersion = await currentVersion();
      const hit = entries.get(key);
      if (hit && hit.version === atVersion) {
        // Re-insert to keep the Map in least-recently-used order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      const body = await compute();
      entries.set(key, { version: atVersion, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return body;
    },

    /** This process changed the catalogue: stop answering from the cache before the next check. */
    markChanged(): void {
      checkedAt = Number.NEGATIVE_INFINITY;
    },

    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
