/**
 * The catalogue version (bumped by a trigger on every catalogue write, whichever process or tool
 * made it), read at most once per `checkEveryMs`: another process's change is seen within that
 * time, and a change this process made (`markChanged`) at once. See docs/decisions/002.
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
  return {
    current(): Promise<number> {
      if (now() - checkedAt < checkEveryMs) return Promise.resolve(version);
      pending ??= readVersion()
        .then((read) => {
          version = read;
          checkedAt = now();
          return read;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    markChanged(): void {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

export type VersionWatcher = ReturnType<typeof createVersionWatcher>;
