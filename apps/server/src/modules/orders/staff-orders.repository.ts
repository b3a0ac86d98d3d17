import type { StaffOrderListQuery } from "@nagai/contracts/staff-orders";
import { and, count, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { StoredOrder } from "./orders.repository.ts";
import { type OrderStatus, orders } from "./orders.tables.ts";

/** India has one time zone and no daylight saving: a day there starts at 00:00 +05:30. */
const INDIA_OFFSET = "+05:30";

/** What the staff list's `q` is taken for (decision 045): each kind has its index (migration 0024). */
export function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (/^NG[0-9A-Z]{16}$/i.test(text)) return eq(orders.orderNumber, text.toUpperCase());
  const digits = text.replace(/[\s-]/g, "").replace(/^(\+?91|0)(?=\d{10}$)/, "");
  if (/^\d{10}$/.test(digits)) return or(eq(orders.contact, digits), eq(orders.placedByContact, digits));
  // The start of a name, in any case; LIKE's own characters are taken literally.
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`lower(${orders.customerName}) like ${prefix}`,
    sql`lower(${orders.placedByName}) like ${prefix}`,
  );
}

/** The list's filters and search as one condition; days are India's (both ends included). */
function filtersOf(query: StaffOrderListQuery): SQL | undefined {
  return and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentMode ? eq(orders.paymentMode, query.paymentMode) : undefined,
    query.from ? gte(orders.createdAt, new Date(`${query.from}T00:00:00${INDIA_OFFSET}`)) : undefined,
    query.to ? lt(orders.createdAt, new Date(`${nextDay(query.to)}T00:00:00${INDIA_OFFSET}`)) : undefined,
    searchOf(query.q),
  );
}

/** The next day of a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The staff console's queries on the orders' tables (issue 25): every shopper's orders, filtered
 * and searched, and the guarded status moves. `db` may be a transaction.
 */
export function createStaffOrdersRepository(db: Database) {
  return {
    /** A page of orders, newest first. */
    page(query: StaffOrderListQuery): Promise<StoredOrder[]> {
      return db
        .select()
        .from(orders)
        .where(filtersOf(query))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.size)
        .offset(query.page * query.size);
    },

    /** How many orders match the query's filters and search. */
    async count(query: StaffOrderListQuery): Promise<number> {
      const [total] = await db.select({ value: count() }).from(orders).where(filtersOf(query));
      return total?.value ?? 0;
    },

    /**
     * Moves a locked order from `from` to `to` (the caller holds its row and checked the move);
     * guarded by `status = from`, so a move can never apply twice. False when it did not apply.
     */
    async move(
      id: number,
      from: OrderStatus,
      to: OrderStatus,
      courier?: { courierName: string; trackingId: string },
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({
          status: to,
          updatedAt: sql`now()`,
          ...(to === "CANCELLED" ? { reservationExpiresAt: null } : {}),
          ...(courier ? { courierName: courier.courierName, courierTrackingId: courier.trackingId } : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
  };
}
