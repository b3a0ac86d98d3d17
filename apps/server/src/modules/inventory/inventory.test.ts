import type { OrderRequest } from "@nagai/contracts/order";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpError } from "../../http-errors.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { users } from "../auth/auth.tables.ts";
import { catalogVersion } from "../catalog/catalog.tables.ts";
import { anotherOrderService } from "../orders/order-test-kit.ts";
import { orders } from "../orders/orders.tables.ts";
import { setOnHand } from "./inventory.service.ts";
import { reservations, stockChanges, stockLevels } from "./inventory.tables.ts";
import { createStockFeed, createStockFeedSource } from "./inventory-feed.ts";

// The inventory's writes are made by orders (decision 041): these tests place, pay, cancel and
// expire orders through the order service, as the routes do, and read the inventory's tables.

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;
let t: TestApp;
let shoppers = 0;

/** No limit of decision 036 in the way: these tests are about stock, not about what one shopper holds. */
const NO_HOLD_LIMITS = {
  maxUnpaidOnline: 1_000,
  maxHeldPieces: 1_000,
  maxHeldPaise: 2_000_000_000,
  cashMaxOrderPaise: 2_000_000_000,
  maxOpenCash: 1_000,
};

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

/** A new shopper (each takes its own orderer's lock, so their orders run side by side). */
async function aShopper() {
  const n = shoppers++;
  const [user] = await t.db
    .insert(users)
    .values({
      username: `buyer${n}`,
      email: `buyer${n}@example.com`,
      contactNumber: String(9_000_000_100 + n),
      passwordHash: "x",
    })
    .returning({ id: users.id, contactNumber: users.contactNumber, username: users.username });
  return user!;
}

const service = () => anotherOrderService(t, { limits: NO_HOLD_LIMITS });

function orderFor(
  paymentMode: "ONLINE" | "CASH",
  lines: readonly [sno: number, quantity: number][],
): OrderRequest {
  return {
    customerName: "Buyer",
    contact: "9000000001",
    email: "buyer@example.com",
    address: "1 Road, Chennai 600001",
    paymentMode,
    items: lines.map(([sno, quantity]) => ({ sno, quantity })),
  } as OrderRequest;
}

/** Places an order through the order service; answers its internal id. */
async function place(paymentMode: "ONLINE" | "CASH", lines: readonly [number, number][]): Promise<number> {
  const answer = await service().create(await aShopper(), orderFor(paymentMode, lines), undefined);
  const [row] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, answer.body.orderId));
  return row!.id;
}

/** Pieces with these stocks, by SNO. */
async function pieces(...stocks: number[]): Promise<number[]> {
  const rows = await insertProducts(t.db, ...stocks.map((stock) => aProduct({ stock })));
  return rows.map((row) => row.sno);
}

async function levelOf(sno: number) {
  const [level] = await t.db
    .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(eq(stockLevels.productSno, sno));
  return level;
}

async function reservationsOf(orderId: number) {
  return t.db
    .select({
      productSno: reservations.productSno,
      quantity: reservations.quantity,
      state: reservations.state,
      expiresAt: reservations.expiresAt,
    })
    .from(reservations)
    .where(eq(reservations.orderId, orderId))
    .orderBy(reservations.productSno);
}

/** Moves the order's holds' expiry (a test cannot wait 15 minutes). */
async function expireHoldsAt(orderId: number, at: Date) {
  await t.db.update(reservations).set({ expiresAt: at }).where(eq(reservations.orderId, orderId));
}

