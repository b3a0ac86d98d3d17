// `npm run lint` (and so `npm run validate`): every repository path that the docs and the code's
// comments name must exist, so that a moved or deleted file cannot leave its readers a dead
// reference. Prints each missing one as `file:line: path` and exits 1.
//
// What is read: the Markdown of docs/, the root README, each README under apps/ and packages/,
// bench/README.md and bench/HISTORY.md; the comments of the TypeScript, JavaScript, CSS and SQL
// under apps/, packages/, scripts/, e2e/, bench/ and the root's config files.
//
// What counts as a path: a word with a slash whose first part is a folder of the repository (as
// the text's reader would find it: from the root, from apps/server/src or apps/web/app, from
// packages/contracts/src, or from the file's own folder), or any word with a slash that ends in a
// source file's extension; and a bare file name (`logging.ts`), which must exist somewhere. Not
// paths: URLs, routes (`/api/v1/cart`, they start with a slash), npm packages (`@scope/name`, or a
// first part that is a package in node_modules), patterns and placeholders (`*`, `<name>`, `{n}`,
// `…`), and what a build or a run makes (IGNORED_PREFIXES).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Folders never read and never counted as existing: installed, built or written by runs. */
const SKIPPED_DIRS = new Set([
  "node_modules",
  ".git",
  "build",
  "dist",
  ".react-router",
  "data",
  "test-data",
  "test-results",
  "playwright-report",
  "results",
]);

/**
 * Paths of what a build or a run writes, named in the docs but absent from a fresh checkout
 * (lint runs before the build): each with its reason.
 */
const IGNORED_PREFIXES: Record<string, string> = {
  "apps/web/build/": "the storefront's build (npm run build)",
  "build/": "the storefront's build, named from apps/web",
  "apps/server/dist/": "the server bundle (scripts/build-server.mjs)",
  "dist/": "the server bundle, named from apps/server",
  "bench/results/": "what the benches write (not committed)",
  "data/": "the embedded database's folder at run time",
  "test-results/": "Playwright's output",
  "node_modules/": "installed packages",
  ".react-router/": "React Router's generated types",
};

/** Words that look like paths and are not, or name what is not in the repository: each with its reason. */
const ALLOWED: Record<string, string> = {
  "pages/s": "a rate: pages a second",
  "DESIGN.md": "the project's design brief, kept beside the spec, outside this repository",
  "STYLE.md": "the project's style brief, kept beside the spec, outside this repository",
  "lib/script-priority.ts": "decision 008 as first written; its amendment names the file it became",
  "pglite/": "the embedded database's folder inside DATA_DIR, made at run time",
  "ab12/": "an example of a media folder's name",
  "entry.client.tsx": "React Router's client entry, which the shop leaves to its default (bench/HISTORY.md)",
};

/**
 * Files not read: this check's own, whose comments describe shapes of paths, and the bench's
 * history, kept verbatim as it was written (bench/README.md holds the current figures).
 */
const SELF = new Set(["scripts/check-paths.ts", "scripts/check-paths.test.ts", "bench/HISTORY.md"]);

/** A path named as what a file was before it moved ("was `db/seed/`", "`db/seed/*` →"): history. */
function isFormerPath(line: string, word: string): boolean {
  const quoted = [`\`${word}\``, word].map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return quoted.some((form) => new RegExp(`(\\bwas|\\bformerly) ${form}|${form}\\*?\`? →`).test(line));
}

const SOURCE_EXTENSIONS = ["ts", "tsx", "mjs", "cjs", "js", "json", "md", "sql", "css", "yml", "yaml", "sh"];
/** Extensions tried for a module named without one (`lib/session`, `./hydration`). */
const MODULE_EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", ".md", "/"];
/** A bare file name is checked only with these: `.js` and `.json` names are mostly packages or outputs. */
const BARE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*\.(ts|tsx|mjs|md|sql|css)$/;
const EXTENSION = new RegExp(`\\.(${SOURCE_EXTENSIONS.join("|")})$`);

/**
 * Where a short path may start, besides the root, the file's own folder and the folder above it:
 * the server's and the web's sources, a module or a provider beside another (`auth/shopper-lock.ts`), a route
 * folder beside another, and the contracts (`contracts/cart.ts`).
 */
