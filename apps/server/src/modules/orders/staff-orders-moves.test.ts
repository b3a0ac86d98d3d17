// POST /api/v1/staff/orders/{orderId}/status (issue 25 item 3, decision 045) through the real
// handlers into a real database: the moves and only them, two staff at once, the shopper's
// timeline and SMS, the audit, and a cancel that frees the pieces in every process and refunds.
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { OrderDetailSchema } from "@nagai/contracts/order";
import { PaymentInitiateSaleResponseSchema } from "@nagai/contracts/payment";
import { ILLEGAL_MOVE, STAFF_ORDER_MESSAGES, StaffOrderDetailSchema } from "@nagai/contracts/staff-orders";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { auditLog } from "../audit/audit.tables.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { reservations, stockLevels } from "../inventory/inventory.tables.ts";
import { placeOrder, type StoredOrder } from "../payments/payment-test-kit.ts";
import { paymentRefunds, paymentSandboxRefunds } from "../payments/payments.tables.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { orderStatusHistory, orders } from "./orders.tables.ts";

let t: TestApp;
let other: FastifyInstance;
const { aShopper } = createShopperKit(() => t, { firstNumber: 9_510_000_000, addressPrefix: "10.125" });
const { outboxTo } = createAccountKit(() => t, { firstNumber: 9_519_000_000, addressPrefix: "10.126" });
const { aStaffMember } = createStaffKit(() => t, { firstNumber: 9_500_000_000 });
type Member = Awaited<ReturnType<typeof aStaffMember>>;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherProcess();
}, 60_000);
afterAll(async () => t?.close());

const move = (member: Member, orderId: string, body: unknown, app: FastifyInstance = t.app) =>
  app.inject({
    method: "POST",
    url: `/api/v1/staff/orders/${orderId}/status`,
    headers: member.headers,
    payload: body as Record<string, unknown>,
  });

async function moved(member: Member, orderId: string, body: unknown) {
  const response = await move(member, orderId, body);
  expect(response.statusCode, response.body).toBe(200);
  return StaffOrderDetailSchema.parse(response.json());
}

function refusal(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return ErrorResponseSchema.parse(response.json());
}

const SHIP = { status: "SHIPPED", courierName: "Blue Dart", trackingId: "BD1234567890" };
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const pieceOf = async (order: StoredOrder) =>
  (await t.db.select().from(reservations).where(eq(reservations.orderId, order.id)))[0]!.productSno;
const stockOf = async (sno: number) =>
  (await t.db.select().from(stockLevels).where(eq(stockLevels.productSno, sno)))[0]!;
const auditOfOrder = (order: StoredOrder) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, order.orderNumber)));
const timelineOf = (order: StoredOrder) =>
  t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));

/** Pays an ONLINE order at the sandbox gateway as the shopper would: initiate, then Success. */
async function pay(shopper: Shopper, order: StoredOrder): Promise<void> {
  const started = await shopper.call("POST", "/payment/initiate-sale", { merchantTxnNo: order.orderNumber });
  expect(started.statusCode, started.body).toBe(200);
  const { tranCtx } = PaymentInitiateSaleResponseSchema.parse(started.json());
  await t.app.inject({
    method: "POST",
    url: "/sandbox/payphi/pg/api/v2/authRedirect",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ tranCtx, outcome: "success" }).toString(),
  });
  expect((await orderRow(order.id)).paidAt).not.toBeNull();
}

