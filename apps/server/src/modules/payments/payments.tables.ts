import type { RefundStateValue } from "@nagai/contracts/order-texts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "../orders/orders.tables.ts";

/**
 * A payment's status only moves forward (decision 023): INITIATED (the gateway gave a tranCtx),
 * PENDING (the gateway has heard from the shopper but not settled), then SUCCESS, FAILED or
 * CANCELLED (the shopper cancelled on the gateway's page, decision 037), which never change again.
 */
export const PAYMENT_STATUSES = ["INITIATED", "PENDING", "SUCCESS", "FAILED", "CANCELLED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why money the gateway took must go back to the shopper: the reservation had expired (or the
 * order was cancelled) when the payment was confirmed, the gateway took another amount than the
 * order's, or the order was already paid by another payment. Null: nothing to refund.
 */
export const REFUND_REASONS = ["RESERVATION_EXPIRED", "AMOUNT_MISMATCH", "ALREADY_PAID"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** The order's public id (the spec's orderId), by which the orders service finds it. */
    orderNumber: text("order_number").notNull(),
    merchantTxnNo: text("merchant_txn_no").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").notNull().$type<PaymentStatus>().default("INITIATED"),
    gatewayTxnId: text("gateway_txn_id"),
    tranCtx: text("tran_ctx"),
    /** Where the gateway sends the shopper's browser with the tranCtx (its answer to initiateSale). */
    redirectUri: text("redirect_uri"),
    /** What the gateway's STATUS said it took, in paise, once it said SUC. */
    gatewayAmountPaise: integer("gateway_amount_paise"),
    refundReason: text("refund_reason").$type<RefundReason>(),
    /** When it became SUCCESS, FAILED or CANCELLED: the order's timeline shows it (decision 037). */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_merchant_txn_no_key").on(t.merchantTxnNo),
    index("payments_order_idx").on(t.orderId),
    uniqueIndex("payments_tran_ctx_key").on(t.tranCtx),
    index("payments_refund_idx").on(t.refundReason).where(sql`refund_reason IS NOT NULL`),
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

/**
 * The built-in sandbox gateway's own book of transactions (decision 023): in the database, not in
 * memory, so that any process of the shop can show the hosted page and answer a STATUS query for a
 * sale another process started. Only the sandbox reads and writes it.
 */
export const paymentSandboxTransactions = pgTable(
  "payment_sandbox_transactions",
  {
    merchantTxnNo: text("merchant_txn_no").primaryKey(),
    tranCtx: text("tran_ctx").notNull(),
    /** The signed initiateSale request as received, secureHash left out. */
    request: jsonb("request").notNull().$type<Record<string, string>>(),
    /** REQ until the tester chooses, then SUC or REJ. */
    txnStatus: text("txn_status").notNull().$type<"REQ" | "SUC" | "REJ">().default("REQ"),
    responseCode: text("response_code"),
    respDescription: text("resp_description"),
    txnId: text("txn_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_sandbox_transactions_tran_ctx_key").on(t.tranCtx)],
);

/** Where a refund stands (decision 038): the contracts' REFUND_STATES. */
export type RefundState = RefundStateValue;

/**
 * A refund of a payment through the gateway (decision 038): one per payment (unique), written in
 * the transaction that cancels the order, so a cancelled paid order always has one on record.
 * REQUESTED until the gateway answers (a call that fails on the way stays REQUESTED: it may have
 * reached the gateway, and a retry under the same merchant_txn_no cannot refund twice);
 * SUCCEEDED or FAILED from the gateway's answer.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** The refund's own gateway transaction number; originalTxnNo is the payment's. */
    merchantTxnNo: text("merchant_txn_no").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    state: text("state").notNull().$type<RefundState>().default("REQUESTED"),
    /** Why: the order was cancelled by its shopper, or one of the payments' refund reasons. */
    reason: text("reason").notNull(),
    gatewayTxnId: text("gateway_txn_id"),
    gatewayResponseCode: text("gateway_response_code"),
    /** What the gateway said, or why it could not be asked, for whoever retries it. */
    gatewayMessage: text("gateway_message"),
    attempts: integer("attempts").notNull().default(0),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_refunds_payment_key").on(t.paymentId),
    uniqueIndex("payment_refunds_merchant_txn_no_key").on(t.merchantTxnNo),
    index("payment_refunds_order_idx").on(t.orderId),
    index("payment_refunds_open_idx").on(t.state).where(sql`state <> 'SUCCEEDED'`),
    check("payment_refunds_amount_positive", sql`${t.amountPaise} > 0`),
    check("payment_refunds_state_known", sql`${t.state} IN ('REQUESTED', 'SUCCEEDED', 'FAILED')`),
  ],
);

/** The sandbox gateway's refunds, by their own merchantTxnNo (only the sandbox reads and writes it). */
export const paymentSandboxRefunds = pgTable(
  "payment_sandbox_refunds",
  {
    merchantTxnNo: text("merchant_txn_no").primaryKey(),
    originalTxnNo: text("original_txn_no")
      .notNull()
      .references(() => paymentSandboxTransactions.merchantTxnNo),
    amount: text("amount").notNull(),
    txnId: text("txn_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_sandbox_refunds_original_idx").on(t.originalTxnNo)],
);
