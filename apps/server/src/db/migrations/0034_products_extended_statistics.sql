-- The listing filters a category and a gender together, and the two are far from independent: no
-- bridal piece is for men. Without statistics of the pair, PostgreSQL multiplies their shares and
-- expects hundreds of such pieces, so a page sorted by price walks the price index for them and
-- reads the whole catalogue to find none. With them it filters first (decision 059).
CREATE STATISTICS IF NOT EXISTS "products_item_gender" (mcv, dependencies) ON "item_name", "gender" FROM "products";--> statement-breakpoint
ANALYZE "products";