/** The SMS the shopper got about this order, waiting for the outbox to send them. */
async function smsAbout(shopper: Shopper, order: StoredOrder, count: number) {
  let found: string[] = [];
  for (let tries = 0; tries < 100 && found.length < count; tries++) {
    found = (await outboxTo(shopper.number))
      .map((message) => message.body)
      .filter(
        (body) =>
          body.includes(order.orderNumber) && !body.includes(" is confirmed") && !body.includes("is placed"),
      );
    if (found.length < count) await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return found;
}

describe("the moves", () => {
  it("takes a cash order PENDING → PROCESSING → SHIPPED → DELIVERED: timeline, SMS, audit", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    const member = await aStaffMember();

    expect((await moved(member, order.orderNumber, { status: "PROCESSING" })).allowedMoves).toEqual([
      "SHIPPED",
      "CANCELLED",
    ]);
    const shipped = await moved(member, order.orderNumber, SHIP);
    expect(shipped).toMatchObject({
      status: "SHIPPED",
      courierName: "Blue Dart",
      courierTrackingId: "BD1234567890",
      allowedMoves: ["DELIVERED"],
    });
    const delivered = await moved(member, order.orderNumber, { status: "DELIVERED" });
    expect(delivered).toMatchObject({ status: "DELIVERED", allowedMoves: [] });

    // What the shopper sees on /orderdetail: each move, and the courier and tracking id.
    const mine = OrderDetailSchema.parse((await shopper.call("GET", `/order/${order.orderNumber}`)).json());
    expect(mine.timeline.map((entry) => [entry.status, entry.note])).toEqual([
      ["PENDING", expect.any(String)],
      ["PROCESSING", STAFF_ORDER_MESSAGES.timeline.PROCESSING],
      ["SHIPPED", STAFF_ORDER_MESSAGES.timeline.SHIPPED("Blue Dart", "BD1234567890")],
      ["DELIVERED", STAFF_ORDER_MESSAGES.timeline.DELIVERED],
    ]);
    expect(mine).toMatchObject({ status: "DELIVERED", courierTrackingId: "BD1234567890" });

    // One SMS a move, to the account's number.
    const sms = await smsAbout(shopper, order, 3);
    expect(sms).toEqual(
      expect.arrayContaining([
        STAFF_ORDER_MESSAGES.sms.PROCESSING(order.orderNumber),
        STAFF_ORDER_MESSAGES.sms.SHIPPED(order.orderNumber, "Blue Dart", "BD1234567890"),
        STAFF_ORDER_MESSAGES.sms.DELIVERED(order.orderNumber),
      ]),
    );

    // Who did what, before and after, shown on the order too.
    const audit = delivered.audit;
    expect(
      audit.map((entry) => [entry.staffId, entry.staffName, entry.action, entry.before, entry.after]),
    ).toEqual([
      [member.id, member.name, "order.status", { status: "PENDING" }, { status: "PROCESSING" }],
      [
        member.id,
        member.name,
        "order.status",
        { status: "PROCESSING" },
        { status: "SHIPPED", courierName: "Blue Dart", trackingId: "BD1234567890" },
      ],
      [member.id, member.name, "order.status", { status: "SHIPPED" }, { status: "DELIVERED" }],
    ]);
  });

  it("refuses every other move with a 409 naming the moves allowed, and changes nothing", async () => {
    const shopper = await aShopper();
    const member = await aStaffMember();
    const cash = await placeOrder(t, shopper, "CASH");
    const skip = refusal(await move(member, cash.orderNumber, SHIP), 409);
    expect(skip).toMatchObject({
      error: ILLEGAL_MOVE,
      message: STAFF_ORDER_MESSAGES.illegalMove("PENDING", "SHIPPED", ["PROCESSING", "CANCELLED"]),
    });
    expect(skip.message).toContain("Processing (PROCESSING) or Cancelled (CANCELLED)");
    refusal(await move(member, cash.orderNumber, { status: "PENDING" }), 409);
    refusal(await move(member, cash.orderNumber, { status: "DELIVERED" }), 409);

    // An online order waits for its payment before Processing.
    const online = await placeOrder(t, shopper, "ONLINE");
    expect(refusal(await move(member, online.orderNumber, { status: "PROCESSING" }), 409).message).toBe(
      STAFF_ORDER_MESSAGES.awaitingPayment(["CANCELLED"]),
    );

    // Delivered and cancelled orders move no more.
    await moved(member, cash.orderNumber, { status: "PROCESSING" });
    await moved(member, cash.orderNumber, SHIP);
    refusal(await move(member, cash.orderNumber, { status: "CANCELLED", reason: "Too late" }), 409);
    refusal(await move(member, cash.orderNumber, { status: "PROCESSING" }), 409);
    await moved(member, cash.orderNumber, { status: "DELIVERED" });
    expect(refusal(await move(member, cash.orderNumber, SHIP), 409).message).toBe(
      STAFF_ORDER_MESSAGES.illegalMove("DELIVERED", "SHIPPED", []),
    );
    await moved(member, online.orderNumber, { status: "CANCELLED", reason: "Fake order" });
    refusal(await move(member, online.orderNumber, { status: "PROCESSING" }), 409);

    expect((await orderRow(cash.id)).status).toBe("DELIVERED");
    expect(await auditOfOrder(cash)).toHaveLength(3);
    expect(await timelineOf(cash)).toHaveLength(4);
  });

  it("refuses bad bodies with a 400 that says what is missing, and unknown orders with a 404", async () => {
    const shopper = await aShopper();
    const member = await aStaffMember();
    const order = await placeOrder(t, shopper, "CASH");
    await moved(member, order.orderNumber, { status: "PROCESSING" });
    const noTracking = refusal(
      await move(member, order.orderNumber, { status: "SHIPPED", courierName: "DTDC" }),
      400,
    );
    expect(JSON.stringify(noTracking)).toContain(STAFF_ORDER_MESSAGES.trackingRequired);
    const noCourier = refusal(
      await move(member, order.orderNumber, { status: "SHIPPED", trackingId: "X1" }),
      400,
    );
    expect(JSON.stringify(noCourier)).toContain(STAFF_ORDER_MESSAGES.courierRequired);
    const noReason = refusal(
      await move(member, order.orderNumber, { status: "CANCELLED", reason: "  " }),
      400,
    );
    expect(JSON.stringify(noReason)).toContain(STAFF_ORDER_MESSAGES.reasonRequired);
    for (const body of [
      {},
      { status: "LOST" },
      { status: 3 },
      { ...SHIP, trackingId: "x".repeat(61) },
      { ...SHIP, courierName: "Blue\u0000Dart" },
      { ...SHIP, trackingId: "BD\n12" },
      { status: "CANCELLED", reason: "x".repeat(301) },
      ["SHIPPED"],
    ]) {
      refusal(await move(member, order.orderNumber, body), 400);
    }
    refusal(await move(member, "x".repeat(65), SHIP), 400);
    expect(refusal(await move(member, "NG261127AAAAAAAAAA", SHIP), 404).message).toBe(
      STAFF_ORDER_MESSAGES.notFound,
    );
    const wrongMethod = await t.app.inject({
      method: "PUT",
      url: `/api/v1/staff/orders/${order.orderNumber}/status`,
      headers: member.headers,
      payload: SHIP,
    });
    expect(wrongMethod.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongMethod.statusCode).toBeLessThan(500);
    expect((await orderRow(order.id)).status).toBe("PROCESSING");
  });

  it("is refused without a staff session: no token, a shopper's token", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    const url = `/api/v1/staff/orders/${order.orderNumber}/status`;
    expect((await t.app.inject({ method: "POST", url, payload: { status: "PROCESSING" } })).statusCode).toBe(
      401,
    );
    const asShopper = await t.app.inject({
      method: "POST",
      url,
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { status: "PROCESSING" },
    });
    expect(asShopper.statusCode).toBe(401);
    expect((await orderRow(order.id)).status).toBe("PENDING");
  });
});

