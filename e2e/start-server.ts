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
await import("../apps/server/src/server.ts");
