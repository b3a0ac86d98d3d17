import { readFile } from "node:fs/promises";
import path from "node:path";
import { ERROR_CODES, ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  ORDER_CANCEL_REASON_LIMITS,
  ORDER_CANCEL_WINDOW,
  ORDER_MESSAGES,
  type OrderDetail,
  OrderDetailSchema,
  OrderHistorySchema,
} from "@nagai/contracts/order";
import { PaymentInitiateSaleResponseSchema } from "@nagai/contracts/payment";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPayPhiClient,
  GatewayError,
  type PayPhiTransport,
} from "../../providers/payment-gateway/payment-gateway.public.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { reservations, stockLevels } from "../inventory/inventory.tables.ts";
import { placeOrder, type StoredOrder } from "../payments/payment-test-kit.ts";
import {
  createRefundSweep,
  createRefundsService,
  SANDBOX_MERCHANT_ID,
  SANDBOX_SECRET_FILE,
} from "../payments/payments.public.ts";
import { paymentRefunds, paymentSandboxRefunds, payments } from "../payments/payments.tables.ts";
import { anotherOrderService } from "./order-test-kit.ts";
import { orderStatusHistory, orders } from "./orders.tables.ts";

/**
 * POST /order/{orderId}/cancel (decision 038) through the real handlers into a real database: the
 * window, who may cancel, the pieces back on sale in every process, the refund of a paid order
 * through the sandbox gateway's REFUND command, and what races leave.
 */
let t: TestApp;
let other: FastifyInstance;
let secret: string;
const { aShopper, anonymous } = createShopperKit(() => t, {
  firstNumber: 9_250_000_000,
  addressPrefix: "10.26",
});

beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherProcess();
  secret = (await readFile(path.join(t.dataDir, SANDBOX_SECRET_FILE), "utf8")).trim();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const REASON = "Ordered by mistake";
const cancel = (shopper: Shopper, orderId: string, body: unknown = { reason: REASON }) =>
  shopper.call("POST", `/order/${orderId}/cancel`, body);

async function cancelled(shopper: Shopper, orderId: string): Promise<OrderDetail> {
  const response = await cancel(shopper, orderId);
  expect(response.statusCode, response.body).toBe(200);
  return OrderDetailSchema.parse(response.json());
}

function refusal(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return ErrorResponseSchema.parse(response.json());
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const pieceOf = async (order: StoredOrder) =>
  (await t.db.select().from(reservations).where(eq(reservations.orderId, order.id)))[0]!.productSno;
const stockOf = async (sno: number) =>
  (await t.db.select().from(stockLevels).where(eq(stockLevels.productSno, sno)))[0]!;
const refundsOf = (order: StoredOrder) =>
  t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));

/** Another shopper orders the piece, through `app` (another process by default). */
async function orderPiece(shopper: Shopper, sno: number, app: FastifyInstance = other) {
  return app.inject({
    method: "POST",
    url: "/api/v1/order/create",
    headers: { authorization: `Bearer ${shopper.token}` },
    payload: {
      customerName: "Kavya",
      contact: shopper.number,
      email: "kavya@example.in",
      address: "3 Lake Road, Madurai, Tamil Nadu - 625001, India",
      paymentMode: "CASH",
      items: [{ sno, quantity: 1 }],
    },
  });
}

/** Pays an ONLINE order at the sandbox gateway as the shopper would: initiate, then Success. */
async function pay(shopper: Shopper, order: StoredOrder): Promise<string> {
  const { merchantTxnNo, tranCtx } = await startPayment(shopper, order);
  await choose(tranCtx, "success");
  expect((await orderRow(order.id)).paidAt).not.toBeNull();
  return merchantTxnNo;
}

async function startPayment(shopper: Shopper, order: StoredOrder) {
  const started = await shopper.call("POST", "/payment/initiate-sale", { merchantTxnNo: order.orderNumber });
  expect(started.statusCode, started.body).toBe(200);
  return PaymentInitiateSaleResponseSchema.parse(started.json());
}

