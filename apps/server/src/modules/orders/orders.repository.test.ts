import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQL_STATES, sqlStateOf } from "../../db/sql-state.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { users } from "../auth/auth.tables.ts";
import { createOrdersRepository } from "./orders.repository.ts";
import { orderItems, orderStatusHistory, orders } from "./orders.tables.ts";

let t: TestApp;
let shopperId: number;
let snos: number[];

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.db
    .insert(users)
    .values({ username: "rows", email: "rows@example.com", contactNumber: "9000000002", passwordHash: "x" })
    .returning({ id: users.id });
  shopperId = user!.id;
  snos = (await insertProducts(t.db, aProduct(), aProduct(), aProduct())).map((row) => row.sno);
});

afterAll(() => t.close());

/** The order's rows as drizzle's own selects read them. */
async function readBack(orderId: number) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const items = await t.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const timeline = await t.db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  return { order, items, timeline };
}

describe("insertOrder", () => {
  it("answers the order, its lines in the order given and its first entry, as drizzle reads them", async () => {
    const stored = await createOrdersRepository(t.db).insertOrder(
      {
        orderNumber: "ROWS-1",
        userId: shopperId,
        customerName: 'Meena Iyer — ₹ & "quotes" \\ back',
        contact: "9000000002",
        email: "rows@example.com",
        address: "1 Road,\nChennai 600001",
        paymentMode: "ONLINE",
        subTotalPaise: 1_234_500,
        shippingFeePaise: 0,
        totalPaise: 1_234_500,
        reservationExpiresAt: new Date("2026-11-26T10:15:30.123Z"),
      },
      [snos[2]!, snos[0]!, snos[1]!].map((sno, n) => ({
        productSno: sno,
        productName: `Piece ${n} 'ring'`,
        itemId: 10 + n,
        tagNo: `T${n}`,
        imagePath: n === 1 ? null : `/media/${n}.webp`,
        pricePaise: 411_500 + n,
        quantity: n + 1,
      })),
      { status: "PENDING", note: "Awaiting payment." },
    );
    expect(stored).toEqual(await readBack(stored.order.id));
    expect(stored.items.map((item) => item.productSno)).toEqual([snos[2], snos[0], snos[1]]);
    expect(stored.order.reservationExpiresAt).toEqual(new Date("2026-11-26T10:15:30.123Z"));
    expect(stored.order.paidAt).toBeNull();
    expect(stored.order.createdAt).toBeInstanceOf(Date);
    expect(stored.timeline).toEqual([
      {
        orderId: stored.order.id,
        status: "PENDING",
        note: "Awaiting payment.",
        createdAt: stored.order.createdAt,
      },
    ]);
  });

  it("keeps a cash order's empty expiry and a timeline entry without a note", async () => {
    const stored = await createOrdersRepository(t.db).insertOrder(
      {
        orderNumber: "ROWS-2",
        userId: shopperId,
        customerName: "Ravi",
        contact: "9000000002",
        email: "rows@example.com",
        address: "2 Road, Madurai 625001",
        paymentMode: "CASH",
        subTotalPaise: 150_000,
        shippingFeePaise: 9_900,
        totalPaise: 159_900,
        reservationExpiresAt: null,
      },
      [
        {
          productSno: snos[0]!,
          productName: "One",
          itemId: 1,
          tagNo: "A",
          imagePath: null,
          pricePaise: 150_000,
          quantity: 1,
        },
      ],
      { status: "PENDING", note: null },
    );
    expect(stored).toEqual(await readBack(stored.order.id));
    expect(stored.order.reservationExpiresAt).toBeNull();
    expect(stored.timeline[0]!.note).toBeNull();
  });

  it("refuses a second order with the same number, as the unique index says", async () => {
    const repository = createOrdersRepository(t.db);
    const order = {
      orderNumber: "ROWS-3",
      userId: shopperId,
      customerName: "Ravi",
      contact: "9000000002",
      email: "rows@example.com",
      address: "2 Road, Madurai 625001",
      paymentMode: "CASH" as const,
      subTotalPaise: 100,
      shippingFeePaise: 0,
      totalPaise: 100,
      reservationExpiresAt: null,
    };
    await repository.insertOrder(order, [], { status: "PENDING", note: null });
    const refused = await repository
      .insertOrder(order, [], { status: "PENDING", note: null })
      .catch((e) => e);
    expect(sqlStateOf(refused)).toBe(SQL_STATES.uniqueViolation);
    const rows = await t.db.select().from(orders).where(eq(orders.orderNumber, "ROWS-3"));
    expect(rows).toHaveLength(1);
  });
});
