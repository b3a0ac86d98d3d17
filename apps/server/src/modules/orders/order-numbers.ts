import { randomInt } from "node:crypto";
import { SQL_STATES, sqlStateOf } from "../../db/sql-state.ts";

/**
 * Runs `place` with a new order number, and once more with another if that one was taken: two
 * orders drawing the same random number is a chance of about 10⁻¹⁵, but it must not be a 500.
 */
export async function withFreshOrderNumber<T>(place: (orderNumber: string) => Promise<T>): Promise<T> {
  try {
    return await place(newOrderNumber());
  } catch (error) {
    if (!isOrderNumberTaken(error)) throw error;
    return place(newOrderNumber());
  }
}

function isOrderNumberTaken(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause.message.includes("orders_order_number_key"))
      return sqlStateOf(cause) === SQL_STATES.uniqueViolation;
    cause = cause.cause;
  }
  return false;
}

/**
 * The public order id: "NG", the date (YYMMDD, UTC) and ten random Crockford base-32 characters,
 * e.g. NG261123K7Q2M9XH4D. Not a count of the shop's orders, not guessable, letters and digits
 * only (the gateway's merchant reference), 18 characters (decision 021).
 */
function newOrderNumber(now = new Date()): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  let random = "";
  for (let i = 0; i < 10; i++) random += alphabet[randomInt(alphabet.length)];
  return `NG${date}${random}`;
}