const choose = (tranCtx: string, outcome: "success" | "failure") =>
  t.app.inject({
    method: "POST",
    url: "/sandbox/payphi/pg/api/v2/authRedirect",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ tranCtx, outcome }).toString(),
  });

/** Makes the order `minutes` old, as the clock would. */
async function age(order: StoredOrder, minutes: number): Promise<void> {
  await t.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, order.id));
}

describe("POST /order/{orderId}/cancel", () => {
  it("cancels an unpaid online order: the reason in the timeline, the piece on sale again at once", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const sno = await pieceOf(order);
    const before = OrderDetailSchema.parse((await shopper.call("GET", `/order/${order.orderNumber}`)).json());
    expect(before.cancellable).toBe(true);
    expect(Date.parse(before.cancellableUntil!)).toBe(order.createdAt.getTime() + ORDER_CANCEL_WINDOW.ms);

    const detail = await cancelled(shopper, order.orderNumber);
    expect(detail).toMatchObject({
      status: "CANCELLED",
      paymentStatus: "NOT_PAID",
      cancellable: false,
      cancellableUntil: null,
      refund: null,
      reservationExpiresAt: null,
    });
    expect(detail.timeline.at(-1)).toMatchObject({
      status: "CANCELLED",
      note: ORDER_MESSAGES.cancelledByShopper(REASON),
    });
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 0 });
    // Another shopper, through another process, orders it right after.
    expect((await orderPiece(await aShopper(), sno)).statusCode).toBe(201);
  });

  it("cancels a cash order: the sold piece goes back on hand; nothing to refund", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    const sno = await pieceOf(order);
    expect(await stockOf(sno)).toMatchObject({ onHand: 0, reserved: 0 });
    const detail = await cancelled(shopper, order.orderNumber);
    // Never to be delivered, so not "Pay on delivery": not paid.
    expect(detail).toMatchObject({
      status: "CANCELLED",
      paymentMode: "CASH",
      paymentStatus: "NOT_PAID",
      refund: null,
      cancellable: false,
    });
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 0 });
    expect(await refundsOf(order)).toEqual([]);
    // The other process's product answer shows it in stock again within its feed's second.
    let stock = 0;
    for (let waited = 0; waited < 5_000 && stock !== 1; waited += 100) {
      stock = (await other.inject(`/api/v1/product/getSnofilter?sno=${sno}`)).json()[0].Stock;
      if (stock !== 1) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stock).toBe(1);
    expect((await orderPiece(await aShopper(), sno)).statusCode).toBe(201);
  });

  it("cancels a paid online order and refunds the payment through the gateway", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const sno = await pieceOf(order);
    const merchantTxnNo = await pay(shopper, order);
    expect(await stockOf(sno)).toMatchObject({ onHand: 0, reserved: 0 });

    const detail = await cancelled(shopper, order.orderNumber);
    expect(detail).toMatchObject({ status: "CANCELLED", paymentStatus: "PAID", cancellable: false });
    expect(detail.refund).toMatchObject({ state: "SUCCEEDED", amount: 2299 });
    expect(detail.refund!.settledAt).not.toBeNull();
    const [refund] = await refundsOf(order);
    expect(refund).toMatchObject({ state: "SUCCEEDED", amountPaise: 229_900, attempts: 1 });
    expect(refund!.gatewayTxnId).toMatch(/^\d{12}$/);
    // The sandbox gateway holds the same refund, of the same sale.
    const [atGateway] = await t.db
      .select()
      .from(paymentSandboxRefunds)
      .where(eq(paymentSandboxRefunds.merchantTxnNo, refund!.merchantTxnNo));
    expect(atGateway).toMatchObject({
      originalTxnNo: merchantTxnNo,
      amount: "2299.00",
      txnId: refund!.gatewayTxnId,
    });
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 0 });
    expect((await orderPiece(await aShopper(), sno)).statusCode).toBe(201);
    // The list says so too.
    const history = OrderHistorySchema.parse((await shopper.call("GET", "/order/history")).json());
    expect(history.content[0]).toMatchObject({
      orderId: order.orderNumber,
      cancellable: false,
      refund: { state: "SUCCEEDED", amount: 2299 },
    });
  });

  it("keeps the order cancelled and the refund FAILED, shown, when the gateway refuses it", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const merchantTxnNo = await pay(shopper, order);
    // The sale was already refunded at the gateway (by hand): the gateway refuses another.
    await t.db
      .insert(paymentSandboxRefunds)
      .values({ merchantTxnNo: "BYHAND1", originalTxnNo: merchantTxnNo, amount: "2299.00", txnId: "1" });
    const detail = await cancelled(shopper, order.orderNumber);
    expect(detail.status).toBe("CANCELLED");
    expect(detail.refund).toMatchObject({ state: "FAILED", amount: 2299 });
    expect((await refundsOf(order))[0]).toMatchObject({ state: "FAILED", gatewayResponseCode: "P1010" });
  });

  it("is the owner's only: another shopper's order and an unknown id are 404s, no session a 401", async () => {
    const owner = await aShopper();
    const order = await placeOrder(t, owner, "ONLINE");
    const stranger = await aShopper();
    expect(refusal(await cancel(stranger, order.orderNumber), 404).message).toBe(
      ORDER_MESSAGES.notFoundTitle,
    );
    refusal(await cancel(stranger, "NG261127AAAAAAAAAA"), 404);
    const visitor = await anonymous("POST", `/order/${order.orderNumber}/cancel`, { reason: REASON });
    expect(visitor.statusCode).toBe(401);
    expect((await orderRow(order.id)).status).toBe("PENDING");
  });

  it("refuses after the window, says why, and changes nothing", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    await age(order, ORDER_CANCEL_WINDOW.hours * 60 - 1);
    const inTime = OrderDetailSchema.parse((await shopper.call("GET", `/order/${order.orderNumber}`)).json());
    expect(inTime.cancellable).toBe(true);
    await age(order, ORDER_CANCEL_WINDOW.hours * 60 + 1);
    const late = OrderDetailSchema.parse((await shopper.call("GET", `/order/${order.orderNumber}`)).json());
    expect(late.cancellable).toBe(false);
    expect(Date.parse(late.cancellableUntil!)).toBeLessThan(Date.now());
    const refused = refusal(await cancel(shopper, order.orderNumber), 409);
    expect(refused).toMatchObject({
      error: ERROR_CODES.notCancellable,
      message: ORDER_MESSAGES.cancelTooLate,
    });
    expect((await orderRow(order.id)).status).toBe("PENDING");
    expect(await stockOf(await pieceOf(order))).toMatchObject({ onHand: 0 });
  });

  it("refuses an order already cancelled (by the shopper or by expiry) or under way", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    await cancelled(shopper, order.orderNumber);
    expect(refusal(await cancel(shopper, order.orderNumber), 409).message).toBe(
      ORDER_MESSAGES.alreadyCancelled,
    );
    const timeline = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(timeline.filter((entry) => entry.status === "CANCELLED")).toHaveLength(1);

    const shipped = await placeOrder(t, shopper, "CASH");
    await t.db.update(orders).set({ status: "PROCESSING" }).where(eq(orders.id, shipped.id));
    expect(refusal(await cancel(shopper, shipped.orderNumber), 409).message).toBe(
      ORDER_MESSAGES.cancelAfterPending("Processing"),
    );
    expect(await stockOf(await pieceOf(shipped))).toMatchObject({ onHand: 0 });
  });

  it("refuses a missing, empty, too long or control-character reason, and a body that is not JSON", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    for (const body of [
      {},
      { reason: "" },
      { reason: "   " },
      { reason: 42 },
      { reason: null },
      { reason: "x".repeat(ORDER_CANCEL_REASON_LIMITS.maxLength + 1) },
      { reason: "bad\u0000byte" },
      { reason: "two\nlines" },
      [REASON],
    ]) {
      expect(refusal(await cancel(shopper, order.orderNumber, body), 400).error).toMatch(
        /VALIDATION|BAD_REQUEST/,
      );
    }
    const huge = await t.app.inject({
      method: "POST",
      url: `/api/v1/order/${order.orderNumber}/cancel`,
      headers: { authorization: `Bearer ${shopper.token}`, "content-type": "application/json" },
      payload: JSON.stringify({ reason: "x".repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const form = await t.app.inject({
      method: "POST",
      url: `/api/v1/order/${order.orderNumber}/cancel`,
      headers: { authorization: `Bearer ${shopper.token}`, "content-type": "text/plain" },
      payload: REASON,
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    refusal(await cancel(shopper, "x".repeat(65)), 400);
    expect((await orderRow(order.id)).status).toBe("PENDING");
  });
});

describe("cancels racing each other, a payment and the expiry sweep", () => {
  it("two cancels at once through two processes: one cancellation, one refund, the piece back once", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const sno = await pieceOf(order);
    await pay(shopper, order);
    const both = await Promise.all(
      [t.app, other].map((app) =>
        app.inject({
          method: "POST",
          url: `/api/v1/order/${order.orderNumber}/cancel`,
          headers: { authorization: `Bearer ${shopper.token}` },
          payload: { reason: REASON },
        }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(order)).toHaveLength(1);
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 0 });
    const atGateway = await t.db
      .select()
      .from(paymentSandboxRefunds)
      .where(eq(paymentSandboxRefunds.merchantTxnNo, (await refundsOf(order))[0]!.merchantTxnNo));
    expect(atGateway).toHaveLength(1);
  });

  it("a cancel racing the payment's confirmation: the order ends cancelled and the money is refunded or flagged", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const sno = await pieceOf(order);
    const { merchantTxnNo, tranCtx } = await startPayment(shopper, order);
    const [, cancelling] = await Promise.all([
      choose(tranCtx, "success"),
      cancel(shopper, order.orderNumber),
    ]);
    expect([200, 409]).toContain(cancelling.statusCode);
    const after = await orderRow(order.id);
    expect(after.status).toBe("CANCELLED");
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 0 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.merchantTxnNo, merchantTxnNo));
    expect(payment!.status).toBe("SUCCESS");
    const refunds = await refundsOf(order);
    // Paid first: the cancel refunds it. Cancelled first: the late payment is flagged for a refund.
    if (after.paidAt) expect(refunds).toHaveLength(1);
    else {
      expect(refunds).toHaveLength(0);
      expect(payment!.refundReason).toBe("RESERVATION_EXPIRED");
    }
  });

  it("a cancel racing the expiry sweep: the order is cancelled once and the piece released once", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const sno = await pieceOf(order);
    const past = new Date(Date.now() - 1_000);
    await t.db.update(reservations).set({ expiresAt: past }).where(eq(reservations.orderId, order.id));
    const [, cancelling] = await Promise.all([
      anotherOrderService(t).expireUnpaid(new Date()),
      cancel(shopper, order.orderNumber),
    ]);
    expect([200, 409]).toContain(cancelling.statusCode);
    expect((await orderRow(order.id)).status).toBe("CANCELLED");
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 0 });
    const timeline = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(timeline.filter((entry) => entry.status === "CANCELLED")).toHaveLength(1);
  });
});

