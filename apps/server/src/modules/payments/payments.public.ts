/**
 * What other modules may use of the payments module (decision 041): the gateway client and the
 * sandbox's merchant, the refunds an order's cancel records and the sweep that sends them, and an
 * order's payment records for the staff console.
 */

export { SANDBOX_SECRET_FILE } from "./payment-gateway.ts";
export { createPaymentRecords } from "./payment-records.ts";
export { SANDBOX_MERCHANT_ID } from "./payphi-sandbox.ts";
export { createRefundSweep } from "./refund-sweep.ts";
export { createRefundsService } from "./refunds.service.ts";
