import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables.ts";
import { products } from "../catalog/catalog.tables.ts";

export const recentlyViewed = pgTable(
  "recently_viewed",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productSno: integer("product_sno")
      .notNull()
      .references(() => products.sno, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productSno] }),
    index("recently_viewed_user_idx").on(t.userId, t.viewedAt),
  ],
);
