CREATE TABLE "metal_rate_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"rate_paise" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pricing" text DEFAULT 'tag' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rate_metal" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rate_per_mille" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stone_charges_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "other_charges_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tag_price_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "huid" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "for_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rate_per_gram_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "metal_value_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_charges_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "priced_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Pieces priced before rates were live keep their price as a tag price (decision 046); the demo
-- reseeds its pieces weighed.
UPDATE "products" SET "tag_price_paise" = "price_paise" WHERE "price_paise" > 0;--> statement-breakpoint
UPDATE "products" SET "tag_price_paise" = 1 WHERE "tag_price_paise" IS NULL;--> statement-breakpoint
-- Today's rates are the history's first entries.
INSERT INTO "metal_rate_changes" ("metal", "rate_paise", "changed_at", "staff_name")
  SELECT "metal", "rate_paise", "updated_at", 'Opening rate' FROM "metal_rates";--> statement-breakpoint
CREATE INDEX "metal_rate_changes_metal_idx" ON "metal_rate_changes" USING btree ("metal","changed_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rate_metal_metal_rates_metal_fk" FOREIGN KEY ("rate_metal") REFERENCES "public"."metal_rates"("metal") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "products_huid_key" ON "products" USING btree ("huid");--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_rate_positive" CHECK ("metal_rates"."rate_paise" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pricing_mode" CHECK ("products"."pricing" IN ('weighed', 'tag'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pricing_inputs" CHECK (("products"."pricing" = 'weighed' AND "products"."rate_metal" IS NOT NULL AND "products"."net_weight_grams" > 0) OR ("products"."pricing" = 'tag' AND "products"."tag_price_paise" > 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_making_kind" CHECK ("products"."making_kind" IN ('percent', 'per_gram'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_charges_not_negative" CHECK ("products"."making_value" >= 0 AND "products"."stone_charges_paise" >= 0 AND "products"."other_charges_paise" >= 0 AND "products"."rate_per_mille" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_total_adds_up" CHECK ("products"."grand_total_paise" = "products"."gross_amount_paise" + "products"."gst_amount_paise");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_huid_form" CHECK ("products"."huid" ~ '^[A-Z0-9]{6}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_breakup_adds_up" CHECK ("products"."gross_amount_paise" = 0 OR "products"."pricing" = 'tag' OR "products"."gross_amount_paise" = "products"."metal_value_paise" + "products"."making_charges_paise" + "products"."stone_charges_paise" + "products"."other_charges_paise");
