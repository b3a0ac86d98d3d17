// The order's documents (issue 25 item 4, decision 045) through the real handlers into a real
// database: the invoices of an intra-state and an inter-state order read back with pdf.js and
// their figures added up, the packing slip, the gap-free series, and who may download what.
import { INVOICE_MESSAGES } from "@nagai/contracts/invoice";
import { type OrderCreated, OrderCreatedSchema } from "@nagai/contracts/order";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { orders } from "../orders/orders.tables.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { rupeesInWords } from "./amount-in-words.ts";
import { createInvoicesService } from "./invoices.service.ts";
import { invoiceSeries, invoices } from "./invoices.tables.ts";
import { paiseOf, readPdfRows } from "./pdf-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const staffKit = createStaffKit(() => t, { firstNumber: 9_600_000_000 });
const { aShopper, anonymous } = createShopperKit(() => t, {
  firstNumber: 9_610_000_000,
  addressPrefix: "10.96",
});

const TAMIL_NADU = "12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India";
const KARNATAKA = "4 MG Road, Indiranagar, Bengaluru, Karnataka - 560038, India";
let contacts = 0;

/** A CASH order of new pieces (gross paise each, 3 % GST on top), placed by the shopper's checkout. */
async function anOrder(
  shopper: Shopper,
  address: string,
  grossPaise: readonly number[],
): Promise<OrderCreated & { tagNos: string[] }> {
  const pieces = await insertProducts(
    t.db,
    ...grossPaise.map((gross) => aProduct({ grossAmountPaise: gross })),
  );
  const answer = await shopper.call("POST", "/order/create", {
    customerName: "Meena Raman",
    contact: String(9_876_600_000 + contacts++),
    email: "meena@example.com",
    totalAmount: 1,
    address,
    paymentMode: "CASH",
    items: pieces.map((piece) => ({
      productId: piece.itemId,
      productName: piece.productName,
      price: 1,
      itemId: piece.itemId,
      tagNo: piece.tagNo,
      sno: piece.sno,
      quantity: 1,
    })),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return { ...OrderCreatedSchema.parse(answer.json()), tagNos: pieces.map((piece) => piece.tagNo) };
}

/** Orders of new shoppers, one each (a shopper may have 2 cash orders awaiting delivery). */
async function ordersOfNewShoppers(count: number) {
  const placed = [];
  for (let n = 0; n < count; n++) placed.push(await anOrder(await aShopper(), TAMIL_NADU, [100_000]));
  return placed;
}

/** Moves the order as the staff's moves will (set in the database until they exist). */
async function setStatus(orderNumber: string, status: "PROCESSING" | "SHIPPED" | "DELIVERED") {
  await t.db.update(orders).set({ status }).where(eq(orders.orderNumber, orderNumber));
}

const orderRowId = async (orderNumber: string) =>
  (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.id;

async function staffGet(path: string, headers?: Record<string, string>) {
  const member = headers ?? (await staffKit.aStaffMember()).headers;
  return t.app.inject({ method: "GET", url: `/api/v1/staff${path}`, headers: member });
}

/** The row whose cells start with `first` (a line's number and description). */
function rowStarting(rows: string[][], ...first: string[]): string[] {
  const row = rows.find((cells) => first.every((cell, index) => cells[index]?.startsWith(cell)));
  expect(
    row,
    `a row starting ${first.join(" | ")} in\n${rows.map((r) => r.join(" | ")).join("\n")}`,
  ).toBeDefined();
  return row!;
}

/** The figure on the right of a labelled line: "CGST @ 1.5%" → its paise. */
function totalOf(rows: string[][], label: string): number {
  return paiseOf(rowStarting(rows, label).at(-1)!);
}

describe("the GST tax invoice", () => {
  it("bills an intra-state order with CGST 1.5 % + SGST 1.5 % per line, adding up to the order's total", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper, TAMIL_NADU, [100_000, 123_457]);
    await setStatus(order.orderId, "SHIPPED");
    const answer = await staffGet(`/orders/${order.orderId}/invoice`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const [page] = await readPdfRows(answer.rawPayload);
    const rows = page!;
    const text = rows.map((cells) => cells.join(" ")).join("\n");
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("SPECIMEN");
    expect(text).toContain("GSTIN: 33AAAAA0000A1Z5");
    expect(text).toContain("Place of supply: Tamil Nadu (code 33)");
    expect(text).toMatch(/Invoice number: NG\/\d\d-\d\d\/\d{6}/);
    expect(rowStarting(rows, "#")).toEqual([
      "#",
      "Description",
      "HSN",
      "Qty",
      "Taxable value",
      "CGST 1.5%",
      "SGST 1.5%",
      "Amount",
    ]);
    // ₹1,000 + ₹30 GST, and ₹1,234.57 + ₹37.04 (3 % of it, rounded): the catalogue's prices.
    expect(rowStarting(rows, "1", "Test Ring").slice(2)).toEqual([
      "7113",
      "1",
      "1,000.00",
      "15.00",
      "15.00",
      "1,030.00",
    ]);
    expect(rowStarting(rows, "2", "Test Ring").slice(2)).toEqual([
      "7113",
      "1",
      "1,234.57",
      "18.52",
      "18.52",
      "1,271.61",
    ]);
    expect(totalOf(rows, "Taxable value")).toBe(223_457);
    expect(totalOf(rows, "CGST @ 1.5%")).toBe(3_352);
    expect(totalOf(rows, "SGST @ 1.5%")).toBe(3_352);
    expect(totalOf(rows, "Total (Rs.)")).toBe(230_161);
    expect(totalOf(rows, "Total (Rs.)")).toBe(Math.round(order.data.totalAmount * 100));
    expect(text).not.toContain("IGST");
    expect(text).toContain("Amount in words: Rupees Two Thousand Three Hundred One and Sixty-One Paise Only");
  });

  it("bills an inter-state order with IGST 3 %, delivery included, figures adding up", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper, KARNATAKA, [123_457]);
    await setStatus(order.orderId, "DELIVERED");
    const answer = await staffGet(`/orders/${order.orderId}/invoice`);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = (await readPdfRows(answer.rawPayload))[0]!;
    const text = rows.map((cells) => cells.join(" ")).join("\n");
    expect(text).toContain("Place of supply: Karnataka (code 29)");
    expect(rowStarting(rows, "#")).toEqual([
      "#",
      "Description",
      "HSN",
      "Qty",
      "Taxable value",
      "IGST 3%",
      "Amount",
    ]);
    const piece = rowStarting(rows, "1", "Test Ring");
    // Below ₹2,000 the order pays ₹99 delivery: billed as part of the supply, at the same rate.
    const delivery = rowStarting(rows, "2", "Delivery charges");
    expect(piece.slice(2)).toEqual(["7113", "1", "1,234.57", "37.04", "1,271.61"]);
    expect(delivery.slice(2)).toEqual(["7113", "1", "96.12", "2.88", "99.00"]);
    for (const line of [piece, delivery]) {
      const [taxable, igst, amount] = line.slice(4).map(paiseOf);
      expect(taxable! + igst!).toBe(amount);
    }
    expect(totalOf(rows, "Taxable value")).toBe(123_457 + 9_612);
    expect(totalOf(rows, "IGST @ 3%")).toBe(3_704 + 288);
    expect(totalOf(rows, "Total (Rs.)")).toBe(137_061);
    expect(137_061).toBe(Math.round(order.data.totalAmount * 100));
    expect(text).not.toContain("CGST");
    expect(text).toContain(`Amount in words: ${rupeesInWords(137_061)}`);
    expect(text).toContain("Rupees One Thousand Three Hundred Seventy and Sixty-One Paise Only");
  });

  it("is refused before the order ships, and for an order nobody has or a malformed id", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper, TAMIL_NADU, [100_000]);
    const staff = (await staffKit.aStaffMember()).headers;
    const early = await staffGet(`/orders/${order.orderId}/invoice`, staff);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(INVOICE_MESSAGES.invoiceNotYet("PENDING"));
    await setStatus(order.orderId, "PROCESSING");
    expect((await staffGet(`/orders/${order.orderId}/invoice`, staff)).json().message).toBe(
      INVOICE_MESSAGES.invoiceNotYet("PROCESSING"),
    );
    expect((await staffGet("/orders/NOSUCHORDER/invoice", staff)).statusCode).toBe(404);
    expect((await staffGet(`/orders/${"9".repeat(65)}/invoice`, staff)).statusCode).toBe(400);
    expect((await staffGet("/orders/%00abc/packing-slip", staff)).statusCode).toBe(400);
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/v1/staff/orders/${order.orderId}/invoice`,
      headers: staff,
    });
    expect(posted.statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, await orderRowId(order.orderId))),
    ).toEqual([]);
  });
});

describe("the packing slip", () => {
  it("lists the pieces, tag numbers and address from PROCESSING on, and no prices", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper, KARNATAKA, [100_000, 250_000]);
    const staff = (await staffKit.aStaffMember()).headers;
    const early = await staffGet(`/orders/${order.orderId}/packing-slip`, staff);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(INVOICE_MESSAGES.packingSlipNotYet("PENDING"));
    await setStatus(order.orderId, "PROCESSING");
    const answer = await staffGet(`/orders/${order.orderId}/packing-slip`, staff);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    const rows = (await readPdfRows(answer.rawPayload)).flat();
    const text = rows.map((cells) => cells.join(" ")).join("\n");
    expect(text).toContain("PACKING SLIP");
    expect(text).toContain(KARNATAKA);
    expect(text).toContain("Pieces in this parcel: 2");
    for (const tagNo of order.tagNos) expect(text).toContain(tagNo);
    expect(text).not.toMatch(/\d\.\d\d|Rs\.|GST/);
  });
});

describe("the invoice series", () => {
  const service = (now: () => Date) =>
    createInvoicesService({ db: t.db, shop: loadConfig({ NODE_ENV: "test" }).shop, now });

  it("numbers each financial year's invoices 1, 2, 3 with no gap: idempotent, a rolled-back issue gives its number back", async () => {
    const placed = await Promise.all(
      [1, 2, 3].map(async () => anOrder(await aShopper(), TAMIL_NADU, [100_000])),
    );
    const ids = await Promise.all(placed.map((order) => orderRowId(order.orderId)));
    // 2031-32, a year no other test issues in.
    const invoicesOf = service(() => new Date("2031-06-01T06:00:00Z"));
    const first = await t.db.transaction((tx) => invoicesOf.issueInvoice(tx, ids[0]!));
    expect(first).toMatchObject({ financialYear: "2031-32", serial: 1, invoiceNumber: "NG/31-32/000001" });
    const again = await t.db.transaction((tx) => invoicesOf.issueInvoice(tx, ids[0]!));
    expect(again.id).toBe(first.id);
    await expect(
      t.db.transaction(async (tx) => {
        await invoicesOf.issueInvoice(tx, ids[1]!);
        throw new Error("the shipping move failed after the invoice");
      }),
    ).rejects.toThrow(/shipping move failed/);
    const [second, third] = await Promise.all(
      [ids[1]!, ids[2]!].map((id) => t.db.transaction((tx) => invoicesOf.issueInvoice(tx, id))),
    );
    expect([second!.serial, third!.serial].sort()).toEqual([2, 3]);
    const [series] = await t.db
      .select()
      .from(invoiceSeries)
      .where(eq(invoiceSeries.financialYear, "2031-32"));
    expect(series!.lastNumber).toBe(3);
  });

  it("starts a new series at midnight of 1 April, India time", async () => {
    const [march, april] = await ordersOfNewShoppers(2);
    const lastMoment = service(() => new Date("2033-03-31T18:29:59Z"));
    const firstMoment = service(() => new Date("2033-03-31T18:30:00Z"));
    // Read before the transactions: on PGlite a query outside an open transaction waits for it.
    const [marchId, aprilId] = [await orderRowId(march!.orderId), await orderRowId(april!.orderId)];
    const a = await t.db.transaction((tx) => lastMoment.issueInvoice(tx, marchId));
    const b = await t.db.transaction((tx) => firstMoment.issueInvoice(tx, aprilId));
    expect(a.invoiceNumber).toBe("NG/32-33/000001");
    expect(b.invoiceNumber).toBe("NG/33-34/000001");
  });

  it("keeps issued invoices and the counters as they are: updates and deletes are refused", async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => "done",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(t.db.execute(sql`update ${invoices} set serial = serial + 100`))).toMatch(
      /issued once/,
    );
    expect(await refusal(t.db.execute(sql`delete from ${invoices}`))).toMatch(/issued once/);
    expect(await refusal(t.db.execute(sql`update ${invoiceSeries} set last_number = 1`))).toMatch(
      /counts forward/,
    );
    expect(await refusal(t.db.execute(sql`delete from ${invoiceSeries}`))).toMatch(/counts forward/);
  });
});

describe("the shopper's invoice", () => {
  it("downloads one's own shipped order's invoice; another's is a 404, an unshipped one a 409", async () => {
    const shopper = await aShopper();
    const other = await aShopper();
    const order = await anOrder(shopper, TAMIL_NADU, [100_000]);
    const path = `/orders/${order.orderId}/invoice`;
    expect((await shopper.call("GET", path)).statusCode).toBe(409);
    await setStatus(order.orderId, "SHIPPED");
    const mine = await shopper.call("GET", path);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers["content-disposition"]).toMatch(
      /^attachment; filename="invoice-NG-\d\d-\d\d-\d{6}\.pdf"$/,
    );
    const rows = (await readPdfRows(mine.rawPayload))[0]!;
    expect(totalOf(rows, "Total (Rs.)")).toBe(103_000 + 9_900);
    // The staff's copy is the same invoice: issued once.
    const staffCopy = await staffGet(path);
    expect(staffCopy.rawPayload.equals(mine.rawPayload)).toBe(true);
    const theirs = await other.call("GET", path);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain("Meena");
    expect((await anonymous("GET", path)).statusCode).toBe(401);
  });

  it("keeps shoppers and staff apart: neither token opens the other's documents", async () => {
    const shopper = await aShopper();
    const order = await anOrder(shopper, TAMIL_NADU, [100_000]);
    await setStatus(order.orderId, "SHIPPED");
    const member = await staffKit.aStaffMember();
    const shopperOnStaff = await staffGet(`/orders/${order.orderId}/invoice`, {
      authorization: `Bearer ${shopper.token}`,
    });
    expect(shopperOnStaff.statusCode).toBe(401);
    const staffOnShopper = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${order.orderId}/invoice`,
      headers: member.headers,
    });
    expect(staffOnShopper.statusCode).toBe(401);
    expect((await staffGet(`/orders/${order.orderId}/packing-slip`, {})).statusCode).toBe(401);
  });
});
