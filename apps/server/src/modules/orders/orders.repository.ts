import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { accountWithNumber } from "../auth/auth.public.ts";
import {
  idempotencyRecords,
  type OrderStatus,
  orderItems,
  orderStatusHistory,
  orders,
} from "./orders.tables.ts";

export type StoredOrder = typeof orders.$inferSelect;
export type StoredOrderItem = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "orderId" | "id">;
/** What a new order is given; every other column takes its default. */
export type NewOrderFields = Required<
  Pick<
    NewOrder,
    | "orderNumber"
    | "userId"
    | "customerName"
    | "contact"
    | "placedByName"
    | "placedByContact"
    | "email"
    | "address"
    | "paymentMode"
    | "subTotalPaise"
    | "shippingFeePaise"
    | "totalPaise"
  >
> & { reservationExpiresAt: Date | null };

export interface TimelineEntry {
  orderId: number;
  status: OrderStatus;
  note: string | null;
  createdAt: Date;
}

export interface PlacedOrder {
  order: StoredOrder;
  items: StoredOrderItem[];
  timeline: TimelineEntry[];
}

/**
 * What a shopper holds now (decision 036). "Unpaid": ONLINE orders awaiting payment whose hold
 * has not expired. "Held": the shopper's own unpaid ONLINE orders and undelivered CASH orders.
 */
export interface Holdings {
  /** The shopper's unpaid orders. */
  unpaidOnline: number;
  /** Unpaid orders on the order's contact number: those giving it as contact, and its account's. */
  unpaidOnContactNumber: number;
  /** The shopper's CASH orders not yet delivered or cancelled. */
  openCash: number;
  heldPieces: number;
  heldPaise: number;
}

/** The columns of holdingsOf's one row (db/rows.ts checks them). */
const HOLDINGS = {
  unpaidOnline: "number",
  unpaidOnContactNumber: "number",
  openCash: "number",
  heldPieces: "number",
  heldPaise: "number",
} as const satisfies Record<keyof Holdings, "number">;

export interface IdempotencyRecord {
  requestHash: string;
  responseStatus: number | null;
  responseBody: string | null;
}

/**
 * The only code that queries the orders' tables (orders, order_items, order_status_history,
 * idempotency_records). Reads are scoped to one shopper; `db` may be a transaction.
 */
