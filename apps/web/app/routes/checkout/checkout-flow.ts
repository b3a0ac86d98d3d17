import { ADDRESS_MESSAGES, type AddressField, REQUIRED_ADDRESS_FIELDS } from "@nagai/contracts/address-texts";
import type { CartRow } from "@nagai/contracts/cart";
import { formatRupees } from "@nagai/contracts/money";
import type { OrderQuoteLine } from "@nagai/contracts/order";
import { ORDER_LIMITS, ORDER_MESSAGES, type PaymentModeValue } from "@nagai/contracts/order-texts";
import { CHECKOUT_ITEM_FIELD } from "../../lib/checkout-state";
import { readPositiveId } from "../../lib/read-id";

export const CHECKOUT_PATH = "/checkout";
/** Buy Now's query field: the one piece to check out, outside the cart's selection. */
export const BUY_NOW_FIELD = "sno";

/** A piece to order and how many: what the quote and the order are asked about. */
export interface CheckoutLine {
  sno: number;
  quantity: number;
}

/**
 * What the checkout orders (spec 001 section 2: navigation state, else the saved cart):
 * Buy Now's one piece (`?sno=`), else the cart rows the cart page selected (`?item=<row id>`, the
 * same ids the navigation state carries), else the whole saved cart. A row named but no longer
 * in the cart (removed in another tab) is left out; a piece is ordered once.
 */
export function resolveCheckoutLines(query: URLSearchParams, cart: readonly CartRow[]): CheckoutLine[] {
  const buyNow = readPositiveId(query.get(BUY_NOW_FIELD));
  if (buyNow !== null) return [{ sno: buyNow, quantity: 1 }];
  const named = new Set(query.getAll(CHECKOUT_ITEM_FIELD).map(readPositiveId));
  const rows = named.size === 0 ? cart : cart.filter((row) => named.has(row.id));
  const lines = new Map<number, CheckoutLine>();
  for (const row of rows) {
    if (!lines.has(row.itemSno)) lines.set(row.itemSno, { sno: row.itemSno, quantity: row.quantity });
  }
  return [...lines.values()].slice(0, ORDER_LIMITS.maxLines);
}

/** A quote line that will be ordered: on sale in the quantity asked (a new price is still a sale). */
export function isOrderable(line: OrderQuoteLine): boolean {
  return line.changes.every((change) => change === "PRICE_CHANGED");
}

/**
 * What the page says about a line before the shopper pays: the server's note (sold, not enough,
 * gone from the catalogue, a price changed from the one sent), else a change from the price the
 * cart showed (the navigation state's), which the server never saw.
 */
export function describeLineChange(line: OrderQuoteLine, cartPrice: number | undefined): string | null {
  if (line.message) return line.message;
  if (cartPrice === undefined || line.price === null || cartPrice === line.price) return null;
  return ORDER_MESSAGES.priceChanged(
    line.productName ?? String(line.sno),
    formatRupees(cartPrice),
    formatRupees(line.price),
  );
}

export type CheckoutStep = 1 | 2 | 3;
export const STEP_TITLES: Record<CheckoutStep, string> = {
  1: "Delivery Address",
  2: "Order Summary",
  3: "Payment Method",
};

/** The page's own state: the step, the address chosen, the payment mode, and a guard's message. */
export interface CheckoutState {
  step: CheckoutStep;
  addressId: number | null;
  /** The default (or first) address has been picked once: a later load does not pick again. */
  autoSelected: boolean;
  paymentMode: PaymentModeValue;
  message: string | null;
}

export type CheckoutEvent =
  | { type: "continue" }
  | { type: "back" }
  | { type: "select"; addressId: number }
  | { type: "addressesLoaded"; addresses: readonly { id: number; isDefault: boolean }[] }
  | { type: "deleted"; addressId: number }
  | { type: "pay"; mode: PaymentModeValue };

export const INITIAL_CHECKOUT: CheckoutState = {
  step: 1,
  addressId: null,
  autoSelected: false,
  paymentMode: "ONLINE",
  message: null,
};

/**
 * Spec 001 section 4: the step goes 1 to 2 to 3 and back, never below 1 or above 3; leaving step 1
 * needs an address. The default or first address is picked when the addresses load; deleting the
 * chosen one clears the choice (and a list without it, deleted elsewhere, clears it too).
 */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case "continue":
      if (state.step === 1 && state.addressId === null) {
        return { ...state, message: ORDER_MESSAGES.selectAddress };
      }
      return { ...state, step: state.step === 1 ? 2 : 3, message: null };
    case "back":
      return { ...state, step: state.step === 3 ? 2 : 1, message: null };
    case "select":
      return { ...state, addressId: event.addressId, message: null };
    case "addressesLoaded": {
      const { addresses } = event;
      if (state.addressId !== null && !addresses.some((address) => address.id === state.addressId)) {
        return { ...state, addressId: null, step: 1 };
      }
      if (state.autoSelected || state.addressId !== null || addresses.length === 0) return state;
      const chosen = addresses.find((address) => address.isDefault) ?? addresses[0];
      return { ...state, addressId: chosen?.id ?? null, autoSelected: true, message: null };
    }
    case "deleted":
      return state.addressId === event.addressId ? { ...state, addressId: null, step: 1 } : state;
    case "pay":
      return { ...state, paymentMode: event.mode };
  }
}

/**
 * The checkout form's message above its fields (spec 001 section 5): "Please fill all required
 * fields" while one is empty. Each field's own message shows under it, all at once, with the
 * account form's rules and texts (checkAddressForm), so the message is not repeated there.
 */
export function getCheckoutAddressMessage(values: Partial<Record<AddressField, string>>): string | null {
  const missing = REQUIRED_ADDRESS_FIELDS.some((field) => (values[field] ?? "").trim() === "");
  return missing ? ADDRESS_MESSAGES.fillRequired : null;
}

/** Labels of the two payment modes (spec 001 section 4). */
export const PAYMENT_CHOICES: Record<PaymentModeValue, { label: string; detail: string }> = {
  ONLINE: { label: "Pay Online", detail: "UPI, cards, net banking" },
  CASH: { label: "Cash on Delivery", detail: "Pay when your order arrives" },
};

/** The Place Order form's fields. */
export const PLACE_ORDER_FIELDS = {
  addressId: "addressId",
  paymentMode: "paymentMode",
  idempotencyKey: "idempotencyKey",
  /** One per line, "sno:quantity:price": the price the page showed, so a change since is caught. */
  line: "line",
} as const;

/** What a refused Place Order gets back; a placed order is a redirect instead. */
export interface PlaceOrderFailure {
  message: string;
}

/** Where a placed order goes on (spec 001 section 2). */
export const AFTER_ORDER = {
  online: (orderId: string) => `/payment/${encodeURIComponent(orderId)}`,
  /** The spec's flag, and the order, whose number and amount the orders page's banner shows. */
  cash: (orderId: string) => `/orders?orderSuccess=true&orderId=${encodeURIComponent(orderId)}`,
} as const;

export const CHECKOUT_TEXTS = {
  /** A piece sold or held since the page was drawn: what happened, and what to do. */
  pieceUnavailable: (message: string) =>
    `${ORDER_MESSAGES.createFailed(message)} It has been sold or is being bought by someone else. Remove it from your cart, or choose another piece, and place the order again.`,
  priceChangedSincePage:
    "Prices changed while you were checking out. Please review your order summary before placing the order.",
  sessionEnded: "Your session has ended. Please log in again.",
} as const;
