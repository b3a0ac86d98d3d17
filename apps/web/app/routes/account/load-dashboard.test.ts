import type { CartList } from "@nagai/contracts/cart";
import type { OrderHistory, OrderSummary } from "@nagai/contracts/order";
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

/** Only the id matters to the dashboard's loader: the page draws the rest. */
const RECENT = ["NG261123AAAAAAAAAA", "NG261122BBBBBBBBBB"].map((orderId) => ({ orderId }) as OrderSummary);

function makeApi(
  overrides: Partial<DashboardApi> = {},
): DashboardApi & { phones: string[]; orderQueries: unknown[] } {
  const phones: string[] = [];
  const orderQueries: unknown[] = [];
  return {
    phones,
    orderQueries,
    listOrders: async (query) => {
      orderQueries.push(query);
      return { content: RECENT, totalPages: 4, totalElements: 11, page: 0, size: 3 } satisfies OrderHistory;
    },
    listFavourites: async () => ({ status: "success", data: [11, 7, 3] }),
    getCart: async (phone) => {
      phones.push(phone);
      return makeCart(2);
    },
    ...overrides,
  };
}

describe("loadDashboard", () => {
  it("counts the orders, the wishlist's pieces and the cart's rows, reading the shopper's own cart", async () => {
    const api = makeApi();
    expect(await loadDashboard(api, "9876543210")).toEqual({
      orderCount: 11,
      recentOrders: RECENT,
      wishlistCount: 3,
      cartCount: 2,
      failures: [],
    });
    expect(api.phones).toEqual(["9876543210"]);
    // The spec's dashboard reads the first page of 3.
    expect(api.orderQueries).toEqual([{ page: 0, size: 3 }]);
  });

  it("names each source that failed, with its message, and still counts the others", async () => {
    const cartDown = makeApi({ getCart: () => Promise.reject(new ApiError("The server answered 500", 500)) });
    expect(await loadDashboard(cartDown, "9876543210")).toEqual({
      orderCount: 11,
      recentOrders: RECENT,
      wishlistCount: 3,
      cartCount: null,
      failures: [{ source: "Cart", message: "The server answered 500" }],
    });

    const allDown = makeApi({
      listOrders: () => Promise.reject(new ApiError("Orders are resting", 503)),
      getCart: () => Promise.reject(new Error("socket hang up")),
      listFavourites: () => Promise.reject("not even an Error"),
    });
    const loaded = await loadDashboard(allDown, "9876543210");
    expect([loaded.orderCount, loaded.recentOrders]).toEqual([null, null]);
    expect(loaded.failures).toEqual([
      { source: "Orders", message: "Orders are resting" },
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
