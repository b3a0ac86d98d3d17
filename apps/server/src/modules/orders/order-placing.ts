import { createHash } from "node:crypto";
import { getShippingPaise } from "@nagai/contracts/cart-texts";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { formatRupees, paiseToRupees, rupeesToPaise } from "@nagai/contracts/money";
import {
  ORDER_LIMITS,
  ORDER_MESSAGES,
  type OrderCreated,
  type OrderQuote,
  type OrderQuoteLine,
  type OrderQuoteRequest,
  type OrderRequest,
} from "@nagai/contracts/order";
import { INTEGER_MAX } from "@nagai/contracts/whole-number";
import type { Database } from "../../db/client.ts";
import { badRequest, HttpError } from "../../http-errors.ts";
import { formatAddressLine } from "../addresses/addresses.public.ts";
import { type PieceSummary, priceLinesOf } from "../catalog/catalog.public.ts";
import { requireDeliverable } from "../delivery/delivery.public.ts";
import { cashRefusal, requireRoom } from "./order-limits.ts";
import { withFreshOrderNumber } from "./order-numbers.ts";
import { insertOrder, type OrderTakes } from "./order-statement.ts";
import { toDetail } from "./order-views.ts";
import {
  createOrdersRepository,
  type NewOrderItem,
  type OrdersRepository,
  type StoredOrder,
} from "./orders.repository.ts";
import type { CreateAnswer, Orderer, OrderServiceOptions } from "./orders.service.ts";

const PAYMENT_WINDOW_MS = ORDER_LIMITS.paymentWindowMinutes * 60_000;

/**
 * Placing an order (decision 021): the checkout's quote, and the order itself at the catalogue's
 * prices with its pieces taken in one statement (order-statement.ts). Part of the order service.
 */
export function createOrderPlacing({
  db,
  catalog,
  addresses,
  outbox,
  stockChanged,
  limits,
}: Omit<OrderServiceOptions, "inventory" | "paymentNotes" | "refunds" | "log">) {
  const repository = createOrdersRepository(db);

  /** The order's lines priced from the catalogue; every piece must exist and appear once. */
  async function priceLines(items: readonly { sno: number; quantity: number }[]) {
    requireDistinct(items);
    const pieces = await catalog.findPieces(items.map((item) => item.sno));
    const lines = items.map((item) => {
      const piece = pieces.get(item.sno);
      if (!piece) throw unavailable(ORDER_MESSAGES.unknownPiece(item.sno));
      // Off sale (decision 049): not sold whatever its stock.
      if (!piece.forSale) throw unavailable(ORDER_MESSAGES.notForSale(piece.productName));
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
      const cashMessage = cashRefusal(limits, subTotalPaise + shippingFeePaise);
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
      // Only where the shop delivers, and cash only where it is offered (decision 048).
      await requireDeliverable(db, deliverTo.address, body.paymentMode);
      const online = body.paymentMode === "ONLINE";
      const cashMessage = online ? null : cashRefusal(limits, priced.totalPaise);
      if (cashMessage !== null) {
        throw new HttpError(422, ERROR_CODES.cashOrderTooLarge, cashMessage);
      }
      const reservationExpiresAt = online ? new Date(Date.now() + PAYMENT_WINDOW_MS) : null;
      // The order, its pieces' stock (an ONLINE order holds them until it is paid, a CASH order
      // buys them now) and their leaving the cart are one statement: all or nothing.
      const takes: OrderTakes = { stock: online ? "HELD" : "SOLD", expiresAt: reservationExpiresAt };

      /**
       * Places the order in `tx`, a transaction that holds the orderer's locks (`orders` is its
       * repository): what the shopper and the numbers hold is counted after the locks, then the
       * order, its stock and its cart rows are one statement.
       */
      async function place(tx: Database, orders: OrdersRepository, orderNumber: string) {
        requireRoom(limits, await orders.holdingsOf(shopper.id, deliverTo.contact), {
          online,
          ownContact: deliverTo.contact === shopper.contactNumber,
          pieces: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
          totalPaise: priced.totalPaise,
        });
        const { placed, short } = await insertOrder(
          tx,
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
          takes,
        );
        if (!placed) {
          const { sno } = short!;
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
            const placed = await place(tx, orders, orderNumber);
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
  };
}

export const unavailable = (message: string) => new HttpError(409, ERROR_CODES.pieceUnavailable, message);

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
  // An off-sale piece (decision 049) is available to no one.
  const available = piece.forSale ? piece.stock : 0;
  const price = paiseToRupees(piece.pricePaise);
  const changes: OrderQuoteLine["changes"] = [];
  const messages: string[] = [];
  if (available <= 0) {
    changes.push("UNAVAILABLE");
    messages.push(
      piece.forSale
        ? ORDER_MESSAGES.pieceUnavailable(piece.productName)
        : ORDER_MESSAGES.notForSale(piece.productName),
    );
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

function orderItem(piece: PieceSummary, quantity: number): NewOrderItem {
  return {
    productSno: piece.sno,
    productName: piece.productName,
    itemId: piece.itemId,
    tagNo: piece.tagNo,
    imagePath: piece.imagePaths[0] ?? null,
    pricePaise: piece.pricePaise,
    quantity,
    // Frozen with the price, from the same row read (decision 046).
    priceLines: priceLinesOf(piece) ?? null,
    huid: piece.huid,
  };
}
