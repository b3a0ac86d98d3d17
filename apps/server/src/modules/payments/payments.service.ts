import { randomBytes } from "node:crypto";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { formatRupees, paiseToRupees } from "@nagai/contracts/money";
import {
  PAYMENT,
  PAYMENT_MESSAGES,
  PAYMENT_RETURN_PAGES,
  type PaymentInitiateSaleBody,
  type PaymentInitiateSaleResponse,
  type PaymentRedirectBody,
} from "@nagai/contracts/payment";
import type { FastifyBaseLogger } from "fastify";
import { HttpError, notFound } from "../../http-errors.ts";
import type { PayPhiFields } from "../../providers/payment-gateway/payment-gateway.public.ts";
import {
  GatewayError,
  isCancelledByShopper,
  type PayPhiClient,
  parseAmount,
  type StatusAnswer,
} from "../../providers/payment-gateway/payment-gateway.public.ts";
import type { User } from "../auth/auth.public.ts";
import type { OrderService, StoredOrder } from "../orders/orders.public.ts";
import type { PaymentQueries, PaymentsRepository, Settlement, StoredPayment } from "./payments.repository.ts";

/**
 * What payments needs of the orders module (decision 021), through its service: the shopper's own
 * order to pay (a 404 for anyone else's), the order a payment names, and "mark it paid", which
 * sells its held pieces and says when the payment came too late.
 */
export type OrdersForPayments = Pick<OrderService, "ownOrder" | "findByNumber" | "markPaid">;

export interface PaymentsServiceOptions {
  repository: PaymentsRepository;
  orders: OrdersForPayments;
  gateway: PayPhiClient;
  log: FastifyBaseLogger;
}

/** Which of the gateway's messages: the browser sent back, or the gateway's own advice. */
export type MessageKind = "return" | "advice";

const conflict = (code: string, message: string) => new HttpError(409, code, message);
/** The gateway failed the shop, not the caller: a 503 to try again, never a 5xx that reads as a defect. */
const gatewayUnavailable = () =>
  new HttpError(503, ERROR_CODES.gatewayUnavailable, PAYMENT_MESSAGES.gatewayUnavailable, undefined, {
    "retry-after": String(PAYMENT.gatewayRetryAfterSeconds),
  });
const badSignature = () => new HttpError(400, ERROR_CODES.badSignature, PAYMENT_MESSAGES.badSignature);
const isSettled = (payment: StoredPayment) =>
  payment.status === "SUCCESS" || payment.status === "FAILED" || payment.status === "CANCELLED";

/**
 * The shop's side of a payment (decision 023): starting one for the shopper's own order, and
 * applying what the gateway says. The order counts as paid only when the gateway's STATUS says
 * SUC for exactly the order's amount; each message is applied once; a payment's status only moves
 * forward; money taken for an order that can no longer be paid is kept on record with a reason
 * to refund it.
 */
