// The payment pages (decision 025) through the storefront's production build: who may see them,
// what they say of an order that is not payable or not paid, and the gateway failing under the
// page's form (no JavaScript). The round trip through the sandbox's hosted page is
// e2e/payment.spec.ts. Run after `npm run build` (`npm test` builds first).

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { aGatewayThatIsDown, placeOrder } from "./payment-test-kit.ts";
import { payments } from "./payments.tables.ts";

let t: TestApp;
const { aShopper } = createShopperKit(() => t, { firstNumber: 9_247_000_000, addressPrefix: "10.247" });

beforeAll(async () => {
  t = await createTestApp(await aGatewayThatIsDown(), { web: true });
}, 60_000);
afterAll(() => t?.close());

const page = (url: string, shopper?: Shopper) =>
  t.app.inject({ url, headers: shopper ? { cookie: `user_token=${shopper.token}` } : {} });
/** The page's own form, posted as a browser without JavaScript does. */
const postForm = (url: string, shopper: Shopper) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { cookie: `user_token=${shopper.token}`, "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });

describe("/payment/:orderId and /payment/success", () => {
  it("send a visitor to log in and back; /payment/success then goes home", async () => {
    for (const path of ["/payment/ANY-ORDER", "/payment/success"]) {
      const visitor = await page(path);
      expect(visitor.statusCode).toBe(302);
      expect(visitor.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    const shopper = await aShopper();
    const home = await page("/payment/success", shopper);
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/");
  });

  it("shows a payable order's loading text and the form that starts the payment, privately", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper);
    const shown = await page(`/payment/${order.orderNumber}`, shopper);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("private, no-store");
    expect(shown.body).toContain("Generating Payment Link...");
    expect(shown.body).toMatch(
      /<form method="post"><button type="submit" class="button">Continue to payment/,
    );
  });

  it("says why a cash order cannot be paid online, links to it, and starts nothing", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    const shown = await page(`/payment/${order.orderNumber}`, shopper);
    expect(shown.body).toContain("This order is paid in cash on delivery: there is nothing to pay online.");
    expect(shown.body).toContain(`href="/orderdetail/${order.orderNumber}"`);
    expect(shown.body).not.toContain("Continue to payment");
    const posted = await postForm(`/payment/${order.orderNumber}`, shopper);
    expect(posted.statusCode).toBe(409);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it("answers another shopper's order, and an id too long to be one, with a 404 that shows nothing of it", async () => {
    const owner = await aShopper();
    const other = await aShopper();
    const order = await placeOrder(t, owner);
    for (const id of [order.orderNumber, "X".repeat(200)]) {
      const shown = await page(`/payment/${id}`, other);
      expect(shown.statusCode).toBe(404);
      expect(shown.body).not.toContain("Asha");
      expect(shown.body).not.toContain("2,299");
      expect((await postForm(`/payment/${id}`, other)).statusCode).toBe(404);
    }
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it("tells a shopper without JavaScript that the gateway failed, with a 503 and Retry-After", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper);
    const posted = await postForm(`/payment/${order.orderNumber}`, shopper);
    expect(posted.statusCode).toBe(503);
    expect(posted.headers["retry-after"]).toBe("10");
    expect(posted.body).toContain("The payment gateway could not be reached. Please try again.");
    expect(posted.body).toContain("Payment failed. Please try again.");
    expect(posted.body).toContain(`href="/payment/${order.orderNumber}"`);
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt!.status).toBe("FAILED");
  });
});

describe("/payment-success", () => {
  it("shows a visitor the spec's generic text", async () => {
    const shown = await page("/payment-success?orderId=ANY-ORDER");
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Payment Successful");
    expect(shown.body).toContain("ANY-ORDER");
    expect(shown.body).toContain("Thank you for your purchase");
  });

  it("never claims success for the shopper's unpaid order: says so, and offers to pay", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper);
    const shown = await page(`/payment-success?orderId=${order.orderNumber}`, shopper);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain("Payment Successful");
    expect(shown.body).toContain("Payment not confirmed");
    expect(shown.body).toContain("We have not received a confirmed payment for this order yet.");
    expect(shown.body).toContain("Status: Pending");
    expect(shown.body).toContain(`href="/payment/${order.orderNumber}"`);
    const cash = await placeOrder(t, shopper, "CASH");
    const cashPage = await page(`/payment-success?orderId=${cash.orderNumber}`, shopper);
    expect(cashPage.body).toContain("This order is paid in cash on delivery");
    expect(cashPage.body).not.toContain(`href="/payment/${cash.orderNumber}"`);
  });

  it("answers a signed-in shopper's question about someone else's order with 'Order not found'", async () => {
    const owner = await aShopper();
    const other = await aShopper();
    const order = await placeOrder(t, owner);
    const shown = await page(`/payment-success?orderId=${order.orderNumber}`, other);
    expect(shown.statusCode).toBe(404);
    expect(shown.body).toContain("Order not found");
    expect(shown.body).not.toContain("Payment Successful");
  });
});
