import type { CartRow } from "@nagai/contracts/cart";
import type { OrderQuoteLine } from "@nagai/contracts/order";
import { describe, expect, it } from "vitest";
import { readPostedAddress } from "../addresses/address-view";
import { checkAddressForm } from "../addresses/check-address";
import {
  type CheckoutState,
  checkoutReducer,
  describeLineChange,
  getCheckoutAddressMessage,
  INITIAL_CHECKOUT,
  isOrderable,
  resolveCheckoutLines,
} from "./checkout-flow";

function aRow(id: number, itemSno: number, quantity = 1): CartRow {
  return {
    id,
    sno: id,
    itemSno,
    itemTagSno: itemSno,
    itemId: 1,
    tagNo: "T1",
    itemName: "Lotus Band",
    quantity,
    price: 500,
    amount: 500 * quantity,
    mrp: null,
    netWt: 2.5,
    purity: "22K",
    image: null,
    stock: 3,
    phone: "9000000000",
  };
}

const cart = [aRow(1, 101), aRow(2, 102, 2), aRow(3, 103)];

describe("resolveCheckoutLines", () => {
  it("orders Buy Now's one piece, whatever the cart holds", () => {
    expect(resolveCheckoutLines(new URLSearchParams("sno=555&item=1"), cart)).toEqual([
      { sno: 555, quantity: 1 },
    ]);
  });

  it("orders the cart rows the cart selected, with their quantities, and skips rows no longer there", () => {
    const query = new URLSearchParams("item=2&item=3&item=99&item=abc");
    expect(resolveCheckoutLines(query, cart)).toEqual([
      { sno: 102, quantity: 2 },
      { sno: 103, quantity: 1 },
    ]);
  });

  it("falls back to the whole saved cart, and to nothing when the selection is gone", () => {
    expect(resolveCheckoutLines(new URLSearchParams(), cart).map((line) => line.sno)).toEqual([
      101, 102, 103,
    ]);
    expect(resolveCheckoutLines(new URLSearchParams("item=99"), cart)).toEqual([]);
    expect(resolveCheckoutLines(new URLSearchParams(), [])).toEqual([]);
  });

  it("orders a piece once, and a malformed Buy Now falls back to the cart", () => {
    expect(resolveCheckoutLines(new URLSearchParams(), [aRow(1, 101), aRow(2, 101)])).toEqual([
      { sno: 101, quantity: 1 },
    ]);
    expect(resolveCheckoutLines(new URLSearchParams("sno=0"), cart)).toHaveLength(3);
    expect(resolveCheckoutLines(new URLSearchParams("sno=99999999999"), cart)).toHaveLength(3);
  });
});

describe("checkoutReducer", () => {
  const addresses = [
    { id: 7, isDefault: false },
    { id: 8, isDefault: true },
  ];
  const loaded = checkoutReducer(INITIAL_CHECKOUT, { type: "addressesLoaded", addresses });

  it("picks the default address when the addresses load, else the first, and only once", () => {
    expect(loaded.addressId).toBe(8);
    const first = checkoutReducer(INITIAL_CHECKOUT, {
      type: "addressesLoaded",
      addresses: [{ id: 3, isDefault: false }],
    });
    expect(first.addressId).toBe(3);
    const chosen = checkoutReducer(loaded, { type: "select", addressId: 7 });
    expect(checkoutReducer(chosen, { type: "addressesLoaded", addresses }).addressId).toBe(7);
    expect(
      checkoutReducer(INITIAL_CHECKOUT, { type: "addressesLoaded", addresses: [] }).addressId,
    ).toBeNull();
  });

  it("needs an address to leave step 1, and says so", () => {
    const stuck = checkoutReducer(INITIAL_CHECKOUT, { type: "continue" });
    expect(stuck).toMatchObject({ step: 1, message: "Please select a delivery address" });
    const picked = checkoutReducer(stuck, { type: "select", addressId: 7 });
    expect(picked.message).toBeNull();
    expect(checkoutReducer(picked, { type: "continue" })).toMatchObject({ step: 2, message: null });
    // A first address added after the guard spoke is chosen, and the guard is quiet.
    const added = checkoutReducer(stuck, {
      type: "addressesLoaded",
      addresses: [{ id: 9, isDefault: true }],
    });
    expect(added).toMatchObject({ addressId: 9, message: null });
  });

  it("never goes below 1 or above 3", () => {
    let state: CheckoutState = loaded;
    const steps: number[] = [];
    for (const type of ["continue", "continue", "continue", "back", "back", "back"] as const) {
      state = checkoutReducer(state, { type });
      steps.push(state.step);
    }
    expect(steps).toEqual([2, 3, 3, 2, 1, 1]);
  });

  it("clears the choice when the chosen address is deleted, here or elsewhere, and goes back to step 1", () => {
    const onStep2 = checkoutReducer(loaded, { type: "continue" });
    expect(checkoutReducer(onStep2, { type: "deleted", addressId: 7 })).toBe(onStep2);
    expect(checkoutReducer(onStep2, { type: "deleted", addressId: 8 })).toMatchObject({
      addressId: null,
      step: 1,
    });
    const gone = checkoutReducer(onStep2, {
      type: "addressesLoaded",
      addresses: [{ id: 7, isDefault: true }],
    });
    expect(gone).toMatchObject({ addressId: null, step: 1 });
  });

  it("pays online unless cash is chosen", () => {
    expect(INITIAL_CHECKOUT.paymentMode).toBe("ONLINE");
    expect(checkoutReducer(loaded, { type: "pay", mode: "CASH" }).paymentMode).toBe("CASH");
  });
});

