import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { ORDER_MESSAGES, OrderDetailSchema } from "@nagai/contracts/order";
import {
  PAYMENT,
  PAYMENT_MESSAGES,
  PaymentAdviceResponseSchema,
  PaymentInitiateSaleResponseSchema,
} from "@nagai/contracts/payment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPayPhiClient,
  fetchTransport,
  GatewayError,
  type PayPhiFields,
  signFields,
} from "../../providers/payment-gateway/payment-gateway.public.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { reservations } from "../inventory/inventory.tables.ts";
import { anotherOrderService } from "../orders/order-test-kit.ts";
import { orderStatusHistory, orders } from "../orders/orders.tables.ts";
import { SANDBOX_SECRET_FILE } from "./payment-gateway.ts";
import { aGatewayThatIsDown, placeOrder, type StoredOrder } from "./payment-test-kit.ts";
import { paymentEvents, paymentSandboxTransactions, payments } from "./payments.tables.ts";
import { SANDBOX_MERCHANT_ID } from "./payphi-sandbox.ts";

/**
 * The payment protocol through real HTTP handlers into a real database: the shop's routes, the
 * sandbox gateway built into the same app (decision 023), and the PayPhi client against the
 * sandbox over a listening socket. Orders are written straight into the orders table, as the
 * orders module (another branch of issue 11) will create them.
 */
let t: TestApp;
let secret: string;
let baseUrl: string;
const { aShopper, anonymous } = createShopperKit(() => t, {
  firstNumber: 9_240_000_000,
  addressPrefix: "10.24",
});

beforeAll(async () => {
  t = await createTestApp();
  secret = (await readFile(path.join(t.dataDir, SANDBOX_SECRET_FILE), "utf8")).trim();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** An order of one new piece at ₹2,299, ONLINE unless asked (payment-test-kit.ts). */
const anOrder = (shopper: Shopper, options: { paymentMode?: "ONLINE" | "CASH"; app?: TestApp } = {}) =>
  placeOrder(options.app ?? t, shopper, options.paymentMode);

/** Ends an ONLINE order's 15 minutes, as the clock would. */
async function expireHold(order: StoredOrder): Promise<void> {
  const past = new Date(Date.now() - 60_000);
  await t.db.update(orders).set({ reservationExpiresAt: past }).where(eq(orders.id, order.id));
  await t.db.update(reservations).set({ expiresAt: past }).where(eq(reservations.orderId, order.id));
}

/** Runs the expiry sweep every process runs (orders/order-expiry.ts): expired holds are cancelled. */
async function sweep(): Promise<void> {
  await anotherOrderService(t).expireUnpaid(new Date());
}

/** How many times the order's timeline says its payment was received. */
async function paymentsReceived(order: StoredOrder): Promise<number> {
  const timeline = await t.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id));
  return timeline.filter((entry) => entry.note === ORDER_MESSAGES.paymentReceived).length;
}

/** The spec's client: initiate-sale with its fields, for the order. */
const initiate = (shopper: Shopper, orderId: string, extra: Record<string, unknown> = {}) =>
  shopper.call("POST", "/payment/initiate-sale", {
    merchantTxnNo: orderId,
    amount: 2299,
    currencyCode: "356",
    payType: 0,
    transactionType: "SALE",
    addlParam1: orderId,
    addlParam2: "web",
    returnURL: "https://evil.example/steal",
    customerEmailID: "someone@else.example",
    customerMobileNo: "9000000000",
    ...extra,
  });

/** The browser on the sandbox's hosted page: opens it and presses a button; answers the 303's Location. */
async function choose(redirect: string, outcome: "success" | "failure" | "cancel"): Promise<string> {
  const page = await t.app.inject({ method: "GET", url: redirect });
  expect(page.statusCode).toBe(200);
  const tranCtx = new URL(redirect, baseUrl).searchParams.get("tranCtx")!;
  const chosen = await t.app.inject({
    method: "POST",
    url: new URL(redirect, baseUrl).pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ tranCtx, outcome }).toString(),
  });
  expect(chosen.statusCode).toBe(303);
  return chosen.headers.location as string;
}