export function createOrdersRepository(db: Database) {
  return {
    /**
     * Locks, until the transaction ends, up to `limit` of the orders whose ids `ids` (a subquery)
     * gives that no other transaction holds, lowest id first (FOR NO KEY UPDATE SKIP LOCKED): the
     * expiry sweeps of several processes each settle an order once. Answers the ids locked.
     */
    async lockUnheld(ids: SQL, limit: number): Promise<number[]> {
      const result = await db.execute(sql`
        select o.id from ${orders} o
        where o.id in (${ids})
        order by o.id limit ${limit}
        for no key update of o skip locked`);
      return rowsOf(result, "orders: lock unheld", { id: "number" }).map((row) => row.id);
    },

    async addTimeline(
      orderIds: readonly number[],
      status: OrderStatus,
      note: string | null,
    ): Promise<TimelineEntry[]> {
      if (orderIds.length === 0) return [];
      return db
        .insert(orderStatusHistory)
        .values(orderIds.map((orderId) => ({ orderId, status, note })))
        .returning({
          orderId: orderStatusHistory.orderId,
          status: orderStatusHistory.status,
          note: orderStatusHistory.note,
          createdAt: orderStatusHistory.createdAt,
        });
    },

    /**
     * Locks, until the transaction ends, what an order is counted against (decision 036): the
     * shopper and each mobile number (the account's, the order's contact), as advisory locks taken
     * in ascending lock id, so two orders never wait on each other in opposite order. Every order
     * takes them before counting, so one shopper's or one number's orders are counted and placed
     * one after the other, in every process.
     */
    async lockOrderer(userId: number, numbers: readonly string[]): Promise<void> {
      const keys = [`order-shopper:${userId}`, ...numbers.map((number) => `order-number:${number}`)];
      await db.execute(sql`
        select pg_advisory_xact_lock(lock_id) from (
          select distinct hashtext(key) as lock_id
          from unnest(array[${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )}]::text[]) as key
          order by 1
        ) as sorted`);
    },

    /**
     * What the shopper and the order's contact number hold now, read by the caller's transaction after
     * `lockOrderer` (a statement started after the lock sees every order placed before it). Index
     * scans only: the shopper's open orders (orders_open_user_idx) and the numbers' unpaid online
     * orders (orders_unpaid_online_contact_idx).
     */
    async holdingsOf(userId: number, contact: string): Promise<Holdings> {
      const result = await db.execute(sql`
        with candidates as (
          select id, user_id, contact, payment_mode, total_paise,
            (payment_mode = 'ONLINE' and status = 'PENDING' and paid_at is null
              and reservation_expires_at > now()) as unpaid
          from ${orders}
          where user_id in (${userId}, ${accountWithNumber(contact)})
            and status in ('PENDING', 'PROCESSING', 'SHIPPED')
          union
          select id, user_id, contact, payment_mode, total_paise, reservation_expires_at > now()
          from ${orders}
          where contact = ${contact}
            and payment_mode = 'ONLINE' and status = 'PENDING' and paid_at is null
        ),
        held as (
          select id, total_paise, unpaid, payment_mode from candidates
          where user_id = ${userId} and (unpaid or payment_mode = 'CASH')
        )
        select
          (select count(*) from held where unpaid)::int as "unpaidOnline",
          (select count(*) from candidates
            where unpaid and (contact = ${contact} or user_id = ${accountWithNumber(contact)}))::int
            as "unpaidOnContactNumber",
          (select count(*) from held where payment_mode = 'CASH')::int as "openCash",
          (select coalesce(sum(quantity), 0) from ${orderItems}
            where order_id in (select id from held))::float8 as "heldPieces",
          (select coalesce(sum(total_paise), 0) from held)::float8 as "heldPaise"`);
      return rowsOf(result, "orders: holdings of a shopper", HOLDINGS)[0]!;
    },

    /**
     * Claims the shopper's key for this request: true when it is new. On PostgreSQL an insert of
     * a key another transaction holds uncommitted waits for that transaction: a concurrent
     * duplicate then finds the first's answer (it committed) or claims the key (it rolled back).
     */
    async claimIdempotencyKey(userId: number, key: string, requestHash: string): Promise<boolean> {
      const claimed = await db
        .insert(idempotencyRecords)
        .values({ userId, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyRecords.key });
      return claimed.length > 0;
    },

    async findIdempotencyRecord(userId: number, key: string): Promise<IdempotencyRecord | undefined> {
      const [row] = await db
        .select({
          requestHash: idempotencyRecords.requestHash,
          responseStatus: idempotencyRecords.responseStatus,
          responseBody: idempotencyRecords.responseBody,
        })
        .from(idempotencyRecords)
        .where(and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key)));
      return row;
    },

    async saveIdempotentAnswer(userId: number, key: string, status: number, body: string): Promise<void> {
      await db
        .update(idempotencyRecords)
        .set({ responseStatus: status, responseBody: body })
        .where(and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key)));
    },

    /** Keys older than `before` are forgotten: a client retries within minutes, not days. */
    async forgetIdempotencyKeys(before: Date): Promise<void> {
      await db.delete(idempotencyRecords).where(lt(idempotencyRecords.createdAt, before));
    },

    /** A page of the shopper's orders, newest first, and how many there are in all. */
    async listOrders(
      userId: number,
      { status, limit, offset }: { status: OrderStatus | undefined; limit: number; offset: number },
    ): Promise<{ rows: StoredOrder[]; total: number }> {
      const where = and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findOwnOrder(userId: number, orderNumber: string): Promise<StoredOrder | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)));
      return row;
    },

    async findByNumber(orderNumber: string): Promise<StoredOrder | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return row;
    },

    /** Locks the order's row until the transaction ends: the lock every change to an order takes first. */
    async lockOrder(id: number): Promise<StoredOrder | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("no key update");
      return row;
    },

    async itemsOf(orderIds: readonly number[]): Promise<StoredOrderItem[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.id));
    },

    timelineOf(orderId: number): Promise<TimelineEntry[]> {
      return db
        .select({
          orderId: orderStatusHistory.orderId,
          status: orderStatusHistory.status,
          note: orderStatusHistory.note,
          createdAt: orderStatusHistory.createdAt,
        })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    },

    /** Records the payment of an ONLINE order: its hold is over, its pieces sold. */
    async markPaid(id: number): Promise<void> {
      await db
        .update(orders)
        .set({ paidAt: sql`now()`, reservationExpiresAt: null, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /**
     * Cancels a PENDING order, paid or not (its shopper, within the window: decision 038); the
     * caller holds its row. False when it was no longer PENDING (statuses only move forward).
     */
    async cancelPending(id: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: "CANCELLED", reservationExpiresAt: null, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, "PENDING")))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /**
     * Cancels these orders if they are still PENDING and unpaid (statuses only move forward);
     * answers the ids it cancelled.
     */
    async cancelUnpaid(orderIds: readonly number[]): Promise<number[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .update(orders)
        .set({ status: "CANCELLED", reservationExpiresAt: null, updatedAt: sql`now()` })
        .where(
          and(inArray(orders.id, [...orderIds]), eq(orders.status, "PENDING"), sql`${orders.paidAt} is null`),
        )
        .returning({ id: orders.id });
      return rows.map((row) => row.id);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
