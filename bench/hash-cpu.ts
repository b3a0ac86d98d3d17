// bench/hash-cpu: the argon2 CPU one client address can make the server spend in a minute on the
// four routes that hash a password (issue 9, item 7), before and after decision 010.
//
//   npx tsx bench/hash-cpu.ts [--duration 60] [--connections 2] [--before /path/to/main/apps/server/dist/server.js]
//
// For each server bundle (`--before`, when given, then this checkout's), on a fresh PGlite shop,
// from 127.0.0.1 only, all at once for `--duration` seconds, `--connections` each:
// - register: a new number, e-mail and username on every request;
// - login: a wrong password for a new username on every request (what beats per-name limits);
// - reset-password: a new number and a wrong code on every request;
// - change-password: a wrong current password with a valid session.
// The hashes each route spent are counted from its answers (which answers hash is known for each
// version: main hashed before every register and reset-password, so each of their answers did),
// times the CPU of one argon2id hash measured in this process in the same run: the baseline.
// The server process's whole CPU time (/proc/<pid>/stat) is printed beside it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { hash } from "@node-rs/argon2";
import autocannon from "autocannon";
import { ensureBuild, startServer, stop } from "./server-process.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "2" },
    before: { type: "string" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const PORT = 3417;
const api = `http://127.0.0.1:${PORT}/api/v1`;
const TICKS = Number(spawnSync("getconf", ["CLK_TCK"]).stdout.toString().trim()) || 100;

function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of the whole line: utime and stime, in clock ticks.
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

async function hashCost(): Promise<number> {
  const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
  await hash("warm-up", options);
  const start = process.cpuUsage();
  for (let i = 0; i < 20; i++) await hash(`password${i}`, options);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6 / 20;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

/** A verified account and its token, made before the attack (the outbox answers 127.0.0.1). */
async function aSession(): Promise<string> {
  const number = "9555000001";
  await post("/auth/user/register", {
    username: "benchowner",
    email: "benchowner@gmail.com",
    contactNumber: number,
    password: "Bench-pass1",
  });
  const outbox = (await (await fetch(`${api}/dev/outbox`)).json()) as {
    data: { to: string; body: string }[];
  };
  const code = outbox.data.find((message) => message.to === number)?.body.match(/\b(\d{6})\b/)?.[1];
  const verified = await post(`/auth/user/verify-otp?contactNumber=${number}&otp=${code}`, {});
  if (typeof verified.body?.token !== "string") throw new Error(`verify-otp answered ${verified.status}`);
  return verified.body.token;
}

function counts(result: autocannon.Result): Record<string, number> {
  const stats = (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats;
  return Object.fromEntries(Object.entries(stats).map(([code, { count }]) => [code, count]));
}

type Version = "before" | "after";

/** Which answers spent a hash, per route and version (decisions 009 and 010). */
const HASHED: Record<string, Record<Version, (status: number) => number>> = {
  register: { before: (status) => (status === 400 ? 0 : 1), after: (status) => (status === 201 ? 1 : 0) },
  login: {
    before: (status) => ([200, 401, 403].includes(status) ? 1 : 0),
    after: (status) => ([200, 401, 403].includes(status) ? 1 : 0),
  },
  "reset-password": {
    before: (status) => (status === 429 ? 0 : 1),
    after: (status) => (status === 200 ? 1 : 0),
  },
  "change-password": {
    before: (status) => (status === 200 ? 2 : status === 400 ? 1 : 0),
    after: (status) => (status === 200 ? 2 : status === 400 ? 1 : 0),
  },
};

function attack(url: string, body: (i: number) => unknown, headers: Record<string, string> = {}) {
  let i = 0;
  return autocannon({
    url: `${api}${url}`,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body(i++)) }),
      },
    ],
  });
}

async function measure(version: Version, bundle: string | undefined, perHash: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nagai-bench-hash-"));
  // Development mode for the outbox of main's server (ours answers any mode from this machine).
  const server = await startServer(PORT, { DATA_DIR: dataDir, NODE_ENV: "development" }, bundle);
  try {
    const token = await aSession();
    const number = (i: number) => String(9_600_000_000 + i);
    const before = cpuSeconds(server.pid!);
    const [register, login, reset, change] = await Promise.all([
      attack("/auth/user/register", (i) => ({
        username: `attacker${i}`,
        email: `attacker${i}@gmail.com`,
        contactNumber: number(i),
        password: "secret1",
      })),
      attack("/auth/user/login", (i) => ({ contactOrEmailOrUsername: `guess${i}`, password: "wrong-guess" })),
      attack("/auth/user/reset-password", (i) => ({
        contactNumber: number(500_000 + i),
        otp: "123456",
        newPassword: "newpass1",
      })),
      attack("/user/change-password", () => ({ oldPassword: "wrong-old", newPassword: "Stronger1!" }), {
        authorization: `Bearer ${token}`,
      }),
    ]);
    const serverCpu = cpuSeconds(server.pid!) - before;
    const perMinute = 60 / duration;
    console.log(`\n[${version}] ${duration} s from one address, ${connections} connections per route`);
    let total = 0;
    for (const [name, result] of Object.entries({
      register,
      login,
      "reset-password": reset,
      "change-password": change,
    })) {
      const codes = counts(result);
      const hashes = Object.entries(codes).reduce(
        (sum, [status, count]) => sum + HASHED[name]![version](Number(status)) * count,
        0,
      );
      total += hashes;
      console.log(
        `  ${name.padEnd(16)} ${String(hashes).padStart(6)} hashes = ${(hashes * perHash * perMinute).toFixed(2).padStart(6)} argon2 CPU s/min  ${JSON.stringify(codes)}`,
      );
    }
    console.log(
      `  ${"all four".padEnd(16)} ${String(total).padStart(6)} hashes = ${(total * perHash * perMinute).toFixed(2).padStart(6)} argon2 CPU s/min; ` +
        `the server's whole CPU: ${(serverCpu * perMinute).toFixed(1)} s/min`,
    );
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  ensureBuild();
  const perHash = await hashCost();
  console.log(
    `baseline: one argon2id hash (19 MiB, t=2, p=1) measured here costs ${(perHash * 1000).toFixed(1)} ms of CPU`,
  );
  if (values.before) await measure("before", values.before, perHash);
  await measure("after", undefined, perHash);
}

await main();
