import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderStatusHistory, orders } from "../orders/orders.tables.ts";

/**
 * THE SEAM TO THE ORDERS MODULE (decision 023). Payments needs two things of orders: the order a
 * shopper asks to pay, and "mark this order paid", which confirms its reserved pieces and says
 * whether the payment came too late (the reservation expired, or the order was cancelled). The
 * orders module (issue 11, branch i11-orders) owns both; until its service is wired here, this
 * implementation reads and writes the orders table itself. It does not touch reservations or
 * stock (the inventory module's): replace it with the orders service when that lands.
 */
export interface PayableOrder {
  id: number;
  /** The id the shopper sees (orders.order_number): the spec's orderId. */
  orderId: string;
  userId: number;
  totalPaise: number;
  paymentMode: "ONLINE" | "CASH";
  status: string;
  reservationExpiresAt: Date | null;
  email: string;
  contact: string;
}

export type MarkPaidOutcome = "PAID" | "TOO_LATE";

export interface OrderPayments {
  /** The shopper's own order by its id; another shopper's is undefined, as one that does not exist. */
  findOwnOrder(userId: number, orderId: string): Promise<PayableOrder | undefined>;
  findOrder(id: number): Promise<PayableOrder | undefined>;
  /**
   * Inside the payment's transaction (`tx`): confirms the order's pieces as sold, or says
   * TOO_LATE when its reservation has expired or it was cancelled (the payment is then flagged
   * for a refund). Called at most once per order with PAID as the answer.
   */
  markPaid(tx: Database, order: { id: number; merchantTxnNo: string }): Promise<MarkPaidOutcome>;
}

const COLUMNS = {
  id: orders.id,
  orderId: orders.orderNumber,
  userId: orders.userId,
  totalPaise: orders.totalPaise,
  paymentMode: orders.paymentMode,
  status: orders.status,
  reservationExpiresAt: orders.reservationExpiresAt,
  email: orders.email,
  contact: orders.contact,
};

export function createOrderTableSeam(db: Database): OrderPayments {
  return {
    async findOwnOrder(userId, orderId) {
      const [row] = await db
        .select(COLUMNS)
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderId)));
      return row;
    },

    async findOrder(id) {
      const [row] = await db.select(COLUMNS).from(orders).where(eq(orders.id, id));
      return row;
    },

    async markPaid(tx, { id, merchantTxnNo }) {
      // The reservation ends: the pieces are the shopper's. An expired one, or a cancelled order, is too late.
      const paid = await tx
        .update(orders)
        .set({ reservationExpiresAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, id),
            sql`${orders.status} <> 'CANCELLED'`,
            sql`(${orders.reservationExpiresAt} is null or ${orders.reservationExpiresAt} > now())`,
          ),
        )
        .returning({ status: orders.status });
      if (paid.length === 0) return "TOO_LATE";
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: id, status: paid[0]!.status, note: `Paid online (${merchantTxnNo})` });
      return "PAID";
    },
  };
}
