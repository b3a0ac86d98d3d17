import { ERROR_CODES } from "@nagai/contracts/errors";
import { formatRupees, paiseToRupees } from "@nagai/contracts/money";
import { ORDER_MESSAGES } from "@nagai/contracts/order";
import type { Config } from "../../config.ts";
import { HttpError } from "../../http-errors.ts";
import type { Holdings } from "./orders.repository.ts";

/** The shop's limits on what one shopper holds (decision 036); amounts in paise. */
export interface HoldLimits {
  /** Unpaid ONLINE orders per shopper, and per mobile number (the account's and the contact's). */
  maxUnpaidOnline: number;
  /** Pieces and value of one shopper's open orders: unpaid ONLINE holds and undelivered CASH orders. */
  maxHeldPieces: number;
  maxHeldPaise: number;
  /** The largest CASH order (0: no cash on delivery), and the shopper's undelivered CASH orders. */
  cashMaxOrderPaise: number;
  maxOpenCash: number;
}

export function holdLimitsOf(
  config: Pick<
    Config,
    | "ORDER_MAX_UNPAID_ONLINE"
    | "ORDER_MAX_HELD_PIECES"
    | "ORDER_MAX_HELD_RUPEES"
    | "COD_MAX_ORDER_RUPEES"
    | "COD_MAX_OPEN_ORDERS"
  >,
): HoldLimits {
  return {
    maxUnpaidOnline: config.ORDER_MAX_UNPAID_ONLINE,
    maxHeldPieces: config.ORDER_MAX_HELD_PIECES,
    maxHeldPaise: config.ORDER_MAX_HELD_RUPEES * 100,
    cashMaxOrderPaise: config.COD_MAX_ORDER_RUPEES * 100,
    maxOpenCash: config.COD_MAX_OPEN_ORDERS,
  };
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Why cash on delivery cannot take an order of this total, or null when it can. */
export function cashRefusal(limits: HoldLimits, totalPaise: number): string | null {
  if (limits.cashMaxOrderPaise === 0 || limits.maxOpenCash === 0) return ORDER_MESSAGES.cashUnavailable;
  if (totalPaise > limits.cashMaxOrderPaise) {
    return ORDER_MESSAGES.cashOrderTooLarge(rupees(limits.cashMaxOrderPaise));
  }
  return null;
}

/**
 * Refuses an order that would take the shopper (or a mobile number) past a limit of decision
 * 036, each with its own code and what to do. `held` must be read under `lockOrderer`.
 */
export function requireRoom(
  limits: HoldLimits,
  held: Holdings,
  order: { online: boolean; ownContact: boolean; pieces: number; totalPaise: number },
): void {
  const refuse = (code: string, message: string) => new HttpError(409, code, message);
  if (order.online) {
    if (held.unpaidOnline >= limits.maxUnpaidOnline) {
      throw refuse(ERROR_CODES.unpaidOrdersLimit, ORDER_MESSAGES.unpaidOrdersLimit(limits.maxUnpaidOnline));
    }
    // Another's number given as contact: several accounts cannot share one number to hold more.
    // An order giving the shopper's own verified number is never refused by it, so nobody can
    // lock a shopper out by typing their number into orders of their own.
    if (!order.ownContact && held.unpaidOnContactNumber >= limits.maxUnpaidOnline) {
      throw refuse(
        ERROR_CODES.unpaidOrdersPerNumberLimit,
        ORDER_MESSAGES.unpaidOrdersPerNumberLimit(limits.maxUnpaidOnline),
      );
    }
  } else if (held.openCash >= limits.maxOpenCash) {
    throw refuse(ERROR_CODES.cashOrdersLimit, ORDER_MESSAGES.cashOrdersLimit(limits.maxOpenCash));
  }
  if (held.heldPieces + order.pieces > limits.maxHeldPieces) {
    throw refuse(
      ERROR_CODES.heldPiecesLimit,
      ORDER_MESSAGES.heldPiecesLimit(limits.maxHeldPieces, held.heldPieces),
    );
  }
  if (held.heldPaise + order.totalPaise > limits.maxHeldPaise) {
    throw refuse(
      ERROR_CODES.heldValueLimit,
      ORDER_MESSAGES.heldValueLimit(rupees(limits.maxHeldPaise), rupees(held.heldPaise)),
    );
  }
}
