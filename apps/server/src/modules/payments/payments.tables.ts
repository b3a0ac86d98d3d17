import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "../orders/orders.tables.ts";

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    merchantTxnNo: text("merchant_txn_no").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").notNull().$type<"INITIATED" | "SUCCESS" | "FAILED">().default("INITIATED"),
    gatewayTxnId: text("gateway_txn_id"),
    tranCtx: text("tran_ctx"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_merchant_txn_no_key").on(t.merchantTxnNo),
    index("payments_order_idx").on(t.orderId),
  ],
);

/** Each message from the gateway, once: a repeated callback finds its key and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    eventKey: text("event_key").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_event_key").on(t.eventKey)],
);
