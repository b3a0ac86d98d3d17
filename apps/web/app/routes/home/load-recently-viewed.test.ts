import type { Product } from "@nagai/contracts/product";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { loadRecentlyViewed, type RecentlyViewedApi } from "./load-recently-viewed";

function makeProduct(sno: number): Product {
  // Only the fields a card shows matter here; the rest must not reach the page's data.
  return {
    SNO: sno,
    PRODUCTNAME: `Piece ${sno}`,
    ImagePath: ["x/800.jpg", "y/800.jpg", "z/800.jpg"],
    GrandTotal: 999,
    RATE: 999,
    MRP: null,
    Description: "A long description the card does not show",
  } as unknown as Product;
}

const failure = () => Promise.reject(new ApiError("The server answered 500", 500));

function makeApi(overrides: Partial<RecentlyViewedApi> = {}): RecentlyViewedApi & { asked: number[][] } {
  const asked: number[][] = [];
  return {
    asked,
    // As the API does: in the order asked, unknown numbers left out (4 has left the catalogue).
    getProductsBySno: async (snos) => {
      asked.push([...snos]);
      return snos.filter((sno) => sno !== 4).map(makeProduct);
    },
    ...overrides,
  };
}

describe("loadRecentlyViewed", () => {
  it("loads the pieces of the list in its order, newest first, with card fields only", async () => {
    const api = makeApi();
    const result = await loadRecentlyViewed(api, [9, 4, 7]);
    expect(api.asked).toEqual([[9, 4, 7]]);
    expect(result).toEqual({
      products: [9, 7].map((sno) => ({
        SNO: sno,
        PRODUCTNAME: `Piece ${sno}`,
        ImagePath: ["x/800.jpg", "y/800.jpg"],
        GrandTotal: 999,
        RATE: 999,
        MRP: null,
      })),
    });
  });

  it("answers an empty list for a shopper who has viewed nothing, without asking", async () => {
    const api = makeApi();
    expect(await loadRecentlyViewed(api, [])).toEqual({ products: [] });
    expect(api.asked).toEqual([]);
  });

  it("reports a failure of the catalogue's call as the section's failure", async () => {
    expect(await loadRecentlyViewed(makeApi({ getProductsBySno: failure }), [9])).toEqual({ failed: true });
  });
});
