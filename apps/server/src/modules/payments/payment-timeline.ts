import { PAYMENT_MESSAGES } from "@nagai/contracts/payment-texts";
import type { PaymentAttempt, PaymentsRepository } from "./payments.repository.ts";

/** One line of an order's timeline about its payments. */
export interface PaymentNote {
  time: Date;
  note: string;
}

/**
 * What an order's timeline says of its payments (decision 037), from the payment rows: each
 * attempt that reached the gateway started, then failed, was cancelled, or was taken for a refund.
 * A payment that paid the order says nothing here: the orders module wrote "Payment received"
 * when it sold the pieces. No gateway number, tranCtx or amount from the gateway is shown.
 */
export function paymentNotes(attempts: readonly PaymentAttempt[]): PaymentNote[] {
  const notes: PaymentNote[] = [];
  for (const attempt of attempts) {
    if (!attempt.reachedGateway) {
      if (attempt.status === "FAILED") {
        notes.push({
          time: attempt.settledAt ?? attempt.createdAt,
          note: PAYMENT_MESSAGES.timelineNotStarted,
        });
      }
      continue;
    }
    notes.push({ time: attempt.createdAt, note: PAYMENT_MESSAGES.timelineStarted });
    const settledAt = attempt.settledAt ?? attempt.createdAt;
    if (attempt.status === "FAILED") notes.push({ time: settledAt, note: PAYMENT_MESSAGES.timelineFailed });
    if (attempt.status === "CANCELLED") {
      notes.push({ time: settledAt, note: PAYMENT_MESSAGES.timelineCancelled });
    }
    if (attempt.status === "SUCCESS" && attempt.refundReason) {
      notes.push({ time: settledAt, note: PAYMENT_MESSAGES.timelineRefund });
    }
  }
  return notes;
}

/** The orders service's reader of an order's payment notes (orders.service.ts, `paymentNotes`). */
export function createPaymentNotes(repository: Pick<PaymentsRepository, "attemptsOf">) {
  return async (orderId: number): Promise<PaymentNote[]> =>
    paymentNotes(await repository.attemptsOf(orderId));
}