/** Initiates, asks for the address and answers it, with the payment's gateway number. */
async function startPayment(shopper: Shopper, orderId: string) {
  const started = await initiate(shopper, orderId);
  expect(started.statusCode, started.body).toBe(200);
  const sale = PaymentInitiateSaleResponseSchema.parse(started.json());
  const address = await shopper.call("POST", "/payment/redirect-url", {
    redirectURI: sale.redirectURI,
    tranCtx: sale.tranCtx,
  });
  expect(address.statusCode).toBe(200);
  expect(address.headers["content-type"]).toMatch(/^text\/plain/);
  return { sale, redirect: address.body };
}

const paymentOf = async (merchantTxnNo: string) =>
  (await t.db.select().from(payments).where(eq(payments.merchantTxnNo, merchantTxnNo)))[0]!;
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = async (paymentId: number) =>
  t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));

/** A message as the sandbox gateway would sign it (the tests hold its secret, as the gateway does). */
const signedBySandbox = (fields: PayPhiFields) =>
  signFields({ merchantId: SANDBOX_MERCHANT_ID, ...fields }, secret);
const advise = (fields: PayPhiFields) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/payment/advice",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

describe("the PayPhi client against the sandbox gateway, over a socket", () => {
  const client = (key = secret) =>
    createPayPhiClient({
      merchantId: SANDBOX_MERCHANT_ID,
      secret: key,
      baseUrl: `${baseUrl}/sandbox/payphi`,
      transport: fetchTransport(),
    });
  const sale = (merchantTxnNo: string) => ({
    merchantTxnNo,
    amountPaise: 229_900,
    customerEmailID: "asha@example.in",
    customerMobileNo: "9876543210",
    returnURL: `${baseUrl}/api/v1/payment/return`,
    addlParam1: "ORD-X",
  });

  it("starts a sale and reads its STATUS: open until the tester chooses, then the outcome", async () => {
    const answer = await client().initiateSale(sale("SOCKET1"));
    expect(answer.redirectURI).toBe("/sandbox/payphi/pg/api/v2/authRedirect");
    expect(answer.tranCtx).toMatch(/^[0-9a-f]{32}$/);
    expect(await client().status("SOCKET1")).toMatchObject({ txnStatus: "REQ", amountPaise: 229_900 });

    const response = await fetch(`${baseUrl}${answer.redirectURI}?tranCtx=${answer.tranCtx}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe/);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    for (const button of ["Success", "Failure", "Cancel"]) expect(html).toContain(`>${button}</button>`);
    expect(html).toContain("₹2,299.00");

    const chosen = await fetch(`${baseUrl}${answer.redirectURI}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ tranCtx: answer.tranCtx, outcome: "failure" }),
      redirect: "manual",
    });
    expect(chosen.status).toBe(303);
    expect(await client().status("SOCKET1")).toMatchObject({ txnStatus: "REJ", responseCode: "039" });
  });

  it("refuses a request signed with another secret, and the client refuses its unsigned refusal", async () => {
    await expect(client("a-wrong-merchant-secret").initiateSale(sale("SOCKET2"))).rejects.toThrow(
      GatewayError,
    );
    const raw = await fetch(`${baseUrl}/sandbox/payphi/pg/api/v2/initiateSale`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...sale("SOCKET3"),
        merchantId: SANDBOX_MERCHANT_ID,
        secureHash: "0".repeat(64),
      }),
    });
    expect(((await raw.json()) as { responseCode: string }).responseCode).toBe("P1007");
  });

  it("refuses a second sale under the same merchantTxnNo, and a STATUS for an unknown one", async () => {
    await client().initiateSale(sale("SOCKET4"));
    await expect(client().initiateSale(sale("SOCKET4"))).rejects.toThrow(/P1008/);
    expect(await client().status("NOSUCHTXN")).toMatchObject({ txnStatus: "REQ", responseCode: "P1009" });
  });
});

