import type { OrderStatusValue } from "@nagai/contracts/order-texts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables.ts";
import type { PriceLines } from "../catalog/catalog.public.ts";
import { products } from "../catalog/catalog.tables.ts";

/** The statuses are the contracts' (ORDER_STATUS_VALUES): the API's schema and the column agree. */
export type OrderStatus = OrderStatusValue;

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** The id shoppers see and the gateway carries as merchant reference. */
    orderNumber: text("order_number").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /**
     * Who the parcel goes to: the chosen address's name and phone, frozen at ordering time (the
     * spec's customerName and contact; decision 037). Not the account holder: see placedBy*.
     */
    customerName: text("customer_name").notNull(),
    contact: text("contact").notNull(),
    /** The account holder who placed the order: their username and verified number then. */
    placedByName: text("placed_by_name").notNull(),
    placedByContact: text("placed_by_contact").notNull(),
    email: text("email").notNull(),
    /** The delivery address as one line, frozen at ordering time. */
    address: text("address").notNull(),
    paymentMode: text("payment_mode").notNull().$type<"ONLINE" | "CASH">(),
    status: text("status").notNull().$type<OrderStatus>().default("PENDING"),
    subTotalPaise: integer("sub_total_paise").notNull(),
    shippingFeePaise: integer("shipping_fee_paise").notNull().default(0),
    discountPaise: integer("discount_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    /** Set by the staff's SHIPPED move (issue 25), with the tracking id; shown in the shopper's timeline. */
    courierName: text("courier_name"),
    courierTrackingId: text("courier_tracking_id"),
    /** For an unpaid online order: when its reserved pieces go back on sale. */
    reservationExpiresAt: timestamp("reservation_expires_at", { withTimezone: true }),
    /** When an ONLINE order's payment was confirmed (its pieces then sold); null otherwise. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_order_number_key").on(t.orderNumber),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_reservation_idx").on(t.reservationExpiresAt).where(sql`reservation_expires_at IS NOT NULL`),
    // What a shopper holds now (decision 036): their orders not yet delivered or cancelled, and
    // the unpaid online orders of a contact number; the limits count them under a lock.
    index("orders_open_user_idx").on(t.userId).where(sql`status IN ('PENDING', 'PROCESSING', 'SHIPPED')`),
    index("orders_unpaid_online_contact_idx")
      .on(t.contact)
      .where(sql`payment_mode = 'ONLINE' AND status = 'PENDING' AND paid_at IS NULL`),
    // The staff console's list (decision 045): newest first, all or of one status (also the console
    // home's figures of the last 30 days and this month); a phone's
    // orders (the recipient's or the account's). Name prefixes: hand-written in migration 0024.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
    index("orders_contact_created_idx").on(t.contact, t.createdAt),
    index("orders_placed_by_contact_created_idx").on(t.placedByContact, t.createdAt),
    check("orders_total_non_negative", sql`${t.totalPaise} >= 0`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productSno: integer("product_sno")
      .notNull()
      .references(() => products.sno),
    productName: text("product_name").notNull(),
    itemId: integer("item_id").notNull(),
    tagNo: text("tag_no").notNull(),
    imagePath: text("image_path"),
    pricePaise: integer("price_paise").notNull(),
    quantity: integer("quantity").notNull(),
    /**
     * One piece's price line by line, rate included, as it was sold (decision 046): the invoice
     * prints these, whatever the rate does after. Null for lines sold before prices followed the rate.
     */
    priceLines: jsonb("price_lines").$type<PriceLines>(),
    huid: text("huid"),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull().$type<OrderStatus>(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * A replayed request with the same key gets the first answer again instead of a second order.
 * Keys are the client's, so each shopper has their own: two shoppers' apps may pick the same one.
 */
export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    key: text("key").notNull(),
    userId: integer("user_id").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_records_created_idx").on(t.createdAt),
  ],
);
