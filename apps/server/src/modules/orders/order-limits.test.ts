import { formatRupees } from "@nagai/contracts/money";
import { ORDER_MESSAGES, OrderQuoteSchema } from "@nagai/contracts/order";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { availableNow } from "./order-test-kit.ts";
import { orders } from "./orders.tables.ts";

/**
 * What one shopper may hold at once (decision 036), with the shop's default limits: 3 unpaid
 * online orders per shopper and per mobile number, 10 pieces and ₹5,00,000 across open orders,
 * cash on delivery up to ₹50,000 and 2 undelivered cash orders. Through the real handlers into a
 * real database; the concurrent cases through two app instances on one database.
 */

type Piece = Awaited<ReturnType<typeof insertProducts>>[number];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_250_000_000, addressPrefix: "10.26" });

/** Pieces on sale at ₹1,030 each unless a price (rupees before GST) is given. */
function somePieces(
  count: number,
  { stock = 1, grossRupees }: { stock?: number; grossRupees?: number } = {},
) {
  const price = grossRupees === undefined ? {} : { grossAmountPaise: grossRupees * 100 };
  return insertProducts(t.db, ...Array.from({ length: count }, () => aProduct({ stock, ...price })));
}

let contacts = 0;

function anOrder(
  shopper: Shopper,
  lines: readonly { piece: Piece; quantity?: number }[],
  {
    paymentMode = "ONLINE",
    contact = shopper.number,
  }: { paymentMode?: "ONLINE" | "CASH"; contact?: string } = {},
) {
  return {
    customerName: "Kavya Iyer",
    contact,
    email: "kavya@example.in",
    address: "4 Lake View Road, Adyar, Chennai, Tamil Nadu - 600020, India",
    paymentMode,
    items: lines.map(({ piece, quantity = 1 }) => ({ sno: piece.sno, quantity })),
  };
}

function place(shopper: Shopper, body: ReturnType<typeof anOrder>, app: FastifyInstance = t.app) {
  return app.inject({
    method: "POST",
    url: "/api/v1/order/create",
    headers: { authorization: `Bearer ${shopper.token}` },
    payload: body,
  });
}

const each = (pieces: readonly Piece[]) => pieces.map((piece) => ({ piece }));
const otherContact = () => String(9_870_000_000 + contacts++);

async function expectRefused(
  answer: Awaited<ReturnType<typeof place>>,
  status: number,
  error: string,
  message: string,
) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json()).toEqual({ status: "error", error, message });
}

async function available(pieces: readonly Piece[]): Promise<number> {
  const stock = await availableNow(
    t.db,
    pieces.map((piece) => piece.sno),
  );
  return [...stock.values()].reduce((sum, value) => sum + value, 0);
}

async function setOrders(orderIds: readonly string[], change: Partial<typeof orders.$inferInsert>) {
  await t.db
    .update(orders)
    .set(change)
    .where(inArray(orders.orderNumber, [...orderIds]));
}

