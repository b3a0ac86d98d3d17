// The orders pages (/orders, /orderdetail, /dashboard) and /payment-success through the
// storefront's production build (decision 037): the recipient chosen at checkout, the banner
// after a failed or cancelled payment with Pay now and the time the pieces stay held, the
// "Awaiting payment" badge, the payments in the timeline and the amount on the success pages.
// Run after `npm run build` (`npm test` builds first).
import { PaymentInitiateSaleResponseSchema } from "@nagai/contracts/payment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { reservations } from "../inventory/inventory.tables.ts";
import { placeOrder, type StoredOrder } from "../payments/payment-test-kit.ts";
import { orders } from "./orders.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
}, 60_000);
afterAll(() => t?.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_270_000_000, addressPrefix: "10.27" });

const page = (url: string, shopper: Shopper) =>
  t.app.inject({ url, headers: { cookie: `user_token=${shopper.token}` } });

/** Starts a payment through the API and presses a button on the sandbox gateway's page; answers where the shop sends the browser. */
async function payAtSandbox(shopper: Shopper, orderId: string, outcome: "success" | "failure" | "cancel") {
  const started = await shopper.call("POST", "/payment/initiate-sale", { merchantTxnNo: orderId });
  expect(started.statusCode, started.body).toBe(200);
  const sale = PaymentInitiateSaleResponseSchema.parse(started.json());
  const address = await shopper.call("POST", "/payment/redirect-url", { tranCtx: sale.tranCtx });
  const gatewayPage = new URL(address.body, "http://localhost");
  const chosen = await t.app.inject({
    method: "POST",
    url: gatewayPage.pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ tranCtx: sale.tranCtx, outcome }).toString(),
  });
  expect(chosen.statusCode).toBe(303);
  const back = new URL(String(chosen.headers.location));
  const returned = await t.app.inject({ url: `${back.pathname}${back.search}` });
  expect(returned.statusCode).toBe(303);
  return String(returned.headers.location);
}

async function expireHold(order: StoredOrder): Promise<void> {
  const past = new Date(Date.now() - 60_000);
  await t.db.update(orders).set({ reservationExpiresAt: past }).where(eq(orders.id, order.id));
  await t.db.update(reservations).set({ expiresAt: past }).where(eq(reservations.orderId, order.id));
}

describe("the recipient chosen at checkout", () => {
  it("is shown in Shipping Information, the orders list and the dashboard; the account holder apart", async () => {
    const shopper = await aShopper();
    const profile = (await shopper.call("GET", "/user/profile")).json() as { id: number; name: string };
    const address = await shopper.call("POST", "/addresses/create", {
      customerId: profile.id,
      name: "Priya Raman",
      phone: "9862098867",
      pincode: "625001",
      locality: "Anna Nagar",
      addressLine: "12 East Street",
      city: "Madurai",
      state: "Tamil Nadu",
    });
    expect(address.statusCode).toBe(201);
    const order = await placeOrder(t, shopper, "CASH", { addressId: address.json().data.id });

    const detail = await page(`/orderdetail/${order.orderNumber}`, shopper);
    expect(detail.statusCode).toBe(200);
    const shipping = detail.body.slice(detail.body.indexOf("Shipping Information"));
    expect(shipping).toMatch(/<address[^>]*><strong>Priya Raman<\/strong><br\/>12 East Street, Anna Nagar/);
    expect(shipping).toContain("Phone: <!-- -->9862098867");
    expect(shipping).toContain(`Ordered by <!-- -->${profile.name}<!-- --> (<!-- -->${shopper.number}`);

    const list = await page("/orders", shopper);
    expect(list.body).toContain("<td>Priya Raman</td>");
    expect(list.body).toContain("Deliver to <!-- -->Priya Raman");
    expect(list.body).not.toContain(`<td>${profile.name}</td>`);

    const dashboard = await page("/dashboard", shopper);
    expect(dashboard.body).toContain("<td>Priya Raman</td>");
    expect(dashboard.body).not.toContain(`<td>${profile.name}</td>`);
  });
});

