import { asc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { metalRateChanges, metalRates } from "./catalog.tables.ts";

type Db = Transaction | Database;

/** A timestamptz as ISO 8601 in UTC with milliseconds, as Date.toISOString writes it. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every metal's rate, locked until the caller's transaction ends (decision 046): two rate changes
 * take these locks in one order and so run one after the other, and each compares against the
 * rate it replaces. FOR NO KEY UPDATE (the lock an UPDATE of the rate takes anyway) rather than
 * FOR UPDATE: it serializes rate changes alike, but does not hold up a piece written meanwhile,
 * whose foreign key to its metal takes FOR KEY SHARE.
 */
export function lockRates(tx: Transaction) {
  return tx
    .select({ metal: metalRates.metal, ratePaise: metalRates.ratePaise, position: metalRates.position })
    .from(metalRates)
    .orderBy(asc(metalRates.metal))
    .for("no key update");
}

/** Sets metals' rates, adding the new ones after the others; `updated_at` is the transaction's now(). */
export async function writeRates(
  tx: Transaction,
  rates: ReadonlyMap<string, number>,
  firstNewPosition: number,
  existing: ReadonlySet<string>,
): Promise<void> {
  let position = firstNewPosition;
  for (const [metal, ratePaise] of rates) {
    if (existing.has(metal)) {
      await tx.execute(
        sql`update metal_rates set rate_paise = ${ratePaise}, updated_at = now() where metal = ${metal}`,
      );
    } else {
      await tx.insert(metalRates).values({ metal, ratePaise, position: position++ });
    }
  }
}

/** One history row per changed metal, stamped with the transaction's now() as the rate's updated_at is. */
export async function recordRateChanges(
  tx: Transaction,
  rates: ReadonlyMap<string, number>,
  staff: { id: number; name: string },
): Promise<void> {
  if (rates.size === 0) return;
  await tx.insert(metalRateChanges).values(
    [...rates].map(([metal, ratePaise]) => ({
      metal,
      ratePaise,
      changedAt: sql`now()`,
      staffId: staff.id,
      staffName: staff.name,
    })),
  );
}

/** Each metal's rate in ticker order, with who set it last (the newest history row's name). */
export async function listStaffRates(db: Db) {
  const result = await db.execute(sql`
    select r.metal, r.rate_paise::float8 as "ratePaise", ${iso(sql`r.updated_at`)} as "updatedAt",
      (select c.staff_name from metal_rate_changes c where c.metal = r.metal
        order by c.changed_at desc, c.id desc limit 1) as "updatedBy"
    from metal_rates r order by r.position, r.metal`);
  return rowsOf(result, "rates: list", {
    metal: "string",
    ratePaise: "number",
    updatedAt: "string",
    updatedBy: "string | null",
  });
}

/**
 * The rates set in the last `days` days, oldest first, with each metal's last rate before them
 * (the rate in force when the window opens). Served by metal_rate_changes_metal_idx.
 */
export async function readRateHistory(
  db: Db,
  { metal, days, before = true }: { metal?: string; days: number; before?: boolean },
) {
  const ofMetal = metal === undefined ? sql`true` : sql`metal = ${metal}`;
  const since = sql`now() - make_interval(days => ${days})`;
  const result = await db.execute(sql`
    select metal, "ratePaise", at, by from (
      select id, metal, rate_paise::float8 as "ratePaise", changed_at as changed, staff_name as by,
        ${iso(sql`changed_at`)} as at
      from metal_rate_changes where ${ofMetal} and changed_at >= ${since}
      union all
      select * from (
        select distinct on (metal) id, metal, rate_paise::float8, changed_at, staff_name, ${iso(sql`changed_at`)}
        from metal_rate_changes where ${ofMetal} and ${before ? sql`true` : sql`false`} and changed_at < ${since}
        order by metal, changed_at desc, id desc
      ) before_window
    ) entries
    order by changed, id`);
  return rowsOf(result, "rates: history", {
    metal: "string",
    ratePaise: "number",
    at: "string",
    by: "string",
  });
}