const SHORT_FORM_BASES = [
  "apps/server/src",
  "apps/server/src/modules",
  "apps/server/src/providers",
  "apps/server",
  "apps/web/app",
  "apps/web/app/routes",
  "apps/web",
  "packages/contracts/src",
  "packages",
];
/** The bases from which a word without an extension may be a path. */
const MAIN_BASES = ["apps/server/src", "apps/web/app", "packages/contracts/src"];
/** Short names of a folder: `contracts/x.ts` is packages/contracts/src/x.ts. */
const ALIASES: Record<string, string> = { "contracts/": "packages/contracts/src/" };
/** A decision cited by its number alone: `docs/decisions/013`. */
const DECISION_NUMBER = /^docs\/decisions\/(\d{3})$/;

const CODE_FILE = /\.(ts|tsx|mjs|cjs|js|css|sql)$/;
const CODE_ROOTS = ["apps", "packages", "scripts", "e2e", "bench"];
const DOC_ROOTS = ["docs"];

export interface MissingPath {
  file: string;
  line: number;
  path: string;
}

function walk(root: string, dir: string, into: string[]): void {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const child = dir === "" ? entry.name : `${dir}/${entry.name}`;
      into.push(`${child}/`);
      walk(root, child, into);
    } else if (entry.isFile()) {
      into.push(dir === "" ? entry.name : `${dir}/${entry.name}`);
    }
  }
}

/** The repository as the check sees it: files by path, folders with a trailing slash. */
export function listRepository(root: string): string[] {
  const entries: string[] = [];
  walk(root, "", entries);
  return entries;
}

/** The files whose text is checked, from the repository's listing. */
export function sourcesOf(entries: string[]): string[] {
  return entries.filter((entry) => {
    if (entry.endsWith("/") || SELF.has(entry)) return false;
    const [top] = entry.split("/");
    if (entry.endsWith(".md")) {
      if (entry === "README.md") return true;
      if (DOC_ROOTS.includes(top!)) return true;
      if (entry.startsWith("bench/") && entry.endsWith(".md")) return true;
      return (top === "apps" || top === "packages") && entry.endsWith("/README.md");
    }
    if (!CODE_FILE.test(entry)) return false;
    if (!entry.includes("/")) return true; // the root's config files
    return CODE_ROOTS.includes(top!) && !entry.includes("/migrations/meta/");
  });
}

/** The comment text of each line of a source file ("" for a line without one). */
export function commentLines(text: string, file: string): string[] {
  const sql = file.endsWith(".sql");
  const css = file.endsWith(".css");
  let inBlock = false;
  return text.split("\n").map((line) => {
    const trimmed = line.trim();
    if (inBlock) {
      if (trimmed.includes("*/")) inBlock = false;
      return line;
    }
    if (sql) return trimmed.startsWith("--") ? line : (line.match(/\s--\s.*$/)?.[0] ?? "");
    const start = line.indexOf("/*");
    if (start >= 0 && (css || /^\s*(\/\*|\{\/\*)/.test(line))) {
      if (!line.slice(start + 2).includes("*/")) inBlock = true;
      return line.slice(start);
    }
    if (css) return "";
    if (trimmed.startsWith("//")) return line;
    // A comment after code: only after a statement's end or a bracket, so that `//` in a string is not taken.
    return line.match(/[;,{}()\]]\s+\/\/\s.*$/)?.[0] ?? "";
  });
}

