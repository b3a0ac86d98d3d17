import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, RouteOptions } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp, createDevProviders, type RequestTimeouts } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";
import { catalogVersion } from "../modules/catalog/catalog.tables.ts";
import { checkAnswersAgainstDocument } from "./answer-contract.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  /**
   * Waits until listings show the catalogue as it is in the database now. Tests write catalogue
   * rows straight into the database, as another process would; the app notices within a second
   * and rebuilds its listing index (docs/decisions/002 and 003).
   */
  catalogueSettled(): Promise<void>;
  /**
   * A second app on the same database, as another server process would be: its own caches,
   * listing index and stock feed; on PostgreSQL its own connections too. Closed with this one.
   */
  anotherProcess(): Promise<FastifyInstance>;
  /**
   * The app's route table as Fastify registered it (every method and full URL, with its hooks), for
   * tests generated from it: a new route cannot be left out of them (the staff role matrix).
   */
  routes: readonly RouteOptions[];
  close(): Promise<void>;
}

/** The storefront's production build, as `npm run build` (run first by `npm test`) leaves it. */
export const WEB_BUILD_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/build");

/**
 * A real app on a database of its own: in-memory PGlite, or — when TEST_DATABASE_URL is set — a
 * new database created on that PostgreSQL server for this file and dropped afterwards. With
 * `web`, it serves the storefront's production build too, as `npm start` does.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { web = false, timeouts }: { web?: boolean; timeouts?: RequestTimeouts } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "nagai-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const { handle, drop, url } = await openTestDatabase();
  await applyMigrations(handle);
  // One machine's development outboxes, whichever of the apps sends a message (decision 040).
  const devProviders = createDevProviders(config);
  const build = (database: DatabaseHandle) =>
    buildApp({
      config,
      database,
      devProviders,
      logger: false,
      web: web ? { mode: "production", buildDir: WEB_BUILD_DIR } : false,
      timeouts,
      // Every answer is checked against the OpenAPI document; a drifted one fails its test (decision 039).
      testHooks: (app) => {
        checkAnswersAgainstDocument(app);
        app.addHook("onRoute", (route) => {
          if (!routesSeen) routes.push(route);
        });
      },
    });
  const routes: RouteOptions[] = [];
  // The first app's table only: anotherProcess builds the same routes again.
  let routesSeen = false;
  const app = await build(handle);
  await app.ready();
  routesSeen = true;
  const others: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  return {
    app,
    db: handle.db,
    dataDir,
    routes,
    async catalogueSettled() {
      const [row] = await handle.db.select({ version: catalogVersion.version }).from(catalogVersion);
      for (let waited = 0; waited < 15_000; waited += 50) {
        const ready = await app.inject("/api/v1/health/ready");
        // Both: this app's view of the version (read at most once a second) and its index's. An
        // index built from a snapshot taken after the write may be ahead of the view for a second.
        const { catalogueVersion: seen, listingIndexVersion: indexed } = ready.json();
        if (ready.statusCode === 200 && seen === row?.version && indexed === row?.version) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the listing index did not reach catalogue version ${row?.version}`);
    },
    async anotherProcess() {
      // PGlite has one connection in this process: the second app shares it.
      const other = url ? await openDatabase({ url, poolSize: 4 }) : handle;
      const otherApp = await build(other);
      await otherApp.ready();
      others.push({ app: otherApp, handle: other });
      return otherApp;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        if (other.handle !== handle) await other.handle.close();
      }
      await app.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The template's bytes, read once per worker: the file is written once per run and never changed. */
let readTemplate: { file: string; bytes: Promise<Uint8Array> } | undefined;
function templateBytes(file: string): Promise<Uint8Array> {
  if (readTemplate?.file !== file) readTemplate = { file, bytes: readFile(file) };
  return readTemplate.bytes;
}

export async function openTestDatabase({ blank = false }: { blank?: boolean } = {}): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
  /** The PostgreSQL database's URL; undefined for PGlite. */
  url?: string;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Vitest's global setup migrated one database for the run (testing/pglite-template.ts).
    const template = blank ? "" : inject("pgliteTemplate");
    const startFrom = template ? await templateBytes(template) : undefined;
    // PGlite in a thread of its own, as the server runs it (decision 035); TEST_PGLITE_SAME_THREAD=1
    // runs it in the test's thread, as the seed and the benches do; PGLITE_PLAIN=true as PGlite
    // ships it, as the server does with that setting (decision 042).
    const ownThread = process.env.TEST_PGLITE_SAME_THREAD !== "1";
    const plain = process.env.PGLITE_PLAIN === "true";
    return {
      handle: await openDatabase({ dataDir: null, startFrom, ownThread, plain }),
      drop: async () => {},
    };
  }

  const name = `nagai_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    handle,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
