/**
 * A counter in the database that triggers raise on every write of what a cache holds, whichever
 * process or tool made it (the catalogue version, decision 002; the session version, decision
 * 033), read at most once per `checkEveryMs`: another process's change is seen within that time,
 * and a change this process made (`markChanged`) at once.
 */
export function createVersionWatcher({
  readVersion,
  checkEveryMs = 1000,
  now = Date.now,
}: {
  readVersion: () => Promise<number>;
  checkEveryMs?: number;
  now?: () => number;
}) {
  let version = -1;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<number> | undefined;
  /** Raised by markChanged: a read begun before it may predate the change and is not kept. */
  let changes = 0;
  return {
    current(): Promise<number> {
      if (now() - checkedAt < checkEveryMs) return Promise.resolve(version);
      if (pending) return pending;
      const changesBefore = changes;
      const read = readVersion()
        .then((value) => {
          if (changes === changesBefore) {
            version = value;
            checkedAt = now();
          }
          return value;
        })
        .finally(() => {
          if (pending === read) pending = undefined;
        });
      pending = read;
      return read;
    },
    markChanged(): void {
      checkedAt = Number.NEGATIVE_INFINITY;
      changes++;
      pending = undefined;
    },
  };
}

export type VersionWatcher = ReturnType<typeof createVersionWatcher>;
