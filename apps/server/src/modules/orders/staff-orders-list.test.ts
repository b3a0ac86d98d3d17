// GET /api/v1/staff/orders and /orders/{orderId} (issue 25 item 3, decision 045): the filters,
// the search by order id, phone or name, paging, what an order's page holds, and bad queries.
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { StaffOrderDetailSchema, StaffOrderListSchema } from "@nagai/contracts/staff-orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { placeOrder, type StoredOrder } from "../payments/payment-test-kit.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { orders } from "./orders.tables.ts";

let t: TestApp;
const { aShopper } = createShopperKit(() => t, { firstNumber: 9_520_000_000, addressPrefix: "10.127" });
const { aStaffMember } = createStaffKit(() => t, { firstNumber: 9_501_000_000 });
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await aStaffMember()).headers;
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1/staff${url}`, headers });
async function list(query: string) {
  const response = await get(`/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return StaffOrderListSchema.parse(response.json());
}
const ids = async (query: string) => (await list(query)).content.map((order) => order.orderId);

/** Sets what a test needs of its orders straight in the table, as time and the staff would. */
const set = (order: StoredOrder, values: Partial<typeof orders.$inferInsert>) =>
  t.db.update(orders).set(values).where(eq(orders.id, order.id));

/** Three orders of one new shopper: cash placed on 10 Jan (India), online on 11 Jan, cash on 12 Jan. */
async function threeOrders(): Promise<{ shopper: Shopper; orders: StoredOrder[] }> {
  const shopper = await aShopper();
  const placed = [
    await placeOrder(t, shopper, "CASH"),
    await placeOrder(t, shopper, "ONLINE"),
    await placeOrder(t, shopper, "CASH"),
  ];
  // 18:29 UTC is 23:59 in India, 18:31 UTC is 00:01 the next day there.
  await set(placed[0]!, { createdAt: new Date("2026-01-10T18:29:00Z") });
  await set(placed[1]!, { createdAt: new Date("2026-01-10T18:31:00Z") });
  await set(placed[2]!, { createdAt: new Date("2026-01-12T10:00:00Z"), status: "PROCESSING" });
  return { shopper, orders: placed };
}

