import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { createStatementCache, type RunQuery } from "./pglite-statements.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** PGlite only: its data folder as a tar, which `startFrom` opens again (a test's template). */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * The catalogue fits in memory, so a random page read costs about what a sequential one does.
 * Postgres's default (4, tuned for spinning disks) made the planner seq-scan 100,000 pieces for a
 * deep page that an index serves in a millisecond (docs/listing-query-plans.md).
 */
const RANDOM_PAGE_COST = "1.1";

/**
 * While PostgreSQL is away, a request must fail fast (503, plugins/errors.ts) rather than hang:
 * a refused or reset connection fails at once; a server that does not answer (a host down, a
 * network cut) fails a new connection after CONNECT_TIMEOUT_MS, and TCP keepalive finds dead
 * idle ones. A statement that runs longer than STATEMENT_TIMEOUT_MS is cancelled by the server
 * (57014, answered 503): the slowest listing query measured takes well under a second at 100,000
 * pieces (docs/listing-query-plans.md). Migrations lift it for their transaction (db/migrate.ts).
 * Left: a query already sent to a server that vanished without a reset waits for TCP to give up
 * (minutes); the request timeout on every route bounds what the client sees.
 */
const CONNECT_TIMEOUT_MS = 5000;
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * The parsers drizzle gives PGlite with every query: dates, times and intervals stay text, which
 * drizzle's columns turn into values themselves (drizzle-orm/pglite/session.js).
 */
const DRIZZLE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (type) => [type, (value: string) => value],
  ),
);

/**
 * The client drizzle is given. Its queries run as kept statements (pglite-statements.ts), in a
 * transaction too. The few that do not, PGlite runs itself, without the parsers drizzle sends with
 * each query: PGlite merges those into its own table of about 320 for every query, 100 to 170 µs
 * of a 300 µs query (bench/README.md, "Cart round trip, again"); they are set once instead, when
 * the client is created. Everything else goes to PGlite as it is.
 */
function withKeptStatements<Client extends PGlite | Transaction>(
  client: Client,
  statements: ReturnType<typeof createStatementCache>,
  inTransaction: boolean,
): Client {
  const ownQuery: RunQuery = (query, params, options) =>
    client.query(query, params, options && { ...options, parsers: undefined });
  const query = statements.query(inTransaction, ownQuery);
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction" && "transaction" in target) {
        return <T>(work: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => work(withKeptStatements(tx, statements, true)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export type DatabaseTarget =
  | { url: string; poolSize?: number }
  | { dataDir: string | null; startFrom?: Blob };

/**
 * Opens PGlite in a data folder (or in memory when dataDir is null) or a pool to PostgreSQL.
 * PGlite runs in this process on one connection: right for the embedded default and for tests.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) {
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
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = path.join(target.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: { ...DRIZZLE_PARSERS, [types.INT8]: (value: string) => Number.parseInt(value, 10) },
    loadDataDir: target.startFrom,
  });
  await client.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`);
  return {
    db: drizzlePglite(withKeptStatements(client, createStatementCache(client), false), {
      schema,
    }) as unknown as Database,
    kind: "pglite",
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}
