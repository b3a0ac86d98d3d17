import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type PaymentStatus, paymentEvents, payments, type RefundReason } from "./payments.tables.ts";

export type StoredPayment = typeof payments.$inferSelect;

/** What the order's timeline shows of a payment: no gateway numbers, no tranCtx (decision 037). */
export type PaymentAttempt = Pick<StoredPayment, "status" | "refundReason" | "createdAt" | "settledAt"> & {
  /** The gateway accepted the sale (it answered a tranCtx): the shopper was sent to its page. */
  reachedGateway: boolean;
};

/** What a settled STATUS changes on a payment. */
export interface Settlement {
  status: PaymentStatus;
  gatewayTxnId?: string;
  gatewayAmountPaise?: number;
  refundReason?: RefundReason;
}

/** The statuses a payment may leave for each status: forward only (decision 023). */
const EARLIER: Record<PaymentStatus, PaymentStatus[]> = {
  INITIATED: [],
  PENDING: ["INITIATED"],
  SUCCESS: ["INITIATED", "PENDING"],
  FAILED: ["INITIATED", "PENDING"],
  CANCELLED: ["INITIATED", "PENDING"],
};

function paymentQueries(db: Database) {
  return {
    async recordRedirect(id: number, tranCtx: string, redirectUri: string): Promise<void> {
      await db
        .update(payments)
        .set({ tranCtx, redirectUri, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
    },

    async findByMerchantTxnNo(merchantTxnNo: string): Promise<StoredPayment | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.merchantTxnNo, merchantTxnNo));
      return row;
    },

    async findByTranCtx(tranCtx: string): Promise<StoredPayment | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.tranCtx, tranCtx));
      return row;
    },

    /** The order's payment that paid it, if one did: SUCCESS and nothing to refund. */
    async findPaying(orderId: number): Promise<StoredPayment | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.orderId, orderId), eq(payments.status, "SUCCESS"), isNull(payments.refundReason)),
        );
      return row;
    },

    async hasEvent(eventKey: string): Promise<boolean> {
      const rows = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.eventKey, eventKey));
      return rows.length > 0;
    },

    /** Records a gateway message once: false when its key is already there (a replay). */
    async insertEvent(paymentId: number, eventKey: string, payload: unknown): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ paymentId, eventKey, payload })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length === 1;
    },

    /**
     * Moves a payment forward: only from an earlier status (INITIATED → PENDING → SUCCESS,
     * FAILED or CANCELLED), so a late or repeated message can never take a settled payment back.
     * Undefined when the payment was not in an earlier status.
     */
    async moveForward(id: number, change: Settlement): Promise<StoredPayment | undefined> {
      const settled = change.status !== "PENDING" && change.status !== "INITIATED";
      const [row] = await db
        .update(payments)
        .set({ ...change, updatedAt: sql`now()`, ...(settled ? { settledAt: sql`now()` } : {}) })
        .where(and(eq(payments.id, id), inArray(payments.status, EARLIER[change.status])))
        .returning();
      return row;
    },

    /** Records why a settled payment's money must go back; only once (the first reason stays). */
    async flagForRefund(id: number, refundReason: RefundReason): Promise<StoredPayment | undefined> {
      const [row] = await db
        .update(payments)
        .set({ refundReason, updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), isNull(payments.refundReason)))
        .returning();
      return row;
    },

    async fail(id: number): Promise<void> {
      await db
        .update(payments)
        .set({ status: "FAILED", updatedAt: sql`now()`, settledAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.status, "INITIATED")));
    },

    /** The order's payment attempts, oldest first: what its timeline shows of them. */
    async attemptsOf(orderId: number): Promise<PaymentAttempt[]> {
      return db
        .select({
          status: payments.status,
          reachedGateway: sql<boolean>`${payments.tranCtx} is not null`,
          refundReason: payments.refundReason,
          createdAt: payments.createdAt,
          settledAt: payments.settledAt,
        })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },
  };
}

export type PaymentQueries = ReturnType<typeof paymentQueries>;

export function createPaymentsRepository(db: Database) {
  return {
    ...paymentQueries(db),
    /**
     * A new payment of the order, unless it already has `maxAttempts`: undefined then. The count
     * and the insert run under a lock on the order's attempts (an advisory lock held until the
     * short transaction commits, in every process), so simultaneous attempts are counted one
     * after the other and the cap holds exactly. A count in the insert's own statement would not:
     * under READ COMMITTED it reads the snapshot taken before any wait. The caller asks the
     * gateway after the commit, never inside the transaction.
     */
    insertAttempt(
      values: { orderId: number; orderNumber: string; merchantTxnNo: string; amountPaise: number },
      maxAttempts: number,
    ): Promise<StoredPayment | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('payment-attempts'), ${values.orderId}::int)`,
        );
        const [row] = await tx
          .select({ attempts: count() })
          .from(payments)
          .where(eq(payments.orderId, values.orderId));
        if ((row?.attempts ?? 0) >= maxAttempts) return undefined;
        const [payment] = await tx.insert(payments).values(values).returning();
        return payment!;
      });
    },
    /**
     * Runs `work` in one transaction that first locks every payment row of the order, so two
     * messages settling payments of one order (the browser's return and the advice, or two
     * attempts) run one after the other: only one can see the order unpaid and pay it.
     */
    forOrder<T>(orderId: number, work: (locked: PaymentQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.orderId, orderId))
          .for("update");
        return work(paymentQueries(tx), tx);
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
