import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { openTestDatabase } from "../../testing/test-app.ts";
import { outboxMessages } from "./outbox.tables.ts";

// The server as a real process, killed (SIGKILL) while the SMS gateway holds its OTPs, then
// started again: the OTPs still reach the gateway (decision 040). On its data folder's PGlite, or
// on a PostgreSQL database of its own when TEST_DATABASE_URL is set.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
let dataDir: string;
/** PostgreSQL only: the database the server and this test share. */
let postgres: { handle: DatabaseHandle; drop: () => Promise<void>; url?: string } | undefined;

// A stand-in SMS gateway: while `holding`, it takes requests and never answers them.
let holding = true;
const received: string[] = [];
let gateway: http.Server;
let gatewayUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "nagai-outbox-crash-"));
  if (process.env.TEST_DATABASE_URL) postgres = await openTestDatabase();
  gateway = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received.push(new URL(request.url ?? "/", "http://gateway").searchParams.get("mobile") ?? "");
      if (holding) return;
      response.writeHead(200, { "content-type": "application/json" }).end('{"type":"success"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v5/otp`;
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
  if (postgres) {
    await postgres.handle.close();
    await postgres.drop();
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `server.ts` as `npm run dev` would, without the storefront; resolves once it listens. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url! } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_PRODUCTS: "0",
      LOG_LEVEL: "warn",
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: gatewayUrl,
      SMS_HTTP_AUTH_KEY: "key",
      SMS_HTTP_TEMPLATE_ID: "template",
    },
  });
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.includes("listening at")) resolve(child);
    });
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("exit", (code, signal) => reject(new Error(`exited with ${code ?? signal}: ${output}`)));
  });
}

async function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  child.removeAllListeners("exit");
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill(signal);
  await exited;
}

/** The database the server used, opened here while no server runs (PGlite has one owner). */
async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  if (postgres) return work(postgres.handle);
  const handle = await openDatabase({ dataDir, ownThread: false });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

async function waitFor(check: () => boolean, what: string, withinMs = 30_000) {
  for (
    const until = Date.now() + withinMs;
    !check();
    await new Promise((resolve) => setTimeout(resolve, 50))
  ) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
  }
}

it("sends after a restart the OTPs a killed process was sending", async () => {
  const port = await freePort();
  const numbers = ["9345000001", "9345000002"];
  const first = await startServer(port);
  try {
    for (const contactNumber of numbers) {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/user/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          username: `u${contactNumber}`,
          email: `u${contactNumber}@gmail.com`,
          contactNumber,
          password: "secret1",
        }),
      });
      expect(response.status).toBe(201);
    }
    // The process has claimed both and is waiting for the gateway, which never answers (a send
    // it gives up on is claimed again after its backoff: the gateway may see one more than once).
    await waitFor(
      () => numbers.every((number) => received.includes(`91${number}`)),
      "both OTPs at the gateway",
    );
  } finally {
    await stopped(first, "SIGKILL");
  }

  const attemptsBefore = await withDatabase(async (handle) => {
    const pending = await handle.db.select().from(outboxMessages).orderBy(outboxMessages.id);
    expect(pending.map((row) => [row.recipient, row.kind, row.state])).toEqual(
      numbers.map((number) => [number, "otp", "pending"]),
    );
    expect(pending.every((row) => row.attempts >= 1 && row.body !== null)).toBe(true);
    // The dead process's lease lapses and any backoff passes, as they would within minutes.
    await handle.db
      .update(outboxMessages)
      .set({ claimedUntil: sql`now() - interval '1 second'`, nextAttemptAt: sql`now()` });
    return new Map(pending.map((row) => [row.recipient, row.attempts]));
  });

  holding = false;
  received.length = 0;
  const second = await startServer(port);
  try {
    await waitFor(() => received.length === 2, "both OTPs sent after the restart");
    expect(received.toSorted()).toEqual(numbers.map((number) => `91${number}`));
    // Sent once each: nothing more reaches the gateway.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(2);
  } finally {
    await stopped(second, "SIGTERM");
  }
  await withDatabase(async (handle) => {
    for (const number of numbers) {
      const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, number));
      expect(row).toMatchObject({
        state: "sent",
        attempts: attemptsBefore.get(number)! + 1,
        body: null,
        claimedUntil: null,
      });
    }
  });
}, 300_000);
