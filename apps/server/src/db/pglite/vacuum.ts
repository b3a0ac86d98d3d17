import type { PGlite } from "@electric-sql/pglite";
import { createRepeatingJob, type RepeatingJob } from "../../repeating-job.ts";

/** How often the embedded database looks for tables to vacuum: autovacuum's is 60 s. */
export const VACUUM_CHECK_MS = 5_000;

/**
 * The tables due, by autovacuum's default thresholds: a vacuum once dead rows pass 50 + 20 % of
 * the live ones, an analyse once rows changed since the last one pass 50 + 10 %. Names come
 * quoted by PostgreSQL itself (format's %I).
 */
const DUE_TABLES = `
  select format('%I.%I', schemaname, relname) as "name",
         n_dead_tup > 50 + 0.2 * n_live_tup as "vacuum"
  from pg_stat_user_tables
  where n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup`;

/**
 * Vacuums (and analyses) the tables that need it, or only analyses them; answers their names.
 * A plain VACUUM: it frees dead rows for reuse without locking out reads or writes for long.
 */
export async function vacuumDueTables(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string; vacuum: boolean }>(DUE_TABLES);
  for (const { name, vacuum } of rows) {
    await pglite.exec(vacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
  }
  return rows.map((row) => row.name);
}

/**
 * PGlite runs PostgreSQL in single-user mode, which has no autovacuum: every row a cart, a
 * wishlist or a login deletes or updates stayed in its table and its indexes for good, and each
 * read walked past more of them (decision 035). This does autovacuum's work for the embedded database,
 * every `everyMs`, one check at a time (repeating-job.ts). PostgreSQL's own autovacuum does it for
 * a server database. A check that fails (the database is closing) is skipped; the next one tries
 * again.
 */
export function startVacuuming(pglite: PGlite, everyMs = VACUUM_CHECK_MS): RepeatingJob {
  const vacuuming = createRepeatingJob(
    () => vacuumDueTables(pglite),
    everyMs,
    () => undefined,
  );
  vacuuming.start();
  return vacuuming;
}
