import { createHash, randomInt } from "node:crypto";
import { getShippingPaise } from "@nagai/contracts/cart-texts";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { formatRupees, paiseToRupees, rupeesToPaise } from "@nagai/contracts/money";
import {
  ORDER_CANCEL_WINDOW,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type OrderCreated,
  type OrderDetail,
  type OrderHistory,
  type OrderHistoryQuery,
  type OrderQuote,
  type OrderQuoteLine,
  type OrderQuoteRequest,
  type OrderRefund,
  type OrderRequest,
  type OrderSummary,
} from "@nagai/contracts/order";
import type { PaymentStatusValue } from "@nagai/contracts/order-texts";
import { INTEGER_MAX } from "@nagai/contracts/whole-number";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { SQL_STATES, sqlStateOf } from "../../db/sql-state.ts";
import { combineParts, type StatementParts } from "../../db/statement-parts.ts";
import { badRequest, HttpError, notFound } from "../../http-errors.ts";
import type { OutboxWriter } from "../../providers/outbox/outbox.ts";
import { type AddressesService, formatAddressLine } from "../addresses/addresses.service.ts";
import type { User } from "../auth/auth.service.ts";
import { removingPieces } from "../cart/cart.repository.ts";
import type { PieceSummary } from "../catalog/catalog.repository.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import { type ReservationLine, readShortfall } from "../inventory/inventory.service.ts";
import {
  createOrdersRepository,
  type Holdings,
  type NewOrderItem,
  type OrdersRepository,
  type StoredOrder,
  type StoredOrderItem,
  type TimelineEntry,
} from "./orders.repository.ts";

