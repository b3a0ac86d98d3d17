import type { OrderDetail, OrderSummary } from "@nagai/contracts/order";
import { describe, expect, it } from "vitest";
import {
  canPayNow,
  formatTimeLeft,
  getOrdersBanner,
  getStatusBadge,
  getTimelineSteps,
  pageHref,
  readPageParam,
  summariseItems,
} from "./order-view";

describe("getStatusBadge", () => {
  it("colours the list and dashboard as the spec says, any case, others grey", () => {
    const list = (status: string) => getStatusBadge(status, "list").colour;
    expect(["DELIVERED", "SHIPPED", "PENDING", "PROCESSING", "CANCELLED"].map(list)).toEqual([
      "green",
      "blue",
      "amber",
      "amber",
      "red",
    ]);
    expect(getStatusBadge("shipped", "list")).toEqual({ label: "Shipped", colour: "blue" });
    expect(getStatusBadge("RETURNED", "list")).toEqual({ label: "RETURNED", colour: "grey" });
  });

  it("says Awaiting payment for a pending order not yet paid online, on every page; Pending otherwise", () => {
    for (const where of ["list", "detail"] as const) {
      expect(getStatusBadge("PENDING", where, "AWAITING_PAYMENT")).toEqual({
        label: "Awaiting payment",
        colour: "attention",
      });
      expect(getStatusBadge("PENDING", where, "PAID").label).toBe("Pending");
      expect(getStatusBadge("PENDING", where, "PAY_ON_DELIVERY").label).toBe("Pending");
      expect(getStatusBadge("CANCELLED", where, "NOT_PAID").label).toBe("Cancelled");
    }
    expect(getStatusBadge("PENDING", "list", "PAID").colour).toBe("amber");
  });

  it("colours the detail page its own way", () => {
    const detail = (status: string) => getStatusBadge(status, "detail").colour;
    expect(["pending", "processing", "shipped", "delivered", "cancelled", "ON_HOLD"].map(detail)).toEqual([
      "blue",
      "purple",
      "orange",
      "green",
      "red",
      "grey",
    ]);
  });
});

describe("getTimelineSteps", () => {
  const at = (status: OrderDetail["status"], time: string, note: string | null = null) => ({
    status,
    time,
    note,
  });

  it("marks the steps before the current completed, the current active, the rest future", () => {
    const steps = getTimelineSteps({
      status: "SHIPPED",
      timeline: [
        at("PENDING", "2026-11-20T10:00:00Z", "Order placed"),
        at("PROCESSING", "2026-11-21T10:00:00Z"),
        at("SHIPPED", "2026-11-22T10:00:00Z"),
      ],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ["PENDING", "completed"],
      ["PROCESSING", "completed"],
      ["SHIPPED", "active"],
      ["DELIVERED", "future"],
    ]);
    expect(steps[0]).toMatchObject({
      label: "Pending",
      description: "Order confirmed",
      updates: [{ time: "2026-11-20T10:00:00Z", note: "Order placed" }],
    });
    expect(steps.map((step) => step.description)).toEqual([
      "Order confirmed",
      "Preparing your items",
      "Order has been shipped",
      "Order delivered successfully",
    ]);
    expect(steps[3]?.updates).toEqual([]);
  });

  it("keeps every update of a status, such as a payment received while PENDING", () => {
    const [pending] = getTimelineSteps({
      status: "pending",
      timeline: [at("PENDING", "t1", "Awaiting payment"), at("PENDING", "t2", "Payment received")],
    });
    expect(pending).toMatchObject({ state: "active" });
    expect(pending?.updates.map((update) => update.note)).toEqual(["Awaiting payment", "Payment received"]);
  });

  it("shows a cancelled order's reached steps completed and only Cancelled active, nothing after", () => {
    const steps = getTimelineSteps({
      status: "CANCELLED",
      timeline: [at("PENDING", "t1", "Order placed"), at("CANCELLED", "t2", "Payment was not received")],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ["PENDING", "completed"],
      ["CANCELLED", "active"],
    ]);
    expect(steps[1]).toMatchObject({ label: "Cancelled", description: "Order was cancelled" });
  });
});

