import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ColumnType, type RowOf, rowsOf } from "../../db/rows.ts";

/** A transaction of the shop's database (what `db.transaction` hands its callback). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

type Executor = Pick<Database, "execute">;

async function rows<const Shape extends Record<string, ColumnType>>(
  db: Executor,
  query: SQL,
  statement: string,
  shape: Shape,
): Promise<RowOf<Shape>[]> {
  return rowsOf(await db.execute(query), statement, shape);
}

/** Seconds to wait, rounded up and at least 1: the value of a 429's Retry-After. */
const waitSeconds = (seconds: number) => Math.max(1, Math.ceil(seconds));

/**
 * Fixed-window counters in the database (`rate_limit_counters`), so every process sees the same
 * counts: `consume` adds one and says how long to wait when the window already holds `limit`.
 */
export function createCounters(db: Database) {
  let sinceCleanup = 0;
  return {
    async consume(key: string, limit: number, windowSeconds: number): Promise<number | undefined> {
      if (++sinceCleanup >= 1000) {
        sinceCleanup = 0;
        await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`);
      }
      const [row] = await rows(
        db,
        sql`
          insert into rate_limit_counters (key, count, reset_at)
          values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
          on conflict (key) do update set
            count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
            reset_at = case when rate_limit_counters.reset_at <= now()
              then now() + make_interval(secs => ${windowSeconds}) else rate_limit_counters.reset_at end
          returning count, extract(epoch from reset_at - now())::float8 as wait`,
        "throttle: count a request",
        { count: "number", wait: "number" },
      );
      return row && row.count > limit ? waitSeconds(row.wait) : undefined;
    },

    async clear(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
    },

    /** Deletes every counter whose key starts with `prefix` (LIKE's wildcards in it are escaped). */
    async clearStartingWith(prefix: string): Promise<void> {
      const pattern = `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      await db.execute(sql`delete from rate_limit_counters where key like ${pattern}`);
    },
  };
}

export type Counters = ReturnType<typeof createCounters>;

export interface OtpLimits {
  /** Seconds between two OTPs to one number. */
  gapSeconds: number;
  /** OTPs one number may be sent in any hour. */
  perNumberPerHour: number;
  /** OTPs one address may ask for in any hour, over all numbers. */
  perAddressPerHour: number;
}

/**
 * Admits one OTP request for `contactNumber` from `address`, or says how many seconds to wait.
 * Limits count the requests of the last hour (`otp_requests`), a sliding window. Advisory locks on
 * the number and the address make the count and the insert one step for concurrent requests, in
 * any process. Unknown numbers are counted like known ones, so a refusal tells nothing about
 * which numbers have accounts.
 */
export async function admitOtpRequest(
  tx: Transaction,
  contactNumber: string,
  address: string,
  limits: OtpLimits,
): Promise<number | undefined> {
  // Always the number first, then the address: no two requests wait for each other in a circle.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-number:${contactNumber}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-address:${address}`}))`);
  const [number] = await rows(
    tx,
    sql`
      select
        (select extract(epoch from now() - max(requested_at))::float8 from otp_requests
          where contact_number = ${contactNumber}) as since_last,
        (select extract(epoch from requested_at + interval '1 hour' - now())::float8 from otp_requests
          where contact_number = ${contactNumber} and requested_at > now() - interval '1 hour'
          order by requested_at desc offset ${limits.perNumberPerHour - 1} limit 1) as nth_oldest_ends`,
    "throttle: OTPs to a number",
    { since_last: "number | null", nth_oldest_ends: "number | null" },
  );
  if (
    number?.since_last !== null &&
    number?.since_last !== undefined &&
    number.since_last < limits.gapSeconds
  ) {
    return waitSeconds(limits.gapSeconds - number.since_last);
  }
  if (number?.nth_oldest_ends !== null && number?.nth_oldest_ends !== undefined) {
    return waitSeconds(number.nth_oldest_ends);
  }
  const [fromAddress] = await rows(
    tx,
    sql`
      select extract(epoch from requested_at + interval '1 hour' - now())::float8 as nth_oldest_ends
      from otp_requests
      where requested_from = ${address} and requested_at > now() - interval '1 hour'
      order by requested_at desc offset ${limits.perAddressPerHour - 1} limit 1`,
    "throttle: OTPs from an address",
    { nth_oldest_ends: "number | null" },
  );
  if (fromAddress) return waitSeconds(fromAddress.nth_oldest_ends ?? 1);
  await tx.execute(sql`
    delete from otp_requests where contact_number = ${contactNumber} and requested_at < now() - interval '1 day'`);
  await tx.execute(
    sql`insert into otp_requests (contact_number, requested_from) values (${contactNumber}, ${address})`,
  );
  return undefined;
}
