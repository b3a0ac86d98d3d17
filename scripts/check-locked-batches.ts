// `npm run lint` (and so `npm run validate`): no statement of the server takes rows with SKIP LOCKED
// in an `in (…)` subquery, which PostgreSQL may scan again for every row the statement changes,
// each scan passing over the rows just changed to the next ones (decision 058). Such a batch is a
// `with … as materialized (…)` CTE, or, for one row, a scalar subquery `id = (…)`. Prints each
// offender as `file:line` and exits 1.
//
// What is read: the TypeScript under apps/server/src but its tests. What is found: the SQL text
// `in (select … skip locked …)` whose parentheses hold SKIP LOCKED, and Drizzle's
// `inArray(column, name)` where `name` is a query the same file builds with `skipLocked: true`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface LockedBatch {
  line: number;
  text: string;
}

/** The `in (…)` subqueries and `inArray` calls of one file's text that take rows with SKIP LOCKED. */
export function findLockedBatches(source: string): LockedBatch[] {
  const found: LockedBatch[] = [];
  const lineOf = (at: number) => source.slice(0, at).split("\n").length;
  for (const match of source.matchAll(/\bin\s*\(\s*select\b/gi)) {
    const open = match.index + match[0].indexOf("(");
    let depth = 0;
    let close = open;
    for (; close < source.length; close++) {
      if (source[close] === "(") depth++;
      else if (source[close] === ")" && --depth === 0) break;
    }
    if (/\bskip\s+locked\b/i.test(source.slice(open, close)))
      found.push({ line: lineOf(match.index), text: match[0].replace(/\s+/g, " ") });
  }
  const lockedQueries = new Set(
    [...source.matchAll(/\bconst\s+(\w+)\s*=([^;]*?)skipLocked:\s*true/g)]
      .filter((match) => !match[2]!.includes("const "))
      .map((match) => match[1]!),
  );
  for (const match of source.matchAll(/\binArray\(\s*[\w.]+\s*,\s*(\w+)\s*\)/g))
    if (lockedQueries.has(match[1]!)) found.push({ line: lineOf(match.index), text: match[0] });
  return found;
}

function serverSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : serverSources(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const files = serverSources(path.join(root, "apps/server/src"));
  let offenders = 0;
  for (const file of files) {
    for (const { line, text } of findLockedBatches(readFileSync(file, "utf8"))) {
      offenders += 1;
      console.error(
        `${path.relative(root, file)}:${line}: ${text} … skip locked: pick the batch once (decision 058)`,
      );
    }
  }
  if (offenders > 0) process.exit(1);
  console.log(`check-locked-batches: no SKIP LOCKED batch in an in (…) subquery in ${files.length} files.`);
}