describe("a shopper who tries to take the catalogue off sale (the probe of issue 23)", () => {
  it("holds at most 10 pieces however they order: big online orders, many at once through two processes, big cash orders", async () => {
    const catalogue = [...(await somePieces(120)), ...(await somePieces(20, { stock: 3 }))];
    const inStock = await available(catalogue);
    expect(inStock).toBe(180);
    const hoarder = await aShopper();
    const other = await t.anotherProcess();

    // As the probe did: orders of 50 lines, ONLINE (held for 15 minutes, placed again for ever).
    for (let start = 0; start < catalogue.length; start += 50) {
      const answer = await place(hoarder, anOrder(hoarder, each(catalogue.slice(start, start + 50))));
      await expectRefused(answer, 409, "HELD_PIECES_LIMIT", ORDER_MESSAGES.heldPiecesLimit(10, 0));
    }
    // One big cash order: 26 lines, as the probe's ₹2,92,005.97 one (here above ₹26,000).
    const cash = await place(
      hoarder,
      anOrder(hoarder, each(catalogue.slice(0, 26)), { paymentMode: "CASH" }),
    );
    await expectRefused(cash, 409, "HELD_PIECES_LIMIT", ORDER_MESSAGES.heldPiecesLimit(10, 0));
    // Within the limits, then 20 orders of 3 pieces at once, half through another process.
    expect((await place(hoarder, anOrder(hoarder, each(catalogue.slice(0, 4))))).statusCode).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const lines = each(catalogue.slice(4 + index * 3, 7 + index * 3));
        return place(hoarder, anOrder(hoarder, lines), index % 2 ? other : t.app);
      }),
    );
    const placed = burst.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(2); // 4 + 3 + 3 pieces: 10
    for (const refused of burst.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(["UNPAID_ORDERS_LIMIT", "HELD_PIECES_LIMIT"]).toContain(refused.json().error);
    }
    // Cash orders now: the shopper already holds 10 pieces.
    const moreCash = await place(
      hoarder,
      anOrder(hoarder, [{ piece: catalogue[130]!, quantity: 3 }], { paymentMode: "CASH" }),
    );
    await expectRefused(moreCash, 409, "HELD_PIECES_LIMIT", ORDER_MESSAGES.heldPiecesLimit(10, 10));

    // The catalogue stays on sale: all but the hoarder's 10 pieces, and another shopper buys them.
    expect(await available(catalogue)).toBe(inStock - 10);
    const shopper = await aShopper();
    // Past the burst's last line: which two of its orders were placed is the race's to decide.
    const free = catalogue.slice(4 + 20 * 3, 4 + 20 * 3 + 8);
    expect((await place(shopper, anOrder(shopper, each(free)))).statusCode).toBe(201);
  });
});