/** The inventory module's calls an order makes (modules/inventory/inventory.service.ts). */
export interface OrderInventory {
  stockTaking(
    lines: readonly ReservationLine[],
    how: { state: "HELD" | "SOLD"; expiresAt: Date | null },
  ): StatementParts;
  confirmSale(tx: Database, orderId: number): Promise<ReservationLine[]>;
  /** A cancelled order's pieces, held or sold, back on sale (decision 038). */
  returnToStock(tx: Database, orderId: number): Promise<ReservationLine[]>;
  releaseExpired(
    db: Database,
    now: Date,
    onReleased?: (tx: Database, orderIds: number[]) => Promise<void>,
  ): Promise<number[]>;
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

/** The shop's limits on what one shopper holds (decision 036); amounts in paise. */
export interface HoldLimits {
  /** Unpaid ONLINE orders per shopper, and per mobile number (the account's and the contact's). */
  maxUnpaidOnline: number;
  /** Pieces and value of one shopper's open orders: unpaid ONLINE holds and undelivered CASH orders. */
  maxHeldPieces: number;
  maxHeldPaise: number;
  /** The largest CASH order (0: no cash on delivery), and the shopper's undelivered CASH orders. */
  cashMaxOrderPaise: number;
  maxOpenCash: number;
}

export function holdLimitsOf(
  config: Pick<
    Config,
    | "ORDER_MAX_UNPAID_ONLINE"
    | "ORDER_MAX_HELD_PIECES"
    | "ORDER_MAX_HELD_RUPEES"
    | "COD_MAX_ORDER_RUPEES"
    | "COD_MAX_OPEN_ORDERS"
  >,
): HoldLimits {
  return {
    maxUnpaidOnline: config.ORDER_MAX_UNPAID_ONLINE,
    maxHeldPieces: config.ORDER_MAX_HELD_PIECES,
    maxHeldPaise: config.ORDER_MAX_HELD_RUPEES * 100,
    cashMaxOrderPaise: config.COD_MAX_ORDER_RUPEES * 100,
    maxOpenCash: config.COD_MAX_OPEN_ORDERS,
  };
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
const PAYMENT_WINDOW_MS = ORDER_LIMITS.paymentWindowMinutes * 60_000;

export function createOrderService({
  db,
  catalog,
  inventory,
  addresses,
  outbox,
  paymentNotes = async () => [],
  stockChanged,
  log,
  refunds,
  limits,
}: OrderServiceOptions) {
  const repository = createOrdersRepository(db);
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

  /** Why cash on delivery cannot take an order of this total, or null when it can. */
  function cashRefusal(totalPaise: number): string | null {
    if (limits.cashMaxOrderPaise === 0 || limits.maxOpenCash === 0) return ORDER_MESSAGES.cashUnavailable;
    if (totalPaise > limits.cashMaxOrderPaise) {
      return ORDER_MESSAGES.cashOrderTooLarge(rupees(limits.cashMaxOrderPaise));
    }
    return null;
  }

  /**
   * Refuses an order that would take the shopper (or a mobile number) past a limit of decision
   * 036, each with its own code and what to do. `held` must be read under `lockOrderer`.
   */
  function requireRoom(
    held: Holdings,
    order: { online: boolean; ownContact: boolean; pieces: number; totalPaise: number },
  ): void {
    const refuse = (code: string, message: string) => new HttpError(409, code, message);
    if (order.online) {
      if (held.unpaidOnline >= limits.maxUnpaidOnline) {
        throw refuse(ERROR_CODES.unpaidOrdersLimit, ORDER_MESSAGES.unpaidOrdersLimit(limits.maxUnpaidOnline));
      }
      // Another's number given as contact: several accounts cannot share one number to hold more.
      // An order giving the shopper's own verified number is never refused by it, so nobody can
      // lock a shopper out by typing their number into orders of their own.
      if (!order.ownContact && held.unpaidOnContactNumber >= limits.maxUnpaidOnline) {
        throw refuse(
          ERROR_CODES.unpaidOrdersPerNumberLimit,
          ORDER_MESSAGES.unpaidOrdersPerNumberLimit(limits.maxUnpaidOnline),
        );
      }
    } else if (held.openCash >= limits.maxOpenCash) {
      throw refuse(ERROR_CODES.cashOrdersLimit, ORDER_MESSAGES.cashOrdersLimit(limits.maxOpenCash));
    }
    if (held.heldPieces + order.pieces > limits.maxHeldPieces) {
      throw refuse(
        ERROR_CODES.heldPiecesLimit,
        ORDER_MESSAGES.heldPiecesLimit(limits.maxHeldPieces, held.heldPieces),
      );
    }
    if (held.heldPaise + order.totalPaise > limits.maxHeldPaise) {
      throw refuse(
        ERROR_CODES.heldValueLimit,
        ORDER_MESSAGES.heldValueLimit(rupees(limits.maxHeldPaise), rupees(held.heldPaise)),
      );
    }
  }

  /** The orders' refunds, by order id (none without the payments module). */
  const refundsOf = async (orderIds: readonly number[]): Promise<Map<number, OrderRefund>> =>
    refunds && orderIds.length > 0 ? refunds.ofOrders(orderIds) : new Map();

  /** The order's lines priced from the catalogue; every piece must exist and appear once. */
  async function priceLines(items: readonly { sno: number; quantity: number }[]) {
    requireDistinct(items);
    const pieces = await catalog.findPieces(items.map((item) => item.sno));
    const lines = items.map((item) => {
      const piece = pieces.get(item.sno);
      if (!piece) throw unavailable(ORDER_MESSAGES.unknownPiece(item.sno));
      return { piece, quantity: item.quantity };
    });
    const subTotalPaise = lines.reduce((sum, line) => sum + line.piece.pricePaise * line.quantity, 0);
    const shippingFeePaise = getShippingPaise(subTotalPaise);
    const totalPaise = subTotalPaise + shippingFeePaise;
    // The columns are PostgreSQL integers (₹2.1 crore): beyond that is no order a shop takes online.
    if (totalPaise > INTEGER_MAX) {
      throw new HttpError(422, ERROR_CODES.orderTooLarge, ORDER_MESSAGES.orderTooLarge);
    }
    return { lines, subTotalPaise, shippingFeePaise, totalPaise };
  }

  /**
   * Where the parcel goes and to whom: a saved address gives its line, name and phone (the body's
   * customerName and contact are then ignored); otherwise the body's, as the spec's client sends
   * them. Frozen on the order (decision 037).
   */
  async function delivery(
    shopper: Orderer,
    body: OrderRequest,
  ): Promise<{ address: string; customerName: string; contact: string }> {
    if (body.addressId === undefined) {
      return { address: body.address!, customerName: body.customerName, contact: body.contact };
    }
    // Another shopper's address is a 404 "Address not found.", as one nobody has.
    const saved = await addresses.findOwn(shopper.id, body.addressId);
    return { address: formatAddressLine(saved), customerName: saved.name, contact: saved.phone };
  }

  /** The stored answer for a key, or a 422 when the key came with another request. */
  function replay(
    record: { requestHash: string; responseStatus: number | null; responseBody: string | null },
    hash: string,
  ) {
    if (record.requestHash !== hash) {
      throw new HttpError(422, ERROR_CODES.idempotencyKeyReused, ORDER_MESSAGES.idempotencyKeyReused);
    }
    return {
      statusCode: record.responseStatus ?? 201,
      body: JSON.parse(record.responseBody ?? "null") as OrderCreated,
      replayed: true,
    };
  }

  /** Writes the order's confirmation SMS in the order's transaction `tx`. */
  async function confirmBySms(tx: Database, shopper: Orderer, order: StoredOrder): Promise<void> {
    const amount = formatRupees(paiseToRupees(order.totalPaise));
    await outbox.add(tx, {
      channel: "sms",
      kind: "notice",
      message: {
        // The account's verified number, not the order's contact: an order must not text a stranger.
        to: shopper.contactNumber,
        body: ORDER_MESSAGES.confirmationSms(order.orderNumber, amount, order.paymentMode === "ONLINE"),
        variables: { var1: order.orderNumber, var2: amount },
      },
    });
  }

  return {
    /** What the checkout page's pieces cost now and whether they can still be ordered. */
    async quote(request: OrderQuoteRequest): Promise<OrderQuote> {
      requireDistinct(request.items);
      const snos = request.items.map((item) => item.sno);
      const pieces = await catalog.findPieces(snos);
      const lines = request.items.map((item) => quoteLine(item, pieces.get(item.sno)));
      const subTotalPaise = lines.reduce((sum, line) => sum + rupeesToPaise(line.amount), 0);
      const shippingFeePaise = getShippingPaise(subTotalPaise);
      const cashMessage = cashRefusal(subTotalPaise + shippingFeePaise);
      return {
        lines,
        subTotal: paiseToRupees(subTotalPaise),
        shippingFee: paiseToRupees(shippingFeePaise),
        total: paiseToRupees(subTotalPaise + shippingFeePaise),
        orderable: lines.every((line) => line.changes.every((change) => change === "PRICE_CHANGED")),
        changed: lines.some((line) => line.changes.length > 0),
        cashOnDelivery: {
          available: cashMessage === null,
          maxOrderAmount: paiseToRupees(limits.maxOpenCash === 0 ? 0 : limits.cashMaxOrderPaise),
          message: cashMessage,
        },
      };
    },

    /**
     * Places an order at the catalogue's prices and reserves its pieces: an ONLINE order holds
     * them for the payment window, a CASH order buys them at once. One transaction takes the
     * orderer's locks, counts what the shopper holds (decision 036), and writes the order, its
     * stock and its cart rows in one statement. With an Idempotency-Key the same transaction
     * claims the key and stores the answer: the same request again answers the first answer and
     * places nothing.
     */
    async create(
      shopper: Orderer,
      body: OrderRequest,
      idempotencyKey: string | undefined,
    ): Promise<CreateAnswer> {
      const hash = createHash("sha256").update(JSON.stringify(body)).digest("base64url");
      if (idempotencyKey !== undefined) {
        const earlier = await repository.findIdempotencyRecord(shopper.id, idempotencyKey);
        if (earlier?.responseBody) return replay(earlier, hash);
      }
      const priced = await priceLines(body.items);
      const deliverTo = await delivery(shopper, body);
      const online = body.paymentMode === "ONLINE";
      const cashMessage = online ? null : cashRefusal(priced.totalPaise);
      if (cashMessage !== null) {
        throw new HttpError(422, ERROR_CODES.cashOrderTooLarge, cashMessage);
      }
      const reservationExpiresAt = online ? new Date(Date.now() + PAYMENT_WINDOW_MS) : null;
      // The order, its pieces' stock (an ONLINE order holds them until it is paid, a CASH order
      // buys them now) and their leaving the cart are written in one statement: all or nothing.
      const alongside = combineParts(
        inventory.stockTaking(
          priced.lines.map(({ piece, quantity }) => ({ productSno: piece.sno, quantity })),
          { state: online ? "HELD" : "SOLD", expiresAt: reservationExpiresAt },
        ),
        removingPieces(
          shopper.id,
          priced.lines.map(({ piece }) => piece.sno),
        ),
      );

      /**
       * Places the order through `orders`, a transaction's that holds the orderer's locks: what
       * the shopper and the numbers hold is counted after the locks, then the order, its stock and
       * its cart rows are one statement.
       */
      async function place(orders: OrdersRepository, orderNumber: string) {
        requireRoom(await orders.holdingsOf(shopper.id, deliverTo.contact), {
          online,
          ownContact: deliverTo.contact === shopper.contactNumber,
          pieces: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
          totalPaise: priced.totalPaise,
        });
        const { placed, alongside: shortfall } = await orders.insertOrder(
          {
            orderNumber,
            userId: shopper.id,
            ...deliverTo,
            placedByName: shopper.username,
            placedByContact: shopper.contactNumber,
            email: body.email,
            paymentMode: body.paymentMode,
            subTotalPaise: priced.subTotalPaise,
            shippingFeePaise: priced.shippingFeePaise,
            totalPaise: priced.totalPaise,
            reservationExpiresAt,
          },
          priced.lines.map(({ piece, quantity }) => orderItem(piece, quantity)),
          { status: "PENDING", note: online ? ORDER_MESSAGES.awaitingPayment : ORDER_MESSAGES.placed },
          alongside,
        );
        if (!placed) {
          const { sno } = readShortfall(shortfall)!;
          const piece = priced.lines.find((line) => line.piece.sno === sno)!.piece;
          throw unavailable(ORDER_MESSAGES.pieceUnavailable(piece.productName));
        }
        const { order, items, timeline } = placed;
        const answer: CreateAnswer = {
          statusCode: 201,
          body: { status: "success", orderId: order.orderNumber, data: toDetail(order, items, timeline) },
          replayed: false,
        };
        return { order, answer };
      }

      const numbers = [shopper.contactNumber, deliverTo.contact];
      const outcome: CreateAnswer | { order: StoredOrder; answer: CreateAnswer } = await withFreshOrderNumber(
        (orderNumber) =>
          db.transaction(async (tx) => {
            const orders = createOrdersRepository(tx);
            await orders.lockOrderer(shopper.id, numbers);
            if (
              idempotencyKey !== undefined &&
              !(await orders.claimIdempotencyKey(shopper.id, idempotencyKey, hash))
            ) {
              // The same key's first request committed while this one waited for it.
              return replay((await orders.findIdempotencyRecord(shopper.id, idempotencyKey))!, hash);
            }
            const placed = await place(orders, orderNumber);
            // The confirmation exists exactly when the order does (decision 040).
            await confirmBySms(tx, shopper, placed.order);
            if (idempotencyKey === undefined) return placed;
            await orders.saveIdempotentAnswer(
              shopper.id,
              idempotencyKey,
              201,
              JSON.stringify(placed.answer.body),
            );
            return placed;
          }),
      );
      if (!("order" in outcome)) return outcome;
      stockChanged();
      outbox.wake();
      return outcome.answer;
    },

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
     * sale, in the inventory's transactions (rows locked with SKIP LOCKED: any number of processes
     * may sweep at once, each order is settled by one). Answers the orders cancelled.
     */
    async expireUnpaid(now: Date): Promise<number[]> {
      const cancelled: number[] = [];
      const released = await inventory.releaseExpired(db, now, async (tx, orderIds) => {
        const orders = createOrdersRepository(tx);
        const ids = await orders.cancelUnpaid(orderIds);
        await orders.addTimeline(ids, "CANCELLED", ORDER_MESSAGES.expired);
        cancelled.push(...ids);
      });
      if (released.length > 0) stockChanged();
      await repository.forgetIdempotencyKeys(new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000));
      return cancelled;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

const unavailable = (message: string) => new HttpError(409, ERROR_CODES.pieceUnavailable, message);

/** The refund's reason when the shopper cancels a paid order. */
const CANCELLED_BY_SHOPPER = "CANCELLED_BY_SHOPPER";

/** Whether the shopper may cancel the order now, and until when (decision 038, the server's clock). */
function cancellation(order: StoredOrder, now: Date): Pick<OrderSummary, "cancellable" | "cancellableUntil"> {
  if (order.status !== "PENDING") return { cancellable: false, cancellableUntil: null };
  const until = new Date(order.createdAt.getTime() + ORDER_CANCEL_WINDOW.ms);
  return { cancellable: now < until, cancellableUntil: until.toISOString() };
}

/** A 409 that says why the order cannot be cancelled now. */
function requireCancellable(order: StoredOrder, now: Date): void {
  const refuse = (message: string) => new HttpError(409, ERROR_CODES.notCancellable, message);
  if (order.status === "CANCELLED") throw refuse(ORDER_MESSAGES.alreadyCancelled);
  if (order.status !== "PENDING") {
    throw refuse(ORDER_MESSAGES.cancelAfterPending(ORDER_STATUS_LABELS[order.status].label));
  }
  if (!cancellation(order, now).cancellable) throw refuse(ORDER_MESSAGES.cancelTooLate);
}

/** Each piece once: the client sends a quantity, and two lines of one piece are a client's mistake. */
function requireDistinct(items: readonly { sno: number }[]): void {
  const seen = new Set<number>();
  for (const [index, item] of items.entries()) {
    if (seen.has(item.sno)) {
      throw badRequest(ORDER_MESSAGES.duplicatePiece(item.sno), {
        [`items.${index}.sno`]: ORDER_MESSAGES.duplicatePiece(item.sno),
      });
    }
    seen.add(item.sno);
  }
}

function quoteLine(
  item: OrderQuoteRequest["items"][number],
  piece: PieceSummary | undefined,
): OrderQuoteLine {
  const shownPrice = item.price ?? null;
  if (!piece) {
    return {
      sno: item.sno,
      productName: null,
      quantity: item.quantity,
      price: null,
      shownPrice,
      amount: 0,
      available: 0,
      changes: ["UNKNOWN_PIECE"],
      message: ORDER_MESSAGES.unknownPiece(item.sno),
    };
  }
  const available = piece.stock;
  const price = paiseToRupees(piece.pricePaise);
  const changes: OrderQuoteLine["changes"] = [];
  const messages: string[] = [];
  if (available <= 0) {
    changes.push("UNAVAILABLE");
    messages.push(ORDER_MESSAGES.pieceUnavailable(piece.productName));
  } else if (available < item.quantity) {
    changes.push("NOT_ENOUGH");
    messages.push(ORDER_MESSAGES.notEnough(piece.productName, available));
  }
  if (shownPrice !== null && rupeesToPaise(shownPrice) !== piece.pricePaise) {
    changes.push("PRICE_CHANGED");
    messages.push(
      ORDER_MESSAGES.priceChanged(piece.productName, formatRupees(shownPrice), formatRupees(price)),
    );
  }
  const orderable = available >= item.quantity;
  return {
    sno: item.sno,
    productName: piece.productName,
    quantity: item.quantity,
    price,
    shownPrice,
    amount: orderable ? paiseToRupees(piece.pricePaise * item.quantity) : 0,
    available: Math.max(0, available),
    changes,
    message: messages.length > 0 ? messages.join(" ") : null,
  };
}

/**
 * Runs `place` with a new order number, and once more with another if that one was taken: two
 * orders drawing the same random number is a chance of about 10⁻¹⁵, but it must not be a 500.
 */
async function withFreshOrderNumber<T>(place: (orderNumber: string) => Promise<T>): Promise<T> {
  try {
    return await place(newOrderNumber());
  } catch (error) {
    if (!isOrderNumberTaken(error)) throw error;
    return place(newOrderNumber());
  }
}

function isOrderNumberTaken(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause.message.includes("orders_order_number_key"))
      return sqlStateOf(cause) === SQL_STATES.uniqueViolation;
    cause = cause.cause;
  }
  return false;
}

/**
 * The public order id: "NG", the date (YYMMDD, UTC) and ten random Crockford base-32 characters,
 * e.g. NG261123K7Q2M9XH4D. Not a count of the shop's orders, not guessable, letters and digits
 * only (the gateway's merchant reference), 18 characters (decision 021).
 */
function newOrderNumber(now = new Date()): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  let random = "";
  for (let i = 0; i < 10; i++) random += alphabet[randomInt(alphabet.length)];
  return `NG${date}${random}`;
}

