import { describe, expect, it } from "vitest";
import { getShippingPaise, SHIPPING } from "./cart-texts.ts";
import { ORDER_LIMITS } from "./order-texts.ts";
import { ABOUT_STATS, POLICY, POLICY_CLAIMS, POLICY_TEXT } from "./policy.ts";

// The shop's one set of policy figures (decision 032): the spec's, written out here so that a slip
// in policy.ts cannot agree with itself, and the shipping rule the server really charges.

describe("policy figures", () => {
  it("are the spec's figures (spec 001 section 9)", () => {
    expect(POLICY_TEXT).toMatchObject({
      cancelWindow: "2 hours",
      returnWindow: "48 hours",
      refundTime: "7–10 days",
      delivery: "3–7 working days",
      metroDelivery: "2–5 business days",
      regionalDelivery: "5–8 business days",
      processing: "1–3 business days",
      customProcessing: "5–7 business days",
      freeShippingAbove: "₹2,000",
      flatShippingFee: "₹99",
      possibleCashOnDeliveryFee: "₹50",
    });
    expect(POLICY.disputesVenue).toBe("Madurai, Tamil Nadu");
    expect(ABOUT_STATS.map((stat) => stat.value)).toEqual(["70+", "50+", "2000+", "1M+"]);
  });

  it("say what the orders module charges: free above ₹2,000, else ₹99, from its own constant", () => {
    expect(POLICY.freeShippingAbovePaise).toBe(SHIPPING.freeAbovePaise);
    expect(POLICY.flatShippingFeePaise).toBe(SHIPPING.flatFeePaise);
    // "Above": exactly ₹2,000 pays the fee, a paisa more ships free.
    expect(getShippingPaise(2_000_00)).toBe(99_00);
    expect(getShippingPaise(2_000_01)).toBe(0);
    expect(getShippingPaise(1_999_00)).toBe(99_00);
    expect(POLICY.paymentWindowMinutes).toBe(ORDER_LIMITS.paymentWindowMinutes);
  });

  it("give the footer claims that agree with the policies, not the spec's 30-day or 15-day returns", () => {
    expect(POLICY_CLAIMS).toEqual([
      "Lifetime warranty on craftsmanship",
      "Free shipping above ₹2,000",
      "Returns requested within 48 hours of delivery",
    ]);
    const everything = JSON.stringify([POLICY_TEXT, POLICY_CLAIMS]);
    expect(everything).not.toMatch(/30-day|15-day|\b(15|30) days\b/);
  });
});