describe("the checkout's address form", () => {
  const valid = {
    name: "Meena",
    phone: "9876543210",
    pincode: "625001",
    locality: "Anna Nagar",
    addressLine: "12 Temple Street",
    city: "Madurai",
    state: "Tamil Nadu",
  };
  const posted = (values: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    return readPostedAddress(form);
  };

  it("accepts a full address, landmark optional", () => {
    expect(getCheckoutAddressMessage(valid)).toBeNull();
    expect(checkAddressForm(posted(valid))).toEqual({});
  });

  it("names every field at once: the spec's message above, each field's own under it", () => {
    const empty = posted({});
    expect(getCheckoutAddressMessage(empty)).toBe("Please fill all required fields");
    expect(checkAddressForm(empty)).toEqual({
      name: "Full Name is required",
      phone: "Mobile Number is required",
      pincode: "Pincode is required",
      locality: "Locality is required",
      addressLine: "Address (Area and Street) is required",
      city: "City/District/Town is required",
      state: "State is required",
    });
    const wrong = posted({ ...valid, city: " ", phone: "98765", pincode: "1" });
    expect(getCheckoutAddressMessage(wrong)).toBe("Please fill all required fields");
    expect(checkAddressForm(wrong)).toEqual({
      city: "City/District/Town is required",
      phone: "Phone number must be 10 digits",
      pincode: "Pincode must be 6 digits",
    });
  });

  it("checks a work address's GST number; a home address drops the company's fields", () => {
    const work = { ...valid, addressType: "work", companyName: "Kaveri Silks", gstNumber: "22AAAAA0000A1Z" };
    expect(checkAddressForm(posted(work))).toEqual({
      gstNumber: "Enter valid GST number (e.g., 22AAAAA0000A1Z5)",
    });
    expect(checkAddressForm(posted({ ...work, gstNumber: "33abcde1234f1z5" }))).toEqual({});
    expect(posted({ ...work, addressType: "home" })).toMatchObject({
      companyName: "",
      gstNumber: "",
      addressType: "home",
    });
    expect(getCheckoutAddressMessage(posted(work))).toBeNull();
  });

  it("keeps the account form's other limits", () => {
    expect(checkAddressForm(posted({ ...valid, city: "x".repeat(61) })).city).toMatch(/at most 60/);
  });
});

describe("describeLineChange", () => {
  const line: OrderQuoteLine = {
    sno: 101,
    productName: "Lotus Band",
    quantity: 1,
    price: 2500,
    shownPrice: null,
    amount: 2500,
    available: 1,
    changes: [],
    message: null,
  };

  it("tells a price changed since the cart showed it, in rupees", () => {
    expect(describeLineChange(line, 2400)).toBe(
      "The price of Lotus Band changed from ₹2,400.00 to ₹2,500.00.",
    );
    expect(describeLineChange(line, 2500)).toBeNull();
    expect(describeLineChange(line, undefined)).toBeNull();
  });

  it("says the server's note for a piece that sold, and keeps it out of the order", () => {
    const sold = {
      ...line,
      amount: 0,
      available: 0,
      changes: ["UNAVAILABLE" as const],
      message: "Sorry, Lotus Band is no longer available.",
    };
    expect(describeLineChange(sold, 2400)).toBe("Sorry, Lotus Band is no longer available.");
    expect(isOrderable(sold)).toBe(false);
    expect(isOrderable({ ...line, changes: ["PRICE_CHANGED"] })).toBe(true);
  });
});
