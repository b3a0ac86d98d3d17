import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "../config.ts";
import { lockDataDir } from "./pglite/data-dir-lock.ts";
import { type EmbeddedTarget, openEmbedded, openPglite } from "./pglite/embedded.ts";
import { openPgliteThread } from "./pglite/thread.ts";
import { startVacuuming } from "./pglite/vacuum.ts";
import { RANDOM_PAGE_COST } from "./planner-settings.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * PGlite only, how it runs (db/pglite/README.md): in a thread of its own, in this thread with
   * kept statements, or plain (PGLITE_PLAIN, decision 042).
   */
  pglite?: "own-thread" | "this-thread" | "plain";
  close(): Promise<void>;
  /** PGlite only: its data folder as a tar, which `startFrom` opens again (a test's template). */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * While PostgreSQL is away, a request must fail fast (503, plugins/errors.ts) rather than hang:
 * a refused or reset connection fails at once; a server that does not answer (a host down, a
 * network cut) fails a new connection after CONNECT_TIMEOUT_MS, and TCP keepalive finds dead
 * idle ones. A statement that runs longer than STATEMENT_TIMEOUT_MS is cancelled by the server
 * (57014, answered 503): the slowest listing query measured takes well under a second at 100,000
 * pieces (docs/listing-query-plans-postgres.md). Migrations lift it for their transaction
 * (db/migrate.ts).
 * Left: a query already sent to a server that vanished without a reset waits for TCP to give up
 * (minutes); the request timeout on every route bounds what the client sees.
 */
const CONNECT_TIMEOUT_MS = 5000;
const STATEMENT_TIMEOUT_MS = 30_000;

export type DatabaseTarget =
  | { url: string; poolSize?: number }
  | (EmbeddedTarget & {
      /**
       * PGlite in a thread of its own (pglite/thread.ts, decision 035), as the server runs it;
       * else in this thread, as the seed, the benches and the tests' template open it.
       */
      ownThread?: boolean;
      /**
       * PGlite as its package ships it, in this thread: no thread, no kept statements
       * (PGLITE_PLAIN, decision 042). It vacuums as the thread does. ownThread is then ignored.
       */
      plain?: boolean;
    });

/** The database the server opens for its configuration (server.ts). */
export function databaseTarget(config: Config): DatabaseTarget {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE };
  return config.PGLITE_PLAIN
    ? { dataDir: config.dataDir, plain: true }
    : { dataDir: config.dataDir, ownThread: true };
}

/**
 * Opens PGlite in a data folder (or in memory when dataDir is null) or a pool to PostgreSQL.
 * PGlite is one connection in this process, in this thread or its own.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target);
  if (!target.dataDir) return openEmbeddedDatabase(target);
  // One process per data folder (pglite/data-dir-lock.ts): a second gets a clear message, not a corrupt database.
  const release = lockDataDir(target.dataDir);
  try {
    const handle = await openEmbeddedDatabase(target);
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(target: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  // Money is integer paise, so 64-bit counts fit easily in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    options: `-c random_page_cost=${RANDOM_PAGE_COST} -c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection the server drops (a restart, an administrator ending it) is reported here;
  // without a listener it would be an unhandled error that ends the process. The pool replaces
  // it on the next query (a client that failed mid-query is discarded, not reused), so a warning
  // is all it needs: nothing in the process has to restart after PostgreSQL comes back.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  // A connection checked out of the pool (a transaction between two statements, or mid-query)
  // that the server ends emits "error" on its client, which pg-pool listens to only while the
  // client is idle: unheard, it ended the whole process (seen with pg_terminate_backend). The
  // statement in flight fails on its own (answered 503), and pg-pool drops the broken client
  // when it is released; this listener only keeps the process alive.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  await pool.query("select 1");
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: "postgres",
    close: () => pool.end(),
  };
}

async function openEmbeddedDatabase(
  target: Exclude<DatabaseTarget, { url: string }>,
): Promise<DatabaseHandle> {
  if (target.plain) {
    const pglite = await openPglite(target);
    // Single-user PostgreSQL has no autovacuum, whichever layer runs it (db/pglite/vacuum.ts).
    const vacuuming = startVacuuming(pglite);
    return {
      db: drizzlePglite(pglite, { schema }) as unknown as Database,
      kind: "pglite",
      pglite: "plain",
      async close() {
        await vacuuming.stop();
        await pglite.close();
      },
      dumpDataDir: () => pglite.dumpDataDir("none"),
    };
  }
  if (target.ownThread) {
    const thread = await openPgliteThread(target);
    return {
      db: drizzlePglite(thread.client as unknown as PGlite, { schema }) as unknown as Database,
      kind: "pglite",
      pglite: "own-thread",
      close: thread.close,
      dumpDataDir: thread.dumpDataDir,
    };
  }
  const { pglite, client } = await openEmbedded(target);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    pglite: "this-thread",
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir("none"),
  };
}