describe("POST /payment/initiate-sale and /payment/redirect-url", () => {
  it("starts a payment of the order's own total, whatever the client says of the rest", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const { sale, redirect } = await startPayment(shopper, order.orderNumber);
    expect(sale).toMatchObject({
      message: PAYMENT_MESSAGES.initiated,
      orderId: order.orderNumber,
      amount: 2299,
      redirectURI: "/sandbox/payphi/pg/api/v2/authRedirect",
    });
    expect(redirect).toBe(`/sandbox/payphi/pg/api/v2/authRedirect?tranCtx=${sale.tranCtx}`);
    const payment = await paymentOf(sale.merchantTxnNo);
    expect(payment).toMatchObject({ orderId: order.id, amountPaise: 229_900, status: "INITIATED" });
    // The gateway was given the order's e-mail and number and the shop's own return address.
    const page = await t.app.inject(redirect);
    expect(page.body).not.toContain("evil.example");
    expect(page.body).toContain(order.orderNumber);
  });

  it("is the order's owner's only: another shopper's order is a 404, no session a 401", async () => {
    const owner = await aShopper();
    const other = await aShopper();
    const order = await anOrder(owner);
    const response = await initiate(other, order.orderNumber);
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe(PAYMENT_MESSAGES.orderNotFound);
    expect(
      (await anonymous("POST", "/payment/initiate-sale", { merchantTxnNo: order.orderNumber })).statusCode,
    ).toBe(401);
    const { sale } = await startPayment(owner, order.orderNumber);
    const stolen = await other.call("POST", "/payment/redirect-url", { tranCtx: sale.tranCtx });
    expect(stolen.statusCode).toBe(404);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });

  it("refuses a short amount, and any amount that is not the order's", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    for (const amount of [2298.99, "2299.01", 1, "0.00"]) {
      const response = await initiate(shopper, order.orderNumber, { amount });
      expect(response.statusCode, String(amount)).toBe(409);
      expect(response.json()).toMatchObject({
        error: "AMOUNT_MISMATCH",
        message: "The amount to pay for this order is ₹2,299.00.",
      });
    }
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
    expect((await initiate(shopper, order.orderNumber, { amount: "2299.00" })).statusCode).toBe(200);
  });

  it("refuses a broken character or a control character in the text the gateway is sent, asking nothing of it", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    // A lone surrogate has no UTF-8 form: the gateway's hash of it never matched (a 503, found by the fuzz test).
    for (const addlParam2 of ["\ud800", "web\udfff", "a\u0007b"]) {
      const response = await initiate(shopper, order.orderNumber, { addlParam2 });
      expect(response.statusCode, JSON.stringify(addlParam2)).toBe(400);
    }
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
    expect((await initiate(shopper, order.orderNumber, { addlParam2: "வலை 💍" })).statusCode).toBe(200);
  });

  it(`stops an order's attempts at ${PAYMENT.maxAttemptsPerOrder}`, async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    for (let attempt = 0; attempt < PAYMENT.maxAttemptsPerOrder; attempt++) {
      expect((await initiate(shopper, order.orderNumber)).statusCode).toBe(200);
    }
    const refused = await initiate(shopper, order.orderNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: "NOT_PAYABLE", message: PAYMENT_MESSAGES.tooManyAttempts });
  });

  it(`holds the cap of ${PAYMENT.maxAttemptsPerOrder} exactly under 30 simultaneous attempts through two processes`, async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const other = await t.anotherProcess();
    const body = {
      merchantTxnNo: order.orderNumber,
      amount: 2299,
      currencyCode: "356",
      payType: 0,
      transactionType: "SALE",
    };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (index % 2 ? other : t.app).inject({
          method: "POST",
          url: "/api/v1/payment/initiate-sale",
          headers: { authorization: `Bearer ${shopper.token}` },
          payload: body,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(PAYMENT.maxAttemptsPerOrder).fill(200),
      ...Array(30 - PAYMENT.maxAttemptsPerOrder).fill(409),
    ]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        error: "NOT_PAYABLE",
        message: PAYMENT_MESSAGES.tooManyAttempts,
      });
    }
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(
      PAYMENT.maxAttemptsPerOrder,
    );
  });

  it("refuses a cash order, an expired reservation and a cancelled order", async () => {
    const shopper = await aShopper();
    const cash = await anOrder(shopper, { paymentMode: "CASH" });
    const expired = await anOrder(shopper);
    await expireHold(expired);
    const cancelled = await anOrder(shopper);
    await expireHold(cancelled);
    await sweep();
    await expireHold(expired);
    // The sweep cancelled both; the one that must read "expired" is un-cancelled, as before a sweep.
    await t.db.update(orders).set({ status: "PENDING" }).where(eq(orders.id, expired.id));
    for (const [order, message] of [
      [cash, PAYMENT_MESSAGES.notOnline],
      [expired, PAYMENT_MESSAGES.reservationExpired],
      [cancelled, PAYMENT_MESSAGES.orderClosed],
    ] as const) {
      const response = await initiate(shopper, order.orderNumber);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: "NOT_PAYABLE", message });
    }
  });
});

