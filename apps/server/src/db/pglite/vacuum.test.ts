import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startVacuuming, vacuumDueTables } from "./vacuum.ts";

let pglite: PGlite;

beforeEach(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table churned (id serial primary key, shopper int not null);
    create table quiet (id serial primary key, shopper int not null);
    insert into quiet (shopper) select n from generate_series(1, 500) n;`);
  // Its inserts counted before it is analysed, as a quiet table's are by the time anyone looks.
  await pglite.query("select pg_stat_force_next_flush()");
  await pglite.exec("analyze quiet");
});

afterEach(() => pglite.close());

/** A cart's add and remove, `times` over: each leaves a dead row behind. */
async function churn(times: number) {
  for (let i = 0; i < times; i++) {
    const { rows } = await pglite.query<{ id: number }>(
      "insert into churned (shopper) values (1) returning id",
    );
    await pglite.query("delete from churned where id = $1", [rows[0]!.id]);
  }
  // PostgreSQL publishes a session's counts at most once a second: now, as they are.
  await pglite.query("select pg_stat_force_next_flush()");
}

const statsOf = async (table: string) =>
  (
    await pglite.query<{ dead: number; vacuumed: Date | null }>(
      "select n_dead_tup as dead, last_vacuum as vacuumed from pg_stat_user_tables where relname = $1",
      [table],
    )
  ).rows[0]!;

describe("the embedded database's vacuum", () => {
  it("vacuums a table whose dead rows pass autovacuum's threshold, and leaves a quiet one", async () => {
    await churn(300);
    expect((await statsOf("churned")).dead).toBeGreaterThan(50);

    expect(await vacuumDueTables(pglite)).toEqual(["public.churned"]);
    expect(await statsOf("churned")).toMatchObject({ dead: 0, vacuumed: expect.any(Date) });
    expect((await statsOf("quiet")).vacuumed).toBeNull();
    // Nothing is due any more.
    expect(await vacuumDueTables(pglite)).toEqual([]);
  });

  it("checks on its own every so often, and stops when told", async () => {
    await churn(300);
    const vacuuming = startVacuuming(pglite, 20);
    await expect.poll(async () => (await statsOf("churned")).vacuumed, { timeout: 5_000 }).not.toBeNull();
    await vacuuming.stop();
  });
});
