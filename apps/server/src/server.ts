import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { databaseTarget, openDatabase } from "./db/client.ts";
import { applyMigrations } from "./db/migrate.ts";
import { ensureDemoAdmin } from "./demo/demo-admin.ts";
import { demoUnlessProduction, startupNotice } from "./demo/demo-mode.ts";
import { seedIfEmpty } from "./demo/seed.ts";
import { createMediaStore } from "./providers/media-store/media-store.public.ts";

const SHUTDOWN_DEADLINE_MS = 8000;
/**
 * How long open keep-alive connections may still bring a request after SIGTERM. A client may be
 * sending on one at the very moment: closing it then would reset that request (ECONNRESET). Each
 * answer meanwhile closes its connection, so the wait ends early once the clients have gone.
 */
const DRAIN_IDLE_CONNECTIONS_MS = 2000;
// apps/web, from src/server.ts and from the bundle dist/server.js alike: both are one level down.
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web");

async function main() {
  const started = performance.now();
  const dev = process.argv.includes("--dev");
  // `npm run dev` is a demo like `npm start` (scripts/start.mjs); a plain `node server.js` is not.
  const config = loadConfig(dev ? demoUnlessProduction(process.env) : process.env);
  const database = await openDatabase(databaseTarget(config));
  await applyMigrations(database);
  await seedIfEmpty(database.db, { media: createMediaStore(config), products: config.seedProducts });
  // A demo only: production never has an admin it did not add itself (npm run staff, decision 045).
  const demoAdmin = config.DEMO ? await ensureDemoAdmin(database.db, config.dataDir) : undefined;

  const app = await buildApp({
    config,
    database,
    web: dev
      ? { mode: "development", webRoot }
      : { mode: "production", buildDir: path.join(webRoot, "build") },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then closing`);
    // Exit anyway if a connection hangs: a process that will not stop is worse than a cut request.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    // Readiness answers 503 and every answer says Connection: close (plugins/draining.ts).
    app.startDraining();
    // No new connections. net.Server's close, not http.Server's: the latter also drops the idle
    // keep-alive connections at once, resetting a request a client is sending on one right now.
    net.Server.prototype.close.call(app.server);
    await connectionsClosed(app.server, DRAIN_IDLE_CONNECTIONS_MS);
    // Closes the connections still idle, and waits for the requests in flight.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.HOST, port: config.PORT });
  const shown = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const address = `http://${shown}:${config.PORT}`;
  const plain = database.pglite === "plain" ? ", plain PGlite" : "";
  const where = database.kind === "pglite" ? `embedded database in ${config.dataDir}${plain}` : "PostgreSQL";
  console.log(
    `Nagai${config.DEMO ? " (demo)" : ""} is listening at ${address} (${where}, ready in ${Math.round(performance.now() - started)} ms)`,
  );
  const notice = startupNotice(config, address, demoAdmin);
  if (notice) console.log(notice);
}

/** Resolves when the server has no open connection left, or after `withinMs`. */
async function connectionsClosed(server: net.Server, withinMs: number): Promise<void> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const open = await new Promise<number>((resolve) =>
      server.getConnections((_error, count) => resolve(count)),
    );
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Nagai could not start:", error);
  }
  process.exit(1);
});
