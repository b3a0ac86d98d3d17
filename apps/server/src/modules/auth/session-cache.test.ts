import { describe, expect, it } from "vitest";
import { createVersionWatcher } from "../../db/version-watcher.ts";
import { createSessionCache } from "./session-cache.ts";

/** A cache over a version the test sets, read on every lookup (no second's wait). */
function aCache(maxEntries?: number) {
  const clock = { ms: 1_000_000 };
  const state = { version: 1 };
  const version = createVersionWatcher({ readVersion: async () => state.version, checkEveryMs: 0 });
  const cache = createSessionCache<string>({ version, maxEntries, now: () => clock.ms });
  /** A check as authenticate makes it: a lookup, then remembering what the database said. */
  const check = async (token: string, account = `account of ${token}`, expiresAtMs = clock.ms + 60_000) => {
    const { version: at } = await cache.lookup(token);
    cache.remember(token, account, at, expiresAtMs);
  };
  return { cache, clock, state, check };
}

describe("session cache", () => {
  it("answers a token checked at the version now, and nothing once the version rises", async () => {
    const { cache, state, check } = aCache();
    expect((await cache.lookup("a")).account).toBeUndefined();
    await check("a");
    expect((await cache.lookup("a")).account).toBe("account of a");
    expect((await cache.lookup("b")).account).toBeUndefined();
    state.version = 2;
    expect((await cache.lookup("a")).account).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("does not keep a check that ran while the version rose: it may have read the account before the change", async () => {
    const { cache, state } = aCache();
    const { version: before } = await cache.lookup("a");
    state.version = 2;
    await cache.lookup("b");
    cache.remember("a", "stale", before, Date.now() + 60_000);
    expect((await cache.lookup("a")).account).toBeUndefined();
    // A lookup answered with an older version (a read begun earlier) hits nothing either.
    state.version = 1;
    expect((await cache.lookup("b")).account).toBeUndefined();
  });

  it("forgets a token once it expires", async () => {
    const { cache, clock, check } = aCache();
    await check("a", "account", clock.ms + 1000);
    expect((await cache.lookup("a")).account).toBe("account");
    clock.ms += 1000;
    expect((await cache.lookup("a")).account).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, the oldest checked going first, and nothing at 0", async () => {
    const { cache, check } = aCache(3);
    for (const token of ["a", "b", "c", "d"]) await check(token);
    expect(cache.size).toBe(3);
    expect((await cache.lookup("a")).account).toBeUndefined();
    expect((await cache.lookup("d")).account).toBe("account of d");
    const none = aCache(0);
    await none.check("a");
    expect(none.cache.size).toBe(0);
  });
});
