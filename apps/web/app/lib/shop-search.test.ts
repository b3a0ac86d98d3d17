import { describe, expect, it } from "vitest";
import { getShopSearchHref, SHOP_SEARCH_ACTION, SHOP_SEARCH_PARAM } from "./shop-search";

describe("getShopSearchHref", () => {
  it("opens the listing with itemName set to the trimmed text (spec 000, header)", () => {
    expect(getShopSearchHref("  gold chain ")).toBe("/shop-left?itemName=gold%20chain");
    expect(getShopSearchHref("jhumka")).toBe("/shop-left?itemName=jhumka");
  });

  it("encodes what the address cannot carry as it is", () => {
    expect(getShopSearchHref("rings & bangles?")).toBe("/shop-left?itemName=rings%20%26%20bangles%3F");
    expect(getShopSearchHref("நகை")).toBe(`/shop-left?itemName=${encodeURIComponent("நகை")}`);
  });

  it("searches nothing for blank text", () => {
    expect(getShopSearchHref("")).toBeNull();
    expect(getShopSearchHref(" \t\n")).toBeNull();
  });

  it("agrees with the plain GET form the pages send before hydration", () => {
    const fromForm = `${SHOP_SEARCH_ACTION}?${new URLSearchParams({ [SHOP_SEARCH_PARAM]: "gold chain" })}`;
    // A form writes a space as "+", the navigation as "%20": the listing reads both the same.
    expect(new URL(fromForm, "http://x").searchParams.get("itemName")).toBe(
      new URL(getShopSearchHref("gold chain")!, "http://x").searchParams.get("itemName"),
    );
  });
});
