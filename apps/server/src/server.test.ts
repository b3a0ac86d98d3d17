import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const port = 3330 + Number(process.env.VITEST_POOL_ID ?? 0);
let dataDir: string;

function start(env: Record<string, string> = {}): Promise<{ child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["apps/server/dist/server.js"], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_PRODUCTS: "0",
        LOG_LEVEL: "warn",
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("listening")) resolve({ child, output: () => output });
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

/**
 * A raw keep-alive HTTP/1.1 connection: one request at a time, each answer read to the end of its
 * body. A connection closed or reset before an answer rejects that request.
 */
async function keepAliveConnection() {
  const socket = net.connect(port, "127.0.0.1");
  socket.setEncoding("latin1");
  await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let buffer = "";
  let waiting: { resolve: (head: string) => void; reject: (error: Error) => void } | undefined;
  const settle = () => {
    const end = buffer.indexOf("\r\n\r\n");
    if (!waiting || end < 0) return;
    const head = buffer.slice(0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffer.length < end + 4 + length) return;
    buffer = buffer.slice(end + 4 + length);
    const { resolve } = waiting;
    waiting = undefined;
    resolve(head.toLowerCase());
  };
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    settle();
  });
  socket.on("error", (error) => waiting?.reject(error));
  socket.on("close", () => waiting?.reject(new Error("the connection closed before the answer")));
  return {
    /** The answer's status line and headers, lower-cased. */
    get(url: string): Promise<string> {
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      });
    },
    destroy: () => socket.destroy(),
  };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

// The process `npm start` runs: the bundle, built here from the current sources.
beforeAll(() => {
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("scripts/build-server.mjs failed");
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("answers the requests in flight on SIGTERM, exits 0, and starts again on the same data", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "nagai-server-"));
    const first = await start();
    first.child.removeAllListeners("exit");
    const url = `http://127.0.0.1:${port}/api/v1/product/items/filter?pageSize=5`;
    // A request whose body is still arriving when SIGTERM comes: it is in flight, and must finish.
    const slow = http.request(url, { method: "POST", headers: { "content-type": "application/json" } });
    const answer = new Promise<number>((resolve, reject) => {
      slow.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      slow.on("error", reject);
    });
    slow.write("{");
    await new Promise((resolve) => setTimeout(resolve, 200));
    first.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.end("}");
    expect(await answer).toBe(200);
    expect(await exited(first.child)).toBe(0);

    const second = await start();
    second.child.removeAllListeners("exit");
    const response = await fetch(url);
    expect(response.status).toBe(200);
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);
  }, 60_000);

  it("answers every request sent on open keep-alive connections as SIGTERM arrives, then exits 0", async () => {
    dataDir ??= await mkdtemp(path.join(tmpdir(), "nagai-server-"));
    const server = await start();
    server.child.removeAllListeners("exit");
    const url = "/api/v1/product/todayrate";
    const connections = await Promise.all(Array.from({ length: 50 }, () => keepAliveConnection()));
    const probe = await keepAliveConnection();
    for (const connection of [...connections, probe])
      expect(await connection.get(url)).toMatch(/^http\/1\.1 200/);
    const exit = exited(server.child);

    server.child.kill("SIGTERM");
    // Half are sent at once, racing the signal; the other half once the process is draining.
    const early = connections.slice(0, 25).map((connection) => connection.get(url));
    let ready = await probe.get("/api/v1/health/ready");
    while (ready.startsWith("http/1.1 200")) ready = await probe.get("/api/v1/health/ready");
    expect(ready).toMatch(/^http\/1\.1 503/);
    expect(ready).toMatch(/\r\nconnection: close/);
    const late = connections.slice(25).map((connection) => connection.get(url));

    const answers = await Promise.allSettled([...early, ...late]);
    const failures = answers.flatMap((answer) =>
      answer.status === "rejected" ? [String(answer.reason)] : [],
    );
    expect(failures).toEqual([]);
    for (const answer of answers)
      expect(answer.status === "fulfilled" && answer.value).toMatch(/^http\/1\.1 200/);
    for (const answer of answers.slice(25)) {
      expect(answer.status === "fulfilled" && answer.value).toMatch(/\r\nconnection: close/);
    }
    expect(await exit).toBe(0);
    for (const connection of connections) connection.destroy();
  }, 60_000);

  it("refuses to start on a bad variable, naming it", async () => {
    dataDir ??= await mkdtemp(path.join(tmpdir(), "nagai-server-"));
    await expect(start({ PORT: "not-a-port" })).rejects.toThrow(/PORT: /);
  });
});
