import { z } from "zod";

/** Every error the API answers with has this shape (DESIGN.md section 4). */
export const ErrorResponseSchema = z
  .object({
    status: z.literal("error"),
    error: z.string().describe("Machine-readable code, e.g. VALIDATION_FAILED, NOT_FOUND"),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe("Message for each invalid field"),
  })
  .meta({ id: "ErrorResponse" });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const ERROR_CODES = {
  validation: "VALIDATION_FAILED",
  notFound: "NOT_FOUND",
  methodNotAllowed: "METHOD_NOT_ALLOWED",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  conflict: "CONFLICT",
  /** 409: the piece is in the cart already (one row per piece; change its quantity instead). */
  alreadyInCart: "ALREADY_IN_CART",
  /** 409: the piece is sold out, or fewer are in stock than asked for. */
  outOfStock: "OUT_OF_STOCK",
  /** 409: the cart, the wishlist or the address book holds as many entries as it may. */
  listFull: "LIST_FULL",
  /** 409: the amount sent to pay an order is not the order's total. */
  amountMismatch: "AMOUNT_MISMATCH",
  /** 409: the order cannot be paid online now: cash, already paid, expired or cancelled. */
  notPayable: "NOT_PAYABLE",
  /** 409: the order cannot be cancelled now: already cancelled, past its window, or under way. */
  notCancellable: "NOT_CANCELLABLE",
  /** 400: a gateway message whose secureHash is missing or wrong. */
  badSignature: "BAD_SIGNATURE",
  /**
   * 503 with Retry-After: the payment gateway did not answer, refused the sale, or answered
   * something the shop cannot trust. Nothing the caller sent is at fault: trying again may work.
   */
  gatewayUnavailable: "GATEWAY_UNAVAILABLE",
  /** 409: a piece of the order is sold, held for another order, or gone from the catalogue. */
  pieceUnavailable: "PIECE_UNAVAILABLE",
  /** 422: an Idempotency-Key sent again with a different request. */
  idempotencyKeyReused: "IDEMPOTENCY_KEY_REUSED",
  /** 422: an order whose total is beyond what one order may charge. */
  orderTooLarge: "ORDER_TOO_LARGE",
  /**
   * What one shopper may hold at once (decision 036): 409 for the unpaid ONLINE orders of the
   * account or of a mobile number, the pieces or the value of their open orders, and their
   * undelivered cash orders; 422 for a cash order above the cash-on-delivery limit.
   */
  unpaidOrdersLimit: "UNPAID_ORDERS_LIMIT",
  unpaidOrdersPerNumberLimit: "UNPAID_ORDERS_PER_NUMBER_LIMIT",
  heldPiecesLimit: "HELD_PIECES_LIMIT",
  heldValueLimit: "HELD_VALUE_LIMIT",
  cashOrdersLimit: "CASH_ORDERS_LIMIT",
  cashOrderTooLarge: "CASH_ORDER_TOO_LARGE",
  /** 409: the shopper's only address cannot be deleted ("You must have at least one address."). */
  lastAddress: "LAST_ADDRESS",
  /** 409: the shop does not deliver to the address's PIN code (decision 048). */
  notServiceable: "PINCODE_NOT_SERVICEABLE",
  /** 409: cash on delivery is not offered at the address's PIN code (decision 048). */
  noCashOnDelivery: "NO_CASH_ON_DELIVERY",
  tooManyRequests: "TOO_MANY_REQUESTS",
  internal: "INTERNAL_ERROR",
  /** 503: the database is away (with Retry-After), or the process is not ready or shutting down. */
  unavailable: "SERVICE_UNAVAILABLE",
} as const;
