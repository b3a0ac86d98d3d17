// The console home's figures (issue 25 item 6, decision 045): GET /api/v1/staff/summary over orders
// written as the order statement leaves them, on India's days. Orders are arranged straight in the
// tables (their placing has its own tests); the figures are read through the API.
import { addDays, todayInIndia } from "@nagai/contracts/appointment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { appointments } from "../appointments/appointments.tables.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { users } from "../auth/auth.tables.ts";
import { contactMessages } from "../contact/contact.tables.ts";
import { orderItems, orders } from "../orders/orders.tables.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { newsletterSubscribers } from "../subscriptions/subscriptions.tables.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const staffKit = createStaffKit(() => shop, { firstNumber: 9_720_000_000 });
const accounts = createAccountKit(() => shop, { firstNumber: 9_730_000_000, addressPrefix: "10.99" });

let nextOrder = 1;
/** An order placed at `at` (an instant), with `pieces` of one piece, in the state given. */
async function anOrder(
  userId: number,
  sno: number,
  at: Date,
  {
    status = "PENDING",
    mode = "CASH",
    paid = false,
    rupees = 1000,
    pieces = 1,
  }: {
    status?: "PENDING" | "PROCESSING" | "SHIPPED" | "DELIVERED" | "CANCELLED";
    mode?: "CASH" | "ONLINE";
    paid?: boolean;
    rupees?: number;
    pieces?: number;
  } = {},
) {
  const [order] = await shop.db
    .insert(orders)
    .values({
      orderNumber: `SUMMARY${nextOrder++}`,
      userId,
      customerName: "Anu",
      contact: "9840012345",
      placedByName: "anu",
      placedByContact: "9840012345",
      email: "anu@gmail.com",
      address: "1 Anna Salai, Chennai",
      paymentMode: mode,
      status,
      subTotalPaise: rupees * 100,
      totalPaise: rupees * 100,
      paidAt: paid ? at : null,
      createdAt: at,
    })
    .returning({ id: orders.id });
  await shop.db.insert(orderItems).values({
    orderId: order!.id,
    productSno: sno,
    productName: "Ring",
    itemId: 1,
    tagNo: "T1",
    pricePaise: (rupees * 100) / pieces,
    quantity: pieces,
  });
}

/** An instant on an India date and time. */
const india = (date: string, time = "12:00") => new Date(`${date}T${time}:00+05:30`);

