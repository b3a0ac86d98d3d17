/**
 * Stock and reservations: their own tables, outside the catalogue version (decision 020).
 *
 * Every write takes the caller's transaction (or is part of the caller's statement), so an order
 * and its reservation commit or fail together; each appends the pieces it changed to
 * `stock_changes` in that transaction. The orders module is the one writer of reservations
 * (modules/orders/order-statement.ts places an order, orders.service settles it); it reaches these
 * through inventory.public.ts (decision 041).
 *
 *   stockTaking(lines, { state, expiresAt }) → parts of a statement (db/statement-parts.ts)
 *       Holds (HELD) or sells (SOLD: on hand goes down, nothing held) every line for the order
 *       the caller's statement writes, or nothing: when a line is short, nothing is written and
 *       `answer` names the first one in SNO order (readShortfall). Lines of one piece are added
 *       up. Locks the pieces' stock rows in ascending SNO order, so orders sharing pieces wait
 *       for each other and never deadlock. expiresAt: when the expiry sweep frees a hold (null:
 *       never by itself). An order takes stock once (a second time is a unique-index error).
 *   confirmSale(tx, orderId, now?) → lines sold
 *       HELD → SOLD: on hand and reserved go down. [] when nothing is held (released or sold
 *       already) or the hold expired by `now`, swept or not: the caller decides (a late payment
 *       is flagged for a refund). An expired hold stays HELD for the sweep to release.
 *   returnToStock(tx, orderId) → lines put back on sale
 *       An order cancelled before it left the shop (decision 038): its HELD lines back on sale,
 *       its SOLD lines back on hand; all become RELEASED. [] when none was held or sold.
 *   expiredHolds(now) → SQL: the ids of orders holding a piece whose hold expired by `now`
 *   releaseHeld(tx, orderId) → lines released
 *       HELD → RELEASED: the pieces are back on sale (the expiry sweep). [] when nothing is held.
 *   setOnHand(db, [{ productSno, onHand }])  counts the pieces the shop holds (seed, stock-taking)
 *
 * Lock order, for anyone writing next to these: the order's `orders` row, then its reservations,
 * then stock_levels rows in ascending SNO. confirmSale, returnToStock and releaseHeld expect the
 * caller to hold the order's row (FOR NO KEY UPDATE, the orders module's lockOrder).
 *
 * After the transaction commits, call `stockFeed.changed()` (app.ts) so this process patches its
 * listings and caches at once; other processes see the change within a second (inventory-feed.ts).
 */
