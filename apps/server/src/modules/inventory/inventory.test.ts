import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { users } from "../auth/auth.tables.ts";
import { catalogVersion } from "../catalog/catalog.tables.ts";
import { orders } from "../orders/orders.tables.ts";
import {
  availability,
  confirmSale,
  PieceUnavailableError,
  release,
  releaseExpired,
  reserve,
  sell,
  setOnHand,
} from "./inventory.service.ts";
import { reservations, stockChanges, stockLevels } from "./inventory.tables.ts";
import { createStockFeed, createStockFeedSource } from "./inventory-feed.ts";

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;
let t: TestApp;
let shopperId: number;
let nextOrder = 1;

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.db
    .insert(users)
    .values({ username: "buyer", email: "buyer@example.com", contactNumber: "9000000001", passwordHash: "x" })
    .returning({ id: users.id });
  shopperId = user!.id;
});

afterAll(() => t.close());

/** An order row for reservations to belong to; its figures do not matter here. */
async function anOrder(): Promise<number> {
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: `TEST-${nextOrder++}`,
      userId: shopperId,
      customerName: "Buyer",
      contact: "9000000001",
      placedByName: "buyer",
      placedByContact: "9000000001",
      email: "buyer@example.com",
      address: "1 Road, Chennai 600001",
      paymentMode: "ONLINE",
      subTotalPaise: 0,
      totalPaise: 0,
    })
    .returning({ id: orders.id });
  return order!.id;
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

const inTransaction = <T>(work: (tx: Database) => Promise<T>) => t.db.transaction(work);

