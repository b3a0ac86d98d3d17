/**
 * What other modules may use of the inventory (decision 041): the stock an order takes, holds,
 * sells and gives back (the orders module), availability as SQL for the catalogue's queries and
 * the cart's, and the stock feed that keeps each process's listings current. Its tables stay its
 * own: other modules name them only in foreign keys (`*.tables.ts`) and tests.
 */
export {
  availableOf,
  confirmSale,
  expiredHolds,
  isAvailable,
  type ReservationLine,
  readShortfall,
  releaseHeld,
  returnToStock,
  setOnHand,
  stockLevelsOf,
  stockTaking,
} from "./inventory.service.ts";
export {
  createStockFeed,
  createStockFeedSource,
  readFeedPosition,
  type StockChanges,
  type StockFeed,
} from "./inventory-feed.ts";