describe("each limit says what it is and what to do", () => {
  it("unpaid online orders: 3 per shopper; a paid or expired one makes room", async () => {
    const shopper = await aShopper();
    const pieces = await somePieces(6);
    const ids: string[] = [];
    for (const piece of pieces.slice(0, 3)) {
      const answer = await place(shopper, anOrder(shopper, [{ piece }], { contact: otherContact() }));
      expect(answer.statusCode).toBe(201);
      ids.push(answer.json().orderId);
    }
    const fourth = await place(
      shopper,
      anOrder(shopper, [{ piece: pieces[3]! }], { contact: otherContact() }),
    );
    await expectRefused(fourth, 409, "UNPAID_ORDERS_LIMIT", ORDER_MESSAGES.unpaidOrdersLimit(3));
    expect(ORDER_MESSAGES.unpaidOrdersLimit(3)).toBe(
      "You already have 3 orders awaiting payment. Please pay for one of them on your Orders page, or wait until its pieces are released (15 minutes after ordering), then order again.",
    );
    // Paid: no longer awaiting payment. Expired: its hold is over, whether swept or not.
    await setOrders([ids[0]!], { paidAt: new Date(), reservationExpiresAt: null });
    expect((await place(shopper, anOrder(shopper, [{ piece: pieces[3]! }]))).statusCode).toBe(201);
    await setOrders([ids[1]!], { reservationExpiresAt: new Date(Date.now() - 1000) });
    expect((await place(shopper, anOrder(shopper, [{ piece: pieces[4]! }]))).statusCode).toBe(201);
  });

  it("unpaid online orders: 3 per mobile number given as contact, over several accounts, counting the number's own account", async () => {
    const [owner, ...others] = await Promise.all([
      aShopper(),
      aShopper(),
      aShopper(),
      aShopper(),
      aShopper(),
    ]);
    const pieces = await somePieces(6);
    // Three other accounts give one number as the contact.
    const shared = otherContact();
    for (const [index, shopper] of others.slice(0, 3).entries()) {
      const answer = await place(shopper, anOrder(shopper, [{ piece: pieces[index]! }], { contact: shared }));
      expect(answer.statusCode).toBe(201);
    }
    const fourth = await place(others[3]!, anOrder(others[3]!, [{ piece: pieces[3]! }], { contact: shared }));
    await expectRefused(
      fourth,
      409,
      "UNPAID_ORDERS_PER_NUMBER_LIMIT",
      ORDER_MESSAGES.unpaidOrdersPerNumberLimit(3),
    );
    // Strangers who give the owner's number as contact never lock the owner out: an order with
    // the shopper's own verified number is not refused by the number's limit.
    await setOrders(
      (await t.db.select().from(orders).where(eq(orders.contact, shared))).map((row) => row.orderNumber),
      { contact: owner.number },
    );
    expect((await place(owner, anOrder(owner, [{ piece: pieces[4]! }]))).statusCode).toBe(201);
    // But a fourth account giving it is refused: the owner's number now has 4 unpaid orders.
    const stranger = await place(
      others[3]!,
      anOrder(others[3]!, [{ piece: pieces[5]! }], { contact: owner.number }),
    );
    await expectRefused(
      stranger,
      409,
      "UNPAID_ORDERS_PER_NUMBER_LIMIT",
      ORDER_MESSAGES.unpaidOrdersPerNumberLimit(3),
    );
    expect(await available([pieces[3]!, pieces[5]!])).toBe(2);

    // And an account's own unpaid orders count when another account gives its number as contact.
    const buyer = await aShopper();
    const more = await somePieces(4);
    for (const piece of more.slice(0, 3)) {
      const answer = await place(buyer, anOrder(buyer, [{ piece }], { contact: otherContact() }));
      expect(answer.statusCode).toBe(201);
    }
    const typed = await place(
      others[3]!,
      anOrder(others[3]!, [{ piece: more[3]! }], { contact: buyer.number }),
    );
    await expectRefused(
      typed,
      409,
      "UNPAID_ORDERS_PER_NUMBER_LIMIT",
      ORDER_MESSAGES.unpaidOrdersPerNumberLimit(3),
    );
  });

  it("pieces: 10 at once across open orders, online and cash", async () => {
    const shopper = await aShopper();
    const [many, few] = await somePieces(2, { stock: 10 });
    const eleven = await place(
      shopper,
      anOrder(shopper, [
        { piece: many!, quantity: 10 },
        { piece: few!, quantity: 1 },
      ]),
    );
    await expectRefused(eleven, 409, "HELD_PIECES_LIMIT", ORDER_MESSAGES.heldPiecesLimit(10, 0));
    expect(ORDER_MESSAGES.heldPiecesLimit(10, 0)).toBe(
      "One shopper may have at most 10 pieces at once in orders awaiting payment or delivery, and you have 0. Please order fewer pieces, or pay for your orders awaiting payment first.",
    );
    expect(
      (await place(shopper, anOrder(shopper, [{ piece: many!, quantity: 6 }], { paymentMode: "CASH" })))
        .statusCode,
    ).toBe(201);
    const five = await place(shopper, anOrder(shopper, [{ piece: few!, quantity: 5 }]));
    await expectRefused(five, 409, "HELD_PIECES_LIMIT", ORDER_MESSAGES.heldPiecesLimit(10, 6));
    expect((await place(shopper, anOrder(shopper, [{ piece: few!, quantity: 4 }]))).statusCode).toBe(201);
  });

  it("value: ₹5,00,000 at once across open orders", async () => {
    const shopper = await aShopper();
    const [necklace, bangle] = await somePieces(2, { grossRupees: 2_90_000 }); // ₹2,98,700 each with GST
    expect((await place(shopper, anOrder(shopper, [{ piece: necklace! }]))).statusCode).toBe(201);
    const second = await place(shopper, anOrder(shopper, [{ piece: bangle! }]));
    await expectRefused(
      second,
      409,
      "HELD_VALUE_LIMIT",
      ORDER_MESSAGES.heldValueLimit(formatRupees(500_000), formatRupees(298_700)),
    );
    expect(second.json().message).toBe(
      "One shopper may have orders worth at most ₹5,00,000.00 at once awaiting payment or delivery, and yours come to ₹2,98,700.00. Please order less, or pay for your orders awaiting payment first.",
    );
    expect(await available([bangle!])).toBe(1);
  });

  it("cash on delivery: up to ₹50,000 an order, shown in the quote; 2 undelivered cash orders", async () => {
    const shopper = await aShopper();
    const [dear] = await somePieces(1, { grossRupees: 50_000 }); // ₹51,500 with GST
    const cheap = await somePieces(4);
    const refused = await place(shopper, anOrder(shopper, [{ piece: dear! }], { paymentMode: "CASH" }));
    await expectRefused(
      refused,
      422,
      "CASH_ORDER_TOO_LARGE",
      "Cash on delivery is available for orders up to ₹50,000.00. Please choose Pay Online for this order.",
    );
    const quote = OrderQuoteSchema.parse(
      (await shopper.call("POST", "/order/quote", { items: [{ sno: dear!.sno, quantity: 1 }] })).json(),
    );
    expect(quote.cashOnDelivery).toEqual({
      available: false,
      maxOrderAmount: 50_000,
      message: ORDER_MESSAGES.cashOrderTooLarge(formatRupees(50_000)),
    });
    const small = OrderQuoteSchema.parse(
      (await shopper.call("POST", "/order/quote", { items: [{ sno: cheap[0]!.sno, quantity: 1 }] })).json(),
    );
    expect(small.cashOnDelivery).toEqual({ available: true, maxOrderAmount: 50_000, message: null });
    expect(await available([dear!])).toBe(1);

    const ids: string[] = [];
    for (const piece of cheap.slice(0, 2)) {
      const answer = await place(shopper, anOrder(shopper, [{ piece }], { paymentMode: "CASH" }));
      expect(answer.statusCode).toBe(201);
      ids.push(answer.json().orderId);
    }
    const third = await place(shopper, anOrder(shopper, [{ piece: cheap[2]! }], { paymentMode: "CASH" }));
    await expectRefused(third, 409, "CASH_ORDERS_LIMIT", ORDER_MESSAGES.cashOrdersLimit(2));
    expect(third.json().message).toBe(
      "You already have 2 cash on delivery orders awaiting delivery. Please choose Pay Online for this order.",
    );
    // Online is still open to them; a delivered cash order makes room for another.
    expect((await place(shopper, anOrder(shopper, [{ piece: dear! }]))).statusCode).toBe(201);
    await setOrders([ids[0]!], { status: "DELIVERED" });
    expect(
      (await place(shopper, anOrder(shopper, [{ piece: cheap[2]! }], { paymentMode: "CASH" }))).statusCode,
    ).toBe(201);
  });
});

describe("limits under concurrency", () => {
  it("20 orders at once from one shopper through two processes: 3 online orders, then 2 cash orders, never more", async () => {
    const shopper = await aShopper();
    const other = await t.anotherProcess();
    const pieces = await somePieces(40);
    const online = await Promise.all(
      pieces
        .slice(0, 20)
        .map((piece, index) =>
          place(
            shopper,
            anOrder(shopper, [{ piece }], { contact: otherContact() }),
            index % 2 ? other : t.app,
          ),
        ),
    );
    expect(online.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    for (const refused of online.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.json()).toMatchObject({ error: "UNPAID_ORDERS_LIMIT" });
    }
    const cash = await Promise.all(
      pieces
        .slice(20)
        .map((piece, index) =>
          place(shopper, anOrder(shopper, [{ piece }], { paymentMode: "CASH" }), index % 2 ? other : t.app),
        ),
    );
    expect(cash.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const rows = await t.db.select().from(orders).where(eq(orders.contact, shopper.number));
    expect(rows.filter((row) => row.paymentMode === "CASH")).toHaveLength(2);
    expect(await available(pieces)).toBe(35);
  });
});
