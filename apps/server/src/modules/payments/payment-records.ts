import { paiseToRupees } from "@nagai/contracts/money";
import type { StaffPaymentRecord } from "@nagai/contracts/staff-orders";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentRefunds, payments } from "./payments.tables.ts";

/**
 * An order's payment attempts at the gateway with their refunds, for the staff console's order
 * page (issue 25, decision 045): the gateway's transaction ids, the refund flags and where each
 * refund stands. Oldest first.
 */
export function createPaymentRecords(db: Database) {
  return async (orderId: number): Promise<StaffPaymentRecord[]> => {
    const rows = await db
      .select({ payment: payments, refund: paymentRefunds })
      .from(payments)
      .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.id));
    return rows.map(({ payment, refund }) => ({
      merchantTxnNo: payment.merchantTxnNo,
      gatewayTxnId: payment.gatewayTxnId,
      status: payment.status,
      amount: paiseToRupees(payment.amountPaise),
      refundFlag: payment.refundReason,
      createdAt: payment.createdAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
      refund: refund
        ? {
            merchantTxnNo: refund.merchantTxnNo,
            state: refund.state,
            amount: paiseToRupees(refund.amountPaise),
            reason: refund.reason,
            gatewayTxnId: refund.gatewayTxnId,
            gatewayMessage: refund.gatewayMessage,
            attempts: refund.attempts,
            requestedAt: refund.requestedAt.toISOString(),
            settledAt: refund.settledAt?.toISOString() ?? null,
          }
        : null,
    }));
  };
}
