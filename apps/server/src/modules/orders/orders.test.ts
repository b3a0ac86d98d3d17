import { ADDRESS_MESSAGES } from "@nagai/contracts/address";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  ORDER_LIMITS,
  ORDER_MESSAGES,
  type OrderCreated,
  OrderCreatedSchema,
  OrderDetailSchema,
  OrderHistorySchema,
  OrderQuoteSchema,
  OrderRequestSchema,
} from "@nagai/contracts/order";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../providers/outbox/outbox.tables.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { addresses } from "../addresses/addresses.tables.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { users } from "../auth/auth.tables.ts";
import * as inventory from "../inventory/inventory.public.ts";
import { reservations } from "../inventory/inventory.tables.ts";
import { anotherOrderService, availableNow } from "./order-test-kit.ts";
import { orders } from "./orders.tables.ts";

/**
 * POST /order/create, /order/quote, GET /order/history and /order/{orderId} through the real
 * handlers into a real database (decision 021): the server's prices, atomic reservations, the
 * Idempotency-Key, expiry of unpaid holds, the payment hook, and who may see what.
 */

type Piece = Awaited<ReturnType<typeof insertProducts>>[number];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kitOptions = { firstNumber: 9_240_000_000, addressPrefix: "10.24" };
const { aShopper, anonymous } = createShopperKit(() => t, kitOptions);
const accounts = createAccountKit(() => t, { firstNumber: 9_241_000_000, addressPrefix: "10.25" });

/** New pieces on sale, `onHand` of each (most pieces are unique). Price ₹1,030 each. */
async function somePieces(count: number, onHand = 1): Promise<Piece[]> {
  return insertProducts(t.db, ...Array.from({ length: count }, () => aProduct({ stock: onHand })));
}

let contacts = 0;

/**
 * The spec's order request as its checkout sends it, with prices and a total the server must
 * ignore. Each order gives a contact number of its own, as different shoppers do: one number's
 * unpaid orders are limited (decision 036).
 */
function anOrder(pieces: readonly Piece[], overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Meena Raman",
    contact: String(9_876_500_000 + contacts++),
    email: "meena@example.com",
    totalAmount: 1,
    address: "12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India",
    paymentMode: "CASH",
    items: pieces.map((piece) => ({
      productId: piece.itemId,
      productName: "A name the client made up",
      price: 1,
      itemId: piece.itemId,
      tagNo: piece.tagNo,
      sno: piece.sno,
      imagePath: "/elsewhere.jpg",
      quantity: 1,
    })),
    ...overrides,
  };
}

function place(shopper: Shopper, body: unknown, { key, app }: { key?: string; app?: FastifyInstance } = {}) {
  return (app ?? t.app).inject({
    method: "POST",
    url: "/api/v1/order/create",
    headers: {
      authorization: `Bearer ${shopper.token}`,
      ...(key === undefined ? {} : { "idempotency-key": key }),
    },
    payload: body as Record<string, unknown>,
  });
}

async function placed(shopper: Shopper, body: unknown): Promise<OrderCreated> {
  const response = await place(shopper, body);
  expect(response.statusCode, response.body).toBe(201);
  return OrderCreatedSchema.parse(response.json());
}

async function userOf(shopper: Shopper) {
  const [user] = await t.db
    .select({ id: users.id, contactNumber: users.contactNumber, username: users.username })
    .from(users)
    .where(eq(users.contactNumber, shopper.number));
  return user!;
}

async function internalId(orderNumber: string): Promise<number> {
  const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!.id;
}

/** The parcel reached the shopper: the back office's status (no API has it yet). */
async function deliver(orderNumber: string): Promise<void> {
  await t.db.update(orders).set({ status: "DELIVERED" }).where(eq(orders.orderNumber, orderNumber));
}

/** Moves an ONLINE order's hold into the past, as if its 15 minutes were over. */
async function expireHold(orderNumber: string): Promise<void> {
  const id = await internalId(orderNumber);
  const past = new Date(Date.now() - 60_000);
  await t.db.update(orders).set({ reservationExpiresAt: past }).where(eq(orders.id, id));
  await t.db.update(reservations).set({ expiresAt: past }).where(eq(reservations.orderId, id));
}

