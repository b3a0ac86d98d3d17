import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentRefunds, payments, type RefundState } from "./payments.tables.ts";

export type StoredRefund = typeof paymentRefunds.$inferSelect;

/** A refund with what the gateway needs of its payment. */
export type RefundToSend = StoredRefund & { originalTxnNo: string };

/**
 * When the sweep sends a REQUESTED refund again (decision 038): once its last attempt (updated_at)
 * is `firstMs` old, doubling with each attempt after the first, at most `maxMs`: after 0 or 1
 * attempts 1 min, then 2, 4, 8, 16, 32 min, then every hour. `firstMs` exceeds the gateway
 * client's 20 s timeout, so a send under way is never taken for a stalled one.
 */
export const REFUND_RETRY_BACKOFF = { firstMs: 60_000, maxMs: 60 * 60_000 } as const;

/** The only code that queries payment_refunds; `db` may be a transaction (decision 038). */
export function createRefundsRepository(db: Database) {
  return {
    /** Records the payment's refund once: a second request finds the first (unique per payment). */
    async insertRefund(values: {
      paymentId: number;
      orderId: number;
      merchantTxnNo: string;
      amountPaise: number;
      reason: string;
    }): Promise<StoredRefund> {
      const [inserted] = await db.insert(paymentRefunds).values(values).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [earlier] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, values.paymentId));
      return earlier!;
    },

    async findToSend(id: number): Promise<RefundToSend | undefined> {
      const [row] = await db
        .select({ refund: paymentRefunds, originalTxnNo: payments.merchantTxnNo })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(eq(paymentRefunds.id, id));
      return row ? { ...row.refund, originalTxnNo: row.originalTxnNo } : undefined;
    },

    /** The orders' refunds, newest per order. */
    async ofOrders(orderIds: readonly number[]): Promise<StoredRefund[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.orderId, [...orderIds]))
        .orderBy(paymentRefunds.id);
    },

    /** Counts an attempt to send the refund; undefined when it is no longer REQUESTED. */
    async startAttempt(id: number): Promise<StoredRefund | undefined> {
      const [row] = await db
        .update(paymentRefunds)
        .set({ attempts: sql`${paymentRefunds.attempts} + 1`, updatedAt: sql`now()` })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.state, "REQUESTED" satisfies RefundState)))
        .returning();
      return row;
    },

    /**
     * Claims the REQUESTED refund waiting longest whose backoff (REFUND_RETRY_BACKOFF, by the
     * database's clock) has passed, counting the attempt, in one statement: SKIP LOCKED passes over
     * a refund another process is claiming, and the claim's fresh updated_at keeps it from every
     * sweep until its next backoff, so two processes never send one refund at once. FAILED
     * refunds are left for the staff.
     */
    async claimDue(): Promise<StoredRefund | undefined> {
      const { firstMs, maxMs } = REFUND_RETRY_BACKOFF;
      // 2^6 × 1 min already passes the hour: the exponent stops there so the interval never overflows.
      const backoff = sql`make_interval(secs => least(${firstMs / 1000} * power(2, least(greatest(${paymentRefunds.attempts} - 1, 0), 6)), ${maxMs / 1000}))`;
      const due = db
        .select({ id: paymentRefunds.id })
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.state, "REQUESTED" satisfies RefundState),
            sql`${paymentRefunds.updatedAt} <= now() - ${backoff}`,
          ),
        )
        .orderBy(paymentRefunds.updatedAt, paymentRefunds.id)
        .limit(1)
        .for("update", { skipLocked: true });
      // `id = (…)`: a scalar subquery, which PostgreSQL runs once, before the update. As `in (…)`
      // the planner may scan it again for each row it updates, each scan passing over the refund
      // just claimed to the next: every due refund's attempt counted, one sent (decision 058).
      const [row] = await db
        .update(paymentRefunds)
        .set({ attempts: sql`${paymentRefunds.attempts} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(paymentRefunds.id, sql`(${due})`),
            eq(paymentRefunds.state, "REQUESTED" satisfies RefundState),
          ),
        )
        .returning();
      return row;
    },

    /** The gateway's answer: SUCCEEDED or FAILED, from REQUESTED only (forward only). */
    async settle(
      id: number,
      outcome: { state: "SUCCEEDED" | "FAILED"; gatewayTxnId?: string; code: string; message: string },
    ): Promise<StoredRefund | undefined> {
      const [row] = await db
        .update(paymentRefunds)
        .set({
          state: outcome.state,
          gatewayTxnId: outcome.gatewayTxnId ?? null,
          gatewayResponseCode: outcome.code,
          gatewayMessage: outcome.message,
          settledAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.state, "REQUESTED" satisfies RefundState)))
        .returning();
      return row;
    },

    /** Notes why the gateway could not be asked; the refund stays REQUESTED for a retry. */
    async noteUnanswered(id: number, message: string): Promise<StoredRefund | undefined> {
      const [row] = await db
        .update(paymentRefunds)
        .set({ gatewayMessage: message, updatedAt: sql`now()` })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.state, "REQUESTED" satisfies RefundState)))
        .returning();
      return row;
    },

    /** A refused refund asked again: a new number (the gateway refuses a number twice), REQUESTED. */
    async reopen(id: number, merchantTxnNo: string): Promise<StoredRefund | undefined> {
      const [row] = await db
        .update(paymentRefunds)
        .set({ state: "REQUESTED", merchantTxnNo, settledAt: null, updatedAt: sql`now()` })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.state, "FAILED" satisfies RefundState)))
        .returning();
      return row;
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
