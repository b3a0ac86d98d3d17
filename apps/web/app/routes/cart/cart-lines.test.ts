import type { CartRow } from "@nagai/contracts/cart";
import { describe, expect, it } from "vitest";
import { getLineState, summarizeSelection, withQuantity } from "./cart-lines";

let nextId = 1;
function aRow(overrides: Partial<CartRow> = {}): CartRow {
  const id = nextId++;
  const price = overrides.price === undefined ? 500 : overrides.price;
  const quantity = overrides.quantity ?? 1;
  return {
    id,
    sno: id,
    itemSno: 100 + id,
    itemTagSno: 100 + id,
    itemId: 1,
    tagNo: "T1",
    itemName: "Lotus Band",
    quantity,
    price,
    amount: price === null ? null : price * quantity,
    mrp: null,
    netWt: 2.5,
    purity: "22K",
    image: null,
    stock: 1,
    phone: "9000000000",
    ...overrides,
  };
}

describe("summarizeSelection", () => {
  it("charges ₹99 shipping up to ₹2,000 and nothing above it, as the server will", () => {
    expect(summarizeSelection([aRow({ price: 1999.99 })])).toMatchObject({
      subtotal: 1999.99,
      shipping: 99,
      total: 2098.99,
    });
    expect(summarizeSelection([aRow({ price: 2000 })])).toMatchObject({ shipping: 99, total: 2099 });
    expect(summarizeSelection([aRow({ price: 1500 }), aRow({ price: 500.01 })])).toMatchObject({
      count: 2,
      subtotal: 2000.01,
      shipping: 0,
      total: 2000.01,
    });
  });

  it("is nothing, shipping included, when nothing is selected", () => {
    expect(summarizeSelection([])).toEqual({ count: 0, subtotal: 0, shipping: 0, total: 0, savings: 0 });
  });

  it("sums in paise, so rupee fractions do not drift", () => {
    const rows = Array.from({ length: 10 }, () => aRow({ price: 0.1 }));
    expect(summarizeSelection(rows).subtotal).toBe(1);
  });

  it("counts quantities, and saves only on a real MRP above the price", () => {
    const summary = summarizeSelection([
      aRow({ price: 400, mrp: 500, quantity: 2, stock: 3 }),
      aRow({ price: 300, mrp: null }),
      aRow({ price: 300, mrp: 250 }),
    ]);
    expect(summary).toMatchObject({ count: 4, subtotal: 1400, savings: 200 });
  });
});

describe("getLineState", () => {
  it("lets a unique piece in stock be ordered, without a quantity control", () => {
    expect(getLineState(aRow())).toEqual({
      unknown: false,
      soldOut: false,
      overStock: false,
      orderable: true,
      maxQuantity: null,
    });
  });

  it("offers a quantity up to the stock, and never above the cart's limit", () => {
    expect(getLineState(aRow({ stock: 3 })).maxQuantity).toBe(3);
    expect(getLineState(aRow({ stock: 500 })).maxQuantity).toBe(10);
  });

  it("keeps sold-out and unknown pieces out of the selection", () => {
    expect(getLineState(aRow({ stock: 0 }))).toMatchObject({ soldOut: true, orderable: false });
    const gone = getLineState(aRow({ itemName: null, price: null, amount: null, stock: 0 }));
    expect(gone).toMatchObject({ unknown: true, soldOut: false, orderable: false, maxQuantity: null });
  });

  it("lets a row asking for more than the stock come down before it is ordered", () => {
    expect(getLineState(aRow({ quantity: 2, stock: 1 }))).toMatchObject({
      overStock: true,
      orderable: false,
      maxQuantity: 1,
    });
  });
});

describe("withQuantity", () => {
  it("shows a posted quantity with its amount, and leaves the row alone otherwise", () => {
    const row = aRow({ price: 250.5, stock: 3 });
    expect(withQuantity(row, 3)).toMatchObject({ quantity: 3, amount: 751.5 });
    expect(withQuantity(row, undefined)).toBe(row);
  });
});