describe("the server's prices", () => {
  it("charge the catalogue's prices, shipping and total whatever the client sends", async () => {
    const shopper = await aShopper();
    const [one] = await somePieces(1);
    const cheap = await placed(shopper, anOrder([one!]));
    // ₹1,030 is not above ₹2,000: ₹99 shipping.
    expect(cheap.data).toMatchObject({
      subTotal: 1030,
      shippingFee: 99,
      discount: 0,
      totalAmount: 1129,
      status: "PENDING",
      paymentMode: "CASH",
      paymentStatus: "PAY_ON_DELIVERY",
      reservationExpiresAt: null,
    });
    expect(cheap.orderId).toMatch(/^NG\d{6}[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(cheap.data.orderItems).toEqual([
      expect.objectContaining({
        sno: one!.sno,
        productName: one!.productName,
        price: 1030,
        quantity: 1,
        tagno: one!.tagNo,
        image_path: null,
      }),
    ]);

    const two = await somePieces(2);
    const free = await placed(shopper, anOrder(two, { totalAmount: 99_999_999, paymentMode: "ONLINE" }));
    expect(free.data).toMatchObject({ subTotal: 2060, shippingFee: 0, totalAmount: 2060 });
    const [stored] = await t.db.select().from(orders).where(eq(orders.orderNumber, free.orderId));
    expect(stored).toMatchObject({ subTotalPaise: 206_000, shippingFeePaise: 0, totalPaise: 206_000 });
  });

  it("quote the checkout's lines: current prices, what changed, what is gone", async () => {
    const shopper = await aShopper();
    const [kept, sold, plenty] = await somePieces(3);
    await inventory.setOnHand(t.db, [{ productSno: plenty!.sno, onHand: 2 }]);
    await placed(await aShopper(), anOrder([sold!]));
    const response = await shopper.call("POST", "/order/quote", {
      items: [
        { sno: kept!.sno, quantity: 1, price: 999 },
        { sno: sold!.sno, quantity: 1, price: 1030 },
        { sno: plenty!.sno, quantity: 3 },
        { sno: 2_000_000_000, quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = OrderQuoteSchema.parse(response.json());
    expect(quote.lines.map((line) => line.changes)).toEqual([
      ["PRICE_CHANGED"],
      ["UNAVAILABLE"],
      ["NOT_ENOUGH"],
      ["UNKNOWN_PIECE"],
    ]);
    expect(quote.lines[0]).toMatchObject({ price: 1030, shownPrice: 999, amount: 1030 });
    expect(quote.lines[1]!.message).toBe(ORDER_MESSAGES.pieceUnavailable(sold!.productName));
    expect(quote.lines[2]).toMatchObject({ available: 2, amount: 0 });
    expect(quote).toMatchObject({
      subTotal: 1030,
      shippingFee: 99,
      total: 1129,
      orderable: false,
      changed: true,
    });
  });
});

describe("one piece, many shoppers", () => {
  it("sells a unique piece once to 20 shoppers at once: the others get a 409 naming it, every run", async () => {
    // One after another: twenty sign-ups at once overflow the password hashing queue (a 503).
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 20; i++) shoppers.push(await aShopper());
    // Half the orders go through a second app, as a second process (on PostgreSQL with its own pool).
    const other = await t.anotherProcess();
    for (let run = 0; run < 5; run++) {
      const [piece] = await somePieces(1);
      const answers = await Promise.all(
        shoppers.map((shopper, index) =>
          place(shopper, anOrder([piece!], { paymentMode: index % 2 ? "ONLINE" : "CASH" }), {
            app: index % 2 ? other : t.app,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, `run ${run}`).toEqual([201, ...Array(19).fill(409)]);
      for (const answer of answers.filter((each) => each.statusCode === 409)) {
        expect(ErrorResponseSchema.parse(answer.json())).toMatchObject({
          error: "PIECE_UNAVAILABLE",
          message: ORDER_MESSAGES.pieceUnavailable(piece!.productName),
        });
      }
      const held = await t.db.select().from(reservations).where(eq(reservations.productSno, piece!.sno));
      expect(held).toHaveLength(1);
      expect(await availableNow(t.db, [piece!.sno])).toEqual(new Map([[piece!.sno, 0]]));
      // The winner's order is paid and delivered before the next run: a shopper who won every
      // run would otherwise reach what one shopper may hold at once (decision 036).
      const winner = answers.find((answer) => answer.statusCode === 201)!;
      await t.db
        .update(orders)
        .set({ status: "DELIVERED", paidAt: new Date() })
        .where(eq(orders.orderNumber, winner.json().orderId));
    }
  });

  it("refuses the whole order when one of its pieces is gone, holding none of the others", async () => {
    const [free, taken] = await somePieces(2);
    await placed(await aShopper(), anOrder([taken!]));
    const response = await place(await aShopper(), anOrder([free!, taken!]));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORDER_MESSAGES.pieceUnavailable(taken!.productName));
    expect(await availableNow(t.db, [free!.sno])).toEqual(new Map([[free!.sno, 1]]));
  });
});

describe("the shopper's cart", () => {
  /** The pieces in the shopper's cart, through the API. */
  async function cartSnos(shopper: Shopper): Promise<number[]> {
    const response = await t.app.inject({
      url: "/api/v1/cart/by-phone",
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { itemSno: number }[] }).data.map((row) => row.itemSno);
  }

  async function addToCart(shopper: Shopper, piece: Piece) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart/create",
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { itemSno: piece.sno, quantity: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it("loses the ordered pieces, CASH or ONLINE, and keeps the others; a refused order changes nothing", async () => {
    const [cash, online, kept, gone] = await somePieces(4);
    const shopper = await aShopper();
    for (const piece of [cash!, online!, kept!, gone!]) await addToCart(shopper, piece);

    await placed(shopper, anOrder([cash!]));
    await placed(shopper, anOrder([online!], { paymentMode: "ONLINE" }));
    expect(await cartSnos(shopper)).toEqual([kept!.sno, gone!.sno]);

    await placed(await aShopper(), anOrder([gone!]));
    expect((await place(shopper, anOrder([kept!, gone!]))).statusCode).toBe(409);
    expect(await cartSnos(shopper)).toEqual([kept!.sno, gone!.sno]);
  });
});

describe("a repeated submit", () => {
  it("with the same Idempotency-Key answers the first answer and places one order", async () => {
    const shopper = await aShopper();
    const pieces = await somePieces(2);
    const body = anOrder(pieces);
    const first = await place(shopper, body, { key: "checkout-1" });
    const again = await place(shopper, body, { key: "checkout-1" });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const history = (await shopper.call("GET", "/order/history")).json();
    expect(history.totalElements).toBe(1);
  });

  it("with the same key sent at once, places one order and answers it to every request", async () => {
    const shopper = await aShopper();
    const pieces = await somePieces(1, 5);
    const body = anOrder(pieces);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => place(shopper, body, { key: "double-tap" })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    expect((await shopper.call("GET", "/order/history")).json().totalElements).toBe(1);
  });

  it("with the same key and another request is a 422 that says so", async () => {
    const shopper = await aShopper();
    const [a, b] = await somePieces(2);
    expect((await place(shopper, anOrder([a!]), { key: "k-42" })).statusCode).toBe(201);
    const reused = await place(shopper, anOrder([b!]), { key: "k-42" });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      error: "IDEMPOTENCY_KEY_REUSED",
      message: ORDER_MESSAGES.idempotencyKeyReused,
    });
    expect(await availableNow(t.db, [b!.sno])).toEqual(new Map([[b!.sno, 1]]));
  });

  it("keeps each shopper's keys apart, and refuses a key that is not visible ASCII", async () => {
    const [a, b] = await somePieces(2);
    const first = await place(await aShopper(), anOrder([a!]), { key: "same-key" });
    const second = await place(await aShopper(), anOrder([b!]), { key: "same-key" });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().orderId).not.toBe(first.json().orderId);
    for (const key of ["", "with space", "x".repeat(129), "é"]) {
      const response = await place(await aShopper(), anOrder([b!]), { key });
      expect(response.statusCode, key).toBe(400);
    }
  });

  it("without a key places a second order when there is stock, and a 409 when the piece is gone", async () => {
    const shopper = await aShopper();
    const [unique] = await somePieces(1);
    const [three] = await somePieces(1, 3);
    // ONLINE: three undelivered cash orders would pass the shopper's cash-on-delivery limit.
    const online = { paymentMode: "ONLINE" };
    expect((await place(shopper, anOrder([unique!], online))).statusCode).toBe(201);
    expect((await place(shopper, anOrder([unique!], online))).statusCode).toBe(409);
    expect((await place(shopper, anOrder([three!], online))).statusCode).toBe(201);
    expect((await place(shopper, anOrder([three!], online))).statusCode).toBe(201);
    expect((await shopper.call("GET", "/order/history")).json().totalElements).toBe(3);
  });
});

describe("an unpaid ONLINE order", () => {
  it("holds its pieces for 15 minutes, then is cancelled with a timeline entry and they go back on sale", async () => {
    const shopper = await aShopper();
    const [piece] = await somePieces(1);
    const before = Date.now();
    const order = await placed(shopper, anOrder([piece!], { paymentMode: "ONLINE" }));
    expect(order.data.paymentStatus).toBe("AWAITING_PAYMENT");
    const expires = Date.parse(order.data.reservationExpiresAt!);
    expect(expires - before).toBeGreaterThanOrEqual(ORDER_LIMITS.paymentWindowMinutes * 60_000);
    expect(await availableNow(t.db, [piece!.sno])).toEqual(new Map([[piece!.sno, 0]]));

    await expireHold(order.orderId);
    // Two processes sweep at once: each order is settled once.
    await Promise.all([
      anotherOrderService(t).expireUnpaid(new Date()),
      anotherOrderService(t).expireUnpaid(new Date()),
    ]);
    const detail = OrderDetailSchema.parse((await shopper.call("GET", `/order/${order.orderId}`)).json());
    expect(detail).toMatchObject({
      status: "CANCELLED",
      paymentStatus: "NOT_PAID",
      reservationExpiresAt: null,
    });
    expect(detail.timeline.map((entry) => [entry.status, entry.note])).toEqual([
      ["PENDING", ORDER_MESSAGES.awaitingPayment],
      ["CANCELLED", ORDER_MESSAGES.expired],
    ]);
    expect(await availableNow(t.db, [piece!.sno])).toEqual(new Map([[piece!.sno, 1]]));
    // Someone else may buy it now.
    expect((await place(await aShopper(), anOrder([piece!]))).statusCode).toBe(201);
  });

  it("paid in time sells its pieces once; a payment after expiry is reported too late", async () => {
    const shopper = await aShopper();
    const [paidPiece, latePiece] = await somePieces(2);
    const service = anotherOrderService(t);
    const paid = await placed(shopper, anOrder([paidPiece!], { paymentMode: "ONLINE" }));
    expect(await service.ownOrder(await userOf(shopper), paid.orderId)).toMatchObject({
      totalPaise: 112_900,
    });
    await expect(service.ownOrder(await userOf(await aShopper()), paid.orderId)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await service.findByNumber(paid.orderId))?.paidAt).toBeNull();
    expect(await service.markPaid(await internalId(paid.orderId))).toBe("paid");
    expect(await service.markPaid(await internalId(paid.orderId))).toBe("already-paid");
    const detail = (await shopper.call("GET", `/order/${paid.orderId}`)).json();
    expect(detail).toMatchObject({ status: "PENDING", paymentStatus: "PAID", reservationExpiresAt: null });
    expect(detail.timeline.at(-1)).toMatchObject({ status: "PENDING", note: ORDER_MESSAGES.paymentReceived });
    // A paid order's hold is never swept.
    await service.expireUnpaid(new Date(Date.now() + 60 * 60_000));
    expect((await shopper.call("GET", `/order/${paid.orderId}`)).json().status).toBe("PENDING");

    const late = await placed(shopper, anOrder([latePiece!], { paymentMode: "ONLINE" }));
    await expireHold(late.orderId);
    await service.expireUnpaid(new Date());
    expect(await service.markPaid(await internalId(late.orderId))).toBe("too-late");
    expect((await shopper.call("GET", `/order/${late.orderId}`)).json().status).toBe("CANCELLED");
  });
});

describe("history and detail", () => {
  it("page the shopper's own orders newest first, filter by status in any case, and are private", async () => {
    const shopper = await aShopper();
    const pieces = await somePieces(12);
    const numbers: string[] = [];
    for (const [index, piece] of pieces.entries()) {
      const order = await placed(shopper, anOrder([piece], { paymentMode: index < 2 ? "ONLINE" : "CASH" }));
      numbers.push(order.orderId);
      // Delivered before the next: a shopper may have only a few cash orders awaiting delivery.
      if (index >= 2) await deliver(order.orderId);
    }
    await expireHold(numbers[0]!);
    await anotherOrderService(t).expireUnpaid(new Date());

    const first = await shopper.call("GET", "/order/history");
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const page0 = OrderHistorySchema.parse(first.json());
    expect(page0).toMatchObject({ totalPages: 2, totalElements: 12, page: 0, size: 10 });
    expect(page0.content.map((order) => order.orderId)).toEqual(numbers.toReversed().slice(0, 10));
    const page1 = OrderHistorySchema.parse(
      (await shopper.call("GET", "/order/history?page=1&size=10")).json(),
    );
    expect(page1.content.map((order) => order.orderId)).toEqual(numbers.slice(0, 2).toReversed());
    const dashboard = OrderHistorySchema.parse(
      (await shopper.call("GET", "/order/history?page=0&size=3")).json(),
    );
    expect(dashboard).toMatchObject({ totalPages: 4 });
    expect(dashboard.content).toHaveLength(3);
    const beyond = OrderHistorySchema.parse((await shopper.call("GET", "/order/history?page=9")).json());
    expect(beyond.content).toEqual([]);

    const cancelled = OrderHistorySchema.parse(
      (await shopper.call("GET", "/order/history?status=cancelled")).json(),
    );
    expect(cancelled.content.map((order) => order.orderId)).toEqual([numbers[0]]);
    const all = OrderHistorySchema.parse((await shopper.call("GET", "/order/history?status=")).json());
    expect(all.totalElements).toBe(12);
    for (const query of [
      "status=PAID",
      "size=0",
      `size=${ORDER_LIMITS.maxPageSize + 1}`,
      "page=-1",
      "page=abc",
    ]) {
      expect((await shopper.call("GET", `/order/history?${query}`)).statusCode, query).toBe(400);
    }

    const detail = await shopper.call("GET", `/order/${numbers[5]}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers["cache-control"]).toBe("private, no-store");
    expect(OrderDetailSchema.parse(detail.json())).toMatchObject({
      orderId: numbers[5],
      email: "meena@example.com",
      address: "12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India",
      timeline: [{ status: "PENDING", note: ORDER_MESSAGES.placed }],
    });
  });

  it("show another shopper's order as a 404, as an id nobody has, and need a session", async () => {
    const owner = await aShopper();
    const stranger = await aShopper();
    const order = await placed(owner, anOrder(await somePieces(1)));
    for (const id of [order.orderId, "NG000000AAAAAAAAAA", "1", "x".repeat(64)]) {
      const response = await stranger.call("GET", `/order/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: "NOT_FOUND", message: ORDER_MESSAGES.notFoundTitle });
      expect(response.body).not.toContain(owner.number);
    }
    expect((await stranger.call("GET", "/order/history")).json().totalElements).toBe(0);
    expect((await anonymous("GET", "/order/history")).statusCode).toBe(401);
    expect((await anonymous("GET", `/order/${order.orderId}`)).statusCode).toBe(401);
    expect((await anonymous("POST", "/order/create", anOrder(await somePieces(1)))).statusCode).toBe(401);
    expect((await anonymous("POST", "/order/quote", { items: [{ sno: 1, quantity: 1 }] })).statusCode).toBe(
      401,
    );
  });
});

describe("the OpenAPI document", () => {
  it("lists the order calls, the Idempotency-Key header among them", async () => {
    const document = (await t.app.inject("/api/docs/json")).json();
    for (const path of [
      "/api/v1/order/create",
      "/api/v1/order/quote",
      "/api/v1/order/history",
      "/api/v1/order/{orderId}",
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
    const create = document.paths["/api/v1/order/create"].post;
    expect(create.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: "header", name: "idempotency-key", required: false }),
      ]),
    );
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "404", "409", "422"]),
    );
  });
});

