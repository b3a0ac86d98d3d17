import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables.ts";
import { products } from "../catalog/catalog.tables.ts";

/** The cart keeps no price: the server reads it from the product when the cart is shown or ordered. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productSno: integer("product_sno")
      .notNull()
      .references(() => products.sno, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_user_product_key").on(t.userId, t.productSno),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
