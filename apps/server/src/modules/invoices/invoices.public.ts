/**
 * What other modules may use of the invoices module (decisions 041 and 045): the service whose
 * `issueInvoice(tx, orderId)` the orders' SHIPPED move calls in its transaction.
 */
export { createInvoicesService, type InvoicesService } from "./invoices.service.ts";