function orderItem(piece: PieceSummary, quantity: number): NewOrderItem {
  return {
    productSno: piece.sno,
    productName: piece.productName,
    itemId: piece.itemId,
    tagNo: piece.tagNo,
    imagePath: piece.imagePaths[0] ?? null,
    pricePaise: piece.pricePaise,
    quantity,
  };
}

function paymentStatus(order: StoredOrder): PaymentStatusValue {
  // A cancelled order is never delivered: a cash one was not paid and will not be.
  if (order.paymentMode === "CASH") return order.status === "CANCELLED" ? "NOT_PAID" : "PAY_ON_DELIVERY";
  if (order.paidAt) return "PAID";
  return order.status === "CANCELLED" ? "NOT_PAID" : "AWAITING_PAYMENT";
}

function toSummary(
  order: StoredOrder,
  items: readonly StoredOrderItem[],
  refund?: OrderRefund,
  now = new Date(),
): OrderSummary {
  return {
    orderId: order.orderNumber,
    orderTime: order.createdAt.toISOString(),
    customerName: order.customerName,
    contact: order.contact,
    placedBy: { name: order.placedByName, contact: order.placedByContact },
    status: order.status,
    totalAmount: paiseToRupees(order.totalPaise),
    paymentMode: order.paymentMode,
    paymentStatus: paymentStatus(order),
    courierTrackingId: order.courierTrackingId,
    orderItems: items.map((item) => ({
      id: item.id,
      sno: item.productSno,
      productName: item.productName,
      quantity: item.quantity,
      price: paiseToRupees(item.pricePaise),
      amount: paiseToRupees(item.pricePaise * item.quantity),
      image_path: item.imagePath,
      tagno: item.tagNo,
      itemId: item.itemId,
    })),
    ...cancellation(order, now),
    refund: refund ?? null,
  };
}

