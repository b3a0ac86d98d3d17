// The console's order pages (issue 25 items 3 and 9, decision 045) through the storefront's
// production build, as a browser without JavaScript uses them: the GET form's filters, an order's
// page, and its move forms posted to the page.
import { STAFF_ORDER_MESSAGES } from "@nagai/contracts/staff-orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { placeOrder } from "../payments/payment-test-kit.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { orders } from "./orders.tables.ts";

let t: TestApp;
let cookie: string;
const { aShopper } = createShopperKit(() => t, { firstNumber: 9_530_000_000, addressPrefix: "10.128" });
const { aStaffMember } = createStaffKit(() => t, { firstNumber: 9_502_000_000 });

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  cookie = `staff_token=${(await aStaffMember()).token}`;
}, 60_000);
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ url, headers });
const post = (url: string, fields: Record<string, string>, origin = "http://localhost") =>
  t.app.inject({
    method: "POST",
    url,
    headers: { cookie, host: "localhost", origin, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

describe("/staff/orders", () => {
  it("sends a visitor to sign in, and back here afterwards", async () => {
    const visit = await page("/staff/orders?status=SHIPPED", {});
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(
      `/staff/login?returnTo=${encodeURIComponent("/staff/orders?status=SHIPPED")}`,
    );
  });

  it("lists orders, filtered and searched by a GET form, with a link to each", async () => {
    const shopper = await aShopper();
    const cash = await placeOrder(t, shopper, "CASH");
    const online = await placeOrder(t, shopper, "ONLINE");
    const all = await page(`/staff/orders?q=${shopper.number}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers["cache-control"]).toMatch(/private|no-store/);
    expect(all.body).toMatch(/<form class="staff-filters"[^>]*action="\/staff\/orders" method="get"/);
    expect(all.body).toContain(`href="/staff/orders/${cash.orderNumber}"`);
    expect(all.body).toContain(`href="/staff/orders/${online.orderNumber}"`);
    expect(all.body).toContain(">2 orders<");
    const cashOnly = await page(`/staff/orders?q=${shopper.number}&paymentMode=CASH&status=`);
    expect(cashOnly.body).toContain(cash.orderNumber);
    expect(cashOnly.body).not.toContain(online.orderNumber);
  });

  it("shows the API's refusal of a bad filter above an empty list, not an error page", async () => {
    const bad = await page("/staff/orders?from=2026-02-30");
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('role="alert"');
    expect(bad.body).toContain(STAFF_ORDER_MESSAGES.badDate);
  });
});

describe("/staff/orders/:orderId", () => {
  it("shows the order and moves it through forms that need no JavaScript", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "CASH");
    const url = `/staff/orders/${order.orderNumber}`;
    const shown = await page(url);
    expect(shown.statusCode).toBe(200);
    for (const text of [
      "12 Gandhi Road, T Nagar, Chennai",
      shopper.number,
      "asha@example.in",
      "Start processing",
      "Cancel order",
      `/api/v1/staff/orders/${order.orderNumber}/invoice`,
      `/api/v1/staff/orders/${order.orderNumber}/packing-slip`,
      "No staff action on this order yet.",
    ]) {
      expect(shown.body).toContain(text);
    }

    const processing = await post(url, { status: "PROCESSING" });
    expect([processing.statusCode, processing.headers.location]).toEqual([303, `${url}?moved=PROCESSING`]);
    expect(await statusOf(order.id)).toBe("PROCESSING");

    // A missing tracking id is named beside its field; nothing moves.
    const missing = await post(url, { status: "SHIPPED", courierName: "DTDC", trackingId: "" });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain(STAFF_ORDER_MESSAGES.trackingRequired);
    expect(await statusOf(order.id)).toBe("PROCESSING");

    const shipped = await post(url, { status: "SHIPPED", courierName: "DTDC", trackingId: "D998877" });
    expect(shipped.statusCode).toBe(303);
    const after = await page(`${url}?moved=SHIPPED`);
    expect(after.body).toContain("Moved to Shipped.");
    expect(after.body).toContain("DTDC, tracking id D998877");
    expect(after.body).toContain("Mark delivered");
    expect(after.body).toContain("order.status");

    // A move no longer allowed (another member's tab was stale): the 409's message is shown.
    const stale = await post(url, { status: "CANCELLED", reason: "Customer called" });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain(
      STAFF_ORDER_MESSAGES.illegalMove("SHIPPED", "CANCELLED", ["DELIVERED"]).replace(/'/g, "&#x27;"),
    );
    expect(await statusOf(order.id)).toBe("SHIPPED");
  });

  it("refuses another site's form, and answers 404 for an unknown order", async () => {
    const order = await placeOrder(t, await aShopper(), "CASH");
    const forged = await post(
      `/staff/orders/${order.orderNumber}`,
      { status: "PROCESSING" },
      "https://evil.example",
    );
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(await statusOf(order.id)).toBe("PENDING");
    expect((await page("/staff/orders/NG261127AAAAAAAAAA")).statusCode).toBe(404);
  });
});
