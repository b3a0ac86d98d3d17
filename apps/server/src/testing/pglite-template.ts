import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { applyMigrations } from "../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder as a tar file, or "" on PostgreSQL (TEST_DATABASE_URL). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup: one migrated PGlite database, dumped to a file that every test file's
 * database starts from (testing/test-app.ts). A new PGlite runs initdb, most of what opening and
 * migrating one costs; loading a migrated folder skips it (decision 027). Made fresh for every
 * run, from the migrations as they are, so a test never sees a stale schema.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return async () => {};
  }
  const folder = await mkdtemp(path.join(tmpdir(), "nagai-template-"));
  const file = path.join(folder, "pglite.tar");
  const handle = await openDatabase({ dataDir: null, plain: process.env.PGLITE_PLAIN === "true" });
  await applyMigrations(handle);
  const dump = await handle.dumpDataDir!();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  return () => rm(folder, { recursive: true, force: true });
}