function toDetail(
  order: StoredOrder,
  items: readonly StoredOrderItem[],
  timeline: readonly TimelineEntry[],
  refund?: OrderRefund,
): OrderDetail {
  return {
    ...toSummary(order, items, refund),
    email: order.email,
    address: order.address,
    subTotal: paiseToRupees(order.subTotalPaise),
    shippingFee: paiseToRupees(order.shippingFeePaise),
    discount: paiseToRupees(order.discountPaise),
    paidAt: order.paidAt?.toISOString() ?? null,
    reservationExpiresAt: order.reservationExpiresAt?.toISOString() ?? null,
    timeline: timeline.map((entry) => ({
      status: entry.status,
      note: entry.note,
      time: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * The order's status changes with its payments' notes among them, oldest first; each note under
 * the status the order had when it happened (at an equal time, the status change comes first).
 */
function withPaymentNotes(
  timeline: readonly TimelineEntry[],
  notes: readonly { time: Date; note: string }[],
): TimelineEntry[] {
  if (notes.length === 0) return [...timeline];
  const statusAt = (time: Date): TimelineEntry["status"] =>
    timeline.findLast((entry) => entry.createdAt <= time)?.status ?? timeline[0]?.status ?? "PENDING";
  const payments = notes.map(({ time, note }) => ({
    orderId: timeline[0]?.orderId ?? 0,
    status: statusAt(time),
    note,
    createdAt: time,
  }));
  return [...timeline, ...payments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function groupBy<T>(values: readonly T[], key: (value: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const value of values) {
    const group = groups.get(key(value));
    if (group) group.push(value);
    else groups.set(key(value), [value]);
  }
  return groups;
}
