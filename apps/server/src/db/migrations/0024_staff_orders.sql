ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_contact_created_idx" ON "orders" USING btree ("contact","created_at");--> statement-breakpoint
CREATE INDEX "orders_placed_by_contact_created_idx" ON "orders" USING btree ("placed_by_contact","created_at");--> statement-breakpoint
-- hand-written
-- The staff list's search by the start of a name (decision 045), the recipient's or the account
-- holder's, in any case: a prefix LIKE on lower(name) uses these whatever the database's collation.
CREATE INDEX "orders_customer_name_prefix_idx" ON "orders" USING btree (lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_placed_by_name_prefix_idx" ON "orders" USING btree (lower("placed_by_name") text_pattern_ops);
