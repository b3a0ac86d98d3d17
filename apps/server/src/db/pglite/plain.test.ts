import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../client.ts";
import { rowsOf } from "../rows.ts";

// PGLITE_PLAIN=true (decision 042): PGlite as its package ships it, in this thread, without kept
// statements; the same data folder opens in either way. The server started with the setting is
// covered by start.test.ts.
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** The run's migrated database (testing/pglite-template.ts): no initdb for each database here. */
async function template(): Promise<Blob | undefined> {
  const file = inject("pgliteTemplate");
  return file ? new Blob([await readFile(file)]) : undefined;
}

async function keptStatements(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute(
    sql`select count(*)::int as "kept" from pg_prepared_statements where name like 'nagai\\_%'`,
  );
  return rowsOf(result, "count kept statements", { kept: "number" })[0]!.kept;
}

describe("plain PGlite", () => {
  it("runs drizzle's queries without kept statements, where the layer keeps them", async () => {
    const plain = await openDatabase({ dataDir: null, startFrom: await template(), plain: true });
    const layered = await openDatabase({ dataDir: null, startFrom: await template() });
    try {
      expect(plain.pglite).toBe("plain");
      expect(layered.pglite).toBe("this-thread");
      for (const handle of [plain, layered]) {
        await handle.db.execute(sql`create table piece (id bigint primary key, name text not null)`);
        await handle.db.execute(sql`insert into piece values (${1}, ${"Ring"}), (${2}, ${"Chain"})`);
        const result = await handle.db.execute(sql`select id, name from piece where id > ${0} order by id`);
        // 64-bit integers come back as numbers on every layer (money is integer paise).
        expect(rowsOf(result, "read pieces", { id: "number", name: "string" })).toEqual([
          { id: 1, name: "Ring" },
          { id: 2, name: "Chain" },
        ]);
      }
      expect(await keptStatements(plain)).toBe(0);
      expect(await keptStatements(layered)).toBeGreaterThan(0);
    } finally {
      await plain.close();
      await layered.close();
    }
  }, 180_000);

  it("writes a data folder that the server's own thread opens again, and back", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "nagai-plain-"));
    folders.push(dataDir);
    const plain = await openDatabase({ dataDir, startFrom: await template(), plain: true });
    await plain.db.transaction(async (tx) => {
      await tx.execute(sql`create table note (id int primary key, body text not null)`);
      await tx.execute(sql`insert into note values (1, 'written plain')`);
    });
    await plain.close();

    const threaded = await openDatabase({ dataDir, ownThread: true });
    expect(threaded.pglite).toBe("own-thread");
    await threaded.db.execute(sql`insert into note values (2, 'written by the thread')`);
    await threaded.close();

    const again = await openDatabase({ dataDir, plain: true });
    try {
      const result = await again.db.execute(sql`select body from note order by id`);
      expect(rowsOf(result, "read notes", { body: "string" }).map((row) => row.body)).toEqual([
        "written plain",
        "written by the thread",
      ]);
    } finally {
      await again.close();
    }
  }, 180_000);
});
