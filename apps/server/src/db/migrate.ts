import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { MigrationConfig } from "drizzle-orm/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle, Schema } from "./client.ts";

// Beside this file when run from source (src/db/); from the bundle (dist/server.js, see
// scripts/build-server.mjs) the same folder is at ../src/db/migrations.
const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = [path.join(here, "migrations"), path.join(here, "../src/db/migrations")].find(
  (folder) => existsSync(folder),
)!;
const config: MigrationConfig = { migrationsFolder };

/** An arbitrary constant: the advisory lock that lets one process migrate while others wait. */
const MIGRATION_LOCK = 4_210_2026;

/** Applies the migrations that are missing; the same files serve PGlite and PostgreSQL. */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  // Several processes may start together against one server: only one may migrate at a time.
  await handle.db.transaction(async (tx) => {
    // The pool's statement timeout (db/client.ts) is for shoppers' queries: an index built on a
    // big catalogue, or the wait for another process's migrations, may rightly take longer.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as unknown as NodePgDatabase<Schema>, config);
  });
}
