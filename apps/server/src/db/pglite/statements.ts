import { type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";
import { errorCodeOf, readAnswer } from "./answer.ts";

/**
 * PGlite answers `query()` with six calls into its WebAssembly (parse, describe, bind, describe,
 * execute, sync), and parses and plans the statement anew every time, for a small query the
 * larger part of its cost. This runs a query as named
 * statements do on a PostgreSQL server (decision 034): the first time a text is seen it is parsed
 * once, under a name; from then on a query is one call (bind, describe, execute, sync), and
 * PostgreSQL keeps its plan as for any prepared statement: a small query costs a third to half
 * as much (bench/README.md, "Figures behind the code's rules").
 *
 * PGlite is one connection in this process, so the statements are this process's alone and need
 * no coordination. At most MAX_STATEMENTS are kept (their parse trees and plans live in PGlite's
 * memory); the least recently used is closed when another is parsed.
 */
export const MAX_STATEMENTS = 200;

/** Only these are worth keeping: a migration's DDL and the like go through PGlite's own path. */
const KEPT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Options a kept statement honours: the row mode, and drizzle's parsers, which the client has
 * set once already (client.ts).
 */
const HONOURED_OPTIONS = new Set(["rowMode", "parsers"]);

/** A statement that no longer exists, or whose plan would now return other columns (after DDL). */
const STALE_STATEMENT = new Set(["26000", "0A000"]);

interface Statement {
  name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them: each value is serialized by its type. */
  paramTypes: number[];
}

/**
 * What PGlite's own `query()` does first (declared internal in its types): wait until it is ready,
 * throw "PGlite is closed" after close(); then take its locks, as `query()` and `transaction()` do.
 */
interface Exclusive {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

const serialize = protocol.serialize;

/** Statements named so far, in this process: names stay unique whatever caches share a PGlite. */
let named = 0;

/** Protocol messages (or an answer's chunks) as one buffer. */
export function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

export type RunQuery = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** The kept statements of one PGlite: `answer` runs one and answers its raw bytes, `query` reads them. */
export function createStatementCache(pg: PGlite, maxStatements = MAX_STATEMENTS) {
  const statements = new Map<string, Statement>();
  const exclusive = pg as unknown as Exclusive;

  /** Parses `text` under a new name, closing the least recently used statement when full. */
  async function prepare(text: string): Promise<Statement> {
    const messages: Uint8Array[] = [];
    if (statements.size >= maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      messages.push(serialize.close({ type: "S", name: oldest.name }));
    }
    named += 1;
    const name = `nagai_${named}`;
    messages.push(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync());
    const answer = await pg.execProtocol(concat(messages), { syncToFs: false });
    const description = answer.messages.find((message) => message.name === "parameterDescription") as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    return statement;
  }

  /** The kept statement of `text` (now the most recently used), or a new one. */
  async function statementOf(text: string): Promise<Statement> {
    const kept = statements.get(text);
    if (!kept) return prepare(text);
    statements.delete(text);
    statements.set(text, kept);
    return kept;
  }

  /** Runs a kept statement: its raw answer, which holds the error if the statement failed. */
  async function run(text: string, params: unknown[], inTransaction: boolean): Promise<Uint8Array> {
    const statement = await statementOf(text);
    // As PGlite's own query does: a value goes by its type's serializer, else as text.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const chunks: Uint8Array[] = [];
    await pg.execProtocolRawStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // A chunk is a view of PGlite's memory, which its next answer overwrites.
      { syncToFs: !inTransaction, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    return chunks.length === 1 ? chunks[0]! : concat(chunks);
  }

  /**
   * The raw answer of `text` run as a kept statement (read it with readAnswer, answer.ts):
   * outside a transaction it waits for any, as PGlite's own `query()` does; inside one (true) it
   * runs in it, and leaves the flush to disk to its commit.
   */
  async function answer(text: string, params: unknown[], inTransaction: boolean): Promise<Uint8Array> {
    await exclusive._checkReady();
    const once = () => exclusive._runExclusiveQuery(() => run(text, params, inTransaction));
    const attempt = inTransaction ? once : () => exclusive._runExclusiveTransaction(once);
    const raw = await attempt();
    if (!STALE_STATEMENT.has(errorCodeOf(raw) ?? "")) return raw;
    // DDL changed what the statement returns, or something deallocated it: parse it again next
    // time. Inside a transaction the error has ended the transaction: it stands.
    statements.delete(text);
    return inTransaction ? raw : attempt();
  }

  return {
    answer,

    /**
     * A query function for the client itself (inTransaction false) or for a transaction's
     * callback (true), answering as PGlite's `query()` does; what is not a kept statement
     * (isKept) goes to `fallback`, PGlite's own query.
     */
    query(inTransaction: boolean, fallback: RunQuery): RunQuery {
      return async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!isKept(text, options)) return fallback<T>(text, params, options);
        return readAnswer<T>(await answer(text, params, inTransaction), pg.parsers, options?.rowMode);
      };
    },
  };
}

export type StatementCache = ReturnType<typeof createStatementCache>;

/** Whether a query runs as a kept statement: a plain statement with no option but the row mode. */
export function isKept(text: string, options: QueryOptions | undefined): boolean {
  return (
    KEPT.test(text) &&
    Object.entries(options ?? {}).every(([key, value]) => HONOURED_OPTIONS.has(key) || value === undefined)
  );
}
