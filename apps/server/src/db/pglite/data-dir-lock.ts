import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** The embedded database's folder is held by another live process (a running shop, a seed). */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}), most likely a ` +
        "running shop: PGlite allows one process at a time. Stop that process first (Ctrl+C in its " +
        "terminal, or `kill " +
        pid +
        "`), then run this again; or point both at PostgreSQL with DATABASE_URL.",
    );
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Takes `DATA_DIR/pglite.lock` for this process, or throws EmbeddedDatabaseInUseError when a live
 * process holds it. PGlite itself has no lock: two processes on one data folder corrupt it, so the
 * server, the seed and `npm run staff` all open it through here (db/client.ts). A lock left by a
 * process that died (SIGKILL, a crash) names a dead pid and is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (Number.isSafeInteger(pid) && pid > 0 && isAlive(pid))
        throw new EmbeddedDatabaseInUseError(dataDir, pid);
      rmSync(file, { force: true });
    }
  }
}
