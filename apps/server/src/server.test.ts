import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
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

  it("refuses to start on a bad variable, naming it", async () => {
    dataDir ??= await mkdtemp(path.join(tmpdir(), "nagai-server-"));
    await expect(start({ PORT: "not-a-port" })).rejects.toThrow(/PORT: /);
  });
});
