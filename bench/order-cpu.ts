// bench/order-cpu: what one CASH order costs the server's CPU, at a steady rate, with nothing else
// running, on PostgreSQL.
//
//   npm run bench:order-cpu -- [--rate 10] [--seconds 60] [--sold-out]
//
// The same server, catalogue and orders as bench/listing-during-orders.ts (its database
// nagai_bench_inventory_20000, restocked first), but no listing load: the bench places `rate`
// orders a second, each for one piece in stock, warms up for 10 s, reads the server's CPU while the
// server is idle for 20 s (its timers, the stock feed's poll, GC), then while it places orders for
// `seconds`. It reports the server's CPU per order and, per order, the main thread's and the other
// threads' (V8's compiler and GC helpers, libuv's pool), with the idle baseline per second beside
// it: an order's own cost is the total less the baseline. Read with the listing bench: what the
// listings lose in rounds with orders, per order, against what an order costs alone.
// `--sold-out`: every order is for a sold-out piece, so each is refused (409) at the stock check.
import { parseArgs } from "node:util";
import {
  ensureBuild,
  HOLD_LIMITS_OFF,
  pinServerToItsOwnCore,
  preparePostgres,
  startServer,
  stop,
  threadsCpu,
} from "./server-process.ts";
import { anOrder, restock, shopClient } from "./shop-client.ts";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "10" },
    seconds: { type: "string", default: "60" },
    "sold-out": { type: "boolean", default: false },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
if (!(rate > 0) || !(seconds > 0)) throw new Error("--rate and --seconds must be above 0");
const PORT = 3422;
const WARM_UP_SECONDS = 10;
const IDLE_SECONDS = 20;
const SHOPPERS = 10;

const { call, aShopper } = shopClient(PORT);

/** CPU milliseconds each thread of the process has used, the main thread as "main" (Linux /proc). */
function threadCpu(pid: number): { main: number; others: number } {
  const used = { main: 0, others: 0 };
  for (const [thread, ms] of threadsCpu(pid)) {
    if (thread === String(pid)) used.main += ms;
    else used.others += ms;
  }
  return used;
}

function since(before: { main: number; others: number }, pid: number) {
  const now = threadCpu(pid);
  return { main: now.main - before.main, others: now.others - before.others };
}

/** Pieces to order: in stock (one per order), or, for --sold-out, sold-out ones repeated. */
async function piecesToOrder(count: number): Promise<number[]> {
  const availability = values["sold-out"] ? "OUT_OF_STOCK" : "IN_STOCK";
  const snos: number[] = [];
  for (let page = 0; snos.length < count; page++) {
    const answer = (
      await call("GET", `/product/items/filter?availability=${availability}&pageSize=100&page=${page}`)
    ).json() as { data: { SNO: number }[] };
    if (answer.data.length === 0) break;
    snos.push(...answer.data.map((piece) => piece.SNO));
    if (values["sold-out"]) return Array.from({ length: count }, (_, i) => snos[i % snos.length]!);
  }
  if (snos.length < count) throw new Error(`only ${snos.length} pieces to order; ${count} needed`);
  return snos.sort(() => Math.random() - 0.5);
}

async function main() {
  ensureBuild();
  const env = await preparePostgres(20_000, values["postgres-url"], "nagai_bench_inventory_20000");
  await restock(env.DATABASE_URL!);
  const server = await startServer(PORT, {
    ...env,
    NODE_ENV: "development",
    SMS_PROVIDER: "console",
    OTP_MAX_PER_ADDRESS_PER_HOUR: "10000",
    ...HOLD_LIMITS_OFF,
    RESPONSE_CACHE_MB: "64",
  });
  console.log(pinServerToItsOwnCore(server));
  try {
    const tokens: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) tokens.push(await aShopper(String(9_320_000_000 + i)));
    const pieces = await piecesToOrder(Math.ceil(rate * (WARM_UP_SECONDS + seconds)));
    const outcome = { placed: 0, refused: 0, failed: 0 };
    let next = 0;

    /** `rate` orders a second for `duration` seconds, each sent on time whatever the answers. */
    async function placeFor(duration: number): Promise<void> {
      const answers: Promise<void>[] = [];
      const started = performance.now();
      for (let i = 0; i < duration * rate; i++) {
        const wait = started + (i * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const k = next++;
        answers.push(
          call("POST", "/order/create", anOrder(pieces[k]!), tokens[k % SHOPPERS]).then((answer) => {
            if (answer.status === 201) outcome.placed++;
            else if (answer.status === 409) outcome.refused++;
            else outcome.failed++;
          }),
        );
      }
      await Promise.all(answers);
    }

    await placeFor(WARM_UP_SECONDS);
    const idleFrom = threadCpu(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = since(idleFrom, server.pid!);
    const before = { ...outcome };
    const ordersFrom = threadCpu(server.pid!);
    await placeFor(seconds);
    const used = since(ordersFrom, server.pid!);
    const placed = outcome.placed - before.placed;
    const refused = outcome.refused - before.refused;
    const failed = outcome.failed - before.failed;
    const orders = placed + refused + failed;
    const perOrder = {
      all: (used.main + used.others) / orders,
      main: used.main / orders,
      others: used.others / orders,
    };
    const idlePerOrder = (idle.main + idle.others) / IDLE_SECONDS / rate;
    console.log(
      `${orders} orders at ${rate} a second (${placed} placed, ${refused} refused, ${failed} failed)\n` +
        `server CPU per order: ${perOrder.all.toFixed(2)} ms ` +
        `(main thread ${perOrder.main.toFixed(2)}, other threads ${perOrder.others.toFixed(2)})\n` +
        `idle, per second: main thread ${(idle.main / IDLE_SECONDS).toFixed(1)} ms, ` +
        `other threads ${(idle.others / IDLE_SECONDS).toFixed(1)} ms; ` +
        `an order's own, less that: ${(perOrder.all - idlePerOrder).toFixed(2)} ms`,
    );
  } finally {
    await stop(server);
  }
}

await main();
