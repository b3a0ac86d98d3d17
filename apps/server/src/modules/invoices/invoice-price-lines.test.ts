// An order freezes the price, the rate and the breakup it was sold at (issue 26 item 2, decision
// 046): a rate change afterwards reprices the piece, never the order nor its invoice.
import { type OrderCreated, OrderCreatedSchema } from "@nagai/contracts/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts, pricedPieces } from "../../testing/catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { repricePieces } from "../catalog/catalog.public.ts";
import { metalRates, products } from "../catalog/catalog.tables.ts";
import { orderItems, orders } from "../orders/orders.tables.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { paiseOf, readPdfRows } from "./pdf-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(metalRates).values({ metal: "Gold 22K", ratePaise: 13_090_00 });
});
afterAll(() => t?.close());

const staffKit = createStaffKit(() => t, { firstNumber: 9_620_000_000 });
const { aShopper } = createShopperKit(() => t, { firstNumber: 9_630_000_000, addressPrefix: "10.97" });

/** A 22K ring weighed at 5.125 g, making 12.5 %, stones ₹2,500, hallmarking ₹45. */
async function aWeighedRing(huid: string) {
  const [ring] = await insertProducts(
    t.db,
    aProduct({
      pricing: "weighed",
      purity: "22K",
      rateMetal: "Gold 22K",
      netWeightGrams: 5.125,
      makingKind: "percent",
      makingValue: 1250,
      stoneChargesPaise: 2500_00,
      otherChargesPaise: 45_00,
      huid,
      ratePaise: 0,
      grossAmountPaise: 0,
      gstAmountPaise: 0,
      grandTotalPaise: 0,
    }),
  );
  await t.db.transaction((tx) => repricePieces(tx, { snos: [ring!.sno] }));
  return ring!;
}

async function setGold22K(ratePaise: number) {
  await t.db.transaction(async (tx) => {
    await tx.update(metalRates).set({ ratePaise }).where(eq(metalRates.metal, "Gold 22K"));
    await repricePieces(tx, { metals: ["Gold 22K"] });
  });
}

async function placeOrder(shopper: Shopper, piece: { sno: number; itemId: number; tagNo: string }) {
  const answer = await shopper.call("POST", "/order/create", {
    customerName: "Meena Raman",
    contact: "9876612345",
    email: "meena@example.com",
    totalAmount: 1,
    address: "12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India",
    // Online: cash on delivery stops at ₹50,000.
    paymentMode: "ONLINE",
    items: [{ productId: piece.itemId, productName: "Ring", price: 1, ...piece, quantity: 1 }],
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return OrderCreatedSchema.parse(answer.json()) as OrderCreated;
}

describe("an order placed before a rate change", () => {
  it("keeps its price, its breakup and its invoice", async () => {
    const ring = await aWeighedRing("AB12C3");
    const shopper = await aShopper();
    const order = await placeOrder(shopper, ring);
    // 5.125 g × ₹13,090 = ₹67,086.25; making ₹8,385.78; taxable ₹78,017.03; GST ₹2,340.51.
    expect(order.data.totalAmount).toBe(80_357.54);

    await setGold22K(14_000_00);
    const [repriced] = await pricedPieces(t.db).where(eq(products.sno, ring.sno));
    expect(repriced!.grandTotalPaise).toBe(85_761_66);

    const [row] = await t.db
      .select({ id: orders.id, total: orders.totalPaise })
      .from(orders)
      .where(eq(orders.orderNumber, order.orderId));
    expect(row!.total).toBe(80_357_54);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    expect(item!.pricePaise).toBe(80_357_54);
    expect(item!.huid).toBe("AB12C3");
    expect(item!.priceLines).toMatchObject({
      pricing: "weighed",
      metal: "Gold 22K",
      purity: "22K",
      netWeightGrams: 5.125,
      ratePerGramPaise: 13_090_00,
      metalValuePaise: 67_086_25,
      makingChargesPaise: 8_385_78,
      makingRule: "12.5% of metal value",
      stoneChargesPaise: 2500_00,
      otherChargesPaise: 45_00,
      taxablePaise: 78_017_03,
      gstPaise: 2_340_51,
      totalPaise: 80_357_54,
    });

    await t.db.update(orders).set({ status: "SHIPPED" }).where(eq(orders.id, row!.id));
    const member = (await staffKit.aStaffMember()).headers;
    const invoice = await t.app.inject({
      method: "GET",
      url: `/api/v1/staff/orders/${order.orderId}/invoice`,
      headers: member,
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const rows = (await readPdfRows(invoice.rawPayload))[0]!;
    const text = rows.map((cells) => cells.join(" ")).join(" ");
    // The line as sold: its rate, its lines, its HUID; GST split into halves to the paisa.
    // (The description wraps: its first line shares a row with the figures.)
    expect(text).toContain(`(tag ${ring.tagNo}): 22K,`);
    expect(text).toContain(
      "5.125 g at 13,090.00/g = 67,086.25, making 8,385.78 (12.5% of metal value), stones 2,500.00, other 45.00; HUID AB12C3",
    );
    expect(text).not.toContain("14,000.00");
    const line = rows.find((cells) => cells[0] === "1")!;
    expect(
      line.slice(-5).map((cell) => (/^\d/.test(cell) && cell.includes(".") ? paiseOf(cell) : cell)),
    ).toEqual(["1", 78_017_03, 1_170_26, 1_170_25, 80_357_54]);
  });
});