describe("stock taken by orders", () => {
  it("an ONLINE order holds its pieces until its time; paid, they are sold; a settled order never moves again", async () => {
    const [chain] = (await pieces(3)) as [number];
    const before = Date.now();
    const order = await place("ONLINE", [[chain, 2]]);
    expect(await levelOf(chain)).toEqual({ onHand: 3, reserved: 2 });
    const [hold] = await reservationsOf(order);
    expect(hold).toMatchObject({ productSno: chain, quantity: 2, state: "HELD" });
    expect(hold!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(await service().markPaid(order)).toBe("paid");
    expect(await levelOf(chain)).toEqual({ onHand: 1, reserved: 0 });
    expect((await reservationsOf(order))[0]!.state).toBe("SOLD");
    expect(await service().markPaid(order)).toBe("already-paid");
    // The sweep after its time finds nothing held: the sold pieces stay sold.
    expect(await service().expireUnpaid(new Date(Date.now() + 60 * 60_000))).not.toContain(order);
    expect(await levelOf(chain)).toEqual({ onHand: 1, reserved: 0 });
  });

  it("a CASH order sells its pieces at once: nothing held, on hand down, the change logged", async () => {
    const [ring, chain] = (await pieces(1, 3)) as [number, number];
    const feed = createStockFeedSource(t.db);
    const position = await feed.readPosition();
    const order = await place("CASH", [
      [chain, 2],
      [ring, 1],
    ]);
    expect(await levelOf(ring)).toEqual({ onHand: 0, reserved: 0 });
    expect(await levelOf(chain)).toEqual({ onHand: 1, reserved: 0 });
    expect(await reservationsOf(order)).toEqual([
      { productSno: ring, quantity: 1, state: "SOLD", expiresAt: null },
      { productSno: chain, quantity: 2, state: "SOLD", expiresAt: null },
    ]);
    const { changes } = await feed.changesSince(position);
    expect(changes).toEqual(
      new Map([
        [ring, 0],
        [chain, 1],
      ]),
    );
  });

  it("takes every line or none: the first short line in SNO order is named, the others are untouched", async () => {
    const [ringRow, soldRow, goneRow, chainRow] = await insertProducts(
      t.db,
      aProduct({ stock: 1 }),
      aProduct({ stock: 0 }),
      aProduct({ stock: 0 }),
      aProduct({ stock: 2 }),
    );
    const [ring, sold, gone, chain] = [ringRow!.sno, soldRow!.sno, goneRow!.sno, chainRow!.sno];
    const attempt = place("CASH", [
      [chain, 1],
      [gone, 1],
      [sold, 1],
      [ring, 1],
    ]);
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 409,
      message: `Sorry, ${soldRow!.productName} is no longer available.`,
    });
    expect(await levelOf(ring)).toEqual({ onHand: 1, reserved: 0 });
    expect(await levelOf(chain)).toEqual({ onHand: 2, reserved: 0 });
    // More of a piece than there is: refused, nothing written.
    await expect(place("ONLINE", [[chain, 3]])).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining("no longer available"),
    });
    expect(await levelOf(chain)).toEqual({ onHand: 2, reserved: 0 });
  });

  it("keeps on hand and reserved within bounds whatever is written", async () => {
    const [ring] = (await pieces(1)) as [number];
    await place("ONLINE", [[ring, 1]]);
    // A stock count below what orders hold is refused by the table itself.
    await expect(setOnHand(t.db, [{ productSno: ring, onHand: 0 }])).rejects.toThrow();
    await expect(
      t.db.update(stockLevels).set({ reserved: 2 }).where(eq(stockLevels.productSno, ring)),
    ).rejects.toThrow();
    await expect(
      t.db.update(stockLevels).set({ onHand: -1, reserved: 0 }).where(eq(stockLevels.productSno, ring)),
    ).rejects.toThrow();
    expect(await levelOf(ring)).toEqual({ onHand: 1, reserved: 1 });
  });

  it("the sweep releases expired holds once and leaves current holds and cash sales", async () => {
    const [early, late, cash] = (await pieces(1, 1, 1)) as [number, number, number];
    // Within the other tests' 15-minute holds: only the holds this test moves are due.
    const now = new Date(Date.now() + 60_000);
    const expired = await place("ONLINE", [[early, 1]]);
    const current = await place("ONLINE", [[late, 1]]);
    const sold = await place("CASH", [[cash, 1]]);
    await expireHoldsAt(expired, new Date(now.getTime() - 1));
    await expireHoldsAt(current, new Date(now.getTime() + 60_000));
    expect(await service().expireUnpaid(now)).toEqual([expired]);
    expect(await service().expireUnpaid(now)).toEqual([]);
    expect((await reservationsOf(expired))[0]!.state).toBe("RELEASED");
    expect((await reservationsOf(current))[0]!.state).toBe("HELD");
    expect((await reservationsOf(sold))[0]!.state).toBe("SOLD");
    expect(await levelOf(early)).toEqual({ onHand: 1, reserved: 0 });
    expect(await levelOf(late)).toEqual({ onHand: 1, reserved: 1 });
    expect(await levelOf(cash)).toEqual({ onHand: 0, reserved: 0 });
    // A payment that arrives after the expiry finds nothing held: too late, flagged for a refund.
    expect(await service().markPaid(expired)).toBe("too-late");
  });

  it("sells nothing for a hold past its time that no sweep has released yet, and sells one a moment before", async () => {
    const [piece, other] = (await pieces(1, 1)) as [number, number];
    const late = await place("ONLINE", [[piece, 1]]);
    await expireHoldsAt(late, new Date(Date.now() - 1));
    expect(await service().markPaid(late)).toBe("too-late");
    // The hold is left for the sweep, which releases it.
    expect(await levelOf(piece)).toEqual({ onHand: 1, reserved: 1 });
    expect((await reservationsOf(late))[0]!.state).toBe("HELD");
    expect(await service().expireUnpaid(new Date())).toContain(late);
    expect(await levelOf(piece)).toEqual({ onHand: 1, reserved: 0 });

    const inTime = await place("ONLINE", [[other, 1]]);
    await expireHoldsAt(inTime, new Date(Date.now() + 1_000));
    expect(await service().markPaid(inTime)).toBe("paid");
    expect(await levelOf(other)).toEqual({ onHand: 0, reserved: 0 });
  });

  it.runIf(onPostgres)(
    "sweeps from several connections at once, each expired order released exactly once",
    async () => {
      const snos = await pieces(...Array.from({ length: 30 }, () => 1));
      const orderIds: number[] = [];
      for (const sno of snos) orderIds.push(await place("ONLINE", [[sno, 1]]));
      // Within the other tests' 15-minute holds: only this test's holds are due.
      const now = new Date(Date.now() + 60_000);
      for (const orderId of orderIds) await expireHoldsAt(orderId, new Date(now.getTime() - 1));
      const sweeps = await Promise.all([1, 2, 3].map(() => service().expireUnpaid(now)));
      expect(sweeps.flat().sort((a, b) => a - b)).toEqual(orderIds);
      for (const sno of snos) expect(await levelOf(sno)).toEqual({ onHand: 1, reserved: 0 });
    },
  );

  it.runIf(onPostgres)(
    "takes a piece of 5 for 12 orders at once: 5 placed, each after what the others left, 7 refused",
    async () => {
      const [piece] = (await pieces(5)) as [number];
      const shoppersAll = await Promise.all(Array.from({ length: 12 }, () => aShopper()));
      // Half hold (ONLINE), half sell (CASH), each its own transaction on its own connection.
      const outcomes = await Promise.allSettled(
        shoppersAll.map((shopper, n) =>
          service().create(shopper, orderFor(n % 2 === 0 ? "ONLINE" : "CASH", [[piece, 1]]), undefined),
        ),
      );
      const taken = outcomes.flatMap((outcome, n) => (outcome.status === "fulfilled" ? [n] : []));
      expect(taken).toHaveLength(5);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ statusCode: 409 });
      }
      const held = taken.filter((n) => n % 2 === 0).length;
      expect(await levelOf(piece)).toEqual({ onHand: 5 - (5 - held), reserved: held });
      const rows = await t.db.select().from(reservations).where(eq(reservations.productSno, piece));
      expect(rows).toHaveLength(5);
    },
  );

  it.runIf(onPostgres)(
    "locks pieces in SNO order, so orders naming them in opposite orders wait for each other instead of deadlocking",
    async () => {
      const [a, b] = (await pieces(20, 20)) as [number, number];
      const shoppersAll = await Promise.all(Array.from({ length: 16 }, () => aShopper()));
      // Each order takes both pieces in one statement; half name them a, b and half b, a. Locked in
      // the order named, two of them would deadlock (PostgreSQL would abort one with 40P01).
      const outcomes = await Promise.allSettled(
        shoppersAll.map((shopper, n) =>
          service().create(
            shopper,
            orderFor(
              "ONLINE",
              n % 2 === 0
                ? [
                    [a, 1],
                    [b, 1],
                  ]
                : [
                    [b, 1],
                    [a, 1],
                  ],
            ),
            undefined,
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
      expect(await levelOf(a)).toEqual({ onHand: 20, reserved: 16 });
      expect(await levelOf(b)).toEqual({ onHand: 20, reserved: 16 });
    },
  );
});

describe("availability across processes", () => {
  it("takes a sold piece out of in-stock listings and marks it sold out on every process within the poll interval, with no catalogue change", async () => {
    const [piece] = (await pieces(1)) as [number];
    await t.catalogueSettled();
    const other = await t.anotherProcess();
    const inStock = "/api/v1/product/items/filter?availability=IN_STOCK&pageSize=100&sortBy=price_DESC";
    const listed = async (app: typeof other) =>
      (await app.inject(inStock)).json().data.map((p: { SNO: number }) => p.SNO) as number[];
    const stockOn = async (app: typeof other) =>
      (await app.inject(`/api/v1/product/getSnofilter?sno=${piece}`)).json()[0].Stock as number;
    await vi.waitFor(async () => expect(await listed(other)).toContain(piece), { timeout: 20_000 });
    // Both processes hold the answers in their caches now.
    expect(await listed(t.app)).toContain(piece);
    expect(await stockOn(t.app)).toBe(1);
    expect(await stockOn(other)).toBe(1);
    const versionBefore = await catalogueVersion();
    // The other process answered from SQL while its index was building: wait for the index.
    const indexVersion = async () => (await other.inject("/api/v1/health/ready")).json().listingIndexVersion;
    await vi.waitFor(async () => expect(await indexVersion()).toBe(versionBefore), { timeout: 20_000 });
    const indexBefore = await indexVersion();

    await place("CASH", [[piece, 1]]);
    // The poll interval is one second; a little more and every process has read the change log.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const app of [t.app, other]) {
      expect(await listed(app)).not.toContain(piece);
      expect(await stockOn(app)).toBe(0);
      const soldOut = await app.inject(
        "/api/v1/product/items/filter?availability=OUT_OF_STOCK&pageSize=100&sortBy=price_DESC",
      );
      expect(soldOut.json().data.map((p: { SNO: number }) => p.SNO)).toContain(piece);
    }
    // Nothing was rebuilt: the catalogue version and the index's version stay as they were.
    expect(await catalogueVersion()).toBe(versionBefore);
    expect((await other.inject("/api/v1/health/ready")).json().listingIndexVersion).toBe(indexBefore);
  });

  it("writes a stock count and its change log in one transaction, even when called outside one", async () => {
    const [first, second] = (await pieces(1, 1)) as [number, number];
    await setOnHand(t.db, [
      { productSno: second, onHand: 3 },
      { productSno: first, onHand: 2 },
    ]);
    // The transaction that wrote each level (xmin) is the one its change log row names.
    const written = await t.db.execute(sql`
      select l.product_sno as sno, l.on_hand as "onHand", (l.xmin::text = (c.txid::text::bigint % 4294967296)::text) as "sameTransaction"
      from ${stockLevels} l join ${stockChanges} c on c.product_sno = l.product_sno
      where l.product_sno in (${first}, ${second})
        and c.id = (select max(id) from ${stockChanges} where product_sno = l.product_sno)
      order by l.product_sno`);
    expect((written as unknown as { rows: unknown[] }).rows).toEqual([
      { sno: first, onHand: 2, sameTransaction: true },
      { sno: second, onHand: 3, sameTransaction: true },
    ]);
  });

  it("reads each change once in order, and a reader too far behind reads everything", async () => {
    const [piece] = (await pieces(2)) as [number];
    let clock = 0;
    const source = createStockFeedSource(t.db);
    const feed = createStockFeed(source, { now: () => clock });
    const seen: { changes: [number, number][]; everything: boolean }[] = [];
    feed.listen((changes, everything) => {
      if (changes.has(piece)) seen.push({ changes: [[piece, changes.get(piece)!]], everything });
    });
    await feed.sync();
    await setOnHand(t.db, [{ productSno: piece, onHand: 1 }]);
    await feed.sync();
    expect(seen).toEqual([]);
    // changed() reads at once, in the background; a catch-up queued after it waits for that read.
    const afterReads = async () => feed.catchUp(await source.readPosition(), () => {});
    feed.changed();
    await afterReads();
    expect(seen).toEqual([{ changes: [[piece, 1]], everything: false }]);
    feed.changed();
    await afterReads();
    expect(seen).toHaveLength(1);
    clock += 10 * 60_000;
    await feed.sync();
    expect(seen[1]).toEqual({ changes: [[piece, 1]], everything: true });
  });
});

async function catalogueVersion(): Promise<number> {
  const [row] = await t.db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row!.version;
}
