import { paiseToRupees } from "@nagai/contracts/money";
import type { OrderStatusValue } from "@nagai/contracts/order-texts";
import {
  ILLEGAL_MOVE,
  STAFF_ORDER_MESSAGES,
  STAFF_ORDER_MOVES,
  type StaffOrderDetail,
  type StaffOrderList,
  type StaffOrderListQuery,
  type StaffOrderRow,
  type StaffOrderStatusBody,
  type StaffPaymentRecord,
} from "@nagai/contracts/staff-orders";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { HttpError, notFound } from "../../http-errors.ts";
import type { OutboxWriter } from "../../providers/outbox/outbox.public.ts";
import { auditOf, recordAudit } from "../audit/audit.public.ts";
import type { Transaction } from "../auth/auth.public.ts";
import type { StaffMember } from "../staff/staff.public.ts";
import { paymentStatus, withPaymentNotes } from "./order-views.ts";
import { createOrdersRepository, type StoredOrder } from "./orders.repository.ts";
import type { OrderInventory, OrderRefunds } from "./orders.service.ts";
import { createStaffOrdersRepository } from "./staff-orders.repository.ts";

export interface StaffOrdersOptions {
  db: Database;
  inventory: Pick<OrderInventory, "returnToStock">;
  /** The shopper's SMS of each move is written here in the move's transaction (decision 040). */
  outbox: OutboxWriter;
  /** A cancelled paid order's refund: recorded in the move's transaction, sent after (decision 038). */
  refunds: Pick<OrderRefunds, "requestForOrder" | "send">;
  /** The order's payment attempts and refunds (payments module); none without it. */
  paymentRecords?: (orderId: number) => Promise<StaffPaymentRecord[]>;
  /** The timeline's payment notes, as the shopper sees them (decision 037). */
  paymentNotes?: (orderId: number) => Promise<{ time: Date; note: string }[]>;
  /** Called in the SHIPPED move's transaction: the invoice is issued there (issue 25 item 4). */
  onShipped?: (tx: Transaction, orderId: number) => Promise<void>;
  /** After a commit that moved stock, so this process patches its listings at once (decision 020). */
  stockChanged: () => void;
  log: FastifyBaseLogger;
}

/**
 * How long this process reuses a count of the list's matches (decision 045). Counting 60,000
 * delivered orders takes tens of milliseconds, and paging through one filter asks the same count
 * on every page; a total up to 10 s old is good enough for "page 3 of 250". The rows themselves
 * are always read fresh, and this process's own moves forget the counts at once.
 */
const COUNT_REUSE_MS = 10_000;
const COUNTS_KEPT = 500;

/** The refund's reason when the shop cancels a paid order (the shopper's is CANCELLED_BY_SHOPPER). */
const CANCELLED_BY_SHOP = "CANCELLED_BY_SHOP";

/** Where an order may move now: an online order goes to PROCESSING only once paid (issue 25). */
export function allowedMoves(
  order: Pick<StoredOrder, "status" | "paymentMode" | "paidAt">,
): OrderStatusValue[] {
  return STAFF_ORDER_MOVES[order.status].filter(
    (to) => !(to === "PROCESSING" && order.paymentMode === "ONLINE" && !order.paidAt),
  );
}

function toRow(order: StoredOrder): StaffOrderRow {
  return {
    orderId: order.orderNumber,
    orderTime: order.createdAt.toISOString(),
    customerName: order.customerName,
    contact: order.contact,
    placedBy: { name: order.placedByName, contact: order.placedByContact },
    status: order.status,
    paymentMode: order.paymentMode,
    paymentStatus: paymentStatus(order),
    totalAmount: paiseToRupees(order.totalPaise),
  };
}

/**
 * The staff console's orders (issue 25 item 3, decision 045): the list, an order's page and its
 * status moves. A move is one transaction under the order's row lock (the lock the shopper's
 * cancel, the payment and the expiry sweep take first): check the move on the locked row, move
 * it, add the shopper's timeline entry, write the SMS to the outbox and the audit entry; a cancel
 * also puts the pieces back on sale and records the refund of a paid order. Two staff moving one
 * order at once: the second finds the first's status and gets the 409.
 */
