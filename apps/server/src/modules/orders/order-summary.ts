import { addDays, todayInIndia } from "@nagai/contracts/appointment";
import { paiseToRupees } from "@nagai/contracts/money";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { executeRows } from "../../db/rows.ts";
import { orderItems, orders } from "./orders.tables.ts";

/** The console home's order figures (issue 25 item 6, decision 045). */
export interface OrderSummary {
  today: { count: number; salesRupees: number };
  thisMonth: { count: number; salesRupees: number };
  waiting: { PENDING: number; PROCESSING: number; SHIPPED: number };
  awaitingPayment: number;
  cashToPack: number;
  piecesSoldThisWeek: number;
  salesByDay: { date: string; count: number; salesRupees: number }[];
}

export const SALES_DAYS = 30;

/** The instant an India date begins, as text PostgreSQL reads as a timestamptz (India keeps one offset). */
const indiaMidnight = (date: string) => `${date}T00:00:00+05:30`;

/**
 * A sale: an order that is not cancelled and is cash, or online and paid. An unpaid online order
 * is not one yet (it may expire), nor a cancelled paid one (its money goes back).
 */
const IS_SALE: SQL = sql`${orders.status} <> 'CANCELLED' and (${orders.paymentMode} = 'CASH' or ${orders.paidAt} is not null)`;

/** The India date an order was placed on, as YYYY-MM-DD (the offset in SQL: no time zone data needed). */
const INDIA_DAY: SQL = sql`to_char((${orders.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/**
 * Reads the figures in three statements. Days are India's: today from its midnight, the month
 * from its first, the week from Monday, sales per day over the last 30 days, today included.
 * Each reads only the orders it counts: the month's or open ones (orders_created_idx and the open
 * orders' partial index), the last 30 days', the week's.
 * Sums are read as float8 (exact to 2^53 paise): a month of a jeweller's sales passes int4's range.
 */
export async function readOrderSummary(db: Database, now: Date = new Date()): Promise<OrderSummary> {
  const today = todayInIndia(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const weekStart = addDays(today, -((weekday + 6) % 7));
  const firstDay = addDays(today, -(SALES_DAYS - 1));
  const since = (date: string) => sql`${orders.createdAt} >= ${indiaMidnight(date)}::timestamptz`;

  const [totals, days, pieces] = await Promise.all([
    executeRows(
      db,
      sql`select
        count(*) filter (where ${IS_SALE} and ${since(today)})::int as today_count,
        coalesce(sum(${orders.totalPaise}) filter (where ${IS_SALE} and ${since(today)}), 0)::float8 as today_paise,
        count(*) filter (where ${IS_SALE} and ${since(monthStart)})::int as month_count,
        coalesce(sum(${orders.totalPaise}) filter (where ${IS_SALE} and ${since(monthStart)}), 0)::float8 as month_paise,
        count(*) filter (where ${orders.status} = 'PENDING' and ${IS_SALE})::int as pending,
        count(*) filter (where ${orders.status} = 'PROCESSING')::int as processing,
        count(*) filter (where ${orders.status} = 'SHIPPED')::int as shipped,
        count(*) filter (where ${orders.status} = 'PENDING' and ${orders.paymentMode} = 'ONLINE'
          and ${orders.paidAt} is null)::int as awaiting_payment,
        count(*) filter (where ${orders.paymentMode} = 'CASH'
          and ${orders.status} in ('PENDING', 'PROCESSING'))::int as cash_to_pack
        from ${orders}
        where ${since(monthStart)} or ${orders.status} in ('PENDING', 'PROCESSING', 'SHIPPED')`,
      "orders: summary totals",
      {
        today_count: "number",
        today_paise: "number",
        month_count: "number",
        month_paise: "number",
        pending: "number",
        processing: "number",
        shipped: "number",
        awaiting_payment: "number",
        cash_to_pack: "number",
      },
    ),
    executeRows(
      db,
      sql`select ${INDIA_DAY} as day, count(*)::int as count, sum(${orders.totalPaise})::float8 as paise
        from ${orders} where ${IS_SALE} and ${since(firstDay)} group by 1`,
      "orders: sales by day",
      { day: "string", count: "number", paise: "number" },
    ),
    executeRows(
      db,
      sql`select coalesce(sum(${orderItems.quantity}), 0)::int as pieces
        from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${IS_SALE} and ${since(weekStart)}`,
      "orders: pieces sold this week",
      { pieces: "number" },
    ),
  ]);
  const row = totals[0]!;
  const byDay = new Map(days.map((day) => [day.day, day]));
  return {
    today: { count: row.today_count, salesRupees: paiseToRupees(row.today_paise) },
    thisMonth: { count: row.month_count, salesRupees: paiseToRupees(row.month_paise) },
    waiting: { PENDING: row.pending, PROCESSING: row.processing, SHIPPED: row.shipped },
    awaitingPayment: row.awaiting_payment,
    cashToPack: row.cash_to_pack,
    piecesSoldThisWeek: pieces[0]!.pieces,
    salesByDay: Array.from({ length: SALES_DAYS }, (_, index) => {
      const date = addDays(firstDay, index);
      const day = byDay.get(date);
      return { date, count: day?.count ?? 0, salesRupees: paiseToRupees(day?.paise ?? 0) };
    }),
  };
}
