import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../availability.ts";
import { type DatabaseHandle, openDatabase } from "../client.ts";
import { isViolationOf, SQL_STATES, sqlStateOf } from "../sql-state.ts";

// PGlite only: the embedded database in a thread of its own, as the server runs it (decision 035),
// whatever TEST_DATABASE_URL says.

const pieces = pgTable("pieces", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  grams: integer("grams"),
  details: jsonb("details"),
  addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
});

let dataDir: string;
let handle: DatabaseHandle;

/** The rows of a raw statement. */
async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "nagai-thread-"));
  handle = await openDatabase({ dataDir, ownThread: true });
  await handle.db.execute(sql`
    create table pieces (id int primary key, name text not null unique, grams int, details jsonb,
      added_at timestamptz not null)`);
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("PGlite in its own thread", () => {
  it("answers drizzle's queries with the same values as in this thread: numbers, JSON, dates as drizzle reads them", async () => {
    const addedAt = new Date("2026-11-27T10:00:00.000Z");
    await handle.db.insert(pieces).values([
      { id: 1, name: "Ring", grams: 4, details: { purity: "22K", stones: [1, 2] }, addedAt },
      { id: 2, name: "Chain", grams: null, details: null, addedAt },
    ]);
    expect(await handle.db.select().from(pieces).orderBy(pieces.id)).toEqual([
      { id: 1, name: "Ring", grams: 4, details: { purity: "22K", stones: [1, 2] }, addedAt },
      { id: 2, name: "Chain", grams: null, details: null, addedAt },
    ]);
    const [count] = await rows<{ n: number }>(sql`select count(*) as n from pieces`);
    expect(count).toEqual({ n: 2 });
  });

  it("reads every kind of value as PGlite in this thread does, arrays included", async () => {
    const everyKind = sql`select 1.5::numeric as n, true as b, '{"a":1}'::json as j, '{"a":[1]}'::jsonb as jb,
      5::int8 as i8, 2::int2 as i2, 1.25::float8 as f, 'x'::bytea as by, null::int as z, now() as at,
      current_date as d, array[1,2]::int[] as ia, array['x','y z']::text[] as ta, array[5]::int8[] as i8a,
      array[1.5]::numeric[] as na, array[now()]::timestamptz[] as tsa, array['2020-01-01']::date[] as da,
      array[true, null]::bool[] as ba, array[array[1],array[2]]::int[][] as nested`;
    const here = await openDatabase({ dataDir: null });
    try {
      const inThisThread = (await here.db.execute(everyKind)) as unknown as {
        rows: Record<string, unknown>[];
      };
      const [expected] = inThisThread.rows;
      const [read] = await rows<Record<string, unknown>>(everyKind);
      // now() differs between the two databases: the same kind of value, not the same instant.
      for (const key of ["at", "tsa"]) {
        expect(typeof read![key]).toBe(typeof expected![key]);
        delete read![key];
        delete expected![key];
      }
      expect(read).toEqual(expected);
      expect(read!.ia).toEqual([1, 2]);
    } finally {
      await here.close();
    }
  });

  it("passes a database error on with its code and constraint, and stays usable", async () => {
    const error = await handle.db
      .insert(pieces)
      .values({ id: 3, name: "Ring", addedAt: new Date() })
      .catch((caught: unknown) => caught);
    expect(isViolationOf(error, SQL_STATES.uniqueViolation, "pieces_name_key")).toBe(true);
    expect(
      sqlStateOf(await handle.db.execute(sql`select from where`).catch((caught: unknown) => caught)),
    ).toBe("42601");
    expect(await rows(sql`select name from pieces where id = ${1}`)).toEqual([{ name: "Ring" }]);
  });

  it("commits a transaction, rolls one back when its work throws, and a savepoint alone when a nested one does", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(pieces).values({ id: 10, name: "Kept", addedAt: new Date() });
      await tx
        .transaction(async (inner) => {
          await inner.insert(pieces).values({ id: 11, name: "Undone inside", addedAt: new Date() });
          throw new Error("undo the savepoint");
        })
        .catch(() => {});
    });
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(pieces).values({ id: 12, name: "Undone", addedAt: new Date() });
        throw new Error("undo");
      })
      .catch(() => {});
    expect(await rows(sql`select id from pieces where id >= 10 order by id`)).toEqual([{ id: 10 }]);
  });

  it("rolls back a transaction whose statement failed, and answers that statement's error", async () => {
    const error = await handle.db
      .transaction(async (tx) => {
        await tx.insert(pieces).values({ id: 20, name: "Before the failure", addedAt: new Date() });
        await tx.insert(pieces).values({ id: 21, name: "Ring", addedAt: new Date() });
      })
      .catch((caught: unknown) => caught);
    expect(sqlStateOf(error)).toBe(SQL_STATES.uniqueViolation);
    expect(await rows(sql`select id from pieces where id in (20, 21)`)).toEqual([]);
  });

  it("makes a query from outside wait for an open transaction, as the one connection it is", async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.insert(pieces).values({ id: 30, name: "Inside", addedAt: new Date() });
      outside = handle.db
        .insert(pieces)
        .values({ id: 31, name: "Outside", addedAt: new Date() })
        .then(() => order.push("outside"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("inside ends");
    });
    await outside;
    expect(order).toEqual(["inside ends", "outside"]);
    expect(await rows(sql`select id from pieces where id in (30, 31) order by id`)).toEqual([
      { id: 30 },
      { id: 31 },
    ]);
  });

  it("answers many queries at once each with its own rows", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => rows<{ n: number }>(sql`select ${i}::int as n`)),
    );
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it("refuses a value that cannot cross threads for that query alone", async () => {
    const refused = await handle.db
      .execute(sql`select ${(() => 1) as unknown as number} as n`)
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(Error);
    expect(await rows(sql`select 1 as n`)).toEqual([{ n: 1 }]);
  });

  it("dumps its data folder, which a database in this thread opens again", async () => {
    const dump = await handle.dumpDataDir!();
    const copy = await openDatabase({ dataDir: null, startFrom: dump });
    try {
      expect(
        ((await copy.db.execute(sql`select name from pieces where id = 1`)) as unknown as { rows: unknown[] })
          .rows,
      ).toEqual([{ name: "Ring" }]);
    } finally {
      await copy.close();
    }
  });
});

describe("PGlite's thread when it is closed", () => {
  it("keeps what was written on disk, and answers later queries as the database being away", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "nagai-thread-closed-"));
    try {
      const first = await openDatabase({ dataDir: folder, ownThread: true });
      await first.db.execute(sql`create table w (name text primary key)`);
      await first.db.execute(sql`insert into w values (${"kept"})`);
      await first.close();
      const after = await first.db.execute(sql`select 1`).catch((caught: unknown) => caught);
      expect(isDatabaseUnavailable(after)).toBe(true);

      const again = await openDatabase({ dataDir: folder });
      expect(
        ((await again.db.execute(sql`select name from w`)) as unknown as { rows: unknown[] }).rows,
      ).toEqual([{ name: "kept" }]);
      await again.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("fails to open where its data folder cannot be made, with the reason", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "nagai-thread-bad-"));
    try {
      await import("node:fs/promises").then((fs) =>
        fs.writeFile(path.join(folder, "pglite"), "not a folder"),
      );
      await expect(openDatabase({ dataDir: folder, ownThread: true })).rejects.toThrow(
        /EEXIST|ENOTDIR|exists/,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
