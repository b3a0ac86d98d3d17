-- Prices move from products to a narrow table of their own (decision 050): a rate change rewrites
-- these rows, never the wide rows of products with their many indexes and generated search columns.
CREATE TABLE "product_prices" (
	"sno" integer PRIMARY KEY NOT NULL,
	"rate_per_gram_paise" integer,
	"metal_value_paise" integer DEFAULT 0 NOT NULL,
	"making_charges_paise" integer DEFAULT 0 NOT NULL,
	"stone_line_paise" integer DEFAULT 0 NOT NULL,
	"other_line_paise" integer DEFAULT 0 NOT NULL,
	"gross_amount_paise" integer NOT NULL,
	"gst_amount_paise" integer NOT NULL,
	"grand_total_paise" integer NOT NULL,
	"rate_paise" integer NOT NULL,
	"price_paise" integer GENERATED ALWAYS AS (CASE WHEN grand_total_paise > 0 THEN grand_total_paise ELSE rate_paise END) STORED NOT NULL,
	"priced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "product_prices_total_adds_up" CHECK ("product_prices"."grand_total_paise" = "product_prices"."gross_amount_paise" + "product_prices"."gst_amount_paise"),
	CONSTRAINT "product_prices_breakup_adds_up" CHECK ("product_prices"."rate_per_gram_paise" IS NULL OR "product_prices"."gross_amount_paise" = "product_prices"."metal_value_paise" + "product_prices"."making_charges_paise" + "product_prices"."stone_line_paise" + "product_prices"."other_line_paise")
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_sno_products_sno_fk" FOREIGN KEY ("sno") REFERENCES "public"."products"("sno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every piece keeps the price it has. A weighed piece's rate per gram stays only where its lines add up.
INSERT INTO "product_prices" ("sno", "rate_per_gram_paise", "metal_value_paise", "making_charges_paise",
	"stone_line_paise", "other_line_paise", "gross_amount_paise", "gst_amount_paise", "grand_total_paise",
	"rate_paise", "priced_at")
SELECT "sno",
	CASE WHEN "pricing" = 'weighed' AND "gross_amount_paise" = "metal_value_paise" + "making_charges_paise" + "stone_charges_paise" + "other_charges_paise" THEN "rate_per_gram_paise" END,
	"metal_value_paise", "making_charges_paise",
	CASE WHEN "pricing" = 'weighed' THEN "stone_charges_paise" ELSE 0 END,
	CASE WHEN "pricing" = 'weighed' THEN "other_charges_paise" ELSE 0 END,
	"gross_amount_paise", "gst_amount_paise", "grand_total_paise", "rate_paise", "priced_at"
FROM "products";--> statement-breakpoint
CREATE INDEX "product_prices_price_idx" ON "product_prices" USING btree ("price_paise","sno");--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_total_adds_up";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_breakup_adds_up";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_item_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_item_idx";--> statement-breakpoint
DROP INDEX "products_gender_idx";--> statement-breakpoint
DROP INDEX "products_occasion_idx";--> statement-breakpoint
DROP INDEX "products_gift_ideas_idx";--> statement-breakpoint
DROP INDEX "products_new_arrival_idx";--> statement-breakpoint
DROP INDEX "products_top_trending_idx";--> statement-breakpoint
DROP INDEX "products_best_design_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "rate_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "gross_amount_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "gst_amount_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "grand_total_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "rate_per_gram_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "metal_value_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "making_charges_paise";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "priced_at";--> statement-breakpoint
CREATE INDEX "products_sub_item_idx" ON "products" USING btree (lower("sub_item_name"));--> statement-breakpoint
CREATE INDEX "products_gender_idx" ON "products" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "products_occasion_idx" ON "products" USING btree ("occasion");--> statement-breakpoint
CREATE INDEX "products_gift_ideas_idx" ON "products" USING btree ("gift_ideas");--> statement-breakpoint
CREATE INDEX "products_new_arrival_idx" ON "products" USING btree ("sno") WHERE new_arrival;--> statement-breakpoint
CREATE INDEX "products_top_trending_idx" ON "products" USING btree ("sno") WHERE top_trending;--> statement-breakpoint
CREATE INDEX "products_best_design_idx" ON "products" USING btree ("sno") WHERE best_design;--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("sno") WHERE featured;--> statement-breakpoint
ALTER TABLE "catalog_version" ADD COLUMN "pieces_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_version" ADD COLUMN "prices_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- `version` still moves with every catalogue write (caches compare it); beside it, a change of the
-- pieces listed moves `pieces_version` (each process rebuilds its listing index) and a change of
-- prices only `prices_version` (each process patches its index's prices in place). A price row
-- added or removed lists or unlists a piece: a change of pieces. Statements that change no row
-- move nothing (an INSERT … ON CONFLICT DO UPDATE fires both statement triggers).
CREATE OR REPLACE FUNCTION bump_catalog_pieces_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1, pieces_version = pieces_version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_pieces_version_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    UPDATE catalog_version SET version = version + 1, pieces_version = pieces_version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_prices_version_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    UPDATE catalog_version SET version = version + 1, prices_version = prices_version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "products_bump_catalog_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_pieces_version();--> statement-breakpoint
CREATE TRIGGER "product_prices_inserted_bump_catalog_version" AFTER INSERT ON "product_prices"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_pieces_version_if_rows();--> statement-breakpoint
CREATE TRIGGER "product_prices_deleted_bump_catalog_version" AFTER DELETE ON "product_prices"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_pieces_version_if_rows();--> statement-breakpoint
CREATE TRIGGER "product_prices_updated_bump_catalog_version" AFTER UPDATE ON "product_prices"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_prices_version_if_rows();--> statement-breakpoint
CREATE TRIGGER "product_prices_truncated_bump_catalog_version" AFTER TRUNCATE ON "product_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_pieces_version();--> statement-breakpoint
-- Whoever updates a price row (repricing, psql), the row names the transaction that did: a process
-- patching its listing index reads the rows its last snapshot could not see (decision 050).
CREATE OR REPLACE FUNCTION stamp_product_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_txid := pg_current_xact_id();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_prices_stamp_change" BEFORE UPDATE ON "product_prices"
  FOR EACH ROW EXECUTE FUNCTION stamp_product_price_change();
