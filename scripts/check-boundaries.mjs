// The import boundaries of decision 041, checked in `npm run lint`:
//
// 1. A module of the server (apps/server/src/modules/<name>/, and providers/<name>/ once it has its
//    public file) is used by others only through its public file `<name>.public.ts`. Exceptions:
//    - a `*.tables.ts` may import another module's `*.tables.ts` (a foreign key names the table);
//    - tests and test kits (`*.test.ts`, `*-test-kit.ts`, `testing/`) may import another module's
//      `*.tables.ts` (to arrange and read rows) and its `*-test-kit.ts`;
//    - the composition root `app.ts`, `db/` (the schema gathers every table) and `demo/` (the demo
//      catalogue writes the tables as a seed) may import any module file.
//    A file may import any file of its own module.
// 2. The web and the server never import each other's files: no relative import from apps/web
//    into apps/server or back, and no import of the other's package (@nagai/server, @nagai/web).
//
// Usage: node scripts/check-boundaries.mjs [root]. Exit 1 with one line per import refused.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const SKIPPED = new Set(["node_modules", "build", "dist", ".react-router", "data", "test-data"]);

function filesUnder(directory) {
  if (!existsSync(directory)) return [];
  const found = [];
  for (const entry of readdirSync(directory)) {
    if (SKIPPED.has(entry)) continue;
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full));
    else if (SOURCE.test(entry) && !entry.endsWith(".d.ts")) found.push(full);
  }
  return found;
}

function importsOf(file) {
  return ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((i) => i.fileName);
}

const posix = (p) => p.split(path.sep).join("/");

/** The module a path (relative to apps/server/src) belongs to, if any. */
function moduleOf(serverPath) {
  const match = /^(modules|providers)\/([^/]+)\//.exec(serverPath);
  return match ? { kind: match[1], name: match[2], folder: `${match[1]}/${match[2]}` } : undefined;
}

const isTestCode = (serverPath) =>
  /\.(test|spec)\.tsx?$/.test(serverPath) ||
  /-test-kit\.ts$/.test(serverPath) ||
  serverPath.startsWith("testing/");
const isComposer = (serverPath) =>
  serverPath === "app.ts" || serverPath.startsWith("db/") || serverPath.startsWith("demo/");

/** Why the server file `from` may not import `to` (both relative to apps/server/src), or null. */
function serverRefusal(serverSrc, from, to) {
  const target = moduleOf(to);
  if (!target) return null;
  const source = moduleOf(from);
  if (source && source.folder === target.folder) return null;
  const publicFile = `${target.folder}/${target.name}.public.ts`;
  if (to === publicFile) return null;
  if (target.kind === "providers" && !existsSync(path.join(serverSrc, publicFile))) return null;
  if (isComposer(from)) return null;
  if (to.endsWith(".tables.ts") && (from.endsWith(".tables.ts") || isTestCode(from))) return null;
  if (to.endsWith("-test-kit.ts") && isTestCode(from)) return null;
  return `another module's file: import ${target.folder}'s public file ${target.name}.public.ts instead`;
}

/** Every import the rules refuse under `root`, as { file, specifier, rule }. */
export function checkBoundaries(root) {
  const server = path.join(root, "apps/server");
  const serverSrc = path.join(server, "src");
  const web = path.join(root, "apps/web");
  const refused = [];
  const inside = (dir, file) => !path.relative(dir, file).startsWith("..");
  for (const [side, other, otherPackage] of [
    [server, web, "@nagai/web"],
    [web, server, "@nagai/server"],
  ]) {
    for (const file of filesUnder(side)) {
      for (const specifier of importsOf(file)) {
        const refuse = (rule) => refused.push({ file: posix(path.relative(root, file)), specifier, rule });
        if (specifier === otherPackage || specifier.startsWith(`${otherPackage}/`)) {
          refuse(`the web and the server never import each other (${otherPackage})`);
          continue;
        }
        if (!specifier.startsWith(".")) continue;
        const target = path.resolve(path.dirname(file), specifier);
        if (inside(other, target)) {
          refuse(
            `a relative import from ${posix(path.relative(root, side))} into ${posix(path.relative(root, other))}`,
          );
          continue;
        }
        if (side === server && inside(serverSrc, file) && inside(serverSrc, target)) {
          const rule = serverRefusal(
            serverSrc,
            posix(path.relative(serverSrc, file)),
            posix(path.relative(serverSrc, target)),
          );
          if (rule) refuse(rule);
        }
      }
    }
  }
  return refused;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const refused = checkBoundaries(root);
  for (const { file, specifier, rule } of refused) {
    console.error(`${file}: import "${specifier}" refused: ${rule} (decision 041)`);
  }
  if (refused.length > 0) {
    console.error(`check-boundaries: ${refused.length} import(s) cross a module boundary`);
    process.exit(1);
  }
  console.log("check-boundaries: every import keeps the module boundaries");
}
