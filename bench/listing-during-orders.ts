// bench/listing-during-orders: the listing API's throughput while pieces sell, against the same
// server without sales, in the same run, on PostgreSQL.
//
//   npm run bench:listing-during-orders -- [--products 20000] [--duration 5] [--connections 50] [--orders-per-second 10] [--rounds 23] [--sold-out] [--float]
//
// One server process on a seeded catalogue (the database nagai_bench_inventory_<N>, kept between
// runs), with its response cache on as in production. The listing load is the api-filter bench's
// queries (menu cards repeated, distinct combinations) and the same with `availability=IN_STOCK`,
// all at once on `connections` connections. `rounds` rounds (odd) alternate, starting and ending
// without orders; the others run a stream of `orders-per-second` CASH orders through
// POST /order/create, each buying one piece that the listing answers show, so every sale drops
// cached answers and patches the listing index (the worst case for them). Each round with orders
// is set against the mean of the two rounds beside it, so that a drift of the machine's speed
// (a neighbour's load on a shared machine) weighs on both sides; the ratio is the median of those,
// and the mean of all rounds with orders against all without is printed beside it. The warm-up
// runs the listing load with orders too, so that the first round with orders does not pay for
// compiling the order path. The issue asks for at least 0.9×. The catalogue version is read
// before and after: sales must not move it (decision 020).
//
// `--sold-out` is the control: the same stream orders pieces already sold out, so every order is
// refused (409) after the same work up to the stock check, and no stock changes. Its ratio is the
// cost of placing orders alone; the difference from a normal run is the cost of the sales
// themselves (patches, cached answers made again).
//
// The server gets a core of its own and the bench (the load and the orders) the other
// (`--float` leaves both to the scheduler): sharing both cores, the server's CPU per request moved
// by a third between rounds of the same kind. Each round prints the server's CPU (a share of one
// core, and per listing answered, the orders' work included) and the bench's.
//
// The server runs in development mode so that the console SMS provider's outbox gives the bench
// its OTPs. The machine's load average is printed before and after.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { distinctQueries, repeatedQueries } from "./listing-combinations.ts";
import {
  ensureBuild,
  pinServerToItsOwnCore,
  preparePostgres,
  results,
  root,
  startServer,
  stop,
} from "./server-process.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "20000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    "orders-per-second": { type: "string", default: "10" },
    rounds: { type: "string", default: "23" },
    "sold-out": { type: "boolean", default: false },
    float: { type: "boolean", default: false },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const ordersPerSecond = Number(values["orders-per-second"]);
const roundCount = Number(values.rounds);
if (!Number.isInteger(roundCount) || roundCount < 3 || roundCount % 2 === 0) {
  throw new Error("--rounds must be an odd number, 3 or more");
}
const PORT = 3421;
const PASSWORD = "Bench-pass1";
const SHOPPERS = 10;

const listingUrls = [
  ...repeatedQueries,
  ...distinctQueries(),
  ...repeatedQueries.map((query) => `${query}&availability=IN_STOCK`),
].map((query) => `/api/v1/product/items/filter?${query}`);

async function call(method: string, url: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`http://127.0.0.1:${PORT}${url}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** A shopper's token: signed in when an earlier run registered them, else registered and verified. */
async function aShopper(number: string): Promise<string> {
  const login = await call("POST", "/api/v1/auth/user/login", {
    contactOrEmailOrUsername: number,
    password: PASSWORD,
  });
  if (login.status === 200) return login.json().token as string;
  const registered = await call("POST", "/api/v1/auth/user/register", {
    username: `bench${number}`,
    email: `bench${number}@gmail.com`,
    contactNumber: number,
    password: PASSWORD,
  });
  if (registered.status !== 201)
    throw new Error(`register answered ${registered.status}: ${registered.text}`);
  for (let tries = 0; tries < 50; tries++) {
    const outbox = (await call("GET", "/api/v1/dev/outbox")).json() as {
      data: { to: string; body: string }[];
    };
    const otp = outbox.data.find((message) => message.to === number)?.body.match(/\b(\d{6})\b/)?.[1];
    if (otp) {
      const verified = await call("POST", `/api/v1/auth/user/verify-otp?contactNumber=${number}&otp=${otp}`);
      if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
      return verified.json().token as string;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no OTP for ${number}`);
}

