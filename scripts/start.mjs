// `npm start`: build the storefront when its build is missing or older than its sources, then run
// the server (which migrates, seeds an empty database and listens). Plain JS so it runs before
// anything is compiled.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildEntry = path.join(root, "apps/web/build/server/index.js");
const sources = [
  "apps/web/app",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "packages/contracts/src",
];

function newestChange(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

const builtAt = newestChange(buildEntry);
const sourcesAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0 ? "Building the storefront (first start)…" : "Sources changed: rebuilding the storefront…",
  );
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "apps/server/src/server.ts"));
