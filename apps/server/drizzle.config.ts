import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this; migrations are applied by the server at start
// (apps/server/src/db/migrate.ts), the same files on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
