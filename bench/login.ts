// bench/login: the account limits under attack, and login latency with argon2id, on a fresh shop.
//
//   npx tsx bench/login.ts [--attempts 10000] [--duration 15] [--databases pglite,postgres]
//
// 1. Brute force: `--attempts` wrong passwords for one account from one address (10 connections).
//    Every 401 is a password the server checked; every 429 was refused before hashing. The issue
//    asks that at most the configured number (LOGIN_MAX_PER_IDENTIFIER_AND_ADDRESS, 10) be checked.
// 2. OTP guessing: `--attempts` wrong codes against one registration OTP. The server evaluates at
//    most 5; the chance of a guess succeeding is evaluated / 1,000,000.
// 3. Latency: logins with the right password at 10 connections for `--duration` s, with the limits
//    raised so that every request hashes; beside the same call refused by validation (no hashing)
//    in the same run. The issue asks for p99 under 300 ms.
//
// The bench reads the OTPs from the console SMS outbox, served to requests from this machine.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { AUTH_MESSAGES } from "@nagai/contracts/auth";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild, results, root, startServer, stop } from "./server-process.ts";

const { values } = parseArgs({
  options: {
    attempts: { type: "string", default: "10000" },
    duration: { type: "string", default: "15" },
    databases: { type: "string", default: "pglite,postgres" },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const attempts = Number(values.attempts);
const duration = Number(values.duration);
const PORT = 3416;
const api = `http://127.0.0.1:${PORT}/api/v1`;
const PASSWORD = "Bench-pass1";

/** A fresh, empty shop: an embedded database in a temporary folder, or a new PostgreSQL database. */
async function freshShop(
  database: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nagai-bench-login-"));
  // The console SMS provider: the bench reads the OTPs from the dev outbox, as a tester would.
  const base = { DATA_DIR: dataDir, SEED_PRODUCTS: "0", NODE_ENV: "development", SMS_PROVIDER: "console" };
  if (database !== "postgres") {
    return { env: base, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: values["postgres-url"] });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS nagai_bench_login WITH (FORCE)");
  await admin.query("CREATE DATABASE nagai_bench_login");
  await admin.end();
  const url = new URL(values["postgres-url"]);
  url.pathname = "/nagai_bench_login";
  return {
    env: { ...base, DATABASE_URL: url.toString() },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: values["postgres-url"] });
      await cleanup.connect();
      await cleanup.query("DROP DATABASE IF EXISTS nagai_bench_login WITH (FORCE)");
      await cleanup.end();
    },
  };
}

async function post(url: string, body: unknown) {
  const response = await fetch(`${api}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

/** The newest OTP sent to `number`; SMS go out in the background, so it may take a moment. */
async function lastOtp(number: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const outbox = (await (await fetch(`${api}/dev/outbox`)).json()) as {
      data: { to: string; body: string }[];
    };
    const code = outbox.data.find((message) => message.to === number)?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no OTP for ${number}`);
}

async function register(number: string): Promise<void> {
  const answer = await post("/auth/user/register", {
    username: `bench${number}`,
    email: `bench${number}@gmail.com`,
    contactNumber: number,
    password: PASSWORD,
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
}

async function anAccount(number: string): Promise<void> {
  await register(number);
  const verified = await post(
    `/auth/user/verify-otp?contactNumber=${number}&otp=${await lastOtp(number)}`,
    {},
  );
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
}

function counts(result: autocannon.Result): Record<string, number> {
  const stats = (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats;
  return Object.fromEntries(Object.entries(stats).map(([code, { count }]) => [code, count]));
}

const loginRequest = (contactNumber: string, password: string) => ({
  method: "POST" as const,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ contactOrEmailOrUsername: contactNumber, password }),
});

async function attack(database: string) {
  const shop = await freshShop(database);
  const server = await startServer(PORT, shop.env);
  try {
    await anAccount("9000000001");
    const brute = await autocannon({
      url: `${api}/auth/user/login`,
      connections: 10,
      amount: attempts,
      ...loginRequest("9000000001", "wrong-guess"),
    });
    const login = counts(brute);
    const rightAfter = await post("/auth/user/login", {
      contactOrEmailOrUsername: "9000000001",
      password: PASSWORD,
    });

    await register("9000000002");
    const right = await lastOtp("9000000002");
    const wrong = right === "000000" ? "000001" : "000000";
    // Ten at a time, as many wrong codes as passwords above, each answer's message tallied.
    const answers: Record<string, number> = {};
    let sent = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (sent < attempts) {
          sent++;
          const answer = await post(`/auth/user/verify-otp?contactNumber=9000000002&otp=${wrong}`, {});
          const key = `${answer.status} ${answer.body?.message}`;
          answers[key] = (answers[key] ?? 0) + 1;
        }
      }),
    );
    const rightCode = await post(`/auth/user/verify-otp?contactNumber=9000000002&otp=${right}`, {});
    // "The OTP is incorrect" is the answer of a code the server compared; the fifth wrong one
    // already says "Too many wrong OTPs", and so does every one after it, uncompared.
    const evaluated =
      Object.entries(answers)
        .filter(([key]) => key.includes(AUTH_MESSAGES.otpWrong))
        .reduce((sum, [, count]) => sum + count, 0) + 1;
    return {
      database,
      loginAttempts: attempts,
      passwordChecks: login["401"] ?? 0,
      refused429: login["429"] ?? 0,
      rightPasswordAfterwards: rightAfter.status,
      otpGuesses: attempts,
      otpGuessAnswers: answers,
      rightCodeAfterwards: rightCode.status,
      otpGuessesEvaluatedAtMost: evaluated,
    };
  } finally {
    await stop(server);
    await shop.drop();
  }
}

