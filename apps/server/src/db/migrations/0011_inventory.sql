CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_sno" integer NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'HELD' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_quantity_positive" CHECK ("reservations"."quantity" > 0),
	CONSTRAINT "reservations_state_known" CHECK ("reservations"."state" IN ('HELD', 'SOLD', 'RELEASED'))
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_sno" integer NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"product_sno" integer PRIMARY KEY NOT NULL,
	"on_hand" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_on_hand_non_negative" CHECK ("stock_levels"."on_hand" >= 0),
	CONSTRAINT "stock_levels_reserved_non_negative" CHECK ("stock_levels"."reserved" >= 0),
	CONSTRAINT "stock_levels_reserved_within_on_hand" CHECK ("stock_levels"."reserved" <= "stock_levels"."on_hand")
);
--> statement-breakpoint
DROP INDEX "products_in_stock_idx";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_product_sno_products_sno_fk" FOREIGN KEY ("product_sno") REFERENCES "public"."products"("sno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_sno_products_sno_fk" FOREIGN KEY ("product_sno") REFERENCES "public"."products"("sno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_order_product_key" ON "reservations" USING btree ("order_id","product_sno");--> statement-breakpoint
CREATE INDEX "reservations_expiry_idx" ON "reservations" USING btree ("expires_at") WHERE state = 'HELD' AND expires_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_changes_txid_idx" ON "stock_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "stock_changes_changed_at_idx" ON "stock_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "stock_levels_available_idx" ON "stock_levels" USING btree ("product_sno") WHERE on_hand > reserved;--> statement-breakpoint
-- Stock leaves the catalogue: copied once, then the column goes (and with it the catalogue-version
-- bump on every sale). No trigger watches these tables (docs/decisions/020-inventory.md).
INSERT INTO "stock_levels" ("product_sno", "on_hand") SELECT "sno", greatest("stock", 0) FROM "products";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock";