import { ORDER_MESSAGES, PAYMENT_MODES } from "@nagai/contracts/order-texts";
import { type AppLoadContext, data, redirect } from "react-router";
import { ApiError, createApiClient } from "../../lib/api";
import { readForm } from "../../lib/read-form.server";
import { readPositiveId } from "../../lib/read-id";
import { loginHref } from "../../lib/session";
import { findUser } from "../../lib/session.server";
import {
  AFTER_ORDER,
  CHECKOUT_TEXTS,
  type CheckoutLine,
  PLACE_ORDER_FIELDS,
  type PlaceOrderFailure,
} from "./checkout-flow";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * POST /checkout: Place Order. The server prices the order; this action first asks for a quote
 * with the prices the page showed, so a price that changed since the page was drawn is shown to
 * the shopper instead of being charged; a piece sold meanwhile is the order's 409, which names it. The Idempotency-Key comes from the page
 * (one per checkout attempt): a second click, or a form posted twice, answers the first order.
 * Success is a redirect (ONLINE to its payment page, CASH to the orders page), with or without
 * JavaScript.
 */
export async function placeOrder(request: Request, context: AppLoadContext, returnTo: string) {
  const user = await findUser(request, context);
  if (!user) return redirect(loginHref(returnTo), { status: 303, headers: NO_STORE });
  const form = await readForm(request);
  const fail = (message: string, status = 400) =>
    data({ message } satisfies PlaceOrderFailure, { status, headers: NO_STORE });

  const addressId = readPositiveId(form.get(PLACE_ORDER_FIELDS.addressId));
  if (addressId === null) return fail(ORDER_MESSAGES.selectAddress);
  const lines = readLines(form.getAll(PLACE_ORDER_FIELDS.line));
  if (lines.length === 0) return fail(ORDER_MESSAGES.cartEmpty);
  const paymentMode = PAYMENT_MODES.find((mode) => mode === form.get(PLACE_ORDER_FIELDS.paymentMode));
  const key = form.get(PLACE_ORDER_FIELDS.idempotencyKey);
  if (paymentMode === undefined || typeof key !== "string" || !/^[\x21-\x7e]{1,128}$/.test(key)) {
    return fail(ORDER_MESSAGES.createFailed("the form was incomplete. Please reload the page."));
  }

  const api = createApiClient(context);
  try {
    // Only a price is checked here: whether the pieces are still there is the order's own check
    // (a 409 naming the piece), and a form posted twice must reach the order to be answered
    // with the first one, after which its pieces are sold.
    const quote = await api.quoteOrder({ items: lines });
    if (quote.lines.some((line) => line.changes.includes("PRICE_CHANGED"))) {
      return fail(CHECKOUT_TEXTS.priceChangedSincePage, 409);
    }
    const created = await api.createOrder(
      {
        customerName: user.name,
        contact: user.contactNumber,
        email: user.email,
        addressId,
        // No totalAmount: the server ignores it, and a second post of this form, quoted after the
        // first order sold its pieces, would send another and be refused as a reused key.
        paymentMode,
        items: lines.map(({ sno, quantity }) => ({ sno, quantity })),
      },
      key,
    );
    if (!created.orderId) return fail(ORDER_MESSAGES.createdWithoutId, 502);
    const onward =
      paymentMode === "ONLINE" ? AFTER_ORDER.online(created.orderId) : AFTER_ORDER.cash(created.orderId);
    return redirect(onward, { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return redirect(loginHref(returnTo), { status: 303, headers: NO_STORE });
    }
    if (error instanceof ApiError && error.code === "PIECE_UNAVAILABLE") {
      return fail(CHECKOUT_TEXTS.pieceUnavailable(error.message), 409);
    }
    const message = error instanceof ApiError && error.status < 500 ? error.message : "Please try again.";
    return fail(ORDER_MESSAGES.createFailed(message), error instanceof ApiError ? error.status : 502);
  }
}

/** The posted lines; a malformed one is dropped (the page never sends one), a piece once. */
function readLines(values: FormDataEntryValue[]): (CheckoutLine & { price?: number })[] {
  const lines = new Map<number, CheckoutLine & { price?: number }>();
  for (const value of values) {
    const match =
      typeof value === "string" ? /^(\d{1,10}):(\d{1,2}):(\d{1,12}(?:\.\d{1,2})?)$/.exec(value) : null;
    if (!match) continue;
    const sno = readPositiveId(match[1]);
    const quantity = Number(match[2]);
    if (sno === null || quantity < 1 || lines.has(sno)) continue;
    lines.set(sno, { sno, quantity, price: Number(match[3]) });
  }
  return [...lines.values()];
}
