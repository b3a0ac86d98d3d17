import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "../catalog/catalog.tables.ts";
import { orders } from "../orders/orders.tables.ts";

/** A 64-bit transaction id (`pg_current_xact_id()`); read as text. Drizzle has no type for it. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * How many of a piece the shop holds and how many of those unpaid orders hold. Available to sell:
 * on_hand − reserved. Not a catalogue table: no trigger bumps the catalogue version when it
 * changes (docs/decisions/020-inventory.md). A piece without a row has none available.
 */
export const stockLevels = pgTable(
  "stock_levels",
  {
    productSno: integer("product_sno")
      .primaryKey()
      .references(() => products.sno, { onDelete: "cascade" }),
    onHand: integer("on_hand").notNull(),
    reserved: integer("reserved").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stock_levels_on_hand_non_negative", sql`${t.onHand} >= 0`),
    check("stock_levels_reserved_non_negative", sql`${t.reserved} >= 0`),
    check("stock_levels_reserved_within_on_hand", sql`${t.reserved} <= ${t.onHand}`),
    // The in-stock filter's SQL (catalog/listing-queries.ts) finds available pieces here.
    index("stock_levels_available_idx").on(t.productSno).where(sql`on_hand > reserved`),
  ],
);

export const RESERVATION_STATES = ["HELD", "SOLD", "RELEASED"] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/**
 * Pieces an order holds. HELD counts in stock_levels.reserved until it becomes SOLD (on hand goes
 * down) or RELEASED (back on sale); it never moves back. An order holds a piece once.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    productSno: integer("product_sno")
      .notNull()
      .references(() => products.sno),
    quantity: integer("quantity").notNull(),
    state: text("state").notNull().$type<ReservationState>().default("HELD"),
    /** When a HELD reservation goes back on sale (an unpaid online order); null: never by itself. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_order_product_key").on(t.orderId, t.productSno),
    index("reservations_expiry_idx").on(t.expiresAt).where(sql`state = 'HELD' AND expires_at IS NOT NULL`),
    check("reservations_quantity_positive", sql`${t.quantity} > 0`),
    check("reservations_state_known", sql`${t.state} IN ('HELD', 'SOLD', 'RELEASED')`),
  ],
);

/**
 * One row per piece whose availability a transaction changed, with that transaction's id: each
 * process reads the rows its last read could not see (by snapshot, not by id, which commits out of
 * order) and patches its listing index and caches. Pruned after a few minutes (inventory-feed.ts).
 */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productSno: integer("product_sno").notNull(),
    txid: xid8("txid").notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_changes_txid_idx").on(t.txid), index("stock_changes_changed_at_idx").on(t.changedAt)],
);