describe("a saved address", () => {
  async function anAddressOf(shopper: Shopper) {
    const user = await userOf(shopper);
    // The row the address module's POST /addresses/create writes.
    const [row] = await t.db
      .insert(addresses)
      .values({
        customerId: user!.id,
        name: "Meena Raman",
        phone: shopper.number,
        pincode: "625020",
        locality: "Anna Nagar",
        addressLine: "12 North Street",
        city: "Madurai",
        state: "Tamil Nadu",
      })
      .returning();
    return row!;
  }

  it("is written into the order by the server; another shopper's is a 404", async () => {
    const owner = await aShopper();
    const stranger = await aShopper();
    const address = await anAddressOf(owner);
    const [piece] = await somePieces(1);
    const order = await placed(owner, anOrder([piece!], { address: "ignored", addressId: address.id }));
    expect(order.data.address).toBe("12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India");
    const theirs = await place(stranger, anOrder(await somePieces(1), { addressId: address.id }));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ADDRESS_MESSAGES.notFound);
    expect(theirs.body).not.toContain("North Street");
  });
});

describe("the recipient and the account holder", () => {
  it("keeps the chosen address's name and phone as the recipient, and who placed it apart", async () => {
    const shopper = await aShopper();
    const user = await userOf(shopper);
    const [address] = await t.db
      .insert(addresses)
      .values({
        customerId: user.id,
        name: "Priya Raman",
        phone: "9862098867",
        pincode: "625020",
        locality: "Anna Nagar",
        addressLine: "12 North Street",
        city: "Madurai",
        state: "Tamil Nadu",
      })
      .returning();
    // As the checkout page sends it: the account's name and number, and the chosen address.
    const body = anOrder(await somePieces(1), {
      customerName: user.username,
      contact: shopper.number,
      address: undefined,
      addressId: address!.id,
    });
    const created = await placed(shopper, body);
    const recipient = { customerName: "Priya Raman", contact: "9862098867" };
    const placedBy = { name: user.username, contact: shopper.number };
    expect(created.data).toMatchObject({ ...recipient, placedBy });

    const detail = await shopper.call("GET", `/order/${created.orderId}`);
    expect(OrderDetailSchema.parse(detail.json())).toMatchObject({ ...recipient, placedBy });
    const history = OrderHistorySchema.parse((await shopper.call("GET", "/order/history")).json());
    expect(history.content.find((order) => order.orderId === created.orderId)).toMatchObject({
      ...recipient,
      placedBy,
    });

    // Frozen at ordering time: changing the address later does not move a parcel already ordered.
    await t.db
      .update(addresses)
      .set({ name: "Someone Else", phone: "9000000009" })
      .where(eq(addresses.id, address!.id));
    expect((await shopper.call("GET", `/order/${created.orderId}`)).json()).toMatchObject(recipient);
  });

  it("without a saved address, keeps the name and phone the client sent as the recipient", async () => {
    const shopper = await aShopper();
    const user = await userOf(shopper);
    // Who placed it is the token's account: a placedBy in the body is not read.
    const body = anOrder(await somePieces(1), { placedBy: { name: "Someone Else", contact: "9999999999" } });
    const order = await placed(shopper, body);
    expect(order.data).toMatchObject({
      customerName: "Meena Raman",
      contact: body.contact,
      placedBy: { name: user.username, contact: shopper.number },
    });
  });
});

