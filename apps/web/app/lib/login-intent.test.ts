import { describe, expect, it } from "vitest";
import { AFTER_LOGIN_PARAM, readTappedIntent, takeLoginIntent, withLoginIntent } from "./login-intent";
import { CART_ACTION, WISHLIST_ACTION } from "./personal-forms";

describe("the tap a login completes (issue 23, item 11)", () => {
  it("carries only the two adds, of a piece", () => {
    expect(readTappedIntent(CART_ACTION, "add", 7)).toEqual({ action: CART_ACTION, itemSno: 7 });
    expect(readTappedIntent(WISHLIST_ACTION, "add", 7)).toEqual({ action: WISHLIST_ACTION, itemSno: 7 });
    expect(readTappedIntent(CART_ACTION, "buyNow", 7)).toBeNull();
    expect(readTappedIntent(CART_ACTION, "remove", 7)).toBeNull();
    expect(readTappedIntent(WISHLIST_ACTION, "remove", 7)).toBeNull();
    expect(readTappedIntent(CART_ACTION, "add", null)).toBeNull();
    expect(readTappedIntent("/elsewhere", "add", 7)).toBeNull();
  });

  it("goes in the page's address beside its own query, and comes out leaving it as it was", () => {
    const cart = { action: CART_ACTION, itemSno: 7 } as const;
    expect(withLoginIntent("/shop-detail/7", cart)).toBe(`/shop-detail/7?${AFTER_LOGIN_PARAM}=cart%3A7`);
    const listing = withLoginIntent("/shop-left?itemName=Rings#grid", {
      action: WISHLIST_ACTION,
      itemSno: 9,
    });
    expect(listing).toBe("/shop-left?itemName=Rings&afterLogin=wishlist%3A9#grid");
    expect(takeLoginIntent(listing)).toEqual({
      path: "/shop-left?itemName=Rings#grid",
      intent: { action: WISHLIST_ACTION, itemSno: 9 },
    });
    // One intent: a second tap replaces the first.
    expect(takeLoginIntent(withLoginIntent(withLoginIntent("/", cart), { ...cart, itemSno: 8 }))).toEqual({
      path: "/",
      intent: { action: CART_ACTION, itemSno: 8 },
    });
    // No parameter: the path untouched, its spelling included.
    expect(takeLoginIntent("/shop-left?q=a%20b")).toEqual({ path: "/shop-left?q=a%20b", intent: null });
  });

  it("names nothing for a list or a piece it does not know, and still takes the parameter off", () => {
    for (const value of [
      "order:7",
      "cart:0",
      "cart:-1",
      "cart:abc",
      "cart:99999999999",
      "cart",
      "",
      "cart:7:8",
    ]) {
      const { path, intent } = takeLoginIntent(
        `/shop-detail/7?${AFTER_LOGIN_PARAM}=${encodeURIComponent(value)}`,
      );
      expect([path, intent], value).toEqual(["/shop-detail/7", null]);
    }
  });
});
