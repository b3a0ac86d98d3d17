import { describe, expect, it } from "vitest";
import { composeCancelReason, refundText } from "./cancel-order";

describe("the Cancel dialog's reason", () => {
  it("is the chosen reason, with the note after it, on one line", () => {
    expect(composeCancelReason("Ordered by mistake", "")).toBe("Ordered by mistake");
    expect(composeCancelReason("Ordered by mistake", "  wrong\r\nsize ")).toBe(
      "Ordered by mistake: wrong size",
    );
  });

  it("is the note alone for Other, and nothing without one (the API then asks for a reason)", () => {
    expect(composeCancelReason("Other", "Bought it in the shop")).toBe("Bought it in the shop");
    expect(composeCancelReason("Other", "   ")).toBe("");
    expect(composeCancelReason("", "")).toBe("");
  });
});

describe("a cancelled order's refund, as the shopper reads it", () => {
  const refund = { amount: 2299, requestedAt: "2026-11-27T10:00:00.000Z", settledAt: null };
  it("says how much and where it stands", () => {
    expect(refundText({ ...refund, state: "SUCCEEDED" })).toBe(
      "Refund initiated: ₹2,299.00. It reaches the way you paid within 7–10 days.",
    );
    expect(refundText({ ...refund, state: "REQUESTED" })).toMatch(/^Refund of ₹2,299\.00 requested/);
    expect(refundText({ ...refund, state: "FAILED" })).toMatch(
      /^Refund of ₹2,299\.00 could not be started yet/,
    );
  });
});
