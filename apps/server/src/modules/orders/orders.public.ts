/**
 * What other modules may use of the orders module (decision 041): the order service the payments
 * module pays, cancels and reads orders through, and the stored order it is handed; the staff
 * console home's order figures (decision 045).
 */
export { findOrderForDocuments, type OrderForDocuments } from "./order-documents.ts";
export { type OrderSummary, readOrderSummary } from "./order-summary.ts";
export type { StoredOrder } from "./orders.repository.ts";
export type { OrderService } from "./orders.service.ts";