import { and, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import type { StatementParts } from "../../db/statement-parts.ts";
import { reservations, stockChanges, stockLevels } from "./inventory.tables.ts";

export interface ReservationLine {
  productSno: number;
  quantity: number;
}

/**
 * Taking `lines` as parts of a statement that writes an order's rows (db/statement-parts.ts), so
 * the order and its stock are one round trip. `before` locks the lines' stock rows in ascending
 * SNO (orders sharing pieces queue on the first they share, and never deadlock) and finds the
 * first line, in SNO order, that is short; `allowed` holds when none is; `after(rows)` moves the
 * stock (held, or sold: off hand), records the reservations of the order in `rows` in `state` and
 * logs the change; `answer` is the short line (`readShortfall`).
 *
 * Correct in one statement under READ COMMITTED: the update joins the order's rows, which exist
 * only once `before` has locked every piece; a row another order changed meanwhile is locked, and
 * then updated, in its newest version (EvalPlanQual), so the update adds to what that order left.
 * No lines: nothing is locked or written.
 */
export function stockTaking(
  lines: readonly ReservationLine[],
  { state, expiresAt }: { state: "HELD" | "SOLD"; expiresAt: Date | null },
): StatementParts {
  const wanted = addUp(lines);
  const snos = intArray(wanted.map((line) => line.productSno));
  const quantities = intArray(wanted.map((line) => line.quantity));
  const moved =
    state === "HELD" ? sql`reserved = s.reserved + w.quantity` : sql`on_hand = s.on_hand - w.quantity`;
  return {
    before: sql`stock_wanted as (select unnest(${snos}) as sno, unnest(${quantities}) as quantity),
    stock_locked as materialized (
      select s.product_sno, s.on_hand - s.reserved as available from ${stockLevels} s
      where s.product_sno = any(${snos}) order by s.product_sno for update
    ),
    stock_short as materialized (
      select w.sno, coalesce(l.available, 0) as available
      from stock_wanted w left join stock_locked l on l.product_sno = w.sno
      where coalesce(l.available, 0) < w.quantity order by w.sno limit 1
    ),`,
    allowed: sql`not exists (select 1 from stock_short)`,
    after: (rows) => sql`,
    stock_moved as (
      update ${stockLevels} s set ${moved}, updated_at = now()
      from stock_wanted w, ${rows} o where s.product_sno = w.sno
    ),
    stock_taken as (
      insert into ${reservations} (order_id, product_sno, quantity, state, expires_at)
      select o.id, w.sno, w.quantity, ${state}, ${expiresAt?.toISOString() ?? null}::timestamptz
      from ${rows} o, stock_wanted w
    ),
    stock_logged as (insert into ${stockChanges} (product_sno) select w.sno from ${rows} o, stock_wanted w)`,
    answer: sql`(select row_to_json(stock_short)::text from stock_short)`,
  };
}

/** The short line a stockTaking's statement answered, or undefined when none was. */
export function readShortfall(short: string | null): { sno: number; available: number } | undefined {
  return short === null ? undefined : (JSON.parse(short) as { sno: number; available: number });
}

export async function confirmSale(
  tx: Database,
  orderId: number,
  now = new Date(),
): Promise<ReservationLine[]> {
  // The shopper was promised the pieces for a while, not until the sweep happens to run: a hold
  // past its time sells nothing, or a piece another shopper may have seen on sale again is sold.
  const [expired] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.orderId, orderId),
        eq(reservations.state, "HELD"),
        lte(reservations.expiresAt, now),
      ),
    )
    .limit(1);
  if (expired) return [];
  return settleLocked(tx, orderId, "SOLD");
}

export async function returnToStock(tx: Database, orderId: number): Promise<ReservationLine[]> {
  const released = await settleLocked(tx, orderId, "RELEASED");
  const sold = await tx
    .select({ productSno: reservations.productSno, quantity: reservations.quantity })
    .from(reservations)
    .where(and(eq(reservations.orderId, orderId), eq(reservations.state, "SOLD")))
    .orderBy(reservations.productSno)
    .for("update");
  if (sold.length === 0) return released;
  const snos = sold.map((line) => line.productSno);
  await lockLevels(tx, snos);
  await tx.execute(sql`
    update ${stockLevels} s set on_hand = s.on_hand + w.quantity, updated_at = now()
    from (select unnest(${intArray(snos)}) as sno, unnest(${intArray(sold.map((l) => l.quantity))}) as quantity) w
    where s.product_sno = w.sno`);
  await tx
    .update(reservations)
    .set({ state: "RELEASED", updatedAt: sql`now()` })
    .where(and(eq(reservations.orderId, orderId), eq(reservations.state, "SOLD")));
  await logChanges(tx, snos);
  return [...released, ...sold];
}

/**
 * The ids of the orders holding a piece whose hold expired by `now`, as a subquery for the expiry
 * sweep's lock of those orders (orders.repository's lockExpired; served by reservations_expiry_idx).
 */
export function expiredHolds(now: Date): SQL {
  return sql`select ${reservations.orderId} from ${reservations}
    where ${reservations.state} = 'HELD' and ${reservations.expiresAt} <= ${now.toISOString()}::timestamptz`;
}

/** HELD → RELEASED, for the expiry sweep; the caller holds the order's row. */
export function releaseHeld(tx: Database, orderId: number): Promise<ReservationLine[]> {
  return settleLocked(tx, orderId, "RELEASED");
}

/**
 * Sets how many of each piece the shop holds (the seed, a stock count). Refused by the table's
 * check when fewer than are held for orders. One statement with its change log rows, so the
 * levels and the log commit together even outside a transaction: a listing index built between
 * the two would have kept the old stock and never been told (seen when the embedded database
 * moved to its own thread, decision 035).
 */
