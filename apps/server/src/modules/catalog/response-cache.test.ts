import { describe, expect, it } from "vitest";
import { createVersionWatcher } from "../../db/version-watcher.ts";
import { createResponseCache } from "./response-cache.ts";

const counter = () => {
  let n = 0;
  return async () => `body ${++n}`;
};

/** What one entry of a one-character key and a body of `chars` characters counts against the budget. */
const costOf = (chars: number) => (1 + chars) * 2 + 200;

describe("response cache", () => {
  it("answers a repeat at the same version from memory", async () => {
    const cache = createResponseCache(10_000);
    const compute = counter();
    expect(await cache.get("a", 1, compute)).toBe("body 1");
    expect(await cache.get("a", 1, compute)).toBe("body 1");
  });

  it("makes the answer again at another version", async () => {
    const cache = createResponseCache(10_000);
    const compute = counter();
    await cache.get("a", 1, compute);
    expect(await cache.get("a", 2, compute)).toBe("body 2");
    expect(await cache.get("a", 2, compute)).toBe("body 2");
  });

  it("drops the least recently used entries when their bytes pass the budget", async () => {
    // Room for one 1,000-character body and two 100-character ones, not for two big ones.
    const cache = createResponseCache(costOf(1000) + 2 * costOf(100));
    const calls: string[] = [];
    const compute = (key: string, chars: number) => async () => {
      calls.push(key);
      return "x".repeat(chars);
    };
    await cache.get("a", 1, compute("a", 100));
    await cache.get("b", 1, compute("b", 100));
    await cache.get("c", 1, compute("c", 1000));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(costOf(1000) + 2 * costOf(100));
    await cache.get("a", 1, compute("a", 100)); // a hit: b is now the least recently used
    await cache.get("d", 1, compute("d", 1000)); // needs c's room too: b goes, then c
    expect(cache.size).toBe(2);
    await cache.get("a", 1, compute("a", 100));
    await cache.get("b", 1, compute("b", 100));
    await cache.get("c", 1, compute("c", 1000));
    expect(calls).toEqual(["a", "b", "c", "d", "b", "c"]);
    expect(cache.bytes).toBeLessThanOrEqual(costOf(1000) + 2 * costOf(100));
  });

  it("counts two bytes a character, whatever the characters", async () => {
    const cache = createResponseCache(1_000_000);
    await cache.get("k", 1, async () => "₹".repeat(1000));
    expect(cache.bytes).toBe(costOf(1000));
  });

  it("keeps nothing bigger than the whole budget, and still answers it", async () => {
    const cache = createResponseCache(costOf(10));
    expect(await cache.get("a", 1, async () => "x".repeat(11))).toHaveLength(11);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("keeps nothing when turned off", async () => {
    const cache = createResponseCache(0);
    const compute = counter();
    await cache.get("a", 1, compute);
    expect(await cache.get("a", 1, compute)).toBe("body 2");
  });

  it("computes once for 50 concurrent misses of one key", async () => {
    const cache = createResponseCache(10_000);
    const finishers: ((body: string) => void)[] = [];
    const compute = () => new Promise<string>((resolve) => finishers.push(resolve));
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.get("a", 1, compute)));
    await Promise.resolve();
    for (const finish of finishers) finish("shared");
    expect(await answers).toEqual(Array(50).fill("shared"));
    expect(finishers).toHaveLength(1);
  });

  it("does not keep a failed computation, nor hand it to later callers", async () => {
    const cache = createResponseCache(10_000);
    let fail: (error: Error) => void = () => {};
    const failing = () =>
      new Promise<string>((_resolve, reject) => {
        fail = reject;
      });
    const waiting = Promise.allSettled(Array.from({ length: 5 }, () => cache.get("a", 1, failing)));
    fail(new Error("db down"));
    const settled = await waiting;
    expect(settled.every((result) => result.status === "rejected")).toBe(true);
    expect(await cache.get("a", 1, async () => "ok")).toBe("ok");
    expect(await cache.get("a", 1, async () => "not asked")).toBe("ok");
  });

  it("turns a computation that throws at once into a rejection", async () => {
    const cache = createResponseCache(10_000);
    const throwing = (): Promise<string> => {
      throw new Error("sync");
    };
    await expect(cache.get("a", 1, throwing)).rejects.toThrow("sync");
    expect(await cache.get("a", 1, async () => "ok")).toBe("ok");
  });

  it("lets an older version's slow computation not replace a newer answer", async () => {
    const cache = createResponseCache(10_000);
    let finishOld: (body: string) => void = () => {};
    const old = cache.get("a", 1, () => new Promise<string>((resolve) => (finishOld = resolve)));
    expect(await cache.get("a", 2, async () => "new")).toBe("new");
    finishOld("old");
    expect(await old).toBe("old");
    expect(await cache.get("a", 2, async () => "recomputed")).toBe("new");
  });

  it("forgets only the answers showing a changed piece, and those that depend on every piece's stock", async () => {
    const cache = createResponseCache(100_000);
    const body =
      (...snos: number[]) =>
      async () =>
        `[${snos.map((sno) => `{"SNO":${sno},"Stock":1}`).join(",")}]`;
    await cache.get("ring", 1, body(7), "pieces");
    await cache.get("rings", 1, body(7, 8), "pieces");
    await cache.get("chain", 1, body(9), "pieces");
    await cache.get("in stock", 1, body(9), "all");
    await cache.get("banners", 1, async () => "[]", "none");
    cache.forgetPieces([7]);
    expect(cache.size).toBe(2);
    const again = counter();
    expect(await cache.get("chain", 1, again, "pieces")).toBe('[{"SNO":9,"Stock":1}]');
    expect(await cache.get("banners", 1, again)).toBe("[]");
    expect(await cache.get("ring", 1, again, "pieces")).toBe("body 1");
  });

  it("forgets an answer that depends on every piece's stock only for a piece that concerns it", async () => {
    const cache = createResponseCache(100_000);
    const rings = new Set([7, 8]);
    await cache.get(
      "rings in stock",
      1,
      async () => '[{"SNO":7,"Stock":1}]',
      "all",
      (sno) => rings.has(sno),
    );
    await cache.get("anything in stock", 1, async () => '[{"SNO":9,"Stock":1}]', "all");
    cache.forgetPieces([9]);
    expect(cache.size).toBe(1);
    cache.forgetPieces([8]);
    expect(cache.size).toBe(0);
  });

  it("does not keep an answer computed while a change of a piece that concerns it came in", async () => {
    const cache = createResponseCache(100_000);
    /** A computation the test finishes: with a change of `sno` handed in while it runs. */
    const computedDuring = async (key: string, sno: number, stock: "pieces" | "all") => {
      let finish!: (body: string) => void;
      const slow = cache.get(
        key,
        1,
        () =>
          new Promise<string>((resolve) => {
            finish = resolve;
          }),
        stock,
        (changed) => changed === 7,
      );
      await Promise.resolve();
      cache.forgetPieces([sno]);
      finish('[{"SNO":7,"Stock":1}]');
      expect(await slow).toBe('[{"SNO":7,"Stock":1}]');
    };
    await computedDuring("showing 7, 7 sold", 7, "pieces");
    await computedDuring("matching 7, 7 sold", 7, "all");
    expect(cache.size).toBe(0);
    await computedDuring("showing 7, 3 sold", 3, "pieces");
    await computedDuring("matching 7, 3 sold", 3, "all");
    expect(cache.size).toBe(2);
    cache.forgetAllStock();
    expect(cache.size).toBe(0);
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

  it("reads again after markChanged, and does not keep a read begun before it", async () => {
    let value = 1;
    const releases: (() => void)[] = [];
    const watcher = createVersionWatcher({
      readVersion: async () => {
        const seen = value;
        await new Promise<void>((resolve) => releases.push(resolve));
        return seen;
      },
      checkEveryMs: 60_000,
    });
    const early = watcher.current();
    value = 2;
    watcher.markChanged();
    const late = watcher.current();
    expect(releases).toHaveLength(2);
    for (const release of releases) release();
    expect(await early).toBe(1);
    expect(await late).toBe(2);
    // The later read is kept: no third read within checkEveryMs.
    expect(await watcher.current()).toBe(2);
  });
});
