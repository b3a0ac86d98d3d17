// Bundles the server into apps/server/dist/server.js (and its database thread, pglite-worker.js), so `npm start` runs plain JavaScript: loading
// TypeScript through tsx slowed every start (decision 005). Packages stay external (node_modules);
// the workspace's own TypeScript (@nagai/contracts) is bundled in.
import { copyFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "apps/server");
const { dependencies } = JSON.parse(readFileSync(path.join(server, "package.json"), "utf8"));

const result = await build({
  // The embedded database's thread is a file of its own (src/db/pglite/thread.ts starts it).
  entryPoints: {
    server: path.join(server, "src/server.ts"),
    "pglite-worker": path.join(server, "src/db/pglite/worker.ts"),
  },
  outdir: path.join(server, "dist"),
  // Written below, each file whole: tests that run the bundle may build it at the same time.
  write: false,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // A package named here is external with all its subpaths; vite is only loaded in dev mode.
  external: [...Object.keys(dependencies).filter((name) => !name.startsWith("@nagai/")), "vite"],
  logLevel: "warning",
});

for (const file of result.outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.tmp`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}

// Data files the server reads beside its bundle: the demo's PIN codes (demo/pincodes.ts).
copyFileSync(path.join(server, "src/demo/pincodes.csv"), path.join(server, "dist/pincodes.csv"));