describe("a refund the gateway does not answer", () => {
  it("leaves the order cancelled and the refund REQUESTED with why; sending it again refunds it once", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    await pay(shopper, order);
    const down = createRefundsService({
      db: t.db,
      gateway: {
        refund: () => Promise.reject(new GatewayError("the gateway could not be reached: ECONNREFUSED")),
      },
      log: t.app.log,
    });
    const user = { id: order.userId, contactNumber: shopper.number, username: "cancel-test" };
    const detail = await anotherOrderService(t, { refunds: down }).cancel(user, order.orderNumber, REASON);
    expect(detail.status).toBe("CANCELLED");
    expect(detail.refund).toMatchObject({ state: "REQUESTED", amount: 2299, settledAt: null });
    const [kept] = await refundsOf(order);
    expect(kept).toMatchObject({ state: "REQUESTED", attempts: 1 });
    expect(kept!.gatewayMessage).toMatch(/could not be reached/);

    // The gateway is back: the same refund, under the same number, goes through once.
    const up = createRefundsService({ db: t.db, gateway: sandboxClient(), log: t.app.log });
    expect(await up.send(kept!.id)).toMatchObject({ state: "SUCCEEDED", attempts: 2 });
    expect(await up.send(kept!.id)).toMatchObject({ state: "SUCCEEDED", attempts: 2 });
    const detailAfter = OrderDetailSchema.parse(
      (await shopper.call("GET", `/order/${order.orderNumber}`)).json(),
    );
    expect(detailAfter.refund?.state).toBe("SUCCEEDED");
  });
});

