import { ERROR_CODES } from "@nagai/contracts/errors";
import {
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type OrderCreated,
  type OrderDetail,
  type OrderHistory,
  type OrderHistoryQuery,
  type OrderRefund,
} from "@nagai/contracts/order";
import type { SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { HttpError, notFound } from "../../http-errors.ts";
import type { OutboxWriter } from "../../providers/outbox/outbox.public.ts";
import type { AddressesService } from "../addresses/addresses.public.ts";
import type { User } from "../auth/auth.public.ts";
import type { CatalogService } from "../catalog/catalog.public.ts";
import type { ReservationLine } from "../inventory/inventory.public.ts";
import type { HoldLimits } from "./order-limits.ts";
import { createOrderPlacing } from "./order-placing.ts";
import { cancellation, groupBy, toDetail, toSummary, withPaymentNotes } from "./order-views.ts";
import { createOrdersRepository, type StoredOrder } from "./orders.repository.ts";

/**
 * The inventory module's calls that settle an order (inventory.public.ts); the stock an order
 * takes when placed is part of its statement (order-statement.ts).
 */
export interface OrderInventory {
  confirmSale(tx: Database, orderId: number): Promise<ReservationLine[]>;
  /** A cancelled order's pieces, held or sold, back on sale (decision 038). */
  returnToStock(tx: Database, orderId: number): Promise<ReservationLine[]>;
  /** The ids of orders holding a piece whose hold expired by `now`, as a subquery. */
  expiredHolds(now: Date): SQL;
  /** An expired order's held pieces back on sale. */
  releaseHeld(tx: Database, orderId: number): Promise<ReservationLine[]>;
}

/**
 * The payments module's refunds (payments/refunds.service.ts, decision 038): a cancelled paid
 * order's refund is recorded in the cancel's transaction and sent to the gateway after it commits.
 */
export interface OrderRefunds {
  requestForOrder(tx: Database, orderId: number, reason: string): Promise<{ id: number } | undefined>;
  send(refundId: number): Promise<unknown>;
  ofOrders(orderIds: readonly number[]): Promise<Map<number, OrderRefund>>;
}

export interface OrderServiceOptions {
  db: Database;
  /** Names, prices and availability, read fresh from the catalogue (decision 016). */
  catalog: Pick<CatalogService, "findPieces">;
  inventory: OrderInventory;
  /** The shopper's saved addresses: an order may name one by `addressId` (decision 022). */
  addresses: Pick<AddressesService, "findOwn">;
  /** The confirmation SMS is written here in the order's transaction (decision 040). */
  outbox: OutboxWriter;
  /**
   * What the order's timeline says of its payment attempts (payments/payment-timeline.ts, decision
   * 037): started, failed, cancelled. The payments module keeps them; none without it.
   */
  paymentNotes?: (orderId: number) => Promise<{ time: Date; note: string }[]>;
  /** Called after a commit that moved stock, so this process patches its listings at once. */
  stockChanged: () => void;
  log: FastifyBaseLogger;
  /** Refunds of cancelled paid orders; without it a paid order cannot be cancelled (tests). */
  refunds?: OrderRefunds;
  /** What one shopper may hold at once, and what cash on delivery takes (decision 036). */
  limits: HoldLimits;
}

/**
 * Who orders: always the token's user. Their verified number gets the confirmation SMS; their
 * username and number are kept on the order as who placed it (decision 037).
 */
export type Orderer = Pick<User, "id" | "contactNumber" | "username">;

/** An answer to POST /order/create: the first one again for a repeated Idempotency-Key. */
export interface CreateAnswer {
  statusCode: number;
  body: OrderCreated;
  replayed: boolean;
}

/** What marking an ONLINE order paid did; `too-late`: its hold expired, the payment needs a refund. */
export type PaidOutcome = "paid" | "already-paid" | "too-late";

/** Idempotency keys are kept a day: a client retries within minutes. */
const IDEMPOTENCY_KEY_DAYS = 1;

/** Orders the expiry sweep settles per transaction: short transactions, few locks held. */
const SWEEP_BATCH = 50;

/**
 * The orders of the shop: placing them (order-placing.ts), the shopper's history and detail,
 * cancelling, and what payments and the expiry sweep do to them.
 */
export function createOrderService(options: OrderServiceOptions) {
  const { db, inventory, paymentNotes = async () => [], stockChanged, log, refunds } = options;
  const repository = createOrdersRepository(db);

  /** The orders' refunds, by order id (none without the payments module). */
  const refundsOf = async (orderIds: readonly number[]): Promise<Map<number, OrderRefund>> =>
    refunds && orderIds.length > 0 ? refunds.ofOrders(orderIds) : new Map();

  return {
    ...createOrderPlacing(options),

    /** A page of the shopper's orders, newest first, optionally of one status. */
    async history(shopper: Orderer, { page, size, status }: OrderHistoryQuery): Promise<OrderHistory> {
      const { rows, total } = await repository.listOrders(shopper.id, {
        status,
        limit: size,
        offset: page * size,
      });
      const items = groupBy(await repository.itemsOf(rows.map((row) => row.id)), (item) => item.orderId);
      const refundsByOrder = await refundsOf(rows.map((row) => row.id));
      return {
        content: rows.map((row) => toSummary(row, items.get(row.id) ?? [], refundsByOrder.get(row.id))),
        totalPages: Math.ceil(total / size),
        totalElements: total,
        page,
        size,
      };
    },

    /** One of the shopper's orders by its public id; anyone else's is a 404. */
    async detail(shopper: Orderer, orderNumber: string): Promise<OrderDetail> {
      const order = await repository.findOwnOrder(shopper.id, orderNumber);
      if (!order) throw notFound(ORDER_MESSAGES.notFoundTitle);
      const [items, timeline, payments, refund] = await Promise.all([
        repository.itemsOf([order.id]),
        repository.timelineOf(order.id),
        paymentNotes(order.id),
        refundsOf([order.id]),
      ]);
      return toDetail(order, items, withPaymentNotes(timeline, payments), refund.get(order.id));
    },

    /**
     * The shopper cancels their own order (decision 038): while it is PENDING and younger than
     * ORDER_CANCEL_WINDOW, paid or not, online or cash. Under the order's row lock, the one the
     * payment and the expiry sweep take first, so a cancel racing either (or another cancel) finds
     * the order as the winner left it: its pieces go back on sale, the status moves to CANCELLED
     * with the reason in the timeline and, for a paid order, its refund is recorded — all in one
     * transaction. The gateway is asked for the refund after the commit; its failure leaves the
     * refund on record to retry, never the order half cancelled. Anyone else's order is a 404.
     */
    async cancel(
      shopper: Orderer,
      orderNumber: string,
      reason: string,
      now = new Date(),
    ): Promise<OrderDetail> {
      const found = await repository.findOwnOrder(shopper.id, orderNumber);
      if (!found) throw notFound(ORDER_MESSAGES.notFoundTitle);
      const refundId = await db.transaction(async (tx) => {
        const orders = createOrdersRepository(tx);
        const order = (await orders.lockOrder(found.id))!;
        requireCancellable(order, now);
        if (order.paidAt && !refunds) throw new Error(`cancel: no refunds to refund order ${order.id}`);
        await inventory.returnToStock(tx, order.id);
        await orders.cancelPending(order.id);
        await orders.addTimeline([order.id], "CANCELLED", ORDER_MESSAGES.cancelledByShopper(reason));
        if (!order.paidAt) return undefined;
        const refund = await refunds!.requestForOrder(tx, order.id, CANCELLED_BY_SHOPPER);
        // A paid order without the payment that paid it would be money nobody refunds: refuse it.
        if (!refund) throw new Error(`cancel: order ${order.id} is paid but no payment paid it`);
        return refund.id;
      });
      stockChanged();
      if (refundId !== undefined) {
        try {
          await refunds!.send(refundId);
        } catch (error) {
          // Recorded as REQUESTED in the cancel's transaction: it is retried, not lost.
          log.error({ err: error, orderId: orderNumber, refundId }, "sending the refund failed");
        }
      }
      return this.detail(shopper, orderNumber);
    },

    /** For the payments module: the shopper's own order to pay (its total in paise); anyone else's is a 404. */
    async ownOrder(shopper: Orderer, orderNumber: string): Promise<StoredOrder> {
      const order = await repository.findOwnOrder(shopper.id, orderNumber);
      if (!order) throw notFound(ORDER_MESSAGES.notFoundTitle);
      return order;
    },

    /** For the payments module: the order a gateway's message names (its merchant reference). */
    findByNumber: (orderNumber: string): Promise<StoredOrder | undefined> =>
      repository.findByNumber(orderNumber),

    /**
     * For the payments module: an ONLINE order's payment is confirmed. Sells its held pieces and
     * records the payment, once. `too-late` when its hold already expired (the order is
     * cancelled and its pieces may be sold to someone else): the caller records the payment for a
     * refund. Takes the order's row lock first, as the expiry sweep does, so the two never both win.
     */
    async markPaid(orderId: number): Promise<PaidOutcome> {
      const outcome = await db.transaction(async (tx): Promise<PaidOutcome> => {
        const orders = createOrdersRepository(tx);
        const order = await orders.lockOrder(orderId);
        if (!order) throw new Error(`markPaid: no order ${orderId}`);
        if (order.paymentMode !== "ONLINE") throw new Error(`markPaid: order ${orderId} is paid on delivery`);
        if (order.paidAt) return "already-paid";
        if (order.status === "CANCELLED") return "too-late";
        const sold = await inventory.confirmSale(tx, orderId);
        // Nothing sold: the hold expired (swept or not yet), or a sweep released it and has not
        // cancelled the order yet.
        if (sold.length === 0) return "too-late";
        await orders.markPaid(orderId);
        await orders.addTimeline([orderId], "PENDING", ORDER_MESSAGES.paymentReceived);
        return "paid";
      });
      if (outcome === "paid") stockChanged();
      return outcome;
    },

    /**
     * Cancels every unpaid ONLINE order whose hold expired by `now` and puts its pieces back on
     * sale, in batches of short transactions: each locks the due orders no other process holds
     * (SKIP LOCKED: any number of processes may sweep at once, each order is settled by one),
     * releases their pieces and cancels them. Answers the orders cancelled.
     */
    async expireUnpaid(now: Date): Promise<number[]> {
      const cancelled: number[] = [];
      let released = 0;
      for (let batch = SWEEP_BATCH; batch === SWEEP_BATCH; ) {
        batch = await db.transaction(async (tx) => {
          const orders = createOrdersRepository(tx);
          const due = await orders.lockUnheld(inventory.expiredHolds(now), SWEEP_BATCH);
          // An order settled between the choice and its lock (a payment) has nothing held any more.
          const freed: number[] = [];
          for (const orderId of due) {
            if ((await inventory.releaseHeld(tx, orderId)).length > 0) freed.push(orderId);
          }
          if (freed.length > 0) {
            const ids = await orders.cancelUnpaid(freed);
            await orders.addTimeline(ids, "CANCELLED", ORDER_MESSAGES.expired);
            cancelled.push(...ids);
            released += freed.length;
          }
          return due.length;
        });
      }
      if (released > 0) stockChanged();
      await repository.forgetIdempotencyKeys(new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000));
      return cancelled;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/** The refund's reason when the shopper cancels a paid order. */
const CANCELLED_BY_SHOPPER = "CANCELLED_BY_SHOPPER";

/** A 409 that says why the order cannot be cancelled now. */
function requireCancellable(order: StoredOrder, now: Date): void {
  const refuse = (message: string) => new HttpError(409, ERROR_CODES.notCancellable, message);
  if (order.status === "CANCELLED") throw refuse(ORDER_MESSAGES.alreadyCancelled);
  if (order.status !== "PENDING") {
    throw refuse(ORDER_MESSAGES.cancelAfterPending(ORDER_STATUS_LABELS[order.status].label));
  }
  if (!cancellation(order, now).cancellable) throw refuse(ORDER_MESSAGES.cancelTooLate);
}
