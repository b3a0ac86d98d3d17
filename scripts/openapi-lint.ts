/**
 * `npm run lint:openapi`: builds the app without listening, writes the OpenAPI document it serves
 * at /api/docs/json to a temporary file, and lints it with Redocly's recommended rules
 * (redocly.yaml). The document is the API's contract (decision 039): zero errors, zero warnings.
 * `--out <file>` also keeps the document there.
 */
import { spawnSync } from "node:child_process";
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The document of the app as `npm start` builds it (sandbox gateway, dev outboxes included). */
async function openapiDocument(dataDir: string): Promise<unknown> {
  const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const database = await openDatabase({ dataDir: null });
  try {
    await applyMigrations(database);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await database.close();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), "nagai-openapi-"));
let status = 1;
try {
  const file = path.join(dataDir, "openapi.json");
  await writeFile(file, `${JSON.stringify(await openapiDocument(dataDir), null, 2)}\n`);
  const out = process.argv.indexOf("--out");
  if (out > 0 && process.argv[out + 1]) await copyFile(file, process.argv[out + 1]!);
  const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
  const lint = spawnSync(process.execPath, [cli, "lint", "--config", path.join(root, "redocly.yaml"), file], {
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  status = lint.status ?? 1;
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(status);