describe("GET /staff/orders", () => {
  it("lists every shopper's orders newest first, a page at a time", async () => {
    const { shopper, orders: placed } = await threeOrders();
    const newestFirst = placed.map((order) => order.orderNumber).reverse();
    expect(await ids(`q=${shopper.number}`)).toEqual(newestFirst);
    const second = await list(`q=${shopper.number}&size=2&page=1`);
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 });
    expect(second.content.map((order) => order.orderId)).toEqual([newestFirst[2]]);
    expect(second.content[0]).toMatchObject({
      customerName: "Asha",
      contact: shopper.number,
      placedBy: { contact: shopper.number },
      status: "PENDING",
      paymentMode: "CASH",
      paymentStatus: "PAY_ON_DELIVERY",
      totalAmount: 2299,
    });
    // The GET form's blank fields are "any".
    expect(await ids(`status=&paymentMode=&from=&to=&q=${shopper.number}`)).toEqual(newestFirst);
    // Other shoppers' orders are there too without a search.
    const other = await placeOrder(t, await aShopper(), "CASH");
    expect((await list("size=100")).content.map((order) => order.orderId)).toContain(other.orderNumber);
  });

  it("filters by status, payment mode and days placed in India time", async () => {
    const { shopper, orders: placed } = await threeOrders();
    const [jan10, jan11, jan12] = placed.map((order) => order.orderNumber);
    const q = `q=${shopper.number}`;
    expect(await ids(`${q}&status=processing`)).toEqual([jan12]);
    expect(await ids(`${q}&status=PENDING&paymentMode=CASH`)).toEqual([jan10]);
    expect(await ids(`${q}&paymentMode=online`)).toEqual([jan11]);
    expect(await ids(`${q}&from=2026-01-10&to=2026-01-10`)).toEqual([jan10]);
    expect(await ids(`${q}&from=2026-01-11`)).toEqual([jan12, jan11]);
    expect(await ids(`${q}&to=2026-01-11`)).toEqual([jan11, jan10]);
    expect(await ids(`${q}&from=2026-01-13`)).toEqual([]);
  });

  it("searches by order id, either phone and the start of either name, in any case", async () => {
    const { shopper, orders: placed } = await threeOrders();
    const [first] = placed;
    expect(await ids(`q=${first!.orderNumber.toLowerCase()}`)).toEqual([first!.orderNumber]);
    // The recipient's number differs from the account's: either finds the order.
    await set(first!, { contact: "9876501234", customerName: "Zenobia Quartz" });
    expect(await ids("q=9876501234")).toEqual([first!.orderNumber]);
    expect(await ids(`q=${encodeURIComponent(`+91 ${shopper.number}`)}`)).toHaveLength(3);
    expect(await ids("q=zenobia")).toEqual([first!.orderNumber]);
    expect(await ids("q=ZENOBIA%20Q")).toEqual([first!.orderNumber]);
    expect(await ids("q=quartz")).toEqual([]);
    expect(await ids(`q=user${shopper.number}`)).toHaveLength(3);
    // LIKE's own characters are taken literally.
    expect(await ids("q=%25")).toEqual([]);
    expect(await ids("q=_enobia")).toEqual([]);
  });

  it("reuses a count for a few seconds, reads the rows fresh, and forgets the count on a move", async () => {
    const { shopper } = await threeOrders();
    const q = `q=${shopper.number}&size=1`;
    expect((await list(q)).totalElements).toBe(3);
    const fourth = await placeOrder(t, shopper, "ONLINE");
    const reused = await list(q);
    // The newest order is on the first page at once; its count follows within COUNT_REUSE_MS.
    expect(reused.content[0]!.orderId).toBe(fourth.orderNumber);
    expect(reused.totalElements).toBe(3);
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/v1/staff/orders/${fourth.orderNumber}/status`,
      headers,
      payload: { status: "CANCELLED", reason: "Duplicate" },
    });
    expect(moved.statusCode).toBe(200);
    expect((await list(q)).totalElements).toBe(4);
    // A first page that is not full needs no count: it is every match.
    expect((await list(`q=${shopper.number}`)).totalElements).toBe(4);
  });

  it("refuses bad queries with a 400 that says why", async () => {
    for (const query of [
      "status=LOST",
      "paymentMode=CARD",
      "from=2026-02-30",
      "from=10-01-2026",
      "from=2026-01-12&to=2026-01-11",
      "size=0",
      "size=101",
      "page=-1",
      "page=1e3",
      "size=99999999999999999999",
      `q=${"x".repeat(101)}`,
      "q=a%01b",
      "q=a%00b",
    ]) {
      const response = await get(`/orders?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(ErrorResponseSchema.parse(response.json()).message.length).toBeGreaterThan(0);
    }
    const reversed = ErrorResponseSchema.parse((await get("/orders?from=2026-01-12&to=2026-01-11")).json());
    expect(JSON.stringify(reversed)).toContain("'from' date must not be after");
  });

  it("is refused without a staff session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/staff/orders" })).statusCode).toBe(401);
    const shopper = await aShopper();
    const asShopper = await t.app.inject({
      method: "GET",
      url: "/api/v1/staff/orders",
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(asShopper.statusCode).toBe(401);
    expect(asShopper.body).not.toContain(shopper.number);
  });
});

describe("GET /staff/orders/{orderId}", () => {
  it("answers the items, address, contact, payments, timeline, audit and the moves allowed", async () => {
    const shopper = await aShopper();
    const order = await placeOrder(t, shopper, "ONLINE");
    const response = await get(`/orders/${order.orderNumber}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = StaffOrderDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      orderId: order.orderNumber,
      customerName: "Asha",
      contact: shopper.number,
      email: "asha@example.in",
      address: "12 Gandhi Road, T Nagar, Chennai, Tamil Nadu - 600017, India",
      status: "PENDING",
      paymentMode: "ONLINE",
      paymentStatus: "AWAITING_PAYMENT",
      subTotal: 2299,
      shippingFee: 0,
      totalAmount: 2299,
      courierName: null,
      courierTrackingId: null,
      payments: [],
      audit: [],
      // Unpaid online: Processing waits for the payment.
      allowedMoves: ["CANCELLED"],
    });
    expect(detail.items).toEqual([
      expect.objectContaining({ quantity: 1, price: 2299, amount: 2299, tagNo: expect.any(String) }),
    ]);
    expect(detail.timeline.map((entry) => entry.status)).toEqual(["PENDING"]);
  });

  it("is a 404 for an unknown order and a 400 for a malformed id", async () => {
    expect((await get("/orders/NG261127AAAAAAAAAA")).statusCode).toBe(404);
    expect((await get(`/orders/${"x".repeat(65)}`)).statusCode).toBe(400);
    expect((await get("/orders/NG%00")).statusCode).toBe(400);
  });
});
