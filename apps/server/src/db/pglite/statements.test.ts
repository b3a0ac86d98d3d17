import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { sqlStateOf } from "../sql-state.ts";
import { createStatementCache, type RunQuery } from "./statements.ts";

// PGlite only: these are the embedded database's own statements, whatever TEST_DATABASE_URL says.

let pg: PGlite;
let query: RunQuery;
const MAX = 5;

/** The kept statements PGlite holds, oldest first. */
async function kept(): Promise<string[]> {
  const result = await pg.query<{ statement: string }>(
    "select statement from pg_prepared_statements where name like 'nagai_%' order by substring(name from 7)::int",
  );
  return result.rows.map((row) => row.statement);
}

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec("create table t (id serial primary key, name text unique not null, tags text[], ok boolean)");
  const statements = createStatementCache(pg, MAX);
  query = statements.query(false, () => {
    throw new Error("not a kept statement");
  });
});
afterAll(() => pg.close());

describe("kept statements on PGlite", () => {
  it("parses a text once and runs it with each call's values, in either row mode", async () => {
    const insert = "insert into t (name, tags, ok) values ($1, $2, $3) returning id";
    const first = await query<{ id: number }>(insert, ["ring", ["gold", "22k"], true]);
    const second = await query<{ id: number }>(insert, ["chain", null, false]);
    expect(second.rows[0]!.id).toBe(first.rows[0]!.id + 1);
    const read = "select name, tags, ok from t where id = $1";
    expect((await query(read, [first.rows[0]!.id])).rows).toEqual([
      { name: "ring", tags: ["gold", "22k"], ok: true },
    ]);
    expect((await query(read, [second.rows[0]!.id], { rowMode: "array" })).rows).toEqual([
      ["chain", null, false],
    ]);
    expect(await kept()).toEqual([insert, read]);
  });

  it("keeps at most its bound of statements, closing the least recently used", async () => {
    await pg.exec("deallocate all");
    const statements = createStatementCache(pg, 3);
    const run = statements.query(false, () => Promise.reject(new Error("not kept")));
    for (const n of [1, 2, 3]) await run(`select ${n} as n`);
    await run("select 1 as n"); // now the most recent
    await run("select 4 as n");
    expect(await kept()).toEqual(["select 1 as n", "select 3 as n", "select 4 as n"]);
    expect((await run<{ n: number }>("select 2 as n")).rows).toEqual([{ n: 2 }]);
    expect(await kept()).toEqual(["select 1 as n", "select 4 as n", "select 2 as n"]);
  });

  it("passes a database error on and stays usable; a text that does not parse is not kept", async () => {
    await pg.exec("deallocate all");
    const statements = createStatementCache(pg, MAX);
    const run = statements.query(false, () => Promise.reject(new Error("not kept")));
    const insert = "insert into t (name) values ($1)";
    await run(insert, ["bangle"]);
    const twice = await run(insert, ["bangle"]).catch((error: unknown) => error);
    expect(sqlStateOf(twice)).toBe("23505");
    const broken = await run("select from where").catch((error: unknown) => error);
    expect(sqlStateOf(broken)).toBe("42601");
    expect(await kept()).toEqual([insert]);
    expect(
      (await run<{ n: number }>("select count(*)::int as n from t where name = $1", ["bangle"])).rows,
    ).toEqual([{ n: 1 }]);
  });

  it("parses a statement again when DDL changed what it returns, or it was deallocated", async () => {
    await pg.exec("create table u (a int); insert into u values (1)");
    const read = "select * from u";
    expect((await query(read)).rows).toEqual([{ a: 1 }]);
    await pg.exec("alter table u add column b int default 2");
    expect((await query(read)).rows).toEqual([{ a: 1, b: 2 }]);
    await pg.exec("deallocate all");
    expect((await query(read)).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it("leaves other statements and options to PGlite's own query", async () => {
    const statements = createStatementCache(pg, MAX);
    const seen: string[] = [];
    const run = statements.query(false, async (text) => {
      seen.push(text);
      return { rows: [], fields: [] };
    });
    await run("create table v (a int)");
    await run("select 1", [], { paramTypes: [] });
    expect(seen).toEqual(["create table v (a int)", "select 1"]);
  });
});

describe("kept statements through the app's client", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "nagai-statements-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("commits, rolls back and writes to disk as PGlite's own query does", async () => {
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table w (name text primary key)`);
    await first.db.execute(sql`insert into w values (${"kept"})`);
    await first.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into w values (${"rolled back"})`);
        throw new Error("undo");
      })
      .catch(() => {});
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`insert into w values (${"committed"})`);
    });
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/PGlite is closed/) },
    });

    const again = await openDatabase({ dataDir });
    const rows = await again.db.execute(sql`select name from w order by name`);
    expect((rows as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)).toEqual([
      "committed",
      "kept",
    ]);
    await again.close();
  });
});
