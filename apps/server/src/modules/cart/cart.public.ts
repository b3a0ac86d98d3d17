/**
 * What other modules may use of the cart (decision 041): an order takes its pieces out of the
 * shopper's cart in the order's own statement (orders/order-statement.ts).
 */
export { removingPieces } from "./cart.repository.ts";
