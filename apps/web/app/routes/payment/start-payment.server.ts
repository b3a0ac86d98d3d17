import { ERROR_CODES } from "@nagai/contracts/errors";
import { PAYMENT_MESSAGES } from "@nagai/contracts/payment-texts";
import { type ApiClient, ApiError } from "../../lib/api";

/**
 * What came of asking the API to start paying an order (decision 025), for the page to act on:
 * - `redirect`: the gateway's page, where the browser goes next;
 * - `closed`: the server will not take a payment for it (paid, cancelled, expired, cash): said,
 *   with a link to the order, never a second payment;
 * - `missing`: no such order of this shopper's;
 * - `failed`: the spec's failure (the API's message, else 'Payment initiation failed');
 * - `redirectFailed`, `detailsMissing`: the spec's two failures after a sale was started.
 * A session that has ended is the caller's to handle: its ApiError 401 is thrown on.
 */
export type PaymentStart =
  | { kind: "redirect"; address: string }
  | { kind: "closed"; message: string }
  | { kind: "missing" }
  | { kind: "failed"; message: string }
  | { kind: "redirectFailed" }
  | { kind: "detailsMissing" };

export async function startPayment(api: ApiClient, orderId: string): Promise<PaymentStart> {
  let sale: Awaited<ReturnType<ApiClient["initiatePayment"]>>;
  try {
    sale = await api.initiatePayment(orderId);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    // 400: an id the API will not read (too long) is no order either.
    if (error.status === 404 || error.status === 400) return { kind: "missing" };
    if (error.code === ERROR_CODES.notPayable) return { kind: "closed", message: error.message };
    return { kind: "failed", message: error.message || PAYMENT_MESSAGES.initiationFailed };
  }
  if (!sale.redirectURI || !sale.tranCtx) return { kind: "detailsMissing" };
  let address: string;
  try {
    address = (await api.getPaymentAddress(sale)).trim();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    return { kind: "redirectFailed" };
  }
  return address ? { kind: "redirect", address } : { kind: "detailsMissing" };
}
