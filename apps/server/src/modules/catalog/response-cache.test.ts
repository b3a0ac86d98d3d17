import { describe, expect, it } from "vitest";
import { createResponseCache } from "./response-cache.ts";
import { createVersionWatcher } from "./version-watcher.ts";

const counter = () => {
  let n = 0;
  return async () => `body ${++n}`;
};

describe("response cache", () => {
  it("answers a repeat at the same version from memory", async () => {
    const cache = createResponseCache(10);
    const compute = counter();
    expect(await cache.get("a", 1, compute)).toBe("body 1");
    expect(await cache.get("a", 1, compute)).toBe("body 1");
  });

  it("makes the answer again at another version", async () => {
    const cache = createResponseCache(10);
    const compute = counter();
    await cache.get("a", 1, compute);
    expect(await cache.get("a", 2, compute)).toBe("body 2");
    expect(await cache.get("a", 2, compute)).toBe("body 2");
  });

  it("drops the least recently used entry when full", async () => {
    const cache = createResponseCache(2);
    const calls: string[] = [];
    const compute = (key: string) => async () => {
      calls.push(key);
      return key;
    };
    for (const key of ["a", "b", "a", "c", "a", "b"]) await cache.get(key, 1, compute(key));
    expect(calls).toEqual(["a", "b", "c", "b"]);
    expect(cache.size).toBe(2);
  });

  it("keeps nothing when turned off", async () => {
    const cache = createResponseCache(0);
    const compute = counter();
    await cache.get("a", 1, compute);
    expect(await cache.get("a", 1, compute)).toBe("body 2");
  });

  it("does not keep a failed computation", async () => {
    const cache = createResponseCache(10);
    await expect(cache.get("a", 1, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("a", 1, async () => "ok")).toBe("ok");
  });
});

describe("version watcher", () => {
  function setup() {
    let clock = 0;
    let version = 1;
    let reads = 0;
    const watcher = createVersionWatcher({
      checkEveryMs: 1000,
      now: () => clock,
      readVersion: async () => {
        reads++;
        return version;
      },
    });
    return {
      watcher,
      tick: (ms: number) => (clock += ms),
      bump: () => version++,
      reads: () => reads,
    };
  }

  it("reads the version at most once a second", async () => {
    const { watcher, tick, bump, reads } = setup();
    expect(await watcher.current()).toBe(1);
    bump();
    tick(999);
    expect(await watcher.current()).toBe(1);
    expect(reads()).toBe(1);
    tick(2);
    expect(await watcher.current()).toBe(2);
  });

  it("reads again at once after markChanged", async () => {
    const { watcher, bump } = setup();
    await watcher.current();
    bump();
    watcher.markChanged();
    expect(await watcher.current()).toBe(2);
  });

  it("shares one read between concurrent callers", async () => {
    const { watcher, reads } = setup();
    await Promise.all([watcher.current(), watcher.current(), watcher.current()]);
    expect(reads()).toBe(1);
  });
});