describe("reservations", () => {
  it("holds pieces, sells them on confirmation, and frees them on release", async () => {
    const [ring, chain] = (await pieces(1, 3)) as [number, number];
    const sold = await anOrder();
    await inTransaction((tx) =>
      reserve(tx, { orderId: sold, lines: [{ productSno: chain, quantity: 2 }], expiresAt: null }),
    );
    expect(await levelOf(chain)).toEqual({ onHand: 3, reserved: 2 });
    expect((await availability(t.db, [chain, ring])).get(chain)).toBe(1);
    expect(await inTransaction((tx) => confirmSale(tx, sold))).toEqual([{ productSno: chain, quantity: 2 }]);
    expect(await levelOf(chain)).toEqual({ onHand: 1, reserved: 0 });

    const freed = await anOrder();
    await inTransaction((tx) =>
      reserve(tx, { orderId: freed, lines: [{ productSno: ring, quantity: 1 }], expiresAt: null }),
    );
    expect((await availability(t.db, [ring])).get(ring)).toBe(0);
    expect(await inTransaction((tx) => release(tx, freed))).toEqual([{ productSno: ring, quantity: 1 }]);
    expect(await levelOf(ring)).toEqual({ onHand: 1, reserved: 0 });
    // Settled reservations never move again.
    expect(await inTransaction((tx) => confirmSale(tx, freed))).toEqual([]);
    expect(await inTransaction((tx) => release(tx, sold))).toEqual([]);
    expect(await levelOf(chain)).toEqual({ onHand: 1, reserved: 0 });
  });

  it("reserves every line or none, and names the piece that is not available", async () => {
    const [ring, sold, chain] = (await pieces(1, 0, 2)) as [number, number, number];
    const order = await anOrder();
    const attempt = inTransaction((tx) =>
      reserve(tx, {
        orderId: order,
        lines: [
          { productSno: ring, quantity: 1 },
          { productSno: sold, quantity: 1 },
          { productSno: chain, quantity: 1 },
        ],
        expiresAt: null,
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(PieceUnavailableError);
    await expect(attempt).rejects.toMatchObject({ sno: sold, available: 0 });
    expect(await levelOf(ring)).toEqual({ onHand: 1, reserved: 0 });
    expect(await levelOf(chain)).toEqual({ onHand: 2, reserved: 0 });

    // Two lines of one piece count together: 2 + 1 of a piece with 2 is too many.
    const tooMany = inTransaction((tx) =>
      reserve(tx, {
        orderId: order,
        lines: [
          { productSno: chain, quantity: 2 },
          { productSno: chain, quantity: 1 },
        ],
        expiresAt: null,
      }),
    );
    await expect(tooMany).rejects.toMatchObject({ sno: chain, available: 2 });
    const unknown = inTransaction((tx) =>
      reserve(tx, { orderId: order, lines: [{ productSno: 999_999, quantity: 1 }], expiresAt: null }),
    );
    await expect(unknown).rejects.toMatchObject({ sno: 999_999, productName: "999999" });
    expect(await t.db.select().from(reservations).where(eq(reservations.orderId, order))).toEqual([]);
  });

  it("sells a cash order's pieces at once: nothing held, on hand down, the change logged", async () => {
    const [ring, chain] = (await pieces(1, 3)) as [number, number];
    const feed = createStockFeedSource(t.db);
    const before = await feed.readPosition();
    const order = await anOrder();
    await inTransaction((tx) =>
      sell(tx, {
        orderId: order,
        lines: [
          { productSno: chain, quantity: 1 },
          { productSno: ring, quantity: 1 },
          { productSno: chain, quantity: 1 },
        ],
      }),
    );
    expect(await levelOf(ring)).toEqual({ onHand: 0, reserved: 0 });
    expect(await levelOf(chain)).toEqual({ onHand: 1, reserved: 0 });
    const rows = await t.db
      .select({
        productSno: reservations.productSno,
        quantity: reservations.quantity,
        state: reservations.state,
        expiresAt: reservations.expiresAt,
      })
      .from(reservations)
      .where(eq(reservations.orderId, order))
      .orderBy(reservations.productSno);
    expect(rows).toEqual([
      { productSno: ring, quantity: 1, state: "SOLD", expiresAt: null },
      { productSno: chain, quantity: 2, state: "SOLD", expiresAt: null },
    ]);
    const { changes } = await feed.changesSince(before);
    expect(changes).toEqual(
      new Map([
        [ring, 0],
        [chain, 1],
      ]),
    );
    // A sold order has nothing to release or confirm.
    expect(await inTransaction((tx) => release(tx, order))).toEqual([]);
    expect(await inTransaction((tx) => confirmSale(tx, order))).toEqual([]);

    // The ring is gone: a second sale of it changes nothing, the chain's line included.
    const late = await anOrder();
    const attempt = inTransaction((tx) =>
      sell(tx, {
        orderId: late,
        lines: [
          { productSno: chain, quantity: 1 },
          { productSno: ring, quantity: 1 },
        ],
      }),
    );
    await expect(attempt).rejects.toMatchObject({ sno: ring, available: 0 });
    expect(await levelOf(chain)).toEqual({ onHand: 1, reserved: 0 });
    expect(await t.db.select().from(reservations).where(eq(reservations.orderId, late))).toEqual([]);
  });

  it("holds an online order's pieces until its time", async () => {
    const [piece] = (await pieces(2)) as [number];
    const order = await anOrder();
    const expiresAt = new Date("2030-01-01T10:15:00Z");
    await inTransaction((tx) =>
      reserve(tx, { orderId: order, lines: [{ productSno: piece, quantity: 2 }], expiresAt }),
    );
    const [row] = await t.db
      .select({ state: reservations.state, expiresAt: reservations.expiresAt })
      .from(reservations)
      .where(eq(reservations.orderId, order));
    expect(row).toEqual({ state: "HELD", expiresAt });
    expect(await levelOf(piece)).toEqual({ onHand: 2, reserved: 2 });
  });

  it("keeps on hand and reserved within bounds whatever is written", async () => {
    const [ring] = (await pieces(1)) as [number];
    const order = await anOrder();
    await inTransaction((tx) =>
      reserve(tx, { orderId: order, lines: [{ productSno: ring, quantity: 1 }], expiresAt: null }),
    );
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

  it("releases expired reservations once, and leaves the others", async () => {
    const [early, late, cash] = (await pieces(1, 1, 1)) as [number, number, number];
    const now = new Date("2030-01-01T10:00:00Z");
    const expired = await anOrder();
    const current = await anOrder();
    const forever = await anOrder();
    await inTransaction(async (tx) => {
      await reserve(tx, {
        orderId: expired,
        lines: [{ productSno: early, quantity: 1 }],
        expiresAt: new Date(now.getTime() - 1),
      });
      await reserve(tx, {
        orderId: current,
        lines: [{ productSno: late, quantity: 1 }],
        expiresAt: new Date(now.getTime() + 60_000),
      });
      await reserve(tx, { orderId: forever, lines: [{ productSno: cash, quantity: 1 }], expiresAt: null });
    });
    const cancelled: number[] = [];
    const released = await releaseExpired(t.db, now, async (_tx, ids) => {
      cancelled.push(...ids);
    });
    expect(released).toEqual([expired]);
    expect(cancelled).toEqual([expired]);
    expect(await releaseExpired(t.db, now)).toEqual([]);
    expect(await availability(t.db, [early, late, cash])).toEqual(
      new Map([
        [early, 1],
        [late, 0],
        [cash, 0],
      ]),
    );
    // A payment that arrives after the expiry finds nothing held: the caller flags it for a refund.
    expect(await inTransaction((tx) => confirmSale(tx, expired))).toEqual([]);
  });

  it("sells nothing for a hold past its time that no sweep has released yet", async () => {
    const [piece] = (await pieces(1)) as [number];
    const now = new Date("2031-01-01T10:00:00Z");
    const order = await anOrder();
    await inTransaction((tx) =>
      reserve(tx, { orderId: order, lines: [{ productSno: piece, quantity: 1 }], expiresAt: now }),
    );
    // At the expiry and after it, the sale is refused and the hold is left for the sweep.
    expect(await inTransaction((tx) => confirmSale(tx, order, now))).toEqual([]);
    expect(await inTransaction((tx) => confirmSale(tx, order, new Date(now.getTime() + 1)))).toEqual([]);
    expect(await levelOf(piece)).toEqual({ onHand: 1, reserved: 1 });
    const [hold] = await t.db.select().from(reservations).where(eq(reservations.orderId, order));
    expect(hold!.state).toBe("HELD");
    expect(await releaseExpired(t.db, now)).toContain(order);
    expect(await levelOf(piece)).toEqual({ onHand: 1, reserved: 0 });
  });

  it("sells a hold a moment before its time", async () => {
    const [piece] = (await pieces(1)) as [number];
    const now = new Date("2031-01-01T10:00:00Z");
    const order = await anOrder();
    await inTransaction((tx) =>
      reserve(tx, { orderId: order, lines: [{ productSno: piece, quantity: 1 }], expiresAt: now }),
    );
    const sold = await inTransaction((tx) => confirmSale(tx, order, new Date(now.getTime() - 1)));
    expect(sold).toEqual([{ productSno: piece, quantity: 1 }]);
    expect(await levelOf(piece)).toEqual({ onHand: 0, reserved: 0 });
  });

  it.runIf(onPostgres)(
    "sweeps from several connections at once, each expired order released exactly once",
    async () => {
      const snos = await pieces(...Array.from({ length: 30 }, () => 1));
      const now = new Date("2029-01-01T00:00:00Z");
      const orderIds: number[] = [];
      for (const sno of snos) {
        const orderId = await anOrder();
        orderIds.push(orderId);
        await inTransaction((tx) =>
          reserve(tx, {
            orderId,
            lines: [{ productSno: sno, quantity: 1 }],
            expiresAt: new Date(now.getTime() - 1),
          }),
        );
      }
      const sweeps = await Promise.all([1, 2, 3].map(() => releaseExpired(t.db, now)));
      expect(sweeps.flat().sort((a, b) => a - b)).toEqual(orderIds);
      expect([...(await availability(t.db, snos)).values()]).toEqual(snos.map(() => 1));
    },
  );

  it.runIf(onPostgres)(
    "takes a piece of 5 from 12 connections at once: 5 taken, each after what the others left, 7 refused",
    async () => {
      const [piece] = (await pieces(5)) as [number];
      const orderIds = await Promise.all(Array.from({ length: 12 }, () => anOrder()));
      // Half hold, half sell, each its own one-statement taking on its own connection.
      const outcomes = await Promise.allSettled(
        orderIds.map((orderId, n) =>
          (n % 2 === 0 ? reserve : sell)(t.db, {
            orderId,
            lines: [{ productSno: piece, quantity: 1 }],
            expiresAt: null,
          }),
        ),
      );
      const taken = outcomes.flatMap((outcome, n) => (outcome.status === "fulfilled" ? [n] : []));
      expect(taken).toHaveLength(5);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(PieceUnavailableError);
      }
      const held = taken.filter((n) => n % 2 === 0).length;
      expect(await levelOf(piece)).toEqual({ onHand: 5 - (5 - held), reserved: held });
      const rows = await t.db.select().from(reservations).where(eq(reservations.productSno, piece));
      expect(rows.map((row) => row.orderId).sort((a, b) => a - b)).toEqual(
        taken.map((n) => orderIds[n]!).sort((a, b) => a - b),
      );
    },
  );

  it.runIf(onPostgres)(
    "locks pieces in one order, so transactions taking them in opposite orders wait instead of deadlocking",
    async () => {
      const [a, b] = (await pieces(5, 5)) as [number, number];
      const [first, second, third] = [await anOrder(), await anOrder(), await anOrder()];
      let holdsA!: () => void;
      const aHeld = new Promise<void>((resolve) => {
        holdsA = resolve;
      });
      let goOn!: () => void;
      const mayGoOn = new Promise<void>((resolve) => {
        goOn = resolve;
      });
      // One transaction holds a, then wants b; the other asks for b and a, in that order.
      const one = inTransaction(async (tx) => {
        await reserve(tx, { orderId: first, lines: [{ productSno: a, quantity: 1 }], expiresAt: null });
        holdsA();
        await mayGoOn;
        await reserve(tx, { orderId: third, lines: [{ productSno: b, quantity: 1 }], expiresAt: null });
      });
      await aHeld;
      const other = inTransaction((tx) =>
        reserve(tx, {
          orderId: second,
          lines: [
            { productSno: b, quantity: 1 },
            { productSno: a, quantity: 1 },
          ],
          expiresAt: null,
        }),
      );
      // Taking b first, the other would now hold b and wait for a: a deadlock once the first asks
      // for b. Taken in SNO order, it waits for a holding nothing.
      await vi.waitFor(
        async () => {
          const result = await t.db.execute(
            sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect((result as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting).toBe(1);
        },
        { timeout: 10_000 },
      );
      goOn();
      await Promise.all([one, other]);
      expect(await levelOf(a)).toEqual({ onHand: 5, reserved: 2 });
      expect(await levelOf(b)).toEqual({ onHand: 5, reserved: 2 });
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
    const indexBefore = (await other.inject("/api/v1/health/ready")).json().listingIndexVersion;

    const order = await anOrder();
    await inTransaction(async (tx) => {
      await reserve(tx, { orderId: order, lines: [{ productSno: piece, quantity: 1 }], expiresAt: null });
      await confirmSale(tx, order);
    });
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
