import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app on a database of its own: in-memory PGlite, or — when TEST_DATABASE_URL is set — a
 * new database created on that PostgreSQL server for this file and dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "nagai-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const { handle, drop } = await openTestDatabase();
  await applyMigrations(handle);
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    dataDir,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { handle: await openDatabase({ dataDir: null }), drop: async () => {} };

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
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