async function latency(database: string) {
  const shop = await freshShop(database);
  const server = await startServer(PORT, {
    ...shop.env,
    // Every request must reach the password check: the limits are what part 1 measures.
    LOGIN_MAX_PER_IDENTIFIER_AND_ADDRESS: "1000",
    LOGIN_MAX_PER_IDENTIFIER: "100000",
    LOGIN_MAX_PER_ADDRESS: "100000",
  });
  try {
    await anAccount("9000000003");
    const run = (password: string, seconds: number) =>
      autocannon({
        url: `${api}/auth/user/login`,
        connections: 10,
        duration: seconds,
        ...loginRequest("9000000003", password),
      });
    // A password of 200 characters fails validation: the same route, no hashing.
    const baseline = await run("x".repeat(200), duration);
    await run(PASSWORD, 3); // warm up
    const logins = await run(PASSWORD, duration);
    return {
      database,
      baseline: {
        requestsPerSecond: Math.round(baseline.requests.average),
        p50Ms: baseline.latency.p50,
        p99Ms: baseline.latency.p99,
        codes: counts(baseline),
      },
      login: {
        requestsPerSecond: Math.round(logins.requests.average),
        p50Ms: logins.latency.p50,
        p99Ms: logins.latency.p99,
        codes: counts(logins),
      },
    };
  } finally {
    await stop(server);
    await shop.drop();
  }
}

async function main() {
  mkdirSync(results, { recursive: true });
  ensureBuild();
  const figures = [];
  for (const database of values.databases.split(",")) {
    const attacked = await attack(database);
    const timed = await latency(database);
    figures.push({ attacked, timed });
    console.log(`\n[${database}]`);
    console.log(
      `  brute force: ${attacked.loginAttempts} wrong passwords → ${attacked.passwordChecks} checked (401), ` +
        `${attacked.refused429} refused (429); the right password afterwards: ${attacked.rightPasswordAfterwards}`,
    );
    console.log(
      `  OTP guessing: ${attacked.otpGuesses} wrong codes → answers ${JSON.stringify(attacked.otpGuessAnswers)}; ` +
        `at most ${attacked.otpGuessesEvaluatedAtMost} evaluated → success probability per code ≤ ` +
        `${attacked.otpGuessesEvaluatedAtMost} in 1,000,000; the right code afterwards: ${attacked.rightCodeAfterwards}`,
    );
    console.log(
      `  login latency, 10 connections: p50 ${timed.login.p50Ms} ms, p99 ${timed.login.p99Ms} ms, ` +
        `${timed.login.requestsPerSecond} logins/s ${JSON.stringify(timed.login.codes)}; baseline (refused by validation) ` +
        `p99 ${timed.baseline.p99Ms} ms, ${timed.baseline.requestsPerSecond} req/s; p99 ratio ` +
        `${(timed.login.p99Ms / Math.max(1, timed.baseline.p99Ms)).toFixed(1)}×`,
    );
  }
  const file = path.join(results, `login-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ attempts, duration, figures }, null, 2));
  console.log(`\nraw figures: ${path.relative(root, file)}`);
}

await main();