/** The words of a line that may be paths, with their surrounding punctuation taken off. */
export function candidatesIn(line: string): string[] {
  const withoutUrls = line.replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, " ");
  const words = withoutUrls.split(/[\s`'"()[\],;:!?=]+/);
  const found: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/^[([{<]+/, "").replace(/[.)\]}>]+$/, "");
    if (word.length < 3) continue;
    if (/[*<>{}…|$~\\^#%&]/.test(word) || word.includes("...")) continue;
    if (word.startsWith("@") || word.startsWith("/") || word.startsWith("-") || word.endsWith("-")) continue;
    if (word.includes("/") || BARE_NAME.test(word)) found.push(word);
  }
  return found;
}

interface Repository {
  entries: Set<string>;
  basenames: Set<string>;
  /** Whether a name is an installed package (`pino/file.js` names a package's file). */
  isPackage: (name: string) => boolean;
}

function basesOf(from: string): string[] {
  const fileDir = path.posix.dirname(from);
  const parentDir = path.posix.dirname(fileDir);
  return ["", fileDir, parentDir, ...SHORT_FORM_BASES].map((base) => (base === "." ? "" : base));
}

function resolves(repo: Repository, from: string, word: string): boolean {
  const decision = DECISION_NUMBER.exec(word);
  if (decision) return [...repo.entries].some((entry) => entry.startsWith(`docs/decisions/${decision[1]}-`));
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (word.startsWith(alias) && resolves(repo, from, target + word.slice(alias.length))) return true;
  }
  for (const base of basesOf(from)) {
    const joined = path.posix.normalize(base === "" ? word : `${base}/${word}`).replace(/\/$/, "");
    if (joined.startsWith("..")) continue;
    for (const extension of word.endsWith("/") ? ["/"] : MODULE_EXTENSIONS) {
      if (repo.entries.has(`${joined}${extension}`)) return true;
    }
  }
  return false;
}

/** Whether a word with a slash is meant as a path of this repository. */
function isRepositoryPath(repo: Repository, from: string, word: string): boolean {
  const first = word.replace(/^(\.\.?\/)+/, "").split("/")[0]!;
  // `./x`, `../x` and a folder written as one (`providers/`) are paths wherever they point.
  if (word.startsWith("./") || word.startsWith("../") || word.endsWith("/")) return true;
  if (Object.keys(ALIASES).some((alias) => word.startsWith(alias))) return true;
  // Without an extension a word is taken for a path only from the main bases: `auth/user/logout`
  // in a decision is an API route, though modules/auth is a folder.
  const fileDir = path.posix.dirname(from);
  const bases = ["", fileDir === "." ? "" : fileDir, ...MAIN_BASES];
  if (bases.some((base) => repo.entries.has(`${base === "" ? "" : `${base}/`}${first}/`))) return true;
  return EXTENSION.test(word) && !repo.isPackage(first);
}

function ignored(word: string): boolean {
  const bare = `${word.replace(/^(\.\.?\/)+/, "").replace(/\/$/, "")}/`;
  return Object.keys(IGNORED_PREFIXES).some((prefix) => bare.startsWith(prefix)) || word in ALLOWED;
}

export interface PathCheck {
  /** The files read. */
  files: number;
  /** The paths named in them and checked. */
  checked: number;
  missing: MissingPath[];
}

/** Every path named in the docs and comments of the repository at `root`, and those that do not exist. */
export function checkPaths(root: string): PathCheck {
  const listing = listRepository(root);
  const repo: Repository = {
    entries: new Set(listing),
    basenames: new Set(
      listing.filter((entry) => !entry.endsWith("/")).map((entry) => path.posix.basename(entry)),
    ),
    isPackage: (name) => {
      try {
        return statSync(path.join(root, "node_modules", name)).isDirectory();
      } catch {
        return false;
      }
    },
  };
  const missing: MissingPath[] = [];
  const files = sourcesOf(listing);
  let checked = 0;
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const lines = file.endsWith(".md") ? text.split("\n") : commentLines(text, file);
    lines.forEach((line, index) => {
      for (const word of candidatesIn(line)) {
        if (ignored(word) || isFormerPath(line, word)) continue;
        if (word.includes("/") && !isRepositoryPath(repo, file, word)) continue;
        checked += 1;
        const found = word.includes("/") ? resolves(repo, file, word) : repo.basenames.has(word);
        if (!found) missing.push({ file, line: index + 1, path: word });
      }
    });
  }
  return { files: files.length, checked, missing };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The repository this script is in, or the folder given (the tests' fixtures).
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const { files, checked, missing } = checkPaths(root);
  for (const { file, line, path: named } of missing) console.error(`${file}:${line}: ${named}`);
  if (missing.length > 0) {
    console.error(
      `check-paths: ${missing.length} of ${checked} paths named in ${files} docs and source files do not exist.`,
    );
    process.exit(1);
  }
  console.log(`check-paths: all ${checked} paths named in ${files} docs and source files exist.`);
}
