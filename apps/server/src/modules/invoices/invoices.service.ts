import { ERROR_CODES } from "@nagai/contracts/errors";
import { INVOICE_MESSAGES, INVOICE_STATUSES, PACKING_SLIP_STATUSES } from "@nagai/contracts/invoice";
import { ORDER_MESSAGES } from "@nagai/contracts/order";
import type { ShopIdentity } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { HttpError, notFound } from "../../http-errors.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { findOrderForDocuments, type OrderForDocuments } from "../orders/orders.public.ts";
import { financialYearOf, formatInvoiceNumber, stateOfAddress } from "./invoice-figures.ts";
import { createInvoicePdf } from "./invoice-pdf.ts";
import { createInvoicesRepository, type StoredInvoice } from "./invoices.repository.ts";
import { createPackingSlipPdf } from "./packing-slip-pdf.ts";

export interface InvoicesServiceOptions {
  db: Database;
  /** The seller, from configuration (SHOP_*), frozen on each invoice as it is issued. */
  shop: ShopIdentity;
  /** The clock of the invoice dates; tests set one to cross a financial year. */
  now?: () => Date;
}

/** A PDF to answer, and the file name to offer. */
export interface OrderDocument {
  bytes: Uint8Array;
  filename: string;
}

const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

/**
 * The order's documents (issue 25 item 4, decision 045). `issueInvoice` gives a shipped order its
 * invoice inside the caller's transaction (the staff's SHIPPED move calls it), the next number of
 * the financial year's gap-free series; the PDFs are drawn from the stored invoice and the order's
 * frozen lines on each download, so they never change.
 */
export function createInvoicesService({ db, shop, now = () => new Date() }: InvoicesServiceOptions) {
  /**
   * The order's invoice, issued now unless it has one (then that one: idempotent). Call it in the
   * transaction that ships the order: the number is taken and the invoice written in it, so both
   * or neither are kept. `orderId` is the order's row id.
   */
  async function issueInvoice(tx: Transaction, orderId: number): Promise<StoredInvoice> {
    const repository = createInvoicesRepository(tx);
    await repository.lockOrder(orderId);
    const existing = await repository.findByOrder(orderId);
    if (existing) return existing;
    const order = await findOrderForDocuments(tx, { id: orderId });
    if (!order) throw new Error(`issueInvoice: no order ${orderId}`);
    const issuedAt = now();
    const year = financialYearOf(issuedAt);
    const serial = await repository.takeNextSerial(year.label);
    // The place of supply is where the goods are delivered; an address naming no state is taken
    // as the seller's own state (decision 045).
    const place = stateOfAddress(order.address) ?? shop.state;
    return repository.insert({
      orderId,
      financialYear: year.label,
      serial,
      invoiceNumber: formatInvoiceNumber(year, serial),
      issuedAt,
      sellerName: shop.name,
      sellerAddress: shop.address,
      sellerGstin: shop.gstin,
      sellerStateCode: shop.state.code,
      sellerStateName: shop.state.name,
      specimen: shop.specimen,
      placeOfSupplyCode: place.code,
      placeOfSupplyName: place.name,
      interState: place.code !== shop.state.code,
    });
  }

  /** The invoice of a shipped order: the one issued, or one issued now (an order shipped before there were invoices). */
  async function invoiceOf(order: OrderForDocuments): Promise<StoredInvoice> {
    if (!INVOICE_STATUSES.includes(order.status))
      throw conflict(INVOICE_MESSAGES.invoiceNotYet(order.status));
    const stored = await createInvoicesRepository(db).findByOrder(order.id);
    return stored ?? db.transaction((tx) => issueInvoice(tx, order.id));
  }

  async function invoicePdf(order: OrderForDocuments): Promise<OrderDocument> {
    const invoice = await invoiceOf(order);
    return {
      bytes: await createInvoicePdf(order, invoice),
      filename: `invoice-${invoice.invoiceNumber.replaceAll("/", "-")}.pdf`,
    };
  }

  async function orderNamed(orderNumber: string): Promise<OrderForDocuments> {
    const order = await findOrderForDocuments(db, { orderNumber });
    if (!order) throw notFound(ORDER_MESSAGES.notFoundTitle);
    return order;
  }

  return {
    issueInvoice,

    /** For staff: any order's invoice, once shipped (409 before). */
    async staffInvoice(orderNumber: string): Promise<OrderDocument> {
      return invoicePdf(await orderNamed(orderNumber));
    },

    /** For staff: any order's packing slip, from PROCESSING on (409 before, and once cancelled). */
    async packingSlip(orderNumber: string): Promise<OrderDocument> {
      const order = await orderNamed(orderNumber);
      if (!PACKING_SLIP_STATUSES.includes(order.status)) {
        throw conflict(INVOICE_MESSAGES.packingSlipNotYet(order.status));
      }
      return {
        bytes: await createPackingSlipPdf(order, shop.name),
        filename: `packing-slip-${order.orderNumber}.pdf`,
      };
    },

    /** For the shopper: the invoice of one of their own orders (another's is a 404), once shipped. */
    async shopperInvoice(userId: number, orderNumber: string): Promise<OrderDocument> {
      const order = await orderNamed(orderNumber);
      if (order.userId !== userId) throw notFound(ORDER_MESSAGES.notFoundTitle);
      return invoicePdf(order);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
