// The shopper's invoice link on /orderdetail (issue 25 item 4) through the storefront's production
// build: shown once the order has shipped, and what it links to is the invoice. Run after
// `npm run build` (`npm test` builds first).
import { INVOICE_MESSAGES, shopperInvoicePath } from "@nagai/contracts/invoice";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { orders } from "../orders/orders.tables.ts";
import { placeOrder } from "../payments/payment-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
}, 60_000);
afterAll(() => t?.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_620_000_000, addressPrefix: "10.97" });

const withCookie = (url: string, shopper: Shopper) =>
  t.app.inject({ url, headers: { cookie: `user_token=${shopper.token}` } });

describe("the invoice link on /orderdetail", () => {
  it("appears once the order has shipped, and downloads the order's invoice with the page's cookie", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    const link = `href="${shopperInvoicePath(order.orderNumber)}"`;
    const before = await withCookie(`/orderdetail/${order.orderNumber}`, shopper);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(link);
    await t.db.update(orders).set({ status: "SHIPPED" }).where(eq(orders.id, order.id));
    const after = await withCookie(`/orderdetail/${order.orderNumber}`, shopper);
    expect(after.body).toContain(link);
    expect(after.body).toContain(INVOICE_MESSAGES.download);
    const file = await withCookie(shopperInvoicePath(order.orderNumber), shopper);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