export function createPaymentsService({ repository, orders, gateway, log }: PaymentsServiceOptions) {
  /** The shopper's order, payable online now; each refusal says why. Another shopper's is a 404. */
  async function requirePayableOrder(user: User, orderId: string): Promise<StoredOrder> {
    const order = await orders.ownOrder(user, orderId);
    if (order.paymentMode !== "ONLINE") throw conflict(ERROR_CODES.notPayable, PAYMENT_MESSAGES.notOnline);
    if (order.paidAt || (await repository.findPaying(order.id))) {
      throw conflict(ERROR_CODES.notPayable, PAYMENT_MESSAGES.alreadyPaid);
    }
    if (order.status === "CANCELLED") throw conflict(ERROR_CODES.notPayable, PAYMENT_MESSAGES.orderClosed);
    if (order.reservationExpiresAt && order.reservationExpiresAt.getTime() <= Date.now()) {
      throw conflict(ERROR_CODES.notPayable, PAYMENT_MESSAGES.reservationExpired);
    }
    return order;
  }

  /** The order's total, or a 409: the shopper must never be charged a figure the page did not show. */
  function requireOrderAmount(order: StoredOrder, amount: PaymentInitiateSaleBody["amount"]): void {
    if (amount === undefined) return;
    const paise = typeof amount === "number" ? Math.round(amount * 100) : parseAmount(amount);
    if (paise !== order.totalPaise) {
      throw conflict(
        ERROR_CODES.amountMismatch,
        PAYMENT_MESSAGES.amountMismatch(formatRupees(paiseToRupees(order.totalPaise))),
      );
    }
  }

  /** What a STATUS answer makes of a payment, or undefined when it changes nothing yet. */
  async function settlementFor(
    locked: PaymentQueries,
    payment: StoredPayment,
    status: StatusAnswer,
  ): Promise<Settlement | undefined> {
    const gatewayAmountPaise = Number.isSafeInteger(status.amountPaise) ? status.amountPaise : undefined;
    const found = { gatewayTxnId: status.txnId, gatewayAmountPaise };
    if (status.txnStatus === "REJ") {
      // The shopper's Cancel on the gateway's page is not a failure: their page says so (decision 037).
      return { status: isCancelledByShopper(status) ? "CANCELLED" : "FAILED", ...found };
    }
    if (status.txnStatus === "REQ") {
      return payment.status === "INITIATED" ? { status: "PENDING", ...found } : undefined;
    }
    if (gatewayAmountPaise !== payment.amountPaise) {
      return { status: "SUCCESS", ...found, refundReason: "AMOUNT_MISMATCH" };
    }
    const paying = await locked.findPaying(payment.orderId);
    if (paying && paying.id !== payment.id)
      return { status: "SUCCESS", ...found, refundReason: "ALREADY_PAID" };
    return { status: "SUCCESS", ...found };
  }

  /**
   * For a payment that is its order's (SUCCESS, nothing to refund): has the orders service sell
   * the held pieces. The payment is settled first, under the order's payment lock, so no other
   * payment of the order can count too; the order is marked after, in the orders service's own
   * transaction, and again on any later message for the payment (it answers "already-paid"
   * then), so a process stopped in between leaves nothing the gateway's next message does not
   * finish. Too late (the hold expired and the order was cancelled): flagged for a refund.
   */
  async function confirmOrderPaid(payment: StoredPayment): Promise<StoredPayment> {
    if (payment.status !== "SUCCESS" || payment.refundReason) return payment;
    if ((await orders.markPaid(payment.orderId)) !== "too-late") return payment;
    const flagged = (await repository.flagForRefund(payment.id, "RESERVATION_EXPIRED")) ?? payment;
    log.warn(
      { merchantTxnNo: payment.merchantTxnNo, orderId: payment.orderNumber },
      "payment confirmed after the order's hold expired: flagged for a refund",
    );
    return flagged;
  }

  return {
    async initiateSale(
      user: User,
      body: PaymentInitiateSaleBody,
      returnURL: string,
    ): Promise<PaymentInitiateSaleResponse> {
      const order = await requirePayableOrder(user, body.merchantTxnNo);
      requireOrderAmount(order, body.amount);
      // Bounds the rows (and the gateway's sales) one order can make: counted and inserted under
      // the order's attempts lock, so simultaneous attempts in any number of processes cannot
      // pass it; the gateway is asked after that short transaction.
      const payment = await repository.insertAttempt(
        {
          orderId: order.id,
          orderNumber: order.orderNumber,
          merchantTxnNo: newMerchantTxnNo(),
          amountPaise: order.totalPaise,
        },
        PAYMENT.maxAttemptsPerOrder,
      );
      if (!payment) throw conflict(ERROR_CODES.notPayable, PAYMENT_MESSAGES.tooManyAttempts);
      let answer: { redirectURI: string; tranCtx: string };
      try {
        answer = await gateway.initiateSale({
          merchantTxnNo: payment.merchantTxnNo,
          amountPaise: order.totalPaise,
          customerEmailID: order.email,
          customerMobileNo: order.placedByContact,
          returnURL,
          addlParam1: order.orderNumber,
          addlParam2: body.addlParam2 ?? "",
        });
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.error({ err: error, merchantTxnNo: payment.merchantTxnNo }, "initiateSale failed");
        await repository.fail(payment.id);
        throw gatewayUnavailable();
      }
      await repository.recordRedirect(payment.id, answer.tranCtx, answer.redirectURI);
      return {
        status: "success",
        message: PAYMENT_MESSAGES.initiated,
        redirectURI: answer.redirectURI,
        tranCtx: answer.tranCtx,
        merchantTxnNo: payment.merchantTxnNo,
        orderId: order.orderNumber,
        amount: paiseToRupees(order.totalPaise),
      };
    },

    /**
     * The address of the gateway's page for one of the shopper's payments: the gateway's own
     * redirectURI as it answered initiateSale (never the one in the body, so this is no open
     * redirect), with the tranCtx. Another shopper's tranCtx is a 404.
     */
    async redirectAddress(user: User, body: PaymentRedirectBody): Promise<string> {
      const payment = await repository.findByTranCtx(body.tranCtx);
      const order = payment ? await orders.findByNumber(payment.orderNumber) : undefined;
      if (!payment?.redirectUri || order?.userId !== user.id)
        throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      if (payment.status !== "INITIATED")
        throw conflict(ERROR_CODES.notPayable, PAYMENT_MESSAGES.orderClosed);
      const separator = payment.redirectUri.includes("?") ? "&" : "?";
      return `${payment.redirectUri}${separator}tranCtx=${encodeURIComponent(payment.tranCtx!)}`;
    },

    /**
     * Applies one signed message from the gateway (the browser's return or the advice): checks
     * its hash, that it is this merchant's and names the payment's order, then asks the gateway's
     * STATUS and settles the payment by that answer, not by the message. A message seen before
     * (same kind, same signed fields) changes nothing. Answers the payment as it is after. When
     * STATUS fails, the advice gets a 503 (the gateway sends it again) and the browser's return
     * the payment unchanged (its page says pending); neither is recorded, so a retry applies.
     */
    async receive(
      fields: PayPhiFields,
      kind: MessageKind,
    ): Promise<{ payment: StoredPayment; orderId: string }> {
      if (!gateway.isSigned(fields) || fields.merchantId !== gateway.merchantId) throw badSignature();
      const payment = fields.merchantTxnNo
        ? await repository.findByMerchantTxnNo(fields.merchantTxnNo)
        : undefined;
      if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      const orderId = payment.orderNumber;
      if (fields.addlParam1 && fields.addlParam1 !== orderId)
        throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      const eventKey = `${kind}:${payment.merchantTxnNo}:${fields.secureHash!.toLowerCase()}`;
      if (isSettled(payment) || (await repository.hasEvent(eventKey))) {
        await repository.insertEvent(payment.id, eventKey, { message: fields });
        return { payment: await confirmOrderPaid(payment), orderId };
      }

      let status: StatusAnswer;
      try {
        status = await gateway.status(payment.merchantTxnNo);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.error({ err: error, merchantTxnNo: payment.merchantTxnNo }, "STATUS query failed");
        if (kind === "return") return { payment, orderId };
        throw gatewayUnavailable();
      }

      const after = await repository.forOrder(payment.orderId, async (locked) => {
        // A replay that raced this one and won: it applied the message, this one changes nothing.
        if (!(await locked.insertEvent(payment.id, eventKey, { message: fields, status: status.fields }))) {
          return (await locked.findByMerchantTxnNo(payment.merchantTxnNo))!;
        }
        const current = (await locked.findByMerchantTxnNo(payment.merchantTxnNo))!;
        // Settled by another message while this one asked the gateway: it stays as it is.
        if (isSettled(current)) return current;
        const settlement = await settlementFor(locked, current, status);
        if (!settlement) return current;
        const moved = (await locked.moveForward(current.id, settlement)) ?? current;
        if (moved.refundReason) {
          log.warn(
            { merchantTxnNo: moved.merchantTxnNo, orderId, refundReason: moved.refundReason },
            "payment taken that cannot pay its order: flagged for a refund",
          );
        }
        return moved;
      });
      return { payment: await confirmOrderPaid(after), orderId };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** The page the browser goes to after the gateway sends it back. */
export function returnPage(payment: StoredPayment, orderId: string): string {
  if (payment.status === "SUCCESS") {
    return payment.refundReason
      ? PAYMENT_RETURN_PAGES.refund(orderId)
      : PAYMENT_RETURN_PAGES.success(orderId);
  }
  if (payment.status === "FAILED") return PAYMENT_RETURN_PAGES.failed(orderId);
  if (payment.status === "CANCELLED") return PAYMENT_RETURN_PAGES.cancelled(orderId);
  return PAYMENT_RETURN_PAGES.pending(orderId);
}

/**
 * A new gateway transaction number for each attempt (the gateway refuses one used before):
 * "NG", the time in base 36 and 8 random hex digits, 18 letters and digits in all.
 */
function newMerchantTxnNo(): string {
  return `NG${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString("hex").toUpperCase()}`;
}
