import { randomBytes } from "node:crypto";
import { paiseToRupees } from "@nagai/contracts/money";
import type { OrderRefund } from "@nagai/contracts/order";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { GatewayError, type PayPhiClient } from "../../providers/payment-gateway/payment-gateway.public.ts";
import { createPaymentsRepository } from "./payments.repository.ts";
import { createRefundsRepository, type RefundToSend, type StoredRefund } from "./refunds.repository.ts";

/** The most refunds one sweep sends; more wait for the next sweep. */
export const REFUND_SWEEP_LIMIT = 20;

export interface RefundsServiceOptions {
  db: Database;
  gateway: Pick<PayPhiClient, "refund">;
  log: FastifyBaseLogger;
}

/**
 * Refunds through the gateway (decision 038), in two steps so no money is lost silently:
 *
 * - `requestForOrder(tx, orderId, reason)`, in the caller's transaction (the one that cancels the
 *   order): records a REQUESTED refund of the payment that paid the order, once per payment.
 *   Undefined when no payment paid it.
 * - `send(refundId)`, outside any transaction: asks the gateway (the REFUND command) and records
 *   its answer, SUCCEEDED or FAILED. A gateway that cannot be reached leaves it REQUESTED with why,
 *   to be sent again under the same number (the gateway refunds a number once). Never throws for
 *   the gateway's sake.
 * - `sweep()`, run by every process (refund-sweep.ts): sends again, under the same number, each
 *   REQUESTED refund whose backoff has passed, claimed so that one process sends it at a time.
 *   FAILED refunds are not retried on their own: the gateway said no, and a person decides.
 * - `retry(refundId)`: a FAILED refund asked again under a new number; a REQUESTED one sent again.
 *
 * The staff console (issue 25) reuses `send` and `retry`.
 */
export function createRefundsService({ db, gateway, log }: RefundsServiceOptions) {
  const repository = createRefundsRepository(db);

  /**
   * Asks the gateway for a refund this caller has claimed (its attempt counted) and records the
   * answer; a gateway that cannot be reached leaves it REQUESTED with why (`answered` false).
   */
  async function attempt(
    refund: RefundToSend,
  ): Promise<{ refund: StoredRefund | undefined; answered: boolean }> {
    try {
      const answer = await gateway.refund({
        merchantTxnNo: refund.merchantTxnNo,
        originalTxnNo: refund.originalTxnNo,
        amountPaise: refund.amountPaise,
      });
      if (!answer.accepted) {
        log.error(
          { refund: refund.merchantTxnNo, code: answer.responseCode, description: answer.description },
          "the gateway refused a refund: it must be retried or paid back by hand",
        );
      }
      const settled = await repository.settle(refund.id, {
        state: answer.accepted ? "SUCCEEDED" : "FAILED",
        gatewayTxnId: answer.txnId,
        code: answer.responseCode,
        message: answer.description,
      });
      return { refund: settled, answered: true };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.error({ err: error, refund: refund.merchantTxnNo }, "refund not answered: it stays REQUESTED");
      return { refund: await repository.noteUnanswered(refund.id, error.message), answered: false };
    }
  }

  async function send(refundId: number): Promise<StoredRefund | undefined> {
    const refund = await repository.findToSend(refundId);
    if (refund?.state !== "REQUESTED") return refund;
    // Settled by another sender meanwhile: nothing to ask.
    if (!(await repository.startAttempt(refundId))) return repository.findToSend(refundId);
    return (await attempt(refund)).refund;
  }

  return {
    async requestForOrder(tx: Database, orderId: number, reason: string): Promise<StoredRefund | undefined> {
      // The payments repository's own reading of "the payment that paid it".
      const paying = await createPaymentsRepository(tx).findPaying(orderId);
      if (!paying) return undefined;
      return createRefundsRepository(tx).insertRefund({
        paymentId: paying.id,
        orderId,
        merchantTxnNo: newRefundTxnNo(),
        amountPaise: paying.amountPaise,
        reason,
      });
    },

    send,

    /**
     * Sends again the REQUESTED refunds whose backoff has passed (REFUND_RETRY_BACKOFF), one
     * claim at a time, so none waits for a person: the cancel's own send could not reach the
     * gateway, or its process stopped before sending. Stops at the first refund the gateway does
     * not answer (the rest wait for the next sweep rather than a timeout each) and after
     * `limit`. Returns the refunds it settled.
     */
    async sweep(limit = REFUND_SWEEP_LIMIT): Promise<StoredRefund[]> {
      const settled: StoredRefund[] = [];
      for (let sent = 0; sent < limit; sent++) {
        const claimed = await repository.claimDue();
        if (!claimed) break;
        const refund = await repository.findToSend(claimed.id);
        if (!refund) break;
        const outcome = await attempt(refund);
        if (!outcome.answered) break;
        if (outcome.refund) settled.push(outcome.refund);
      }
      return settled;
    },

    async retry(refundId: number): Promise<StoredRefund | undefined> {
      await repository.reopen(refundId, newRefundTxnNo());
      return send(refundId);
    },

    /** Each order's refund as the order's answers show it. */
    async ofOrders(orderIds: readonly number[]): Promise<Map<number, OrderRefund>> {
      const found = new Map<number, OrderRefund>();
      for (const refund of await repository.ofOrders(orderIds))
        found.set(refund.orderId, toOrderRefund(refund));
      return found;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;

export function toOrderRefund(refund: StoredRefund): OrderRefund {
  return {
    state: refund.state,
    amount: paiseToRupees(refund.amountPaise),
    requestedAt: refund.requestedAt.toISOString(),
    settledAt: refund.settledAt?.toISOString() ?? null,
  };
}

/** A refund's own gateway number, as a sale's (payments.service.ts) but marked R: 18 letters and digits. */
function newRefundTxnNo(): string {
  return `NR${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString("hex").toUpperCase()}`;
}
