// The payment's constants and texts, word for word where the spec gives them (seed 001 sections 8
// and 9). No Zod here: the storefront's payment page imports this file (as with cart-texts.ts).
import { PAYMENT_SALE } from "./constants.ts";

/** The ICICI PayPhi sale the shop asks for (PAYMENT_SALE), and how the shop and its payment page retry. */
export const PAYMENT = {
  ...PAYMENT_SALE,
  /** The payment page asks again this many times, a second apart, when the order is not there yet. */
  retryLimit: 3,
  retryDelayMs: 1000,
  /** Payment attempts one order may start: each is a payment row and a sale at the gateway. */
  maxAttemptsPerOrder: 10,
  /** Retry-After (seconds) of a 503 GATEWAY_UNAVAILABLE: a gateway's hiccup, not an outage to wait out. */
  gatewayRetryAfterSeconds: 10,
} as const;

export const PAYMENT_MESSAGES = {
  generating: "Generating Payment Link...",
  retrying: (attempt: number) => `Retrying... (${attempt}/${PAYMENT.retryLimit})`,
  successTitle: "Payment Successful",
  thankYou: "Thank you for your purchase",
  initiated: "Payment initiated successfully!",
  initiationFailed: "Payment initiation failed",
  paymentFailed: "Payment failed. Please try again.",
  redirectFailed: "Something went wrong while redirecting to payment page.",
  redirectDetailsMissing: "Payment initiation successful but redirect details are missing.",
  orderNotFound: "Order not found",
  pleaseLogin: "Please login",
  // Not in the spec: the pages' own words (decision 025).
  continueToPayment: "Continue to payment",
  takingYouToGateway: "Taking you to the payment page…",
  notConfirmedTitle: "Payment not confirmed",
  notConfirmed: "We have not received a confirmed payment for this order yet.",
  // Not in the spec: the server's refusals.
  notOnline: "This order is paid in cash on delivery: there is nothing to pay online.",
  alreadyPaid: "This order is already paid.",
  reservationExpired:
    "The pieces of this order were held for 15 minutes and have gone back on sale. Please order again.",
  orderClosed: "This order can no longer be paid.",
  tooManyAttempts: "This order has been tried too many times. Please place it again.",
  amountMismatch: (rupees: string) => `The amount to pay for this order is ${rupees}.`,
  paymentNotFound: "Payment not found",
  gatewayUnavailable: "The payment gateway could not be reached. Please try again.",
  badSignature: "The payment message's secureHash is missing or wrong.",
  // Not in the spec: the order's timeline entries for its payments (decision 037). "Payment
  // received" is the orders module's own entry (ORDER_MESSAGES.paymentReceived).
  timelineStarted: "Payment started",
  timelineFailed: "Payment failed",
  timelineCancelled: "Payment cancelled",
  timelineNotStarted: "Payment could not be started: the payment gateway did not answer",
  timelineRefund: "Payment received after the order could no longer take it: it will be refunded",
} as const;

/**
 * Where the browser goes after the gateway sends it back to the shop (GET or POST
 * /api/v1/payment/return): the spec's success page, or the orders page with the outcome for the
 * order the payment was for, whose page shows "Payment failed. Please try again.".
 */
export const PAYMENT_RETURN_PAGES = {
  success: (orderId: string) => `/payment-success?orderId=${encodeURIComponent(orderId)}`,
  failed: (orderId: string) => `/orders?payment=failed&orderId=${encodeURIComponent(orderId)}`,
  /** The shopper pressed Cancel on the gateway's page (decision 037): not paid, nothing taken. */
  cancelled: (orderId: string) => `/orders?payment=cancelled&orderId=${encodeURIComponent(orderId)}`,
  pending: (orderId: string) => `/orders?payment=pending&orderId=${encodeURIComponent(orderId)}`,
  /** The gateway took the money but the order could not be paid (expired, already paid): refunded. */
  refund: (orderId: string) => `/orders?payment=refund&orderId=${encodeURIComponent(orderId)}`,
  unknown: "/orders?payment=unknown",
} as const;
