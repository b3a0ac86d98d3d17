import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh shop for every run: the server migrates it and seeds the demo catalogue at start.
// One folder per port, so two runs on different ports never share a database.
const dataDir = path.join(os.tmpdir(), `nagai-e2e-${port}`);
// E2E_DEV=1 serves the storefront through Vite (no build first): for iterating on one spec file.
// `npm test` and CI never set it: they test the production build.
const devMode = process.env.E2E_DEV === "1";
// Debian's Chromium, never a downloaded one. Its headless shell (the package chromium-headless-shell,
// the same Blink without the browser's window layers) runs the suite in about two thirds of the
// time; the full browser where only it is installed (decision 060).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";
// On a PostgreSQL server (CI's second pass) only the specs that place and pay for orders run, where
// the server database's locks and transactions reach the browser. The other specs drive the same
// pages through the same API, whose tests run on both databases: repeating them doubled CI's
// time (decision 027).
const SERVER_DATABASE_SPECS = ["journey.spec.ts", "checkout.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  ...(process.env.TEST_DATABASE_URL ? { testMatch: SERVER_DATABASE_SPECS } : {}),
  fullyParallel: true,
  // Two workers: with reduced motion a test keeps about half a core busy, so two share the machine.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A test's time allowed, twice Playwright's 30 s: when this 2-core machine is slow the
  // slowest tests without their own (the route table's 32 pages, a listing's filters) come near
  // 30 s. Nothing here measures speed.
  timeout: 60_000,
  // CI sets PLAYWRIGHT_JSON_OUTPUT_NAME to print one "N passed, N failed" line (.ci/run).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  // Reduced motion stops the ticker's and carousels' endless animations, which Chromium without
  // a GPU paints on the CPU: about half the suite's CPU time (bench/README.md). A test about
  // motion asks for it with page.emulateMedia.
  // A failed test keeps its trace with DOM snapshots, but not the screencast: encoding its frames
  // cost about a quarter of the suite's CPU (bench/README.md).
  use: {
    baseURL,
    trace: { mode: "retain-on-failure", screenshots: false },
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    // The shop is made fresh by the command, not in this file: workers load this file too.
    command: `npx tsx e2e/start-server.ts${devMode ? " --dev" : ""}`,
    url: `${baseURL}/`,
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      // 200: the first 100 for the specs that browse and fill carts, the next 100 for those that
      // sell (e2e/shopper.ts, findPiecesToSell).
      SEED_PRODUCTS: "200",
      LOG_LEVEL: "warn",
      // A demo, for its admin (decision 045): the staff console's specs sign it in once and add
      // members of their own through it (e2e/staff.ts). It changes nothing else the specs see.
      DEMO: "true",
      // Every browser test's shopper registers from 127.0.0.1: the suite asks for more OTPs in an
      // hour than one real address may (20). The limit itself is tested through the API.
      OTP_MAX_PER_ADDRESS_PER_HOUR: "1000",
      // The same for video appointments (e2e/appointment.spec.ts books from 127.0.0.1 too).
      APPOINTMENT_MAX_PER_ADDRESS_PER_HOUR: "1000",
      // One browser shopper places up to 12 cash orders of demo pieces (up to ₹99,000 each,
      // e2e/orders.spec.ts): more than one shopper may hold, and dearer than cash on delivery
      // takes (decision 036). Those limits are tested through the API and the checkout page
      // (order-limits.test.ts, checkout-page.test.ts).
      ORDER_MAX_HELD_PIECES: "1000",
      ORDER_MAX_HELD_RUPEES: "10000000",
      COD_MAX_ORDER_RUPEES: "10000000",
      COD_MAX_OPEN_ORDERS: "100",
    },
    reuseExistingServer: false,
    // Migrating and seeding a new database, plus a cold start, can take a while on a slow machine.
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
