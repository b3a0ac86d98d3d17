import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The PIN codes the shop delivers to (decision 048, migration 0028): one row each, with the place
 * the address form takes from it, whether it is a metro (2–5 business days, else 5–8) and whether
 * cash on delivery is offered there. An empty table means the shop has not listed any yet and
 * delivers to every valid PIN code (delivery.service.ts).
 */
export const deliveryPincodes = pgTable(
  "delivery_pincodes",
  {
    pincode: text("pincode").primaryKey(),
    district: text("district").notNull(),
    state: text("state").notNull(),
    metro: boolean("metro").notNull().default(false),
    cod: boolean("cod").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("delivery_pincodes_pincode", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`)],
);
