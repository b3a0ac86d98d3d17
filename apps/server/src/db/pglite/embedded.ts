import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { RANDOM_PAGE_COST } from "../planner-settings.ts";
import { createStatementCache, type RunQuery, type StatementCache } from "./statements.ts";

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
 * The parsers PGlite is given, beside its own: drizzle's, and 64-bit counts as numbers (money is
 * integer paise, so they fit easily). A raw answer read elsewhere (thread.ts) uses these.
 */
export const PARSERS = { ...DRIZZLE_PARSERS, [types.INT8]: (value: string) => Number.parseInt(value, 10) };

/** An array type and the type of its elements, as PGlite reads them at start. */
export interface ArrayType {
  oid: number;
  typarray: number;
}

/** The array types PGlite made parsers for at start (its `_initArrayTypes`, with the same query). */
export async function arrayTypesOf(pglite: PGlite): Promise<ArrayType[]> {
  const { rows } = await pglite.query<ArrayType>(`
    SELECT b.oid, b.typarray
    FROM pg_catalog.pg_type a
    LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
    WHERE a.typcategory = 'A'
    GROUP BY b.oid, b.typarray
    ORDER BY b.oid`);
  return rows;
}

/**
 * The parsers PGlite itself reads answers with, made again in another thread: its defaults, then
 * PARSERS, then an array parser for each array type over its element's parser (which replaces the
 * parsers PARSERS gives array types, as in PGlite).
 */
export function parsersLikePglite(arrayTypes: ArrayType[]): Record<number, (value: string) => unknown> {
  const parsers: Record<number, (value: string) => unknown> = { ...types.parsers, ...PARSERS };
  for (const { oid, typarray } of arrayTypes) {
    // As PGlite does: an element type without a parser (undefined) stays text.
    parsers[typarray] = (value) =>
      types.arrayParser(value, parsers[oid] as Parameters<typeof types.arrayParser>[1], typarray);
  }
  return parsers;
}

/**
 * The client drizzle is given. Its queries run as kept statements (statements.ts), in a
 * transaction too. The few that do not, PGlite runs itself, without the parsers drizzle sends with
 * each query: PGlite merges those into its own table of about 320 for every query, a third or
 * more of a small query's time (bench/README.md); they are set once instead, when
 * the client is created. Everything else goes to PGlite as it is.
 */
function withKeptStatements<Client extends PGlite | Transaction>(
  client: Client,
  statements: StatementCache,
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

export interface EmbeddedTarget {
  /** The folder that holds the data folder (pglite/ is made in it); null keeps it in memory. */
  dataDir: string | null;
  /**
   * A data folder dumped by `dumpDataDir`, to start from (a test's template): the dump, or its
   * bytes, which the database's thread takes without reading them out of a Blob again (Node 20
   * reads a Blob in small chunks: about 0.3 s of CPU for the 43 MB template, on every test database).
   */
  startFrom?: Blob | Uint8Array;
}

/**
 * PGlite as its package ships it, with what the shop needs of any database: pg_trgm, the shop's
 * planner setting and the parsers drizzle expects. PGLITE_PLAIN=true runs the server on this
 * alone (decision 042); openEmbedded adds the kept statements.
 */
export async function openPglite({ dataDir, startFrom }: EmbeddedTarget): Promise<PGlite> {
  let folder: string | undefined;
  if (dataDir) {
    folder = path.join(dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
  }
  const pglite = await PGlite.create(folder, {
    extensions: { pg_trgm },
    parsers: PARSERS,
    loadDataDir: startFrom instanceof Uint8Array ? new Blob([startFrom]) : startFrom,
  });
  await pglite.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`);
  return pglite;
}

/**
 * PGlite in this thread (openPglite); `client`, the same PGlite running drizzle's queries as kept
 * statements, and those `statements`.
 */
export async function openEmbedded(target: EmbeddedTarget): Promise<{
  pglite: PGlite;
  client: PGlite;
  statements: StatementCache;
}> {
  const pglite = await openPglite(target);
  const statements = createStatementCache(pglite);
  return { pglite, client: withKeptStatements(pglite, statements, false), statements };
}
