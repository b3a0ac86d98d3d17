import type { Product } from "@nagai/contracts/product";
import { useLocation, useNavigate } from "react-router";

/** The spec's texts (section 6) for a logged-out shopper; the login page shows the one it is sent. */
export const LOGIN_NOTICES = {
  cart: "Please log in to add items to your cart",
  wishlist: "Please log in to add items to your favorite",
  buyNow: "Please log in to proceed with purchase.",
} as const;

/** What the login page reads from the navigation state. */
export interface LoginNoticeState {
  notice: string;
}

type ActionProduct = Pick<Product, "SNO" | "PRODUCTNAME">;

export interface ProductActions {
  addToCart(product: ActionProduct): void;
  toggleWishlist(product: ActionProduct): void;
  buyNow(product: ActionProduct): void;
}

/**
 * The cart, wishlist and buy-now buttons of every card and of the product page call these. Until
 * accounts exist every shopper is logged out, so each one sends the shopper to log in and back
 * here; the cart and wishlist issue replaces the bodies (signed in: the real call; signed out:
 * this redirect) without touching the buttons.
 */
export function useProductActions(): ProductActions {
  const navigate = useNavigate();
  const location = useLocation();

  function requireLogin(notice: string) {
    const origin = `${location.pathname}${location.search}`;
    const state: LoginNoticeState = { notice };
    navigate(`/login?redirectTo=${encodeURIComponent(origin)}`, { state });
  }

  return {
    addToCart: () => requireLogin(LOGIN_NOTICES.cart),
    toggleWishlist: () => requireLogin(LOGIN_NOTICES.wishlist),
    buyNow: () => requireLogin(LOGIN_NOTICES.buyNow),
  };
}
