import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `npm start` and the bare server bundle as a newcomer and an operator run them (decision 013):
// which one is a demo, what each seeds, and what production refuses. Ports 3360 + the pool id.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const port = 3360 + Number(process.env.VITEST_POOL_ID ?? 0);
const dataDirs: string[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
}

/**
 * Runs `node <script>` with only the variables given (no NODE_ENV from Vitest, no DATABASE_URL),
 * and resolves once it listens, or rejects with its output when it exits first.
 */
async function start(script: string, env: Record<string, string> = {}): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "nagai-start-"));
  dataDirs.push(dataDir);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        ...env,
      },
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk;
      // The notice follows the listening line in the same write or the next.
      if (/listening at/.test(output)) setTimeout(() => resolve({ child, output: () => output }), 300);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

async function stop({ child }: Started) {
  child.removeAllListeners("exit");
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function pieces(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/product/items/filter?pageSize=1`);
  return ((await response.json()) as { totalItems: number }).totalItems;
}

const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SECRET: "j".repeat(40),
  PUBLIC_ORIGIN: "https://nagai.in",
  SMS_PROVIDER: "http",
  SMS_HTTP_URL: "http://127.0.0.1:9/otp",
  SMS_HTTP_AUTH_KEY: "key",
  SMS_HTTP_TEMPLATE_ID: "template",
  PAYPHI_MERCHANT_ID: "T_03342",
  PAYPHI_SECRET: "abc".repeat(8),
  PAYPHI_BASE_URL: "https://127.0.0.1:9",
  MAIL_PROVIDER: "smtp",
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: "9",
  SHOP_ADDRESS: "12 Bazaar Street, T. Nagar, Chennai, Tamil Nadu - 600017",
  SHOP_GSTIN: "33ABCDE1234F1Z5",
};

// What `npm start` and these tests run: the bundle built from the current sources.
beforeAll(() => {
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("scripts/build-server.mjs failed");
});
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("npm start", () => {
  it("is a demo: it seeds the demo catalogue into a new data folder and says it is a demo", async () => {
    const shop = await start("scripts/start.mjs");
    try {
      const output = shop.output();
      expect(output).toContain("Nagai (demo) is listening");
      expect(output).toContain("This is a DEMO of Nagai");
      expect(output).toContain(`http://127.0.0.1:${port}/api/v1/dev/outbox (answered to this machine only)`);
      expect(await pieces()).toBe(300);
    } finally {
      await stop(shop);
    }
  }, 180_000);

  it("is no demo in production, seeds nothing unasked, and refuses the console SMS provider", async () => {
    await expect(
      start("scripts/start.mjs", { NODE_ENV: "production", JWT_SECRET: "j".repeat(40) }),
    ).rejects.toThrow(/SMS_PROVIDER: must be http in production/);
    const shop = await start("scripts/start.mjs", PRODUCTION);
    try {
      expect(shop.output()).not.toMatch(/\(demo\)|This is a DEMO|OTPs are/);
      expect(await pieces()).toBe(0);
    } finally {
      await stop(shop);
    }
  }, 60_000);
});

describe("the server bundle run directly", () => {
  it("runs on plain PGlite with PGLITE_PLAIN=true, in a data folder the usual layer opens again (decision 042)", async () => {
    const subscribe = () =>
      fetch(`http://127.0.0.1:${port}/api/v1/subscriptions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "plain@nagai.example" }),
      });
    // One subscribe an hour from an address: the second is refused by the counter the first wrote.
    const env = { SEED_PRODUCTS: "12", SUBSCRIPTION_MAX_PER_ADDRESS_PER_HOUR: "1" };
    const plain = await start("apps/server/dist/server.js", { ...env, PGLITE_PLAIN: "true" });
    const dataDir = dataDirs.at(-1)!;
    try {
      expect(plain.output()).toMatch(/listening at .*\(embedded database in .*, plain PGlite, ready/);
      expect(await pieces()).toBe(12);
      expect((await subscribe()).status).toBe(200);
      expect((await subscribe()).status).toBe(429);
    } finally {
      await stop(plain);
    }
    const layered = await start("apps/server/dist/server.js", { ...env, DATA_DIR: dataDir });
    try {
      expect(layered.output()).not.toContain("plain PGlite");
      expect(await pieces()).toBe(12);
      expect((await subscribe()).status).toBe(429);
    } finally {
      await stop(layered);
    }
  }, 180_000);

  it("is no demo and seeds nothing, but says where its OTPs go", async () => {
    const shop = await start("apps/server/dist/server.js");
    try {
      const output = shop.output();
      expect(output).not.toMatch(/\(demo\)|This is a DEMO/);
      expect(output).toContain("The catalogue is empty");
      expect(output).toContain("Note: SMS_PROVIDER is console");
      expect(await pieces()).toBe(0);
    } finally {
      await stop(shop);
    }
  }, 60_000);
});
