import { describe, expect, it } from "vitest";
import { createResponseCache } from "./response-cache.ts";

function setup(maxEntries = 10) {
  let clock = 0;
  let version = 1;
  let reads = 0;
  const cache = createResponseCache({
    maxEntries,
    versionCheckMs: 1000,
    now: () => clock,
    readVersion: async () => {
      reads++;
      return version;
    },
  });
  return {
    cache,
    tick: (ms: number) => {
      clock += ms;
    },
    bump: () => {
      version++;
    },
    reads: () => reads,
  };
}

describe("response cache", () => {
  it("answers repeats from memory and reads the version at most once a second", async () => {
    const { cache, tick, reads } = setup();
    let computed = 0;
    const compute = async () => `body ${++computed}`;
    expect(await cache.get("a", compute)).toBe("body 1");
    expect(await cache.get("a", compute)).toBe("body 1");
    tick(500);
    expect(await cache.get("a", compute)).toBe("body 1");
    expect(reads()).toBe(1);
  });

  it("recomputes after the catalogue version changes", async () => {
    const { cache, tick, bump } = setup();
    let computed = 0;
    const compute = async () => `body ${++computed}`;
    await cache.get("a", compute);
    bump();
    tick(1001);
    expect(await cache.get("a", compute)).toBe("body 2");
  });

  it("recomputes at once after markChanged", async () => {
    const { cache, bump } = setup();
    let computed = 0;
    const compute = async () => `body ${++computed}`;
    await cache.get("a", compute);
    bump();
    cache.markChanged();
    expect(await cache.get("a", compute)).toBe("body 2");
  });

  it("drops the least recently used entry when full", async () => {
    const { cache } = setup(2);
    const calls: string[] = [];
    const compute = (key: string) => async () => {
      calls.push(key);
      return key;
    };
    await cache.get("a", compute("a"));
    await cache.get("b", compute("b"));
    await cache.get("a", compute("a"));
    await cache.get("c", compute("c"));
    await cache.get("a", compute("a"));
    await cache.get("b", compute("b"));
    expect(calls).toEqual(["a", "b", "c", "b"]);
    expect(cache.size).toBe(2);
  });

  it("keeps nothing when the cache is turned off", async () => {
    const { cache } = setup(0);
    let computed = 0;
    await cache.get("a", async () => `${++computed}`);
    expect(await cache.get("a", async () => `${++computed}`)).toBe("2");
  });

  it("does not cache a failed computation", async () => {
    const { cache } = setup();
    await expect(cache.get("a", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("a", async () => "ok")).toBe("ok");
  });
});
