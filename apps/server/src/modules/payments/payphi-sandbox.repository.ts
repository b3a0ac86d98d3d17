import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentSandboxTransactions } from "./payments.tables.ts";

export type SandboxTransaction = typeof paymentSandboxTransactions.$inferSelect;

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
