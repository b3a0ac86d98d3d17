import { describe, expect, it } from "vitest";
import { createVersionWatcher } from "./version-watcher.ts";

/** A counter read through a gate the test opens: a read stays pending until then. */
function slowCounter() {
  let value = 1;
  let reads = 0;
  const gates: (() => void)[] = [];
  return {
    set: (next: number) => {
      value = next;
    },
    get reads() {
      return reads;
    },
    open: () => {
      for (const open of gates.splice(0)) open();
    },
    readVersion: () => {
      reads++;
      const at = value;
      return new Promise<number>((resolve) => gates.push(() => resolve(at)));
    },
  };
}

describe("the version watcher", () => {
  it("makes callers wait for a due check, by default", async () => {
    const counter = slowCounter();
    let clock = 0;
    const watcher = createVersionWatcher({ readVersion: counter.readVersion, now: () => clock });
    const first = watcher.current();
    counter.open();
    expect(await first).toBe(1);
    counter.set(2);
    clock += 1000;
    let answered: number | undefined;
    const due = watcher.current().then((version) => {
      answered = version;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBeUndefined();
    counter.open();
    await due;
    expect(answered).toBe(2);
  });

  it("answers the version last read while a due check runs, with answerWhileChecking (decision 050)", async () => {
    const counter = slowCounter();
    let clock = 0;
    const watcher = createVersionWatcher({
      readVersion: counter.readVersion,
      now: () => clock,
      answerWhileChecking: true,
    });
    // The first read is waited for: there is nothing to answer before it.
    const first = watcher.current();
    counter.open();
    expect(await first).toBe(1);

    counter.set(2);
    clock += 1000;
    expect(await watcher.current()).toBe(1);
    expect(await watcher.current()).toBe(1);
    expect(counter.reads).toBe(2);
    counter.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await watcher.current()).toBe(2);

    // A read that has not come back for five checks' time is waited for: the database may be away.
    counter.set(4);
    clock += 1000;
    expect(await watcher.current()).toBe(2);
    clock += 5000;
    let late: number | undefined;
    const waited = watcher.current().then((version) => {
      late = version;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(late).toBeUndefined();
    counter.open();
    await waited;
    expect(late).toBe(4);

    // After this process's own change, the next read is waited for: it must see the change.
    counter.set(3);
    watcher.markChanged();
    let answered: number | undefined;
    const own = watcher.current().then((version) => {
      answered = version;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBeUndefined();
    counter.open();
    await own;
    expect(answered).toBe(3);
  });
});