describe("the gateway's answer: return, advice and STATUS", () => {
  it("pays the order when the tester chooses Success, and sends the browser to the success page", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const { sale, redirect } = await startPayment(shopper, order.orderNumber);
    const back = await choose(redirect, "success");
    // The shop's own return address (the request's origin here: no PUBLIC_ORIGIN), with the signed outcome.
    expect(new URL(back).pathname).toBe("/api/v1/payment/return");
    expect(new URL(back).searchParams.get("responseCode")).toBe("0000");
    // The advice has already paid it: the server, not the browser, decides.
    expect(await paymentOf(sale.merchantTxnNo)).toMatchObject({
      status: "SUCCESS",
      refundReason: null,
      gatewayAmountPaise: 229_900,
    });
    expect((await orderRow(order.id)).paidAt).not.toBeNull();
    expect(await paymentsReceived(order)).toBe(1);
    const detail = (await shopper.call("GET", `/order/${order.orderNumber}`)).json();
    expect(detail).toMatchObject({ paymentStatus: "PAID" });

    const returned = await t.app.inject({ method: "GET", url: back.replace(/^https?:\/\/[^/]+/, "") });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/payment-success?orderId=${order.orderNumber}`);
    // Paid: no second payment, and its page cannot be asked for again.
    expect((await initiate(shopper, order.orderNumber)).json()).toMatchObject({ error: "NOT_PAYABLE" });
  });

  it("leaves the order unpaid on Failure and on Cancel, and tells the two apart", async () => {
    const shopper = await aShopper();
    const outcomes = [
      { outcome: "failure", status: "FAILED", page: "failed" },
      { outcome: "cancel", status: "CANCELLED", page: "cancelled" },
    ] as const;
    for (const { outcome, status, page } of outcomes) {
      const order = await anOrder(shopper);
      const { sale, redirect } = await startPayment(shopper, order.orderNumber);
      const back = await choose(redirect, outcome);
      expect(await paymentOf(sale.merchantTxnNo)).toMatchObject({ status, settledAt: expect.any(Date) });
      expect((await orderRow(order.id)).paidAt).toBeNull();
      const returned = await t.app.inject({ method: "GET", url: back.replace(/^https?:\/\/[^/]+/, "") });
      expect(returned.headers.location).toBe(`/orders?payment=${page}&orderId=${order.orderNumber}`);
      // A failed attempt can be tried again, under a new gateway number.
      const again = await initiate(shopper, order.orderNumber);
      expect(again.statusCode).toBe(200);
      expect(again.json().merchantTxnNo).not.toBe(sale.merchantTxnNo);
    }
  });

  it("shows each attempt in the order's timeline, with its times and without the gateway's numbers", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const cancelled = await startPayment(shopper, order.orderNumber);
    await choose(cancelled.redirect, "cancel");
    const failed = await startPayment(shopper, order.orderNumber);
    await choose(failed.redirect, "failure");
    const paid = await startPayment(shopper, order.orderNumber);
    await choose(paid.redirect, "success");

    const detail = await shopper.call("GET", `/order/${order.orderNumber}`);
    const { timeline } = OrderDetailSchema.parse(detail.json());
    expect(timeline.map((entry) => [entry.status, entry.note])).toEqual([
      ["PENDING", ORDER_MESSAGES.awaitingPayment],
      ["PENDING", PAYMENT_MESSAGES.timelineStarted],
      ["PENDING", PAYMENT_MESSAGES.timelineCancelled],
      ["PENDING", PAYMENT_MESSAGES.timelineStarted],
      ["PENDING", PAYMENT_MESSAGES.timelineFailed],
      ["PENDING", PAYMENT_MESSAGES.timelineStarted],
      ["PENDING", ORDER_MESSAGES.paymentReceived],
    ]);
    const times = timeline.map((entry) => Date.parse(entry.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const cancelledRow = await paymentOf(cancelled.sale.merchantTxnNo);
    expect(timeline[2]!.time).toBe(cancelledRow.settledAt!.toISOString());
    for (const { sale } of [cancelled, failed, paid]) {
      const row = await paymentOf(sale.merchantTxnNo);
      for (const secretish of [sale.merchantTxnNo, sale.tranCtx, row.gatewayTxnId!]) {
        expect(detail.body).not.toContain(secretish);
      }
    }
    // The list does not carry the timeline; another shopper sees none of it.
    expect((await (await aShopper()).call("GET", `/order/${order.orderNumber}`)).statusCode).toBe(404);
  });

  it("refuses an advice or a return with a missing or wrong hash, and changes nothing", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const { sale } = await startPayment(shopper, order.orderNumber);
    const claim = { merchantTxnNo: sale.merchantTxnNo, responseCode: "0000", amount: "2299.00" };
    const good = signedBySandbox(claim);
    const forged = [
      { ...good, secureHash: "" },
      { ...good, secureHash: "f".repeat(64) },
      { ...good, amount: "1.00" },
      signFields({ merchantId: SANDBOX_MERCHANT_ID, ...claim }, "not-the-merchant-secret"),
      Object.fromEntries(Object.entries(good).filter(([name]) => name !== "secureHash")),
    ];
    for (const fields of forged) {
      const response = await advise(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: "BAD_SIGNATURE" });
      const query = new URLSearchParams(fields).toString();
      expect((await t.app.inject(`/api/v1/payment/return?${query}`)).statusCode).toBe(400);
    }
    const payment = await paymentOf(sale.merchantTxnNo);
    expect(payment.status).toBe("INITIATED");
    expect(await eventsOf(payment.id)).toHaveLength(0);
  });

  it("applies a replayed advice once: the replay changes nothing", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const { sale, redirect } = await startPayment(shopper, order.orderNumber);
    await choose(redirect, "success");
    const payment = await paymentOf(sale.merchantTxnNo);
    const [advice] = await eventsOf(payment.id);
    const message = (advice!.payload as { message: PayPhiFields }).message;
    for (let i = 0; i < 3; i++) {
      const replay = await advise(message);
      expect(replay.statusCode).toBe(200);
      expect(PaymentAdviceResponseSchema.parse(replay.json())).toMatchObject({ paymentStatus: "SUCCESS" });
    }
    expect(await eventsOf(payment.id)).toHaveLength(1);
    expect(await paymentOf(sale.merchantTxnNo)).toEqual(payment);
    expect(await paymentsReceived(order)).toBe(1);
  });

  it("trusts STATUS, not the callback: a signed success the gateway does not confirm pays nothing", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const { sale } = await startPayment(shopper, order.orderNumber);
    // Signed right, says paid; the gateway's STATUS says the sale is still open (REQ).
    const claim = signedBySandbox({
      merchantTxnNo: sale.merchantTxnNo,
      responseCode: "0000",
      amount: "2299.00",
      addlParam1: order.orderNumber,
    });
    const response = await advise(claim);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paymentStatus: "PENDING" });
    expect((await orderRow(order.id)).paidAt).toBeNull();
    const returned = await t.app.inject(`/api/v1/payment/return?${new URLSearchParams(claim)}`);
    expect(returned.headers.location).toBe(`/orders?payment=pending&orderId=${order.orderNumber}`);
  });

  it("never moves a settled payment back: a later signed failure leaves it paid", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const { sale, redirect } = await startPayment(shopper, order.orderNumber);
    await choose(redirect, "success");
    const failure = signedBySandbox({
      merchantTxnNo: sale.merchantTxnNo,
      responseCode: "039",
      amount: "2299.00",
    });
    expect((await advise(failure)).json()).toMatchObject({ paymentStatus: "SUCCESS" });
    expect(await paymentOf(sale.merchantTxnNo)).toMatchObject({ status: "SUCCESS", refundReason: null });
  });

  it("records a short payment the gateway took and flags it for a refund; the order stays unpaid", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    // The gateway is asked (by someone holding the merchant secret) for less than the order's total.
    const [payment] = await t.db
      .insert(payments)
      .values({
        orderId: order.id,
        orderNumber: order.orderNumber,
        merchantTxnNo: "SHORT1",
        amountPaise: 229_900,
      })
      .returning();
    const client = createPayPhiClient({
      merchantId: SANDBOX_MERCHANT_ID,
      secret,
      baseUrl: `${baseUrl}/sandbox/payphi`,
      transport: fetchTransport(),
    });
    const answer = await client.initiateSale({
      merchantTxnNo: "SHORT1",
      amountPaise: 99_900,
      customerEmailID: "asha@example.in",
      customerMobileNo: shopper.number,
      returnURL: `${baseUrl}/api/v1/payment/return`,
      addlParam1: order.orderNumber,
    });
    await choose(`${answer.redirectURI}?tranCtx=${answer.tranCtx}`, "success");
    expect(await paymentOf("SHORT1")).toMatchObject({
      id: payment!.id,
      status: "SUCCESS",
      gatewayAmountPaise: 99_900,
      refundReason: "AMOUNT_MISMATCH",
    });
    expect((await orderRow(order.id)).paidAt).toBeNull();
    expect((await initiate(shopper, order.orderNumber)).statusCode).toBe(200);
  });

  it("keeps a payment that arrives after the reservation expired, flagged for a refund", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const { sale, redirect } = await startPayment(shopper, order.orderNumber);
    // The hold runs out while the shopper is on the gateway's page, and the sweep cancels the order.
    await expireHold(order);
    await sweep();
    const back = await choose(redirect, "success");
    expect(await paymentOf(sale.merchantTxnNo)).toMatchObject({
      status: "SUCCESS",
      refundReason: "RESERVATION_EXPIRED",
      gatewayAmountPaise: 229_900,
    });
    const returned = await t.app.inject({ method: "GET", url: back.replace(/^https?:\/\/[^/]+/, "") });
    expect(returned.headers.location).toBe(`/orders?payment=refund&orderId=${order.orderNumber}`);
  });

  it("flags a success that arrives after the hold expired but before the sweep; sells nothing", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const { sale, redirect } = await startPayment(shopper, order.orderNumber);
    // The 15 minutes run out while the shopper is on the gateway's page; no sweep has run yet.
    await expireHold(order);
    const back = await choose(redirect, "success");
    expect(await paymentOf(sale.merchantTxnNo)).toMatchObject({
      status: "SUCCESS",
      refundReason: "RESERVATION_EXPIRED",
    });
    expect((await orderRow(order.id)).paidAt).toBeNull();
    expect(await paymentsReceived(order)).toBe(0);
    const [hold] = await t.db.select().from(reservations).where(eq(reservations.orderId, order.id));
    expect(hold!.state).toBe("HELD");
    const returned = await t.app.inject({ method: "GET", url: back.replace(/^https?:\/\/[^/]+/, "") });
    expect(returned.headers.location).toBe(`/orders?payment=refund&orderId=${order.orderNumber}`);
    // The sweep then cancels the order and puts the piece back on sale.
    await sweep();
    expect((await orderRow(order.id)).status).toBe("CANCELLED");
    const [released] = await t.db.select().from(reservations).where(eq(reservations.orderId, order.id));
    expect(released!.state).toBe("RELEASED");
  });

  it("lets the return and the advice race (and replays with them): the order is paid once", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper);
    const { sale } = await startPayment(shopper, order.orderNumber);
    // The gateway has taken the money; its return and its advice (each sent twice) arrive at once.
    await t.db
      .update(paymentSandboxTransactions)
      .set({
        txnStatus: "SUC",
        responseCode: "0000",
        respDescription: "Transaction successful",
        txnId: "771",
      })
      .where(eq(paymentSandboxTransactions.merchantTxnNo, sale.merchantTxnNo));
    const message = signedBySandbox({
      merchantTxnNo: sale.merchantTxnNo,
      responseCode: "0000",
      amount: "2299.00",
    });
    const query = `/api/v1/payment/return?${new URLSearchParams(message)}`;
    const answers = await Promise.all([
      advise(message),
      t.app.inject(query),
      advise(message),
      t.app.inject(query),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 303, 303]);
    expect(await paymentOf(sale.merchantTxnNo)).toMatchObject({
      status: "SUCCESS",
      refundReason: null,
      gatewayTxnId: "771",
    });
    expect(await paymentsReceived(order)).toBe(1);
    const events = await eventsOf((await paymentOf(sale.merchantTxnNo)).id);
    expect(events.map((event) => event.eventKey.split(":")[0]).sort()).toEqual(["advice", "return"]);
  });

  it("answers an unknown merchantTxnNo with a 404", async () => {
    const response = await advise(signedBySandbox({ merchantTxnNo: "NOSUCH", responseCode: "0000" }));
    expect(response.statusCode).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("describes the payment routes and the sandbox gateway's", async () => {
    const document = (await t.app.inject("/api/docs/json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths["/api/v1/payment/return"]!).sort()).toEqual(["get", "post"]);
    for (const path of [
      "/api/v1/payment/initiate-sale",
      "/api/v1/payment/redirect-url",
      "/api/v1/payment/advice",
      "/sandbox/payphi/pg/api/v2/initiateSale",
      "/sandbox/payphi/pg/api/command",
      "/sandbox/payphi/pg/api/v2/authRedirect",
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    // A failing gateway is a 503 to retry (decision 025), not a 502.
    for (const path of ["/api/v1/payment/initiate-sale", "/api/v1/payment/advice"]) {
      const { responses } = document.paths[path]!.post as { responses: Record<string, unknown> };
      expect(Object.keys(responses), path).toContain("503");
      expect(Object.keys(responses), path).not.toContain("502");
    }
  });
});

describe("a shop configured with a real gateway", () => {
  it("answers 503 with Retry-After when the gateway cannot be reached, and sends the return to pending", async () => {
    // The connection is refused, as when the gateway is down.
    const down = await aGatewayThatIsDown();
    const shop = await createTestApp(down);
    try {
      const kit = createShopperKit(() => shop, { firstNumber: 9_248_000_000, addressPrefix: "10.248" });
      const shopper = await kit.aShopper();
      const order = await anOrder(shopper, { app: shop });
      const started = await shopper.call("POST", "/payment/initiate-sale", {
        merchantTxnNo: order.orderNumber,
      });
      expect(started.statusCode).toBe(503);
      expect(started.headers["retry-after"]).toBe(String(PAYMENT.gatewayRetryAfterSeconds));
      expect(ErrorResponseSchema.parse(started.json())).toMatchObject({
        error: "GATEWAY_UNAVAILABLE",
        message: PAYMENT_MESSAGES.gatewayUnavailable,
      });
      // The attempt is closed, not left open: the shopper may try again.
      const [attempt] = await shop.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(attempt!.status).toBe("FAILED");

      // A signed message for an open payment, while the STATUS query cannot be made.
      await shop.db.insert(payments).values({
        orderId: order.id,
        orderNumber: order.orderNumber,
        merchantTxnNo: "DOWN1",
        amountPaise: 229_900,
      });
      const message = signFields(
        {
          merchantId: down.PAYPHI_MERCHANT_ID,
          merchantTxnNo: "DOWN1",
          responseCode: "0000",
          amount: "2299.00",
        },
        down.PAYPHI_SECRET,
      );
      const advice = await shop.app.inject({
        method: "POST",
        url: "/api/v1/payment/advice",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(message).toString(),
      });
      expect(advice.statusCode).toBe(503);
      expect(advice.headers["retry-after"]).toBe(String(PAYMENT.gatewayRetryAfterSeconds));
      const returned = await shop.app.inject(`/api/v1/payment/return?${new URLSearchParams(message)}`);
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe(`/orders?payment=pending&orderId=${order.orderNumber}`);
      // Neither was recorded: the gateway's next advice is applied.
      const [open] = await shop.db.select().from(payments).where(eq(payments.merchantTxnNo, "DOWN1"));
      expect(open!.status).toBe("INITIATED");
      expect(await shop.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, open!.id))).toEqual(
        [],
      );
    } finally {
      await shop.close();
    }
  });

  it("pays through it over HTTP with the configured merchant, and serves no sandbox of its own", async () => {
    // The "real" gateway is the first shop's sandbox, reached over its socket with its merchant secret.
    const shop = await createTestApp({
      PAYPHI_MERCHANT_ID: SANDBOX_MERCHANT_ID,
      PAYPHI_SECRET: secret,
      PAYPHI_BASE_URL: `${baseUrl}/sandbox/payphi`,
    });
    try {
      expect((await shop.app.inject("/sandbox/payphi/pg/api/v2/authRedirect?tranCtx=x")).statusCode).toBe(
        404,
      );
      const kit = createShopperKit(() => shop, { firstNumber: 9_249_000_000, addressPrefix: "10.249" });
      const shopper = await kit.aShopper();
      const order = await anOrder(shopper, { app: shop });
      const started = await shopper.call("POST", "/payment/initiate-sale", {
        merchantTxnNo: order.orderNumber,
      });
      expect(started.statusCode, started.body).toBe(200);
      const { tranCtx, redirectURI } = PaymentInitiateSaleResponseSchema.parse(started.json());
      const status = await createPayPhiClient({
        merchantId: SANDBOX_MERCHANT_ID,
        secret,
        baseUrl: `${baseUrl}/sandbox/payphi`,
        transport: fetchTransport(),
      }).status(started.json().merchantTxnNo);
      expect(status).toMatchObject({ txnStatus: "REQ", amountPaise: 229_900 });
      expect((await t.app.inject(`${redirectURI}?tranCtx=${tranCtx}`)).body).toContain(order.orderNumber);
    } finally {
      await shop.close();
    }
  });
});
