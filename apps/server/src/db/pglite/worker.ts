// The embedded database's own thread (decision 035): PGlite runs here, and the server's thread
// sends it queries (thread.ts). Started by openPgliteThread; bundled as dist/pglite-worker.js.
import { parentPort, workerData } from "node:worker_threads";
import type { Transaction } from "@electric-sql/pglite";
import { arrayTypesOf, openEmbedded } from "./embedded.ts";
import { isKept } from "./statements.ts";
import type { ThreadAnswer, ThreadError, ThreadRequest, ThreadStart } from "./thread.ts";
import { startVacuuming } from "./vacuum.ts";

const port = parentPort!;
const start = workerData as ThreadStart;

/** A transaction's callback's end: told by the server's thread whether to commit. */
const ROLLED_BACK = Symbol("rolled back");

/** What the server's thread may read of an error: a database error's fields, else its message. */
function describe(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

function answer(reply: ThreadAnswer, transfer?: ArrayBuffer[]): void {
  port.postMessage(reply, transfer);
}

let opened: Awaited<ReturnType<typeof openEmbedded>>;
try {
  opened = await openEmbedded({
    dataDir: start.dataDir,
    startFrom: start.startFrom ? new Blob([start.startFrom]) : undefined,
  });
} catch (error) {
  answer({ id: 0, error: describe(error) });
  process.exit(1);
}
const { pglite, client, statements } = opened;
// Single-user PostgreSQL has no autovacuum: this thread does its work (vacuum.ts).
const vacuuming = startVacuuming(pglite);

/**
 * Open transactions, by the number the server's thread knows them by: `tx` once it has begun,
 * `end` to commit or roll it back, and `ended`, how it ended (undefined when as asked).
 */
const transactions = new Map<
  number,
  { tx?: Transaction; end?: (commit: boolean) => void; ended: Promise<unknown> }
>();
let lastTransaction = 0;

/** Starts a transaction, answered once it holds the database; the next ends it (`end`). */
function begin(id: number): void {
  const number = ++lastTransaction;
  const ended = client
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          Object.assign(transactions.get(number)!, {
            tx,
            end: (commit: boolean) => (commit ? resolve() : reject(ROLLED_BACK)),
          });
          answer({ id, result: number });
        }),
    )
    .then(
      () => undefined,
      (error: unknown) => (error === ROLLED_BACK ? undefined : error),
    );
  transactions.set(number, { ended });
  ended.then((error) => {
    if (transactions.get(number)?.tx) return;
    // BEGIN itself failed (the database closed meanwhile): nothing for `end` to finish.
    transactions.delete(number);
    answer({ id, error: describe(error) });
  });
}

async function run(request: ThreadRequest): Promise<void> {
  const { id } = request;
  try {
    switch (request.kind) {
      case "query": {
        const { text, params, rowMode } = request;
        const inTransaction = request.transaction !== undefined;
        const on = inTransaction ? transactions.get(request.transaction!)?.tx : client;
        if (!on) throw new Error("The transaction has ended");
        const options = rowMode && { rowMode };
        if (!isKept(text, options)) {
          answer({ id, result: await on.query(text, params, options) });
          return;
        }
        // The raw answer crosses as it is, read on the other side: no rows to copy here.
        const raw = await statements.answer(text, params, inTransaction);
        const whole = raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength;
        const buffer = (whole ? raw.buffer : raw.slice().buffer) as ArrayBuffer;
        answer({ id, result: buffer }, [buffer]);
        return;
      }
      case "begin":
        begin(id);
        return;
      case "end": {
        const transaction = transactions.get(request.transaction);
        if (!transaction?.end) throw new Error("The transaction has ended");
        transactions.delete(request.transaction);
        transaction.end(request.commit);
        const error = await transaction.ended;
        if (error !== undefined) throw error;
        answer({ id, result: null });
        return;
      }
      case "dump": {
        const dump = await (await pglite.dumpDataDir("none")).arrayBuffer();
        answer({ id, result: dump }, [dump]);
        return;
      }
      case "close":
        await vacuuming.stop();
        await pglite.close();
        answer({ id, result: null });
        port.close();
        return;
    }
  } catch (error) {
    answer({ id, error: describe(error) });
  }
}

port.on("message", (request: ThreadRequest) => {
  void run(request);
});
// Opened: with the array types, so that the server's thread reads answers as PGlite would.
answer({ id: 0, result: await arrayTypesOf(pglite) });