export function createStaffOrders(options: StaffOrdersOptions) {
  const { db, inventory, outbox, refunds, stockChanged, log } = options;
  const { paymentRecords = async () => [], paymentNotes = async () => [], onShipped } = options;
  const orders = createOrdersRepository(db);
  const counts = new Map<string, { total: number; until: number }>();

  /** How many orders match: counted, or reused while young (COUNT_REUSE_MS). */
  async function countOf(query: StaffOrderListQuery): Promise<number> {
    const { status, paymentMode, from, to, q } = query;
    const key = JSON.stringify([status, paymentMode, from, to, q?.trim().toLowerCase()]);
    const now = Date.now();
    const kept = counts.get(key);
    if (kept && kept.until > now) return kept.total;
    const total = await createStaffOrdersRepository(db).count(query);
    if (counts.size >= COUNTS_KEPT) counts.clear();
    counts.set(key, { total, until: now + COUNT_REUSE_MS });
    return total;
  }

  async function requireOrder(orderNumber: string): Promise<StoredOrder> {
    const order = await orders.findByNumber(orderNumber);
    if (!order) throw notFound(STAFF_ORDER_MESSAGES.notFound);
    return order;
  }

  function refuseMove(order: StoredOrder, to: OrderStatusValue): never {
    const allowed = allowedMoves(order);
    const waitingForPayment =
      to === "PROCESSING" && STAFF_ORDER_MOVES[order.status].includes("PROCESSING") && !allowed.includes(to);
    throw new HttpError(
      409,
      ILLEGAL_MOVE,
      waitingForPayment
        ? STAFF_ORDER_MESSAGES.awaitingPayment(allowed)
        : STAFF_ORDER_MESSAGES.illegalMove(order.status, to, allowed),
    );
  }

  async function detail(orderNumber: string): Promise<StaffOrderDetail> {
    const order = await requireOrder(orderNumber);
    const [items, timeline, notes, payments, audit] = await Promise.all([
      orders.itemsOf([order.id]),
      orders.timelineOf(order.id),
      paymentNotes(order.id),
      paymentRecords(order.id),
      auditOf(db, "order", order.orderNumber),
    ]);
    return {
      ...toRow(order),
      email: order.email,
      address: order.address,
      subTotal: paiseToRupees(order.subTotalPaise),
      shippingFee: paiseToRupees(order.shippingFeePaise),
      discount: paiseToRupees(order.discountPaise),
      paidAt: order.paidAt?.toISOString() ?? null,
      courierName: order.courierName,
      courierTrackingId: order.courierTrackingId,
      items: items.map((item) => ({
        sno: item.productSno,
        productName: item.productName,
        tagNo: item.tagNo,
        itemId: item.itemId,
        quantity: item.quantity,
        price: paiseToRupees(item.pricePaise),
        amount: paiseToRupees(item.pricePaise * item.quantity),
      })),
      payments,
      timeline: withPaymentNotes(timeline, notes).map((entry) => ({
        status: entry.status,
        note: entry.note,
        time: entry.createdAt.toISOString(),
      })),
      audit,
      allowedMoves: allowedMoves(order),
    };
  }

  return {
    async list(query: StaffOrderListQuery): Promise<StaffOrderList> {
      const offset = query.page * query.size;
      const rows = await createStaffOrdersRepository(db).page(query);
      // A first page not full is every match: nothing to count (a phone's or an order id's search).
      const counted = offset === 0 && rows.length < query.size ? rows.length : await countOf(query);
      // A count reused from before a new order still covers the rows just read.
      const total = Math.max(counted, rows.length > 0 ? offset + rows.length : 0);
      return {
        content: rows.map(toRow),
        totalPages: Math.ceil(total / query.size),
        totalElements: total,
        page: query.page,
        size: query.size,
      };
    },

    detail,

    async move(
      staff: StaffMember,
      orderNumber: string,
      body: StaffOrderStatusBody,
    ): Promise<StaffOrderDetail> {
      const found = await requireOrder(orderNumber);
      const to = body.status;
      const refundId = await db.transaction(async (tx) => {
        const order = (await createOrdersRepository(tx).lockOrder(found.id))!;
        if (!allowedMoves(order).includes(to)) refuseMove(order, to);
        const courier =
          to === "SHIPPED" ? { courierName: body.courierName!, trackingId: body.trackingId! } : undefined;
        if (to === "CANCELLED") await inventory.returnToStock(tx, order.id);
        const moved = await createStaffOrdersRepository(tx).move(order.id, order.status, to, courier);
        if (!moved) throw new Error(`move: order ${order.id} left ${order.status} under its lock`);
        const texts = STAFF_ORDER_MESSAGES.timeline;
        const note =
          to === "SHIPPED"
            ? texts.SHIPPED(courier!.courierName, courier!.trackingId)
            : to === "CANCELLED"
              ? texts.CANCELLED(body.reason!)
              : to === "PROCESSING"
                ? texts.PROCESSING
                : texts.DELIVERED;
        await createOrdersRepository(tx).addTimeline([order.id], to, note);
        if (to === "SHIPPED") await onShipped?.(tx, order.id);
        let refund: { id: number } | undefined;
        if (to === "CANCELLED" && order.paidAt) {
          refund = await refunds.requestForOrder(tx, order.id, CANCELLED_BY_SHOP);
          // A paid order without the payment that paid it would be money nobody refunds.
          if (!refund) throw new Error(`move: order ${order.id} is paid but no payment paid it`);
        }
        await recordAudit(tx, {
          staff,
          action: "order.status",
          entityType: "order",
          entityId: order.orderNumber,
          before: { status: order.status },
          after: {
            status: to,
            ...(courier ?? {}),
            ...(body.reason && to === "CANCELLED" ? { reason: body.reason } : {}),
            ...(refund ? { refundId: refund.id } : {}),
          },
        });
        await notifyShopper(tx, order, to, courier, refund !== undefined);
        return refund?.id;
      });
      outbox.wake();
      counts.clear();
      if (to === "CANCELLED") stockChanged();
      if (refundId !== undefined) {
        try {
          await refunds.send(refundId);
        } catch (error) {
          // Recorded as REQUESTED in the move's transaction: the sweep retries it (decision 038).
          log.error({ err: error, orderId: orderNumber, refundId }, "sending the refund failed");
        }
      }
      return detail(orderNumber);
    },
  };

  /** The move's SMS to the account's verified number, as the order's confirmation went (decision 037). */
  async function notifyShopper(
    tx: Database,
    order: StoredOrder,
    to: OrderStatusValue,
    courier: { courierName: string; trackingId: string } | undefined,
    refunded: boolean,
  ): Promise<void> {
    const { news, body } = STAFF_ORDER_MESSAGES.sms;
    const said =
      to === "SHIPPED"
        ? news.SHIPPED(courier!.courierName, courier!.trackingId)
        : to === "CANCELLED"
          ? news.CANCELLED(refunded)
          : to === "PROCESSING"
            ? news.PROCESSING()
            : news.DELIVERED();
    await outbox.add(tx, {
      channel: "sms",
      kind: "notice",
      message: {
        to: order.placedByContact,
        template: "order-status",
        body: body(order.orderNumber, said),
        variables: { var1: order.orderNumber, var2: said },
      },
    });
  }
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