describe("the refund sweep (every process sends REQUESTED refunds again after a backoff)", () => {
  /** A refunds service as another process would run it, its gateway calls counted per refund number. */
  function sweeper(gateway: Pick<ReturnType<typeof sandboxClient>, "refund">) {
    const calls: string[] = [];
    const service = createRefundsService({
      db: t.db,
      gateway: {
        refund: (request) => {
          calls.push(request.merchantTxnNo);
          return gateway.refund(request);
        },
      },
      log: t.app.log,
    });
    return {
      service,
      callsFor: (merchantTxnNo: string) => calls.filter((no) => no === merchantTxnNo).length,
    };
  }
  const unreachable = {
    refund: () => Promise.reject(new GatewayError("the gateway could not be reached: ECONNREFUSED")),
  };

  /** Makes the refund's last attempt `seconds` old, as the clock would. */
  async function lastAttemptAgo(refundId: number, seconds: number): Promise<void> {
    await t.db
      .update(paymentRefunds)
      .set({ updatedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(paymentRefunds.id, refundId));
  }

  /** A paid order cancelled while the gateway is unreachable: its refund left REQUESTED. */
  async function refundLeftRequested() {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const sale = await pay(shopper, order);
    const down = createRefundsService({ db: t.db, gateway: unreachable, log: t.app.log });
    const user = { id: order.userId, contactNumber: shopper.number, username: "cancel-test" };
    expect(
      (await anotherOrderService(t, { refunds: down }).cancel(user, order.orderNumber, REASON)).refund?.state,
    ).toBe("REQUESTED");
    const [refund] = await refundsOf(order);
    expect(refund).toMatchObject({ state: "REQUESTED", attempts: 1 });
    return { shopper, order, sale, refund: refund! };
  }

  const refundRow = async (id: number) =>
    (await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0]!;
  const sandboxRefundsOf = (sale: string) =>
    t.db.select().from(paymentSandboxRefunds).where(eq(paymentSandboxRefunds.originalTxnNo, sale));

  it("leaves it REQUESTED while the gateway is unreachable, then settles it SUCCEEDED once it answers, without anyone calling send", async () => {
    const { shopper, order, sale, refund } = await refundLeftRequested();
    const down = sweeper(unreachable);
    await lastAttemptAgo(refund.id, 61);
    await down.service.sweep();
    expect(down.callsFor(refund.merchantTxnNo)).toBe(1);
    expect(await refundRow(refund.id)).toMatchObject({ state: "REQUESTED", attempts: 2, settledAt: null });

    // The gateway is back: after the second attempt's backoff (2 min) the sweep sends it again.
    const up = sweeper(sandboxClient());
    await lastAttemptAgo(refund.id, 121);
    await up.service.sweep();
    expect(up.callsFor(refund.merchantTxnNo)).toBe(1);
    expect(await refundRow(refund.id)).toMatchObject({
      state: "SUCCEEDED",
      attempts: 3,
      merchantTxnNo: refund.merchantTxnNo,
    });
    expect(await sandboxRefundsOf(sale)).toMatchObject([
      { merchantTxnNo: refund.merchantTxnNo, amount: "2299.00" },
    ]);
    const detail = OrderDetailSchema.parse((await shopper.call("GET", `/order/${order.orderNumber}`)).json());
    expect(detail.refund).toMatchObject({ state: "SUCCEEDED", amount: 2299 });
    // Settled: no later sweep sends it again.
    await lastAttemptAgo(refund.id, 7_200);
    await up.service.sweep();
    expect(up.callsFor(refund.merchantTxnNo)).toBe(1);
  });

  it("claims one due refund at a time: the other due refund is neither sent nor touched", async () => {
    const first = await refundLeftRequested();
    const second = await refundLeftRequested();
    await lastAttemptAgo(first.refund.id, 61);
    await lastAttemptAgo(second.refund.id, 61);
    const { service, callsFor } = sweeper(unreachable);
    // One claim counts one attempt (decision 058).
    await service.sweep(1);
    const sent = [first, second].map(({ refund }) => callsFor(refund.merchantTxnNo));
    expect(sent.toSorted()).toEqual([0, 1]);
    const attempts = await Promise.all(
      [first, second].map(async ({ refund }) => (await refundRow(refund.id)).attempts),
    );
    // The refund sent counts its second attempt; the other is untouched and still due.
    expect(attempts.toSorted()).toEqual([1, 2]);
    await service.sweep(1);
    expect([first, second].map(({ refund }) => callsFor(refund.merchantTxnNo))).toEqual([1, 1]);
  });

  it("honours the backoff: 1 minute after the first attempt, doubling per attempt, at most an hour", async () => {
    const { refund } = await refundLeftRequested();
    const { service, callsFor } = sweeper(unreachable);
    // Just attempted (by the cancel): not picked.
    await service.sweep();
    expect(callsFor(refund.merchantTxnNo)).toBe(0);
    let sent = 0;
    // attempts so far → the backoff before the next: 1 → 1 min, 2 → 2 min, … 6 → 32 min, 7 and on → 60 min.
    for (const [attempts, backoffSeconds] of [
      [1, 60],
      [2, 120],
      [3, 240],
      [6, 1_920],
      [7, 3_600],
      [40, 3_600],
    ] as const) {
      await t.db.update(paymentRefunds).set({ attempts }).where(eq(paymentRefunds.id, refund.id));
      await lastAttemptAgo(refund.id, backoffSeconds - 5);
      await service.sweep();
      expect(callsFor(refund.merchantTxnNo), `${attempts} attempts, too early`).toBe(sent);
      await lastAttemptAgo(refund.id, backoffSeconds + 5);
      await service.sweep();
      expect(callsFor(refund.merchantTxnNo), `${attempts} attempts, due`).toBe(++sent);
      expect(await refundRow(refund.id)).toMatchObject({ state: "REQUESTED", attempts: attempts + 1 });
    }
    // A refund never attempted (its process stopped after the cancel's commit) is due after a minute.
    await t.db.update(paymentRefunds).set({ attempts: 0 }).where(eq(paymentRefunds.id, refund.id));
    await lastAttemptAgo(refund.id, 55);
    await service.sweep();
    expect(callsFor(refund.merchantTxnNo)).toBe(sent);
    await lastAttemptAgo(refund.id, 65);
    await service.sweep();
    expect(callsFor(refund.merchantTxnNo)).toBe(sent + 1);
  });

  it("two sweeps at once (two processes on one database) send a due refund once", async () => {
    const { sale, refund } = await refundLeftRequested();
    const first = sweeper(sandboxClient());
    const second = sweeper(sandboxClient());
    await lastAttemptAgo(refund.id, 61);
    await Promise.all([first.service.sweep(), second.service.sweep()]);
    expect(first.callsFor(refund.merchantTxnNo) + second.callsFor(refund.merchantTxnNo)).toBe(1);
    expect(await refundRow(refund.id)).toMatchObject({ state: "SUCCEEDED", attempts: 2 });
    expect(await sandboxRefundsOf(sale)).toHaveLength(1);
  });

  it("does not retry a FAILED refund on its own: the staff decide (issue 25)", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const sale = await pay(shopper, order);
    await t.db
      .insert(paymentSandboxRefunds)
      .values({ merchantTxnNo: `BYHAND${order.id}`, originalTxnNo: sale, amount: "2299.00", txnId: "2" });
    expect((await cancelled(shopper, order.orderNumber)).refund?.state).toBe("FAILED");
    const [refund] = await refundsOf(order);
    const { service, callsFor } = sweeper(sandboxClient());
    await lastAttemptAgo(refund!.id, 7_200);
    await service.sweep();
    expect(callsFor(refund!.merchantTxnNo)).toBe(0);
    expect(await refundRow(refund!.id)).toMatchObject({ state: "FAILED", attempts: 1 });
  });

  it("runs on its own in every process: the repeating job settles a due refund", async () => {
    const { refund } = await refundLeftRequested();
    const { service } = sweeper(sandboxClient());
    await lastAttemptAgo(refund.id, 61);
    const job = createRefundSweep(() => service.sweep(), t.app.log, 20);
    job.start();
    try {
      for (let waited = 0; waited < 5_000 && (await refundRow(refund.id)).state === "REQUESTED"; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await job.stop();
    }
    expect((await refundRow(refund.id)).state).toBe("SUCCEEDED");
  });
});

describe("the sandbox gateway's REFUND command", () => {
  it("refunds a paid sale once per number, never more than the sale, and refuses an unsigned one", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const sale = await pay(shopper, order);
    const client = sandboxClient();
    const first = await client.refund({ merchantTxnNo: "RF1", originalTxnNo: sale, amountPaise: 100_000 });
    expect(first).toMatchObject({ accepted: true, responseCode: "0000" });
    // The same refund again (a lost answer): the first refund's answer, nothing more refunded.
    expect(await client.refund({ merchantTxnNo: "RF1", originalTxnNo: sale, amountPaise: 100_000 })).toEqual(
      first,
    );
    // More than is left of the sale (₹2,299 − ₹1,000): refused.
    expect(
      await client.refund({ merchantTxnNo: "RF2", originalTxnNo: sale, amountPaise: 129_901 }),
    ).toMatchObject({
      accepted: false,
      responseCode: "P1010",
    });
    expect(
      await client.refund({ merchantTxnNo: "RF3", originalTxnNo: sale, amountPaise: 129_900 }),
    ).toMatchObject({
      accepted: true,
    });
    // Unknown sale; a number used for another refund; a sale not paid.
    expect(
      (await client.refund({ merchantTxnNo: "RF4", originalTxnNo: "NOSUCH", amountPaise: 1 })).responseCode,
    ).toBe("P1009");
    expect(
      (await client.refund({ merchantTxnNo: "RF1", originalTxnNo: sale, amountPaise: 1 })).responseCode,
    ).toBe("P1008");
    const unpaid = await placeOrder(t, shopper, "ONLINE");
    const open = await startPayment(shopper, unpaid);
    expect(
      (await client.refund({ merchantTxnNo: "RF5", originalTxnNo: open.merchantTxnNo, amountPaise: 1 }))
        .responseCode,
    ).toBe("P1010");
    // Signed with another secret: refused, and the client does not trust the unsigned refusal.
    await expect(
      sandboxClient("another-secret").refund({ merchantTxnNo: "RF6", originalTxnNo: sale, amountPaise: 1 }),
    ).rejects.toThrow(GatewayError);
  });
});

/** The shop's PayPhi client against this app's sandbox, through inject (as payment-gateway.ts does). */
function sandboxClient(key = secret) {
  const transport: PayPhiTransport = async (url, fields) => {
    const response = await t.app.inject({ method: "POST", url, payload: fields });
    return { status: response.statusCode, body: response.body };
  };
  return createPayPhiClient({
    merchantId: SANDBOX_MERCHANT_ID,
    secret: key,
    baseUrl: "/sandbox/payphi",
    transport,
  });
}