export async function setOnHand(
  db: Database,
  levels: readonly { productSno: number; onHand: number }[],
): Promise<void> {
  if (levels.length === 0) return;
  const sorted = [...levels].sort((a, b) => a.productSno - b.productSno);
  const values = sql.join(
    sorted.map(({ productSno, onHand }) => sql`(${productSno}::int, ${onHand}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    with counted as (
      insert into ${stockLevels} (product_sno, on_hand) values ${values}
      on conflict (product_sno) do update set on_hand = excluded.on_hand, updated_at = now()
      returning product_sno
    )
    insert into ${stockChanges} (product_sno) select product_sno from counted`);
}

/** How many of each piece the shop holds and how many orders hold (the staff's stock page). */
export async function stockLevelsOf(
  db: Database,
  snos: readonly number[],
): Promise<Map<number, { onHand: number; reserved: number }>> {
  if (snos.length === 0) return new Map();
  const rows = await db
    .select({ sno: stockLevels.productSno, onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    // One array parameter, however many pieces (an export of the whole catalogue).
    .where(sql`${stockLevels.productSno} = any(${intArray(snos)})`);
  return new Map(rows.map((row) => [row.sno, { onHand: row.onHand, reserved: row.reserved }]));
}

/** Availability as SQL, for the catalogue's queries: a piece without a stock row has none. */
export function availableOf(productSno: unknown): ReturnType<typeof sql<number>> {
  return sql<number>`coalesce((select s.on_hand - s.reserved from ${stockLevels} s where s.product_sno = ${productSno}), 0)`.mapWith(
    Number,
  );
}

/** Whether a piece is available, as SQL (served by stock_levels_available_idx). */
export function isAvailable(productSno: unknown) {
  return sql`exists (select 1 from ${stockLevels} s where s.product_sno = ${productSno} and s.on_hand > s.reserved)`;
}

/** Moves the order's HELD reservations to `to`; the caller holds the order's row. */
async function settleLocked(
  tx: Database,
  orderId: number,
  to: "SOLD" | "RELEASED",
): Promise<ReservationLine[]> {
  const held = await tx
    .select({ productSno: reservations.productSno, quantity: reservations.quantity })
    .from(reservations)
    .where(and(eq(reservations.orderId, orderId), eq(reservations.state, "HELD")))
    .orderBy(reservations.productSno)
    .for("update");
  if (held.length === 0) return [];
  const snos = held.map((line) => line.productSno);
  await lockLevels(tx, snos);
  const onHandDrop = to === "SOLD" ? sql`w.quantity` : sql`0`;
  await tx.execute(sql`
    update ${stockLevels} s
    set reserved = s.reserved - w.quantity, on_hand = s.on_hand - ${onHandDrop}, updated_at = now()
    from (select unnest(${intArray(snos)}) as sno, unnest(${intArray(held.map((l) => l.quantity))}) as quantity) w
    where s.product_sno = w.sno`);
  await tx
    .update(reservations)
    .set({ state: to, updatedAt: sql`now()` })
    .where(and(eq(reservations.orderId, orderId), eq(reservations.state, "HELD")));
  await logChanges(tx, snos);
  return held;
}

/**
 * Locks the pieces' stock rows in ascending SNO order (Postgres locks the rows of a FOR UPDATE as
 * the sorted rows come out): two orders sharing pieces queue on the first piece they share.
 */
async function lockLevels(tx: Database, snos: readonly number[]) {
  const rows = await tx
    .select({ sno: stockLevels.productSno, onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(inArray(stockLevels.productSno, [...snos]))
    .orderBy(stockLevels.productSno)
    .for("update");
  return new Map(rows.map((row) => [row.sno, row]));
}

async function logChanges(tx: Database, snos: readonly number[]): Promise<void> {
  await tx.insert(stockChanges).values(snos.map((productSno) => ({ productSno })));
}

/** One line per piece, quantities added up, in ascending SNO: the lock order. */
function addUp(lines: readonly ReservationLine[]): ReservationLine[] {
  const bySno = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0)
      throw new RangeError(`Bad quantity ${line.quantity}`);
    bySno.set(line.productSno, (bySno.get(line.productSno) ?? 0) + line.quantity);
  }
  return [...bySno].sort(([a], [b]) => a - b).map(([productSno, quantity]) => ({ productSno, quantity }));
}
