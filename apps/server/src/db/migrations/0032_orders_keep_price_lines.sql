ALTER TABLE "order_items" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "huid" text;