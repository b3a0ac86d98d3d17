import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "../orders/orders.tables.ts";

/**
 * One counter per financial year (April to March, India time): its last invoice number. Issuing
 * an invoice raises it in the same transaction that writes the invoice, so a number is used
 * exactly when an invoice holds it: a rolled-back issue gives its number back, and the row's lock
 * makes concurrent issues wait for each other (decision 045, gap-free series).
 */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    /** "2026-27". */
    financialYear: text("financial_year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [check("invoice_series_last_number_positive", sql`${t.lastNumber} > 0`)],
);

/**
 * An order's GST tax invoice, issued once (when it ships). The seller and the place of supply are
 * frozen here as they were at issue; the lines are the order's own items, frozen at ordering.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    financialYear: text("financial_year").notNull(),
    /** Its place in the year's series: 1, 2, 3 … */
    serial: integer("serial").notNull(),
    /** As printed: NG/26-27/000001 (at most 16 characters, as GST rules ask). */
    invoiceNumber: text("invoice_number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    sellerName: text("seller_name").notNull(),
    sellerAddress: text("seller_address").notNull(),
    sellerGstin: text("seller_gstin").notNull(),
    sellerStateCode: text("seller_state_code").notNull(),
    sellerStateName: text("seller_state_name").notNull(),
    /** A demo seller stood in for the real one: the PDF says it is a specimen. */
    specimen: boolean("specimen").notNull(),
    /** The delivery address's state, or the seller's when the address names none. */
    placeOfSupplyCode: text("place_of_supply_code").notNull(),
    placeOfSupplyName: text("place_of_supply_name").notNull(),
    /** IGST (another state) rather than CGST + SGST (the seller's). */
    interState: boolean("inter_state").notNull(),
  },
  (t) => [
    uniqueIndex("invoices_order_key").on(t.orderId),
    uniqueIndex("invoices_number_key").on(t.invoiceNumber),
    uniqueIndex("invoices_series_key").on(t.financialYear, t.serial),
    check("invoices_serial_positive", sql`${t.serial} > 0`),
  ],
);
