import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { parseAmount } from "../../providers/payment-gateway/payment-gateway.public.ts";
import { paymentSandboxRefunds, paymentSandboxTransactions } from "./payments.tables.ts";

export type SandboxTransaction = typeof paymentSandboxTransactions.$inferSelect;
export type SandboxRefund = typeof paymentSandboxRefunds.$inferSelect;

/** What a refund asked of the sandbox came to. */
export type SandboxRefundOutcome =
  | { kind: "refunded"; refund: SandboxRefund; replayed: boolean }
  | { kind: "unknown-sale" | "not-paid" | "too-much" | "number-used" };

/** The only code that touches the sandbox gateway's table. */
export function createSandboxRepository(db: Database) {
  return {
    /** Records a new sale; false when its merchantTxnNo (or tranCtx) was used before. */
    async insertSale(
      merchantTxnNo: string,
      tranCtx: string,
      request: Record<string, string>,
    ): Promise<boolean> {
      const rows = await db
        .insert(paymentSandboxTransactions)
        .values({ merchantTxnNo, tranCtx, request })
        .onConflictDoNothing()
        .returning({ merchantTxnNo: paymentSandboxTransactions.merchantTxnNo });
      return rows.length === 1;
    },

    async findByTranCtx(tranCtx: string): Promise<SandboxTransaction | undefined> {
      const [row] = await db
        .select()
        .from(paymentSandboxTransactions)
        .where(eq(paymentSandboxTransactions.tranCtx, tranCtx));
      return row;
    },

    async findByMerchantTxnNo(merchantTxnNo: string): Promise<SandboxTransaction | undefined> {
      const [row] = await db
        .select()
        .from(paymentSandboxTransactions)
        .where(eq(paymentSandboxTransactions.merchantTxnNo, merchantTxnNo));
      return row;
    },

    /**
     * Refunds `amount` ("1234.56") of a settled sale under the refund's own number, in one
     * transaction that locks the sale: refunds racing each other cannot together pass the sale's
     * amount. The same number again for the same sale and amount answers the first refund
     * (a retry after a lost answer); for anything else it is refused.
     */
    refund(originalTxnNo: string, merchantTxnNo: string, amount: string, txnId: string) {
      return db.transaction(async (tx): Promise<SandboxRefundOutcome> => {
        const [sale] = await tx
          .select()
          .from(paymentSandboxTransactions)
          .where(eq(paymentSandboxTransactions.merchantTxnNo, originalTxnNo))
          .for("update");
        if (!sale) return { kind: "unknown-sale" };
        const [earlier] = await tx
          .select()
          .from(paymentSandboxRefunds)
          .where(eq(paymentSandboxRefunds.merchantTxnNo, merchantTxnNo));
        if (earlier) {
          const same = earlier.originalTxnNo === originalTxnNo && earlier.amount === amount;
          return same ? { kind: "refunded", refund: earlier, replayed: true } : { kind: "number-used" };
        }
        const [usedBySale] = await tx
          .select({ merchantTxnNo: paymentSandboxTransactions.merchantTxnNo })
          .from(paymentSandboxTransactions)
          .where(eq(paymentSandboxTransactions.merchantTxnNo, merchantTxnNo));
        if (usedBySale) return { kind: "number-used" };
        if (sale.txnStatus !== "SUC") return { kind: "not-paid" };
        const refunded = await tx
          .select({ amount: paymentSandboxRefunds.amount })
          .from(paymentSandboxRefunds)
          .where(eq(paymentSandboxRefunds.originalTxnNo, originalTxnNo));
        const already = refunded.reduce((sum, row) => sum + parseAmount(row.amount), 0);
        if (already + parseAmount(amount) > parseAmount(sale.request.amount ?? "0"))
          return { kind: "too-much" };
        const [refund] = await tx
          .insert(paymentSandboxRefunds)
          .values({ merchantTxnNo, originalTxnNo, amount, txnId })
          .returning();
        return { kind: "refunded", refund: refund!, replayed: false };
      });
    },

    /**
     * Settles an open sale once: a second choice (a double click, the back button) finds it
     * settled and changes nothing. Returns the row as it is after.
     */
    async settle(
      tranCtx: string,
      outcome: { txnStatus: "SUC" | "REJ"; responseCode: string; respDescription: string; txnId: string },
    ): Promise<SandboxTransaction | undefined> {
      await db
        .update(paymentSandboxTransactions)
        .set({ ...outcome, paidAt: sql`now()` })
        .where(
          sql`${paymentSandboxTransactions.tranCtx} = ${tranCtx} and ${paymentSandboxTransactions.txnStatus} = 'REQ'`,
        );
      const [row] = await db
        .select()
        .from(paymentSandboxTransactions)
        .where(eq(paymentSandboxTransactions.tranCtx, tranCtx));
      return row;
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
