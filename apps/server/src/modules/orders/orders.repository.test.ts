import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQL_STATES, sqlStateOf } from "../../db/sql-state.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { users } from "../auth/auth.tables.ts";
import { insertOrder } from "./order-statement.ts";
import { createOrdersRepository, type NewOrderFields } from "./orders.repository.ts";
import { orders } from "./orders.tables.ts";

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

/** The order's rows as the repository's drizzle selects read them. */
async function readBack(orderNumber: string) {
  const repository = createOrdersRepository(t.db);
  const order = await repository.findByNumber(orderNumber);
  return {
    order,
    items: await repository.itemsOf([order!.id]),
    timeline: await repository.timelineOf(order!.id),
  };
}

/** A cash order of the test's shopper; the tests change what they look at. */
function anOrder(fields: Partial<NewOrderFields> & Pick<NewOrderFields, "orderNumber">): NewOrderFields {
  return {
    userId: shopperId,
    customerName: "Ravi",
    contact: "9000000002",
    placedByName: "rows",
    placedByContact: "9000000002",
    email: "rows@example.com",
    address: "2 Road, Madurai 625001",
    paymentMode: "CASH",
    subTotalPaise: 100,
    shippingFeePaise: 0,
    totalPaise: 100,
    reservationExpiresAt: null,
    ...fields,
  };
}

describe("the order statement without stock (insertOrder)", () => {
  it("answers the order, its lines in the order given and its first entry, as drizzle reads them", async () => {
    const { placed } = await insertOrder(
      t.db,
      {
        orderNumber: "ROWS-1",
        userId: shopperId,
        customerName: 'Meena Iyer — ₹ & "quotes" \\ back',
        contact: "9000000002",
        placedByName: 'rows\\\'s ₹ "account"',
        placedByContact: "9000000002",
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
    const stored = placed!;
    expect(stored).toEqual(await readBack(stored.order.orderNumber));
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
    const { placed } = await insertOrder(
      t.db,
      anOrder({
        orderNumber: "ROWS-2",
        subTotalPaise: 150_000,
        shippingFeePaise: 9_900,
        totalPaise: 159_900,
      }),
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
    const stored = placed!;
    expect(stored).toEqual(await readBack(stored.order.orderNumber));
    expect(stored.order.reservationExpiresAt).toBeNull();
    expect(stored.timeline[0]!.note).toBeNull();
  });

  it("refuses a second order with the same number, as the unique index says", async () => {
    const order = anOrder({ orderNumber: "ROWS-3" });
    await insertOrder(t.db, order, [], { status: "PENDING", note: null });
    const refused = await insertOrder(t.db, order, [], { status: "PENDING", note: null }).catch((e) => e);
    expect(sqlStateOf(refused)).toBe(SQL_STATES.uniqueViolation);
    const rows = await t.db.select().from(orders).where(eq(orders.orderNumber, "ROWS-3"));
    expect(rows).toHaveLength(1);
  });
});