describe("two staff at once", () => {
  it("two moves of one order through two processes: exactly one wins, one timeline entry, one audit entry", async () => {
    const shopper = await aShopper();
    const [first, second] = [await aStaffMember(), await aStaffMember()];
    const order = await placeOrder(t, shopper, "CASH");
    await moved(first, order.orderNumber, { status: "PROCESSING" });
    const both = await Promise.all([
      move(first, order.orderNumber, SHIP, t.app),
      move(second, order.orderNumber, { ...SHIP, trackingId: "OTHER999" }, other),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((response) => response.statusCode === 409)!;
    expect(refusal(loser, 409).message).toBe(
      STAFF_ORDER_MESSAGES.illegalMove("SHIPPED", "SHIPPED", ["DELIVERED"]),
    );
    const winner = StaffOrderDetailSchema.parse(both.find((response) => response.statusCode === 200)!.json());
    expect((await orderRow(order.id)).courierTrackingId).toBe(winner.courierTrackingId);
    expect((await timelineOf(order)).filter((entry) => entry.status === "SHIPPED")).toHaveLength(1);
    expect((await auditOfOrder(order)).filter((entry) => entry.after?.status === "SHIPPED")).toHaveLength(1);
  });

  it("a ship racing a cancel: one of them wins and the pieces are where the winner left them", async () => {
    const shopper = await aShopper();
    const [first, second] = [await aStaffMember(), await aStaffMember()];
    const order = await placeOrder(t, shopper, "CASH");
    const sno = await pieceOf(order);
    await moved(first, order.orderNumber, { status: "PROCESSING" });
    const both = await Promise.all([
      move(first, order.orderNumber, SHIP, t.app),
      move(second, order.orderNumber, { status: "CANCELLED", reason: "Customer called" }, other),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const status = (await orderRow(order.id)).status;
    expect(["SHIPPED", "CANCELLED"]).toContain(status);
    expect((await stockOf(sno)).onHand).toBe(status === "CANCELLED" ? 1 : 0);
  });
});

describe("a cancel by the shop", () => {
  it("puts a cash order's piece back on sale at once in another process", async () => {
    const shopper = await aShopper();
    const member = await aStaffMember();
    const order = await placeOrder(t, shopper, "CASH");
    const sno = await pieceOf(order);
    expect(await stockOf(sno)).toMatchObject({ onHand: 0 });
    // Another process serves the piece's page: it shows it sold out first.
    expect((await other.inject(`/api/v1/product/getSnofilter?sno=${sno}`)).json()[0].Stock).toBe(0);
    await moved(member, order.orderNumber, { status: "PROCESSING" });
    const cancelled = await moved(member, order.orderNumber, { status: "CANCELLED", reason: "Fake order" });
    expect(cancelled).toMatchObject({ status: "CANCELLED", paymentStatus: "NOT_PAID", allowedMoves: [] });
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 0 });
    let stock = 0;
    for (let waited = 0; waited < 5_000 && stock !== 1; waited += 100) {
      stock = (await other.inject(`/api/v1/product/getSnofilter?sno=${sno}`)).json()[0].Stock;
      if (stock !== 1) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stock).toBe(1);
    const mine = OrderDetailSchema.parse((await shopper.call("GET", `/order/${order.orderNumber}`)).json());
    expect(mine.timeline.at(-1)).toMatchObject({
      status: "CANCELLED",
      note: STAFF_ORDER_MESSAGES.timeline.CANCELLED("Fake order"),
    });
    expect(await smsAbout(shopper, order, 2)).toContain(
      STAFF_ORDER_MESSAGES.sms.CANCELLED(order.orderNumber, false),
    );
  });

  it("refunds a paid online order through the gateway and shows the refund's state", async () => {
    const shopper = await aShopper();
    const member = await aStaffMember("ROLE_ADMIN");
    const order = await placeOrder(t, shopper, "ONLINE");
    const sno = await pieceOf(order);
    await pay(shopper, order);
    const processing = await moved(member, order.orderNumber, { status: "PROCESSING" });
    expect(processing.payments).toEqual([
      expect.objectContaining({
        status: "SUCCESS",
        amount: 2299,
        refund: null,
        gatewayTxnId: expect.any(String),
      }),
    ]);
    const cancelled = await moved(member, order.orderNumber, { status: "CANCELLED", reason: "Out of stock" });
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.paymentStatus).toBe("PAID");
    expect(cancelled.payments[0]!.refund).toMatchObject({
      state: "SUCCEEDED",
      amount: 2299,
      reason: "CANCELLED_BY_SHOP",
      attempts: 1,
    });
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    const atGateway = await t.db
      .select()
      .from(paymentSandboxRefunds)
      .where(eq(paymentSandboxRefunds.merchantTxnNo, refund!.merchantTxnNo));
    expect(atGateway).toMatchObject([{ amount: "2299.00", txnId: refund!.gatewayTxnId }]);
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 0 });
    // The shopper's own page shows the refund too.
    const mine = OrderDetailSchema.parse((await shopper.call("GET", `/order/${order.orderNumber}`)).json());
    expect(mine.refund).toMatchObject({ state: "SUCCEEDED", amount: 2299 });
    expect(cancelled.audit.at(-1)).toMatchObject({
      after: { status: "CANCELLED", reason: "Out of stock", refundId: refund!.id },
    });
    expect(await smsAbout(shopper, order, 2)).toContain(
      STAFF_ORDER_MESSAGES.sms.CANCELLED(order.orderNumber, true),
    );
  });

  it("frees an unpaid online order's held piece", async () => {
    const shopper = await aShopper();
    const member = await aStaffMember();
    const order = await placeOrder(t, shopper, "ONLINE");
    const sno = await pieceOf(order);
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 1 });
    const cancelled = await moved(member, order.orderNumber, { status: "CANCELLED", reason: "Duplicate" });
    expect(cancelled).toMatchObject({ status: "CANCELLED", paymentStatus: "NOT_PAID", payments: [] });
    expect(await stockOf(sno)).toMatchObject({ onHand: 1, reserved: 0 });
    expect((await orderRow(order.id)).reservationExpiresAt).toBeNull();
  });
});
