// The catalogue in the staff console (issue 26 item 4, decision 049): create, edit, delete, stock,
// not for sale, validation, HUID, audit, and what shoppers see of it.
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { ProductSchema } from "@nagai/contracts/product";
import { StaffProductListSchema, StaffProductSchema } from "@nagai/contracts/staff-products";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { auditOf } from "../audit/audit.public.ts";
import { orderItems } from "../orders/orders.tables.ts";
import { placeOrder } from "../payments/payment-test-kit.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { metalRates } from "./catalog.tables.ts";

let t: TestApp;
const { aShopper } = createShopperKit(() => t, { firstNumber: 9_760_000_000, addressPrefix: "10.176" });
const { aStaffMember } = createStaffKit(() => t, { firstNumber: 9_761_000_000 });
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(metalRates)
    .values({ metal: "Gold 22K", ratePaise: 6_000_00 })
    .onConflictDoUpdate({
      target: metalRates.metal,
      set: { ratePaise: 6_000_00 },
    });
  headers = (await aStaffMember()).headers;
}, 60_000);
afterAll(async () => t?.close());

let nextTag = 1;
/** A weighed 22K ring: 2.5 g at ₹6,000/g, 12 % making, ₹500 stones, ₹45 hallmarking. */
export function aPiece(overrides: Record<string, unknown> = {}) {
  return {
    TAGNO: `CAT${String(nextTag++).padStart(5, "0")}`,
    ITEMID: 77,
    ITEMNAME: "Rings",
    SUBITEMNAME: "Couple Rings",
    CATNAME: "Gold",
    PRODUCTNAME: "Console Ring",
    PURITY: "22K",
    NETWT: 2.5,
    MaterialFinish: "GOLDCOATED",
    Description: "A plain band, made in the console.",
    Gender: "Women",
    CollectionType: "Classic",
    ColorAccents: "Gold",
    Occasion: "DAILY_WEAR",
    pricing: "weighed",
    makingKind: "percent",
    makingValue: 12,
    stoneCharges: 500,
    otherCharges: 45,
    stock: 1,
    forSale: true,
    ...overrides,
  };
}

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown, as = headers) =>
  t.app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers: as,
    ...(body ? { payload: body as object } : {}),
  });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call("POST", "/products", aPiece(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return StaffProductSchema.parse(response.json());
}
async function refused(method: "POST" | "PUT", url: string, body: unknown) {
  const response = await call(method, url, body);
  expect(response.statusCode, response.body).toBe(400);
  return ErrorResponseSchema.parse(response.json()).fields ?? {};
}

describe("staff products", () => {
  it("creates a piece priced at today's rate, with its stock and audit", async () => {
    const piece = await create();
    // 2.5 g × ₹6,000 = ₹15,000; making 12 % = ₹1,800; + ₹500 + ₹45 = ₹17,345; GST 3 % = ₹520.35.
    expect(piece.PriceBreakup).toMatchObject({
      metalValue: 15_000,
      makingCharges: 1800,
      taxableValue: 17_345,
    });
    expect(piece.GrandTotal).toBe(17_865.35);
    expect(piece).toMatchObject({ stock: 1, available: 1, forSale: true, makingValue: 12, tagPrice: null });
    expect(piece.audit).toHaveLength(1);
    expect(piece.audit[0]).toMatchObject({ action: "product.create", before: null });
    const again = await call("GET", `/products/${piece.SNO}`);
    expect(StaffProductSchema.parse(again.json()).TAGNO).toBe(piece.TAGNO);
  });

  it("edits a piece: reprices it, sets its stock, audits the changed fields only", async () => {
    const piece = await create();
    const response = await call(
      "PUT",
      `/products/${piece.SNO}`,
      aPiece({ TAGNO: piece.TAGNO, makingValue: 20, stock: 3 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = StaffProductSchema.parse(response.json());
    expect(edited.PriceBreakup.makingCharges).toBe(3000);
    expect(edited.stock).toBe(3);
    expect(edited.audit.at(-1)).toMatchObject({
      action: "product.update",
      before: { makingValue: 12, stock: 1 },
      after: { makingValue: 20, stock: 3 },
    });
    // The shopper's product page follows.
    const shown = await t.app.inject({ method: "GET", url: `/api/v1/product/getSnofilter?sno=${piece.SNO}` });
    expect(ProductSchema.parse(shown.json()[0]).GrandTotal).toBe(edited.GrandTotal);
  });

  it("refuses shoppers and signed-out callers", async () => {
    const shopper = await aShopper();
    const asShopper = await call("POST", "/products", aPiece(), { authorization: `Bearer ${shopper.token}` });
    expect(asShopper.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/staff/products" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("names each bad field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ITEMNAME: "Hats" }, "ITEMNAME"],
      [{ SUBITEMNAME: "Chains" }, "SUBITEMNAME"],
      [{ PURITY: "21K" }, "PURITY"],
      [{ PURITY: "Platinum 950" }, "PURITY"], // no Platinum rate
      [{ NETWT: -1 }, "NETWT"],
      [{ NETWT: 0 }, "NETWT"],
      [{ NETWT: null }, "NETWT"],
      [{ ITEMID: null }, "ITEMID"],
      [{ NETWT: "2.5" }, "NETWT"],
      [{ NETWT: 20_000 }, "NETWT"],
      [{ makingValue: -5 }, "makingValue"],
      [{ stoneCharges: -1 }, "stoneCharges"],
      [{ otherCharges: 1.234 }, "otherCharges"],
      [{ pricing: "tag", tagPrice: null }, "tagPrice"],
      [{ HUID: "ab1" }, "HUID"],
      [{ HUID: "AB12C3", stock: 2 }, "stock"],
      [{ PRODUCTNAME: "Ring\u0000" }, "PRODUCTNAME"],
      [{ PRODUCTNAME: "\ud800 ring" }, "PRODUCTNAME"],
      [{ PRODUCTNAME: "   " }, "PRODUCTNAME"],
      [{ TAGNO: "x".repeat(41) }, "TAGNO"],
      [{ Gender: "Robots" }, "Gender"],
      [{ NETWT: 9000, makingValue: 100 }, "NETWT"], // past ₹1 crore
    ];
    for (const [overrides, field] of cases) {
      const fields = await refused("POST", "/products", aPiece(overrides));
      expect([overrides, Object.keys(fields)]).toEqual([overrides, expect.arrayContaining([field])]);
    }
  });

  it("keeps TAGNO and HUID unique, naming the piece that holds them", async () => {
    const holder = await create({ HUID: "HU1D01" });
    expect(holder.HUID).toBe("HU1D01");
    const fields = await refused("POST", "/products", aPiece({ HUID: "hu1d01" }));
    expect(fields.HUID).toContain(holder.TAGNO);
    const tag = await refused("POST", "/products", aPiece({ TAGNO: holder.TAGNO }));
    expect(tag.TAGNO).toContain(holder.TAGNO);
    // Its own HUID is no clash.
    const same = await call(
      "PUT",
      `/products/${holder.SNO}`,
      aPiece({ TAGNO: holder.TAGNO, HUID: "HU1D01", stock: 0 }),
    );
    expect(same.statusCode, same.body).toBe(200);
  });

  it("takes a piece off sale: not listed, not found, refused by the cart and orders", async () => {
    const piece = await create({ PRODUCTNAME: "Zanzibarite Ring" });
    await t.catalogueSettled();
    const search = async () =>
      (await t.app.inject({ method: "GET", url: "/api/v1/product/items/filter?search=zanzibarite" })).json();
    expect(JSON.stringify(await search())).toContain(piece.TAGNO);
    const off = await call(
      "PUT",
      `/products/${piece.SNO}`,
      aPiece({ TAGNO: piece.TAGNO, PRODUCTNAME: "Zanzibarite Ring", forSale: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    await t.catalogueSettled();
    expect(JSON.stringify(await search())).not.toContain(piece.TAGNO);
    const listing = await t.app.inject({
      method: "GET",
      url: "/api/v1/product/items/filter?itemName=Rings&subItemName=Couple%20Rings&pageSize=100",
    });
    expect(listing.body).not.toContain(piece.TAGNO);
    const page = ProductSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/v1/product/getSnofilter?sno=${piece.SNO}` })).json()[0],
    );
    expect(page.ForSale).toBe(false);
    const shopper = await aShopper();
    const cart = await shopper.call("POST", "/cart/create", { itemSno: piece.SNO, itemTagSno: piece.SNO });
    expect(cart.statusCode).toBe(409);
    expect(cart.json().message).toContain("not for sale");
    const order = await t.app.inject({
      method: "POST",
      url: "/api/v1/order/create",
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: {
        customerName: "Asha",
        contact: shopper.number,
        email: "asha@example.in",
        address: "12 Gandhi Road, T Nagar, Chennai, Tamil Nadu - 600017, India",
        paymentMode: "CASH",
        items: [{ sno: piece.SNO, quantity: 1 }],
      },
    });
    expect(order.statusCode, order.body).toBe(409);
    expect(order.json().message).toContain("not for sale");
  });

  it("lists and searches by TAGNO, HUID and name", async () => {
    const piece = await create({
      PRODUCTNAME: "Quokka Pendant",
      SUBITEMNAME: "Couple Rings",
      HUID: "QK0001",
    });
    for (const q of [piece.TAGNO.toLowerCase(), "qk0001", "quokka"]) {
      const response = await call("GET", `/products?q=${q}`);
      const list = StaffProductListSchema.parse(response.json());
      expect([q, list.content.map((row) => row.SNO)]).toEqual([q, [piece.SNO]]);
    }
  });

  it("deletes a piece with its stock, audited; unknown pieces are 404", async () => {
    const piece = await create();
    const deleted = await call("DELETE", `/products/${piece.SNO}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call("GET", `/products/${piece.SNO}`)).statusCode).toBe(404);
    const entries = await auditOf(t.db, "product", piece.SNO);
    expect(entries.map((entry) => entry.action)).toEqual(["product.create", "product.delete"]);
    expect((await call("DELETE", `/products/${piece.SNO}`)).statusCode).toBe(404);
  });

  it("keeps a piece an order holds: 409, mark it not for sale instead", async () => {
    const order = await placeOrder(t, await aShopper(), "CASH");
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const refusal = await call("DELETE", `/products/${item!.productSno}`);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json().message).toContain("not for sale");
    expect((await call("GET", `/products/${item!.productSno}`)).statusCode).toBe(200);
  });
});