describe("the page in the address", () => {
  it("counts from 1 in the address and from 0 for the API; anything odd is the first page", () => {
    const read = (query: string) => readPageParam(new URLSearchParams(query));
    expect(read("")).toBe(0);
    expect(read("page=2")).toBe(1);
    expect(read("page=0")).toBe(0);
    expect(read("page=-3")).toBe(0);
    expect(read("page=two")).toBe(0);
    expect(read("page=99999999999")).toBe(0);
    expect(pageHref(0)).toBe("/orders");
    expect(pageHref(1)).toBe("/orders?page=2");
  });
});

describe("summariseItems", () => {
  const items = (...names: string[]) =>
    names.map((productName) => ({ productName })) as OrderSummary["orderItems"];

  it("names the first 2 pieces and counts the rest", () => {
    expect(summariseItems(items("Ring"))).toEqual({ names: ["Ring"], more: null });
    expect(summariseItems(items("Ring", "Chain"))).toEqual({ names: ["Ring", "Chain"], more: null });
    expect(summariseItems(items("Ring", "Chain", "Bangle", "Stud"))).toEqual({
      names: ["Ring", "Chain"],
      more: "+2 more",
    });
  });
});

describe("canPayNow", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  const unpaid = {
    paymentMode: "ONLINE",
    paymentStatus: "AWAITING_PAYMENT",
    status: "PENDING",
    reservationExpiresAt: "2026-11-23T10:10:00Z",
  } as const;

  it("offers payment for an unpaid ONLINE order whose pieces are still held", () => {
    expect(canPayNow(unpaid, now)).toBe(true);
    expect(canPayNow({ ...unpaid, reservationExpiresAt: "2026-11-23T09:59:59Z" }, now)).toBe(false);
    expect(canPayNow({ ...unpaid, paymentStatus: "PAID", reservationExpiresAt: null }, now)).toBe(false);
    expect(canPayNow({ ...unpaid, paymentMode: "CASH", paymentStatus: "PAY_ON_DELIVERY" }, now)).toBe(false);
    expect(canPayNow({ ...unpaid, status: "CANCELLED", paymentStatus: "NOT_PAID" }, now)).toBe(false);
  });
});

describe("getOrdersBanner", () => {
  const banner = (query: string) => getOrdersBanner(new URLSearchParams(query));

  it("says what happened, for the order named", () => {
    expect(banner("")).toBeNull();
    expect(banner("orderSuccess=true&orderId=NG1")).toMatchObject({ tone: "success", orderId: "NG1" });
    expect(banner("orderSuccess=true")?.text).toContain("placed");
    expect(banner("payment=failed&orderId=NG2")).toMatchObject({ tone: "error", orderId: "NG2" });
    expect(banner("payment=failed")?.text).toContain("Payment failed. Please try again.");
    expect(banner("payment=failed&orderId=NG2")?.adds).toBe("pay-now");
    expect(banner("payment=cancelled&orderId=NG5")).toMatchObject({ orderId: "NG5", adds: "pay-now" });
    expect(banner("payment=cancelled")?.text).toMatch(/^Payment cancelled\./);
    expect(banner("payment=cancelled")?.text).not.toContain("Payment failed");
    expect(banner("orderSuccess=true&orderId=NG1")?.adds).toBe("amount");
    expect(banner("payment=pending&orderId=NG3")).toMatchObject({ tone: "info", orderId: "NG3" });
    expect(banner("payment=refund&orderId=NG4")?.text).toContain("refunded");
    expect(banner("payment=unknown")).toMatchObject({ tone: "error", orderId: null });
    expect(banner("payment=whatever")).toBeNull();
  });
});

describe("formatTimeLeft", () => {
  it("counts minutes and seconds down to 0:00, never below", () => {
    const now = new Date("2026-11-27T10:00:00Z");
    expect(formatTimeLeft(new Date("2026-11-27T10:14:05Z"), now)).toBe("14:05");
    expect(formatTimeLeft(new Date("2026-11-27T10:00:00.999Z"), now)).toBe("0:00");
    expect(formatTimeLeft(new Date("2026-11-27T09:59:00Z"), now)).toBe("0:00");
  });
});