describe("after a payment that did not go through", () => {
  it("says it was cancelled, offers Pay now and shows how long the pieces stay held", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper);
    const back = await payAtSandbox(shopper, order.orderNumber, "cancel");
    expect(back).toBe(`/orders?payment=cancelled&orderId=${order.orderNumber}`);
    const shown = await page(back, shopper);
    expect(shown.body).toContain("Payment cancelled.");
    expect(shown.body).not.toContain("Payment failed");
    expect(shown.body).toContain(
      `<a class="button" href="/payment/${order.orderNumber}" data-discover="true">Pay now</a>`,
    );
    const left = /role="timer" aria-live="off" class="orders-banner__time-left">(\d+):(\d\d)<\/time>/.exec(
      shown.body,
    );
    expect(left, "the time left").not.toBeNull();
    const seconds = Number(left![1]) * 60 + Number(left![2]);
    expect(seconds).toBeGreaterThan(13 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(shown.body).toContain(`dateTime="${order.reservationExpiresAt!.toISOString()}"`);
  });

  it("says it failed, with Pay now; once the hold is over, says so and offers no Pay now", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper);
    const back = await payAtSandbox(shopper, order.orderNumber, "failure");
    expect(back).toBe(`/orders?payment=failed&orderId=${order.orderNumber}`);
    const shown = await page(back, shopper);
    expect(shown.body).toContain("Payment failed. Please try again.");
    expect(shown.body).toContain(`href="/payment/${order.orderNumber}"`);
    await expireHold(order);
    const later = await page(back, shopper);
    expect(later.body).toContain("Its pieces are no longer held for you: please place the order again.");
    expect(later.body).not.toContain(`href="/payment/${order.orderNumber}"`);
  });

  it("shows nothing of another shopper's order named in the address", async () => {
    const owner = await aShopper();
    const order = await placeOrder(t, owner);
    const shown = await page(`/orders?payment=cancelled&orderId=${order.orderNumber}`, await aShopper());
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Payment cancelled.");
    expect(shown.body).not.toContain(`href="/payment/${order.orderNumber}"`);
    expect(shown.body).not.toContain("2,299");
    expect(shown.body).not.toContain('role="timer"');
    // Ids no order has, too long, or made to break the API's path: the banner alone, never a 5xx.
    const shopper = await aShopper();
    for (const id of [
      "NOPE",
      "X".repeat(500),
      "../../user/profile",
      "%2e%2e%2fuser",
      "NG1?x=1#y",
      "<b>NG</b>",
    ]) {
      const odd = await page(`/orders?payment=failed&orderId=${encodeURIComponent(id)}`, shopper);
      expect(odd.statusCode, id).toBe(200);
      expect(odd.body, id).toContain("Payment failed. Please try again.");
      expect(odd.body, id).not.toContain("Pay now");
      expect(odd.body, id).not.toContain("<b>NG</b>");
    }
  });
});

describe("the status badge", () => {
  it("says Awaiting payment for an unpaid online order, and Pending for a cash one", async () => {
    const shopper = await aShopper();
    const online = await placeOrder(t, shopper);
    const cash = await placeOrder(t, shopper, "CASH");
    const awaiting = '<span class="status-badge status-badge--attention">Awaiting payment</span>';
    for (const url of ["/orders", "/dashboard"]) {
      const shown = await page(url, shopper);
      expect(shown.body.split(awaiting).length - 1, url).toBeGreaterThanOrEqual(1);
      expect(shown.body).toContain('<span class="status-badge status-badge--amber">Pending</span>');
    }
    expect((await page(`/orderdetail/${online.orderNumber}`, shopper)).body).toContain(awaiting);
    const cashPage = await page(`/orderdetail/${cash.orderNumber}`, shopper);
    expect(cashPage.body).toContain('<span class="status-badge status-badge--blue">Pending</span>');
  });
});

describe("payments in the order's timeline and on the success page", () => {
  it("lists each attempt with its time, and the paid order's success page names it and its amount", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper);
    await payAtSandbox(shopper, order.orderNumber, "cancel");
    await payAtSandbox(shopper, order.orderNumber, "failure");
    const back = await payAtSandbox(shopper, order.orderNumber, "success");
    expect(back).toBe(`/payment-success?orderId=${order.orderNumber}`);

    const updates = await page(`/orderdetail/${order.orderNumber}?updates=1`, shopper);
    const notes = [...updates.body.matchAll(/<time dateTime="[^"]+">[^<]+<\/time> · ([^<]+)<\/span>/g)].map(
      (match) => match[1],
    );
    expect(notes).toEqual([
      "Awaiting payment: the pieces are held for 15 minutes.",
      "Payment started",
      "Payment cancelled",
      "Payment started",
      "Payment failed",
      "Payment started",
      "Payment received",
    ]);

    const success = await page(back, shopper);
    expect(success.body).toContain("Payment Successful");
    expect(success.body).toContain(`Order ID: <strong>${order.orderNumber}</strong>`);
    expect(success.body).toContain("Amount paid: <strong>₹2,299.00</strong>");
  });
});