/**
 * Pieces in stock that the listing answers show: selling them touches what the server keeps. For
 * the control, pieces sold out (as many as asked, repeated): every order for them is refused.
 */
async function piecesToOrder(soldOut: boolean, count: number): Promise<number[]> {
  const snos = new Set<number>();
  if (soldOut) {
    const answer = (
      await call("GET", "/api/v1/product/items/filter?availability=OUT_OF_STOCK&pageSize=100")
    ).json() as { data: { SNO: number }[] };
    const sold = answer.data.map((piece) => piece.SNO);
    if (sold.length === 0) throw new Error("no piece is sold out: run once without --sold-out first");
    return Array.from({ length: count }, (_, i) => sold[i % sold.length]!);
  }
  for (const url of listingUrls) {
    const answer = (await call("GET", url)).json() as { data: { SNO: number; Stock: number }[] };
    for (const piece of answer.data) if (piece.Stock > 0) snos.add(piece.SNO);
  }
  return [...snos].sort(() => Math.random() - 0.5);
}

/** Places CASH orders at `perSecond`, one piece each, until stopped. */
function orderStream(tokens: string[], pieces: number[], perSecond: number) {
  const outcome = { placed: 0, refused: 0, failed: 0 };
  let next = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const sno = pieces[next];
    const token = tokens[next % tokens.length];
    next++;
    if (sno === undefined) return;
    const order = call(
      "POST",
      "/api/v1/order/create",
      {
        customerName: "Bench Shopper",
        contact: "9876543210",
        email: "bench@example.com",
        totalAmount: 1,
        address: "12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India",
        paymentMode: "CASH",
        items: [{ sno, quantity: 1, price: 1 }],
      },
      token,
    )
      .then((answer) => {
        if (answer.status === 201) outcome.placed++;
        else if (answer.status === 409) outcome.refused++;
        else outcome.failed++;
      })
      .catch(() => {
        outcome.failed++;
      })
      .finally(() => inFlight.delete(order));
    inFlight.add(order);
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return outcome;
    },
  };
}

type Round = Awaited<ReturnType<typeof listingLoad>>;

/** CPU seconds the process has used, user and system, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the line, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function listingLoad(seconds: number, serverPid: number) {
  let next = 0;
  const cpuBefore = cpuSecondsOf(serverPid);
  const benchCpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.path = listingUrls[next++ % listingUrls.length]!;
          return request;
        },
      },
    ],
  });
  const serverCpuSeconds = cpuSecondsOf(serverPid) - cpuBefore;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    /** Share of one core the server used, and its CPU per listing answered (orders' included). */
    serverCpuShare: Number((serverCpuSeconds / seconds).toFixed(2)),
    serverCpuMicrosPerRequest: Math.round((serverCpuSeconds * 1e6) / result.requests.total),
    /** Share of one core this bench (the load generator) used. */
    benchCpuShare: Number(((benchCpu.user + benchCpu.system) / 1e6 / seconds).toFixed(2)),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function catalogueVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query("select version from catalog_version");
  await client.end();
  return rows[0].version as number;
}

const cpu = (round: Round) =>
  `; server CPU ${round.serverCpuShare} of a core, ${round.serverCpuMicrosPerRequest} µs a request;` +
  ` bench ${round.benchCpuShare}`;

/**
 * Puts back every piece earlier runs sold or held, before the server starts (it reads stock as it
 * starts): each run then finds the seeded catalogue's pieces on sale. Their orders stay.
 */
