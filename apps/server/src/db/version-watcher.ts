/**
 * A counter in the database that triggers raise on every write of what a cache holds, whichever
 * process or tool made it (the catalogue version, decision 002; the session version, decision
 * 033), read at most once per `checkEveryMs`: another process's change is seen within that time,
 * and a change this process made (`markChanged`) at once.
 *
 * With `answerWhileChecking`, a due check is made in the background and callers get the version
 * last read meanwhile, so no request waits for the round trip (decision 050); another process's
 * change is then seen within `checkEveryMs` and one round trip. The first read, every read after
 * markChanged, and every read once the last good one is STALE_AFTER_CHECKS checks old (the
 * database is away: callers then get its error rather than answers of unknown age) are waited for.
 */
/** Checks missed (failed or slow) after which answerWhileChecking waits again. */
const STALE_AFTER_CHECKS = 5;

export function createVersionWatcher({
  readVersion,
  checkEveryMs = 1000,
  now = Date.now,
  answerWhileChecking = false,
}: {
  readVersion: () => Promise<number>;
  checkEveryMs?: number;
  now?: () => number;
  answerWhileChecking?: boolean;
}) {
  let version = -1;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<number> | undefined;
  /** Raised by markChanged: a read begun before it may predate the change and is not kept. */
  let changes = 0;
  /** `changes` when `version` was read: equal, the version holds everything this process wrote. */
  let changesRead = 0;
  return {
    current(): Promise<number> {
      if (now() - checkedAt < checkEveryMs) return Promise.resolve(version);
      const answerNow =
        answerWhileChecking &&
        version !== -1 &&
        changes === changesRead &&
        now() - checkedAt < checkEveryMs * STALE_AFTER_CHECKS;
      if (pending) return answerNow ? Promise.resolve(version) : pending;
      const changesBefore = changes;
      const read = readVersion()
        .then((value) => {
          if (changes === changesBefore) {
            version = value;
            checkedAt = now();
            changesRead = changes;
          }
          return value;
        })
        .finally(() => {
          if (pending === read) pending = undefined;
        });
      pending = read;
      if (!answerNow) return read;
      // A failed read in the background leaves the version as it was; the next call reads again.
      read.catch(() => {});
      return Promise.resolve(version);
    },
    markChanged(): void {
      checkedAt = Number.NEGATIVE_INFINITY;
      changes++;
      pending = undefined;
    },
  };
}

export type VersionWatcher = ReturnType<typeof createVersionWatcher>;
