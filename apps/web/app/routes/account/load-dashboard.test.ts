import type { CartList } from "@nagai/contracts/cart";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { type DashboardApi, getInitials, loadDashboard } from "./load-dashboard";

function makeCart(rows: number): CartList {
  // Only the number of rows matters to the dashboard.
  return {
    status: "success",
    data: Array.from({ length: rows }, (_, id) => ({ id })),
  } as unknown as CartList;
}

function makeApi(overrides: Partial<DashboardApi> = {}): DashboardApi & { phones: string[] } {
  const phones: string[] = [];
  return {
    phones,
    listFavourites: async () => ({ status: "success", data: [11, 7, 3] }),
    getCart: async (phone) => {
      phones.push(phone);
      return makeCart(2);
    },
    ...overrides,
  };
}

describe("loadDashboard", () => {
  it("counts the wishlist's pieces and the cart's rows, reading the shopper's own cart", async () => {
    const api = makeApi();
    expect(await loadDashboard(api, "9876543210")).toEqual({ wishlistCount: 3, cartCount: 2, failures: [] });
    expect(api.phones).toEqual(["9876543210"]);
  });

  it("names each source that failed, with its message, and still counts the others", async () => {
    const cartDown = makeApi({ getCart: () => Promise.reject(new ApiError("The server answered 500", 500)) });
    expect(await loadDashboard(cartDown, "9876543210")).toEqual({
      wishlistCount: 3,
      cartCount: null,
      failures: [{ source: "Cart", message: "The server answered 500" }],
    });

    const bothDown = makeApi({
      getCart: () => Promise.reject(new Error("socket hang up")),
      listFavourites: () => Promise.reject("not even an Error"),
    });
    expect((await loadDashboard(bothDown, "9876543210")).failures).toEqual([
      { source: "Cart", message: "socket hang up" },
      { source: "Wishlist", message: "Unknown error" },
    ]);
  });
});

describe("getInitials", () => {
  it("takes the first letters of two words, or the first two of one", () => {
    expect(getInitials("Priya Raman")).toBe("PR");
    expect(getInitials("  priya   raman iyer ")).toBe("PR");
    expect(getInitials("shopper9876")).toBe("SH");
    expect(getInitials("ப்ரியா")).toBe("ப்ரி");
    expect(getInitials("ப்ரியா ராமன்")).toBe("ப்ரா");
    expect(getInitials("")).toBe("GU");
  });
});