describe("bad requests", () => {
  it("are a 400 naming the field, never a 5xx, and place nothing", async () => {
    const shopper = await aShopper();
    const [piece] = await somePieces(1);
    const item = anOrder([piece!]).items[0]!;
    const cases: [string, Record<string, unknown>][] = [
      ["NUL in the name", { customerName: "Mee\u0000na" }],
      ["a control character in the address", { address: "12 North\u0007Street" }],
      ["a short number", { contact: "98765" }],
      ["a number with letters", { contact: "98765abcde" }],
      ["no email", { email: "meena" }],
      ["an unknown mode", { paymentMode: "BITCOIN" }],
      ["no address", { address: undefined }],
      ["a blank address", { address: "   " }],
      ["items not a list", { items: "everything" }],
      ["no items", { items: [] }],
      [
        "too many lines",
        { items: Array.from({ length: ORDER_LIMITS.maxLines + 1 }, (_, i) => ({ ...item, sno: i + 1 })) },
      ],
      ["a duplicated piece", { items: [item, item] }],
      ["quantity 0", { items: [{ ...item, quantity: 0 }] }],
      ["quantity 11", { items: [{ ...item, quantity: 11 }] }],
      ["a huge quantity", { items: [{ ...item, quantity: 1e308 }] }],
      ["a fractional quantity", { items: [{ ...item, quantity: 1.5 }] }],
      ["a huge piece number", { items: [{ ...item, sno: 1e20 }] }],
      ["a piece number as true", { items: [{ ...item, sno: true }] }],
      ["a price as text", { items: [{ ...item, price: "free" }] }],
      ["a negative total", { totalAmount: -1 }],
      ["a total as an object", { totalAmount: { $gt: 0 } }],
      ["an address id as text", { addressId: "mine" }],
      ["a name of 101 characters", { customerName: "x".repeat(101) }],
    ];
    for (const [what, change] of cases) {
      const response = await place(shopper, { ...anOrder([piece!]), ...change });
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).message, what).toBeTruthy();
    }
    expect((await place(shopper, "not json")).statusCode).toBe(415);
    expect((await shopper.call("GET", "/order/history")).json().totalElements).toBe(0);
    expect(await availableNow(t.db, [piece!.sno])).toEqual(new Map([[piece!.sno, 1]]));
  });

  it("an unknown piece is a 409 that names it; a huge but valid price sent is just ignored", async () => {
    const shopper = await aShopper();
    const unknown = await place(shopper, anOrder([{ ...(await somePieces(1))[0]!, sno: 2_147_483_647 }]));
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe(ORDER_MESSAGES.unknownPiece(2_147_483_647));
    const [piece] = await somePieces(1);
    const body = anOrder([piece!], { totalAmount: 1e308 });
    body.items[0]!.price = 1e308;
    expect((await placed(shopper, body)).data.totalAmount).toBe(1129);
  });

  it("a total beyond what one order may charge is a 422, not a database error", async () => {
    const shopper = await aShopper();
    const [dear] = await insertProducts(
      t.db,
      aProduct({ grandTotalPaise: 300_000_000, ratePaise: 300_000_000 }),
    );
    await inventory.setOnHand(t.db, [{ productSno: dear!.sno, onHand: 10 }]);
    const body = anOrder([dear!]);
    body.items[0]!.quantity = 10;
    const response = await place(shopper, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: "ORDER_TOO_LARGE" });
  });
});

