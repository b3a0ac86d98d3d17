import type { VersionWatcher } from "../../db/version-watcher.ts";

/**
 * Sessions one process keeps at most. An entry is the token (about 250 characters) and the
 * account's row (about 600 bytes): some 10 MB at most.
 */
export const SESSION_CACHE_ENTRIES = 10_000;

/**
 * The sessions this process checked lately (decision 033). The very token checked before answers
 * the same account without the signature check and the database read while
 * - the session version is the one it was checked at: the version rises with every logout,
 *   password change and update of a verified account, whichever process made it, and is read at
 *   most once a second (at once after this process's own change, `markChanged`); a new version
 *   empties the cache;
 * - and the token has not expired.
 * Beyond `maxEntries`, the oldest checked goes first. `maxEntries` 0 keeps nothing.
 */
export function createSessionCache<Account>({
  version,
  maxEntries = SESSION_CACHE_ENTRIES,
  now = Date.now,
}: {
  version: VersionWatcher;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, { account: Account; expiresAtMs: number }>();
  let seenVersion = Number.NEGATIVE_INFINITY;
  return {
    /**
     * The account kept for `token`, if any, and the version now: a check made after this lookup
     * is remembered with that version.
     */
    async lookup(token: string): Promise<{ account: Account | undefined; version: number }> {
      const current = await version.current();
      // A read begun before a newer one answered may return an older version: no hit then.
      if (current < seenVersion) return { account: undefined, version: current };
      if (current > seenVersion) {
        entries.clear();
        seenVersion = current;
      }
      const entry = entries.get(token);
      if (entry && entry.expiresAtMs <= now()) entries.delete(token);
      return { account: entry && entry.expiresAtMs > now() ? entry.account : undefined, version: current };
    },

    /**
     * Keeps what a check found, unless the version moved while it ran (the check may have read
     * the database before the change): the next lookup checks again.
     */
    remember(token: string, account: Account, checkedAtVersion: number, expiresAtMs: number): void {
      if (checkedAtVersion !== seenVersion || maxEntries <= 0) return;
      entries.delete(token);
      entries.set(token, { account, expiresAtMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },

    /** This process ended or changed a session: the next lookup reads the version first. */
    markChanged(): void {
      version.markChanged();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache<Account> = ReturnType<typeof createSessionCache<Account>>;