async function restock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  await client.query(`
    update stock_levels s set on_hand = s.on_hand + sold.quantity
    from (select product_sno, sum(quantity)::int as quantity from reservations where state = 'SOLD' group by product_sno) sold
    where s.product_sno = sold.product_sno`);
  await client.query("update stock_levels set reserved = 0 where reserved > 0");
  await client.query("delete from reservations");
  await client.query("commit");
  await client.end();
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function main() {
  mkdirSync(results, { recursive: true });
  ensureBuild();
  const env = await preparePostgres(products, values["postgres-url"], `nagai_bench_inventory_${products}`);
  await restock(env.DATABASE_URL!);
  const loadBefore = load();
  console.log(`load average before: ${loadBefore}`);
  const server = await startServer(PORT, {
    ...env,
    NODE_ENV: "development",
    SMS_PROVIDER: "console",
    OTP_MAX_PER_ADDRESS_PER_HOUR: "10000",
    JWT_SECRET: randomBytes(32).toString("hex"),
    RESPONSE_CACHE_MB: "64",
  });
  const pinning = values.float ? "not pinned (--float)" : pinServerToItsOwnCore(server);
  console.log(pinning);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) tokens.push(await aShopper(String(9_320_000_000 + i)));
    // The timer may place a few more than the rate says over a round; what is left stays unsold.
    const perRound = Math.ceil(ordersPerSecond * duration * 1.2);
    const WARM_UP_SECONDS = 3;
    const warmUpOrders = Math.ceil(ordersPerSecond * WARM_UP_SECONDS * 1.2);
    const needed = ((roundCount - 1) / 2) * perRound + warmUpOrders;
    const pieces = await piecesToOrder(values["sold-out"], needed);
    if (pieces.length < needed) {
      throw new Error(`only ${pieces.length} listed pieces in stock; ${needed} needed`);
    }
    const versionBefore = await catalogueVersion(env.DATABASE_URL!);

    console.log(
      `${connections} connections, ${listingUrls.length} listing URLs, ${duration} s a round` +
        (values["sold-out"] ? "; control: every order is for a sold-out piece" : ""),
    );
    // Warm up: JIT, the pool, the database's caches, the response cache; then the order path.
    await listingLoad(WARM_UP_SECONDS, server.pid!);
    const warmUp = orderStream(tokens, pieces.splice(0, warmUpOrders), ordersPerSecond);
    await listingLoad(WARM_UP_SECONDS, server.pid!);
    await warmUp.stop();
    const without: Round[] = [];
    const during: Round[] = [];
    const orders = { placed: 0, refused: 0, failed: 0 };
    for (let round = 0; round < roundCount; round++) {
      if (round % 2 === 0) {
        const measured = await listingLoad(duration, server.pid!);
        without.push(measured);
        console.log(
          `  without orders   ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms${cpu(measured)}`,
        );
        continue;
      }
      const stream = orderStream(tokens, pieces.splice(0, perRound), ordersPerSecond);
      const measured = await listingLoad(duration, server.pid!);
      const placed = await stream.stop();
      during.push(measured);
      orders.placed += placed.placed;
      orders.refused += placed.refused;
      orders.failed += placed.failed;
      console.log(
        `  with orders      ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms${cpu(measured)}` +
          ` (${placed.placed} orders placed, ${(placed.placed / duration).toFixed(1)}/s;` +
          ` ${placed.refused} refused, ${placed.failed} failed)`,
      );
    }
    const mean = (rounds: Round[]) =>
      rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length;
    // Round 2k+1 (with orders) sits between rounds 2k and 2k+2 (without).
    const bracketed = during.map(
      (round, k) => round.requestsPerSecond / mean([without[k]!, without[k + 1]!]),
    );
    const sorted = [...bracketed].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    const ratio =
      sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    console.log(
      `\nthroughput with orders / the rounds beside: ${bracketed.map((r) => r.toFixed(2)).join(" ")}` +
        `; median ${ratio.toFixed(2)}× (the issue asks for at least 0.9×)` +
        `; mean of all with / all without ${(mean(during) / mean(without)).toFixed(2)}×`,
    );
    const versionAfter = await catalogueVersion(env.DATABASE_URL!);
    console.log(`catalogue version before ${versionBefore}, after ${versionAfter}`);
    const listingFailures = [...without, ...during].reduce((sum, round) => sum + round.failed, 0);
    if (listingFailures > 0) console.log(`${listingFailures} listing requests failed`);
    const loadAfter = load();
    console.log(`load average after: ${loadAfter} (1, 5, 15 minutes; ${availableParallelism()} cores)`);

    const file = path.join(
      results,
      `listing-during-orders-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    );
    writeFileSync(
      file,
      JSON.stringify(
        {
          products,
          duration,
          connections,
          ordersPerSecond,
          soldOut: values["sold-out"],
          pinning,
          without,
          during,
          orders,
          ratio,
          bracketed,
          meanRatio: mean(during) / mean(without),
          versionBefore,
          versionAfter,
          loadBefore,
          loadAfter,
        },
        null,
        2,
      ),
    );
    console.log(`raw figures: ${path.relative(root, file)}`);
  } finally {
    await stop(server);
  }
}

await main();
