import type { Address } from "@nagai/contracts/address";
import { AddressCreateBodySchema } from "@nagai/contracts/address";
import type { AddressField } from "@nagai/contracts/address-texts";
import { describe, expect, it } from "vitest";
import {
  ADDRESS_INTENTS,
  applyPendingChanges,
  countByTab,
  getFormValues,
  type PendingAddressChange,
} from "./address-view";
import { checkAddressForm } from "./check-address";

const HOME = {
  name: "Meena Raman",
  phone: "9876543210",
  pincode: "625001",
  locality: "Anna Nagar",
  addressLine: "12 East Street",
  city: "Madurai",
  state: "Tamil Nadu",
};

function anAddress(id: number, overrides: Partial<Address> = {}): Address {
  return {
    ...HOME,
    id,
    customerId: 7,
    country: "India",
    landmark: null,
    alternatePhone: null,
    gstNumber: null,
    companyName: null,
    isDefault: false,
    createdTime: "2026-11-23T10:00:00.000Z",
    ...overrides,
  };
}

const change = (intent: string, id: number | null, values: PendingAddressChange["values"] = {}) => ({
  intent,
  id,
  values,
});

describe("applyPendingChanges", () => {
  const saved = [anAddress(1, { isDefault: true }), anAddress(2, { companyName: "Kaveri" })];

  it("shows a new address at once, the default when it is the first", () => {
    const [first] = applyPendingChanges([], [change(ADDRESS_INTENTS.create, null, HOME)]);
    expect(first).toMatchObject({ ...HOME, id: null, isDefault: true, pending: true });
    const later = applyPendingChanges(saved, [change(ADDRESS_INTENTS.create, null, HOME)]);
    expect(later.map((address) => address.isDefault)).toEqual([true, false, false]);
  });

  it("moves the default, and passes it on when the default is deleted", () => {
    const moved = applyPendingChanges(saved, [change(ADDRESS_INTENTS.setDefault, 2)]);
    expect(moved.map((address) => address.isDefault)).toEqual([false, true]);
    const deleted = applyPendingChanges(saved, [change(ADDRESS_INTENTS.delete, 1)]);
    expect(deleted.map((address) => [address.deleted, address.isDefault])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("never deletes the last address, as the server refuses to", () => {
    const both = applyPendingChanges(saved, [
      change(ADDRESS_INTENTS.delete, 1),
      change(ADDRESS_INTENTS.delete, 2),
    ]);
    expect(both.filter((address) => !address.deleted)).toHaveLength(1);
  });

  it("applies an edit's fields, trimmed, with empty optional ones as none", () => {
    const [, edited] = applyPendingChanges(saved, [
      change(ADDRESS_INTENTS.update, 2, { ...HOME, city: " Chennai ", companyName: "", gstNumber: "" }),
    ]);
    expect(edited).toMatchObject({ id: 2, city: "Chennai", companyName: null, pending: true });
  });

  it("counts each tab: work has a company name", () => {
    expect(countByTab(saved)).toEqual({ all: 2, default: 1, home: 1, work: 1 });
  });
});

describe("checkAddressForm", () => {
  it("agrees with the API's schema on every field", () => {
    const samples: Partial<Record<AddressField, string>>[] = [
      HOME,
      { ...HOME, name: "" },
      { ...HOME, phone: "98765 43210" },
      { ...HOME, phone: " 9876543210 " },
      { ...HOME, pincode: "62500" },
      { ...HOME, alternatePhone: "123" },
      { ...HOME, gstNumber: "22aaaaa0000a1z5" },
      { ...HOME, gstNumber: "22AAAAA0000A1Z" },
      { ...HOME, city: "x".repeat(61) },
      { ...HOME, landmark: "x".repeat(100) },
    ];
    for (const sample of samples) {
      const page = checkAddressForm(sample);
      const api = AddressCreateBodySchema.safeParse(sample);
      const apiFields: Record<string, string> = {};
      for (const issue of api.error?.issues ?? []) apiFields[String(issue.path[0])] ??= issue.message;
      expect(page, JSON.stringify(sample)).toEqual(apiFields);
    }
  });
});

describe("getFormValues", () => {
  it("opens a new address empty, as Home", () => {
    expect(getFormValues(undefined)).toMatchObject({ name: "", phone: "", addressType: "home" });
  });

  it("opens an edit as Work when either company field is filled (spec 001 section 4)", () => {
    expect(getFormValues(anAddress(1))).toMatchObject({ ...HOME, companyName: "", addressType: "home" });
    expect(getFormValues(anAddress(2, { companyName: "Kaveri" })).addressType).toBe("work");
    expect(getFormValues(anAddress(3, { gstNumber: "22AAAAA0000A1Z5" })).addressType).toBe("work");
  });
});
