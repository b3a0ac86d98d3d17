import type { OrderSummary } from "@nagai/contracts/order";
import { ORDER_LIMITS } from "@nagai/contracts/order-texts";
import { type ApiClient, getErrorMessage } from "../../lib/api";

export type DashboardApi = Pick<ApiClient, "listFavourites" | "getCart" | "listOrders">;

/** A source the dashboard reads, by the name its error detail gives (spec 001 section 8). */
export type DashboardSource = "Orders" | "Cart" | "Wishlist";

export interface DashboardFailure {
  source: DashboardSource;
  message: string;
}

export interface DashboardData {
  /** All the shopper's orders ever placed; null when they could not be read. */
  orderCount: number | null;
  /** The newest orders, at most 3 (the spec's dashboard page size); null when they could not be read. */
  recentOrders: OrderSummary[] | null;
  /** Pieces in the wishlist; null when it could not be read. */
  wishlistCount: number | null;
  /** Rows in the cart (one per piece, as the cart page lists them); null when it could not be read. */
  cartCount: number | null;
  /** What failed, one entry per source, in the spec's order (Orders, Cart, Wishlist). */
  failures: DashboardFailure[];
}

/**
 * The dashboard's figures, read in parallel. Each source may fail alone: the page then shows the
 * spec's "Error Loading Dashboard" with one line per failed source. One page of 3 orders gives
 * both the Total Orders card (its totalElements) and the Recent Orders table.
 */
export async function loadDashboard(api: DashboardApi, contactNumber: string): Promise<DashboardData> {
  const [orders, cart, wishlist] = await Promise.allSettled([
    api.listOrders({ page: 0, size: ORDER_LIMITS.dashboardPageSize }),
    api.getCart(contactNumber),
    api.listFavourites(),
  ]);
  const failures: DashboardFailure[] = [];
  if (orders.status === "rejected") {
    failures.push({ source: "Orders", message: getErrorMessage(orders.reason) });
  }
  if (cart.status === "rejected") failures.push({ source: "Cart", message: getErrorMessage(cart.reason) });
  if (wishlist.status === "rejected") {
    failures.push({ source: "Wishlist", message: getErrorMessage(wishlist.reason) });
  }
  return {
    orderCount: orders.status === "fulfilled" ? orders.value.totalElements : null,
    recentOrders: orders.status === "fulfilled" ? orders.value.content : null,
    cartCount: cart.status === "fulfilled" ? cart.value.data.length : null,
    wishlistCount: wishlist.status === "fulfilled" ? wishlist.value.data.length : null,
    failures,
  };
}

const graphemes = new Intl.Segmenter("en-IN", { granularity: "grapheme" });

/** The first `count` letters of `word` as a reader sees them (a Tamil consonant and its vowel sign are one). */
function firstLetters(word: string, count: number): string {
  return [...graphemes.segment(word)]
    .slice(0, count)
    .map((part) => part.segment)
    .join("");
}

/**
 * The letters of the sidebar's badge: the first letters of the first two words of the name
 * ("Priya Raman": PR), or the first two letters of a one-word name ("shopper": SH). The spec's
 * "GU" for a guest never shows here: the account area is for signed-in shoppers only.
 */
export function getInitials(name: string): string {
  const [first = "", second] = name.trim().split(/\s+/);
  const letters = second ? firstLetters(first, 1) + firstLetters(second, 1) : firstLetters(first, 2);
  return letters.toUpperCase() || "GU";
}
