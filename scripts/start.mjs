// `npm start`: build the storefront and the server bundle when either is missing or older than its
// sources, then run the server (which migrates, seeds an empty demo database and listens). Plain
// JS so it runs before anything is compiled.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const builds = [
  {
    name: "the storefront",
    output: "apps/web/build/server/index.js",
    sources: [
      "apps/web/app",
      "apps/web/vite.config.ts",
      "apps/web/react-router.config.ts",
      "scripts/build-web.mjs",
      "packages/contracts/src",
    ],
    command: ["npm", ["run", "build", "-w", "apps/web"]],
  },
  {
    name: "the server",
    output: "apps/server/dist/server.js",
    sources: [
      "apps/server/src",
      "apps/server/package.json",
      "packages/contracts/src",
      "scripts/build-server.mjs",
    ],
    command: [process.execPath, ["scripts/build-server.mjs"]],
  },
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

for (const { name, output, sources, command } of builds) {
  const builtAt = newestChange(path.join(root, output));
  const sourcesAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt !== 0 && sourcesAt <= builtAt) continue;
  console.log(builtAt === 0 ? `Building ${name} (first start)…` : `Sources changed: rebuilding ${name}…`);
  const run = spawnSync(command[0], command[1], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

// A newcomer's `npm start` is the demo (decision 013): its banner, its catalogue in an empty
// embedded database. Production, or DEMO set either way, decides for itself. The same rule as
// demoUnlessProduction in apps/server/src/demo/demo-mode.ts, which `npm run dev` uses.
if (process.env.NODE_ENV !== "production" && (process.env.DEMO ?? "") === "") process.env.DEMO = "true";

await import(pathToFileURL(path.join(root, "apps/server/dist/server.js")).href);