describe("the confirmation SMS", () => {
  it("goes to the account's own number through the outbox", async () => {
    const shopper = await aShopper();
    const order = await placed(shopper, anOrder(await somePieces(1), { contact: "9000000001" }));
    let messages: { body: string }[] = [];
    for (let tries = 0; tries < 100 && messages.length === 0; tries++) {
      messages = (await accounts.outboxTo(shopper.number)).filter((message) =>
        message.body.includes(order.orderId),
      );
      if (messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(messages).toEqual([expect.objectContaining({ body: expect.stringContaining("₹1,129.00") })]);
    expect(await accounts.outboxTo("9000000001")).toEqual([]);
  });

  it("is written, sealed, with an order another process places, and sent by this one (decision 040)", async () => {
    const shopper = await aShopper();
    const body = OrderRequestSchema.parse(anOrder(await somePieces(1)));
    const answer = await anotherOrderService(t).create(await userOf(shopper), body, undefined);
    expect(answer.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, shopper.number))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(row).toMatchObject({ channel: "sms", kind: "notice" });
    expect(row!.body ?? "").not.toContain(answer.body.orderId);
    // The other process never woke this one: its poller, or the dev outbox's read, sends it.
    const messages = (await accounts.outboxTo(shopper.number)).filter((message) =>
      message.body.includes(answer.body.orderId),
    );
    expect(messages).toHaveLength(1);
    const [sent] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(sent).toMatchObject({ state: "sent", attempts: 1, lastError: null });
  });
});
