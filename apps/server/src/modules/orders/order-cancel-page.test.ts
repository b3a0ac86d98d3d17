// /orderdetail's Cancel (decision 038) through the storefront's production build, as a browser
// without JavaScript posts it: the dialog's form, the action's refusals in the page, the origin
// check every page form has. Run after `npm run build` (`npm test` builds first).
import { ORDER_CANCEL_WINDOW, ORDER_MESSAGES } from "@nagai/contracts/order";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { placeOrder } from "../payments/payment-test-kit.ts";
import { orders } from "./orders.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});
afterAll(() => t.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_270_000_000, addressPrefix: "10.27" });

const session = (shopper: Shopper) => ({ cookie: `user_token=${shopper.token}` });

function postCancel(shopper: Shopper, orderId: string, fields: Record<string, string>, origin?: string) {
  return t.app.inject({
    method: "POST",
    url: `/orderdetail/${orderId}?cancel=1`,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      host: "localhost",
      ...(origin ? { origin } : {}),
      ...session(shopper),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const statusOf = async (orderNumber: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!
    .status;

describe("/orderdetail's Cancel without JavaScript", () => {
  it("offers the button, opens the dialog from ?cancel=1, and cancels with a reason", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    const page = await t.app.inject({ url: `/orderdetail/${order.orderNumber}`, headers: session(shopper) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/orderdetail/${order.orderNumber}?cancel=1"`);
    expect(page.body).not.toContain("cancel-order__dialog");
    const open = await t.app.inject({
      url: `/orderdetail/${order.orderNumber}?cancel=1`,
      headers: session(shopper),
    });
    expect(open.body).toMatch(/<dialog open="" class="confirm-dialog cancel-order__dialog"/);
    expect(open.body).toContain('name="reason"');

    const done = await postCancel(shopper, order.orderNumber, { reason: "Ordered by mistake", note: "" });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/orderdetail/${order.orderNumber}`);
    expect(await statusOf(order.orderNumber)).toBe("CANCELLED");
    const after = await t.app.inject({ url: `/orderdetail/${order.orderNumber}`, headers: session(shopper) });
    expect(after.body).toContain("This order is cancelled and its pieces are released.");
    expect(after.body).not.toContain("?cancel=1");
  });

  it("asks again for a reason, says why when it is too late, and refuses another site's form", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    const noReason = await postCancel(shopper, order.orderNumber, { reason: "Other", note: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(ORDER_MESSAGES.cancelReasonRequired);

    const forged = await postCancel(
      shopper,
      order.orderNumber,
      { reason: "Ordered by mistake" },
      "https://evil.example",
    );
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
    expect(await statusOf(order.orderNumber)).toBe("PENDING");

    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(mins => ${ORDER_CANCEL_WINDOW.hours * 60 + 1})` })
      .where(eq(orders.id, order.id));
    const late = await postCancel(shopper, order.orderNumber, { reason: "Ordered by mistake" });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(ORDER_MESSAGES.cancelTooLate);
    expect(await statusOf(order.orderNumber)).toBe("PENDING");
  });
});