describe("GET /api/v1/staff/summary", () => {
  it("counts today's and the month's sales, waiting orders, the week's pieces and 30 days of sales", async () => {
    const staff = await staffKit.aStaffMember();
    const empty = await shop.app.inject({ url: "/api/v1/staff/summary", headers: staff.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().orders).toMatchObject({
      today: { count: 0, salesRupees: 0 },
      waiting: { PENDING: 0, PROCESSING: 0, SHIPPED: 0 },
      piecesSoldThisWeek: 0,
    });

    const account = await accounts.anAccount();
    const [user] = await shop.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.contactNumber, account.number));
    const [piece] = await insertProducts(shop.db, aProduct());
    const order = (at: Date, options?: Parameters<typeof anOrder>[3]) =>
      anOrder(user!.id, piece!.sno, at, options);
    const today = todayInIndia();
    // India's midnight: 00:05 today counts as today, 23:55 yesterday as yesterday (both before
    // "now" at any hour, so the test holds whenever it runs).
    await order(india(today, "00:05"), { rupees: 1500, pieces: 2 });
    await order(india(today, "00:06"), { mode: "ONLINE", paid: true, status: "PROCESSING", rupees: 2500 });
    await order(india(today, "00:07"), { mode: "ONLINE", rupees: 9999 });
    await order(india(today, "00:08"), { status: "CANCELLED", rupees: 7777 });
    await order(india(addDays(today, -1), "23:55"), { status: "SHIPPED", rupees: 400 });
    await order(india(addDays(today, -29)), { status: "DELIVERED", rupees: 300 });
    await order(india(addDays(today, -30)), { status: "DELIVERED", rupees: 100_000 });
    await shop.db.insert(appointments).values([
      { ...booking, appointmentAt: india(today, "11:00") },
      { ...booking, appointmentAt: india(addDays(today, 1), "11:00"), deskStatus: "CALLED" },
    ]);
    await shop.db.insert(contactMessages).values([
      { name: "A", email: "a@gmail.com", message: "Hello" },
      { name: "B", email: "b@gmail.com", message: "Hi", answeredAt: new Date(), answeredBy: "Meena" },
    ]);
    await shop.db.insert(newsletterSubscribers).values({ email: "news@gmail.com" });

    const answer = await shop.app.inject({ url: "/api/v1/staff/summary", headers: staff.headers });
    expect(answer.statusCode).toBe(200);
    const summary = answer.json();
    expect(summary.today).toBe(today);
    // A sale: cash, or online and paid; neither the unpaid online order nor the cancelled one.
    expect(summary.orders.today).toEqual({ count: 2, salesRupees: 4000 });
    const yesterdayInMonth = addDays(today, -1).slice(0, 7) === today.slice(0, 7);
    const dayMinus29InMonth = addDays(today, -29).slice(0, 7) === today.slice(0, 7);
    expect(summary.orders.thisMonth).toEqual({
      count: 2 + (yesterdayInMonth ? 1 : 0) + (dayMinus29InMonth ? 1 : 0),
      salesRupees: 4000 + (yesterdayInMonth ? 400 : 0) + (dayMinus29InMonth ? 300 : 0),
    });
    expect(summary.orders.waiting).toEqual({ PENDING: 1, PROCESSING: 1, SHIPPED: 1 });
    expect(summary.orders.awaitingPayment).toBe(1);
    expect(summary.orders.cashToPack).toBe(1);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const yesterdayThisWeek = weekday !== 1;
    expect(summary.orders.piecesSoldThisWeek).toBe(3 + (yesterdayThisWeek ? 1 : 0));

    const days = summary.orders.salesByDay;
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe(addDays(today, -29));
    expect(days[29]).toEqual({ date: today, count: 2, salesRupees: 4000 });
    expect(days[28]).toEqual({ date: addDays(today, -1), count: 1, salesRupees: 400 });
    expect(days[0]).toEqual({ date: addDays(today, -29), count: 1, salesRupees: 300 });
    expect(days.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(4);

    expect(summary.appointments).toEqual({ today: 1, new: 1 });
    expect(summary.messages).toEqual({ contact: 1, subscription: 1 });
  });

  it("adds up sales past int4's range of paise", async () => {
    const staff = await staffKit.aStaffMember();
    const account = await accounts.anAccount();
    const [user] = await shop.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.contactNumber, account.number));
    const [piece] = await insertProducts(shop.db, aProduct());
    const before = (await shop.app.inject({ url: "/api/v1/staff/summary", headers: staff.headers })).json();
    const now = new Date();
    // Two orders of ₹1.5 crore: 3,00,00,00,000 paise together, past 2,147,483,647.
    for (let i = 0; i < 2; i++) await anOrder(user!.id, piece!.sno, now, { rupees: 15_000_000 });
    const after = (await shop.app.inject({ url: "/api/v1/staff/summary", headers: staff.headers })).json();
    expect(after.orders.today.salesRupees - before.orders.today.salesRupees).toBe(30_000_000);
  });

  it("is refused without a staff session", async () => {
    expect((await shop.app.inject({ url: "/api/v1/staff/summary" })).statusCode).toBe(401);
    const shopper = await accounts.anAccount();
    const refused = await shop.app.inject({
      url: "/api/v1/staff/summary",
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain("salesRupees");
  });
});

const booking = {
  name: "Lakshmi",
  email: "lakshmi@gmail.com",
  mobileNumber: "9840012345",
  cityOrCountry: "Chennai",
  category: "Gold",
  subCategory: "Rings",
  preferredLanguage: "Tamil",
};
