import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables.ts";

/**
 * The cart keeps no price: the server reads it from the product when the cart is shown or ordered.
 * `product_sno` has no foreign key to products (decision 016): a piece withdrawn from the
 * catalogue leaves the shopper's row, shown as the spec's "Unknown Product" until removed, rather
 * than vanishing from the cart unseen. The unique index makes a second add of one piece a
 * conflict, never a second row, however many requests race.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productSno: integer("product_sno").notNull(),
    quantity: integer("quantity").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_user_product_key").on(t.userId, t.productSno),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
