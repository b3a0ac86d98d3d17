// What the bench scripts share: building the shop, seeding a catalogue once, and starting the
// server bundle exactly as `npm start` runs it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const results = path.join(root, "bench/results");

/** The storefront and the server bundle, as `npm start` runs them. */
export function ensureBuild() {
  const run = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) throw new Error("npm run build failed");
}

/** A PGlite data folder holding `products` demo pieces, seeded on first use and kept. */
export function preparePglite(products: number): Record<string, string> {
  const dataDir = path.join(results, `data-${products}`);
  if (!existsSync(path.join(dataDir, "seeded"))) {
    spawnSync("rm", ["-rf", dataDir]);
    seed(products, { DATA_DIR: dataDir });
    writeFileSync(path.join(dataDir, "seeded"), String(products));
  }
  return { DATA_DIR: dataDir };
}

/**
 * The PostgreSQL database `name` (nagai_bench_<products> unless given), seeded on first use and
 * kept. A bench that writes to it (orders) names its own, so that it never changes another's.
 */
export async function preparePostgres(
  products: number,
  serverUrl: string,
  name = `nagai_bench_${products}`,
): Promise<Record<string, string>> {
  const url = new URL(serverUrl);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  url.pathname = `/${name}`;
  let seeded = false;
  if (exists) {
    const probe = new pg.Client({ connectionString: url.toString() });
    await probe.connect();
    seeded = await probe
      .query("select count(*)::int as n from products")
      .then((r) => r.rows[0].n === products)
      .catch(() => false);
    await probe.end();
  }
  if (!seeded) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const env = { DATABASE_URL: url.toString(), DATA_DIR: path.join(results, "media-postgres") };
  if (!seeded) seed(products, env);
  return env;
}

function seed(products: number, env: Record<string, string>) {
  console.log(`seeding ${products} pieces (${env.DATABASE_URL ? "PostgreSQL" : "PGlite"})…`);
  const run = spawnSync("npm", ["run", "seed", "--", "--products", String(products)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) throw new Error("seeding failed");
}

/**
 * For the benches whose few shoppers place hundreds of orders each: the limits on what one shopper
 * may hold at once (decision 036) would refuse all but their first few. The limits themselves are
 * tested in apps/server/src/modules/orders/order-limits.test.ts. The count an order makes still
 * runs, over a shopper's open orders, which here grow with the run.
 */
export const HOLD_LIMITS_OFF = {
  ORDER_MAX_UNPAID_ONLINE: "100000",
  ORDER_MAX_HELD_PIECES: "1000000",
  ORDER_MAX_HELD_RUPEES: "21000000",
  COD_MAX_ORDER_RUPEES: "21000000",
  COD_MAX_OPEN_ORDERS: "100000",
};

/**
 * The server bundle on `port`, in production mode. Like a load balancer, it resolves only once
 * the server says it is ready (listings answered from memory). `bundle`: another build of the
 * server (bench/hash-cpu.ts compares main's).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  bundle = path.join(root, "apps/server/dist/server.js"),
): Promise<ChildProcess> {
  // BENCH_SERVER_ARGS passes Node options to the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // (NODE_OPTIONS refuses --cpu-prof, and would profile the bench itself too).
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = await startProcess(
    process.execPath,
    [...nodeArgs, bundle],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Production refuses to start without one; a bench run's sessions need not outlive it.
      JWT_SECRET: randomBytes(32).toString("hex"),
      // Production refuses the console SMS provider. No bench sends an OTP: nothing listens there.
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: "http://127.0.0.1:9/otp",
      SMS_HTTP_AUTH_KEY: "bench",
      SMS_HTTP_TEMPLATE_ID: "bench",
      // Production refuses the sandbox payment gateway. No bench pays: nothing listens there.
      PAYPHI_MERCHANT_ID: "bench",
      PAYPHI_SECRET: "bench-payphi-secret",
      PAYPHI_BASE_URL: "https://127.0.0.1:9",
      // Production names the seller on its invoices.
      SHOP_ADDRESS: "12 Bazaar Street, T. Nagar, Chennai, Tamil Nadu - 600017",
      SHOP_GSTIN: "33ABCDE1234F1Z5",
      // Production refuses the mail outbox. No bench books or writes: nothing listens there.
      MAIL_PROVIDER: "smtp",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: "9",
      // Production refuses to start without it, so the Host header never makes the shop's URLs.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SEED_PRODUCTS: "0",
      ...env,
    },
    "listening",
  );
  for (let waited = 0; ; waited += 100) {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).catch(() => undefined);
    if (response?.ok) return child;
    if (waited > 120_000) throw new Error("the server did not become ready in two minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a process and resolves once its standard output says `ready`. */
export function startProcess(command: string, args: string[], env: Record<string, string>, ready: string) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    // BENCH_SERVER_LOG: a file to keep the server's standard output in (e.g. with --trace-gc).
    if (process.env.BENCH_SERVER_LOG) child.stdout!.pipe(createWriteStream(process.env.BENCH_SERVER_LOG));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes(ready)) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)));
  });
}

export function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * Gives the server a core of its own: its threads on the last core, this bench process (and the
 * load it makes) on the others. Left to the scheduler, the server and the load generator share
 * and swap both cores, and the server's CPU per request moves by a third from round to round on
 * this 2-core machine. The database still runs where the scheduler puts it. Answers what it did,
 * for the bench's output; does nothing on one core or without util-linux's taskset.
 */
export function pinServerToItsOwnCore(server: ChildProcess): string {
  const cores = availableParallelism();
  if (cores < 2 || server.pid === undefined) return "not pinned (one core)";
  const last = String(cores - 1);
  const others = cores === 2 ? "0" : `0-${cores - 2}`;
  const pinned = [
    spawnSync("taskset", ["-acp", last, String(server.pid)]),
    spawnSync("taskset", ["-acp", others, String(process.pid)]),
  ];
  if (pinned.some((run) => run.status !== 0)) return "not pinned (taskset failed)";
  return `server pinned to core ${last}, this bench to ${others}`;
}

/**
 * CPU milliseconds, user and system, in a /proc stat file (Linux): `/proc/<pid>/stat` for a
 * process, `/proc/<pid>/task/<tid>/stat` for one of its threads.
 */
export function cpuMillisecondsOf(statFile: string): number {
  const stat = readFileSync(statFile, "utf8");
  // After the name in parentheses (which may hold spaces): utime and stime are fields 14 and 15
  // of the line, in clock ticks of 1/100 s.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU milliseconds each thread of process `pid` has used so far, by thread id (Linux /proc). */
export function threadsCpu(pid: number): Map<string, number> {
  const used = new Map<string, number>();
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      used.set(thread, cpuMillisecondsOf(`/proc/${pid}/task/${thread}/stat`));
    } catch {
      // the thread ended meanwhile
    }
  }
  return used;
}

/** The machine's load average over 1, 5 and 15 minutes, printed beside a figure: this machine is shared. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
