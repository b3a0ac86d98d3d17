import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { invoiceSeries, invoices } from "./invoices.tables.ts";

export type StoredInvoice = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, "id">;

/** The only code that queries the invoices' tables; `db` may be a transaction. */
export function createInvoicesRepository(db: Database | Transaction) {
  return {
    /**
     * Makes the transaction the only one issuing this order's invoice until it ends: a second
     * caller waits, then finds the invoice the first one wrote (an advisory lock of the order's id,
     * so the orders' row lock of the caller, if any, is not needed here).
     */
    async lockOrder(orderId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice-order:${orderId}`}))`);
    },

    async findByOrder(orderId: number): Promise<StoredInvoice | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
      return row;
    },

    /**
     * The year's next number: its counter row raised by one (made at 1 for the year's first).
     * The row stays locked until the transaction ends, so the year's invoices are numbered one at
     * a time, and a rollback gives the number back (the series stays gap-free).
     */
    async takeNextSerial(financialYear: string): Promise<number> {
      const [row] = await db
        .insert(invoiceSeries)
        .values({ financialYear, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceSeries.financialYear,
          set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
        })
        .returning({ lastNumber: invoiceSeries.lastNumber });
      return row!.lastNumber;
    },

    async insert(invoice: NewInvoice): Promise<StoredInvoice> {
      const [row] = await db.insert(invoices).values(invoice).returning();
      return row!;
    },
  };
}
