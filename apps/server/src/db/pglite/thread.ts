import { Worker } from "node:worker_threads";
import { messages, type QueryOptions, type Results } from "@electric-sql/pglite";
import { readAnswer } from "./answer.ts";
import { type ArrayType, type EmbeddedTarget, parsersLikePglite } from "./embedded.ts";

/** What the database's thread is started with: the target, a template's dump as bytes. */
export interface ThreadStart {
  dataDir: string | null;
  startFrom?: ArrayBuffer;
}

type RowMode = "array" | "object";

/** A request to the database's thread (worker.ts), answered with the same id. */
export type ThreadRequest =
  | { id: number; kind: "query"; text: string; params: unknown[]; rowMode?: RowMode; transaction?: number }
  | { id: number; kind: "begin" }
  | { id: number; kind: "end"; transaction: number; commit: boolean }
  | { id: number; kind: "dump" }
  | { id: number; kind: "close" };

/** An error as it crosses threads: a database error keeps its fields (code, constraint, …). */
export interface ThreadError {
  message: string;
  name?: string;
  fields?: Record<string, unknown>;
}

/** The answer to request `id`; id 0 is the thread's own: opened (with its array types), or failed to. */
export type ThreadAnswer = { id: number; result: unknown } | { id: number; error: ThreadError };

type WithoutId<Request> = Request extends unknown ? Omit<Request, "id"> : never;

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What drizzle's PGlite driver calls on its client, and alone: `query`, and `transaction` (whose `tx.query` it calls). */
export interface ThreadClient {
  query: Query;
  transaction<T>(work: (tx: { query: Query }) => Promise<T>): Promise<T>;
}

/** Options drizzle sends: the row mode crosses; its parsers are set on the database once (embedded.ts). */
const CROSSING_OPTIONS = new Set(["rowMode", "parsers"]);

/** The error the server's thread throws for what the database's thread answered. */
function rebuilt(error: ThreadError): Error {
  const fields = error.fields ?? {};
  const made =
    typeof fields.code === "string"
      ? new messages.DatabaseError(error.message, Number(fields.length ?? 0), "error")
      : new Error(error.message);
  return Object.assign(made, fields);
}

/**
 * The worker's file beside the bundle (dist/pglite-worker.js); from source (tsx, Vitest), a script
 * that loads worker.ts through tsx (a dependency of the repository, found from any folder in
 * it): Node 20 does not apply `--import tsx` to a worker's own entry.
 */
function workerEntry(): URL | string {
  if (!import.meta.url.endsWith(".ts")) return new URL("./pglite-worker.js", import.meta.url);
  const entry = new URL("./worker.ts", import.meta.url).href;
  return `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
}

/**
 * PGlite in a thread of its own (decision 035): the server's thread only sends it queries and
 * reads their answers, so the database's work (about half of a cart call's) runs beside the HTTP
 * work on the machine's other core. The thread opens the database as openEmbedded does, and runs
 * drizzle's queries as kept statements; transactions are held there for as long as the server's
 * thread says.
 *
 * The thread keeps the process alive only while a request waits on it; if it stops (a crash of
 * the database's WebAssembly), every waiting and later query fails with that news.
 */
export async function openPgliteThread(target: EmbeddedTarget): Promise<{
  client: ThreadClient;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}> {
  // A copy of the bytes is handed over (transferred): the caller's stay theirs. (A Buffer's
  // slice() would be a view of the same memory.)
  const startFrom =
    target.startFrom instanceof Uint8Array
      ? new Uint8Array(target.startFrom).buffer
      : await target.startFrom?.arrayBuffer();
  const worker = new Worker(workerEntry(), {
    eval: import.meta.url.endsWith(".ts"),
    workerData: { dataDir: target.dataDir, startFrom } satisfies ThreadStart,
    transferList: startFrom ? [startFrom] : [],
  });

  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let stopped: Error | undefined;

  const opened = new Promise<ArrayType[]>((resolve, reject) => {
    waiting.set(0, { resolve: (arrayTypes) => resolve(arrayTypes as ArrayType[]), reject });
  });
  worker.on("message", (answer: ThreadAnswer) => {
    const request = waiting.get(answer.id);
    if (!request) return;
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if ("error" in answer) request.reject(rebuilt(answer.error));
    else request.resolve(answer.result);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const request of waiting.values()) request.reject(stopped);
    waiting.clear();
  };
  worker.on("error", (error) => stop(new Error(`The embedded database's thread failed: ${error.message}`)));
  worker.on("exit", (code) =>
    stop(new Error(`The embedded database's thread has stopped (exit code ${code})`)),
  );

  function call<T>(request: WithoutId<ThreadRequest>): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A value that cannot cross threads (a function, say): this query's error alone.
        waiting.delete(id);
        if (waiting.size === 0) worker.unref();
        reject(error);
      }
    });
  }

  function query(transaction: number | undefined): Query {
    return <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      for (const [key, value] of Object.entries(options ?? {})) {
        if (value !== undefined && !CROSSING_OPTIONS.has(key)) {
          return Promise.reject(
            new Error(`The embedded database's thread does not take the query option ${key}`),
          );
        }
      }
      const rowMode = options?.rowMode;
      return call<Results<T> | ArrayBuffer>({ kind: "query", text, params, rowMode, transaction }).then(
        (result) =>
          result instanceof ArrayBuffer ? readAnswer<T>(new Uint8Array(result), parsers, rowMode) : result,
      );
    };
  }

  const parsers = parsersLikePglite(await opened);
  return {
    client: {
      query: query(undefined),
      async transaction<T>(work: (tx: { query: Query }) => Promise<T>): Promise<T> {
        const transaction = await call<number>({ kind: "begin" });
        let result: T;
        try {
          result = await work({ query: query(transaction) });
        } catch (error) {
          await call({ kind: "end", transaction, commit: false }).catch(() => {});
          throw error;
        }
        await call({ kind: "end", transaction, commit: true });
        return result;
      },
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>({ kind: "dump" })]);
    },
    async close() {
      if (!stopped) await call({ kind: "close" });
      await worker.terminate();
    },
  };
}
