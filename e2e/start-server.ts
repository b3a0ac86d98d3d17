// The shop the browser tests drive: a fresh embedded database, or — when TEST_DATABASE_URL is set —
// a fresh database on that PostgreSQL server, so CI's PostgreSQL run covers the storefront too.
import { rmSync } from "node:fs";
import pg from "pg";

rmSync(process.env.DATA_DIR ?? "data", { recursive: true, force: true });
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = "nagai_e2e";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
// The staff members the console's browser tests sign in as (e2e/staff-member.ts): the database is
// made and migrated here first, as the staff CLI does on a fresh DATA_DIR, then closed for the server.
{
  const { loadConfig } = await import("../apps/server/src/config.ts");
  const { openDatabase } = await import("../apps/server/src/db/client.ts");
  const { applyMigrations } = await import("../apps/server/src/db/migrate.ts");
  const { insertStaffMember } = await import("../apps/server/src/modules/staff/staff.repository.ts");
  const { createPasswords } = await import("../apps/server/src/modules/auth/auth.public.ts");
  const { E2E_STAFF_MEMBERS } = await import("./staff-member.ts");
  const config = loadConfig(process.env);
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 1 } : { dataDir: config.dataDir },
  );
  await applyMigrations(database);
  const passwords = createPasswords(1);
  for (const member of Object.values(E2E_STAFF_MEMBERS))
    await insertStaffMember(database.db, passwords, member);
  await database.close();
}
await import("../apps/server/src/server.ts");
