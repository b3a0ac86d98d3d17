/** What the rest of the server may use of the payment-gateway provider (decision 041): its interface and adapters. */
export {
  createPayPhiClient,
  fetchTransport,
  formatAmount,
  formatTxnDate,
  GatewayError,
  isCancelledByShopper,
  PAYPHI_CODES,
  PAYPHI_PATHS,
  type PayPhiClient,
  type PayPhiTransport,
  parseAmount,
  type StatusAnswer,
} from "./payphi-client.ts";
export { hasValidSecureHash, type PayPhiFields, signFields, toPayPhiFields } from "./payphi-hash.ts";
