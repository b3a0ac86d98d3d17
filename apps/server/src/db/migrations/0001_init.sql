CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"pincode" text NOT NULL,
	"locality" text NOT NULL,
	"address_line" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"landmark" text,
	"alternate_phone" text,
	"gst_number" text,
	"company_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"city_or_country" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"preferred_language" text NOT NULL,
	"message" text,
	"appointment_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_number" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"requested_from" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"contact_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'ROLE_USER' NOT NULL,
	"verified_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_sno" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "budget_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"min_price_paise" integer NOT NULL,
	"max_price_paise" integer,
	"image_path" text NOT NULL,
	"alt" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"sub_item_name" text,
	"image_path" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"sub_item_name" text,
	"images" text[] NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "festival_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"item_name" text,
	"sub_item_name" text,
	"image_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_path" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"item_name" text,
	"gender" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "main_category_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"image_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_rates" (
	"metal" text PRIMARY KEY NOT NULL,
	"rate_paise" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occasion_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"occasion" text NOT NULL,
	"gender" text,
	"action" text NOT NULL,
	"image_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"sub_item_name" text,
	"image_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sno" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"tag_no" text NOT NULL,
	"item_name" text NOT NULL,
	"sub_item_name" text NOT NULL,
	"cat_name" text NOT NULL,
	"product_name" text NOT NULL,
	"image_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"rate_paise" integer NOT NULL,
	"gross_amount_paise" integer NOT NULL,
	"gst_amount_paise" integer NOT NULL,
	"gst_percent" numeric(5, 2) NOT NULL,
	"grand_total_paise" integer NOT NULL,
	"price_paise" integer GENERATED ALWAYS AS (CASE WHEN grand_total_paise > 0 THEN grand_total_paise ELSE rate_paise END) STORED NOT NULL,
	"mrp_paise" integer,
	"net_weight_grams" numeric(10, 3) NOT NULL,
	"purity" text NOT NULL,
	"material_finish" text NOT NULL,
	"description" text NOT NULL,
	"gender" text NOT NULL,
	"collection_type" text NOT NULL,
	"color_accents" text NOT NULL,
	"occasion" text NOT NULL,
	"size_name" text,
	"size_id" integer,
	"metal_id" integer,
	"stone_unit" text,
	"gift_ideas" text,
	"new_arrival" boolean DEFAULT false NOT NULL,
	"top_trending" boolean DEFAULT false NOT NULL,
	"best_design" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"rank" integer GENERATED ALWAYS AS ((top_trending::int * 4 + best_design::int * 2 + featured::int * 2 + new_arrival::int)) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(product_name || ' ' || sub_item_name || ' ' || item_name || ' ' || cat_name || ' ' || description)) STORED NOT NULL,
	"stock" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"quote" text NOT NULL,
	"rating" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"video_path" text NOT NULL,
	"poster_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"widths" integer[] NOT NULL,
	"formats" text[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_sno" integer NOT NULL,
	"product_name" text NOT NULL,
	"item_id" integer NOT NULL,
	"tag_no" text NOT NULL,
	"image_path" text,
	"price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"contact" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"sub_total_paise" integer NOT NULL,
	"shipping_fee_paise" integer DEFAULT 0 NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"courier_tracking_id" text,
	"reservation_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_non_negative" CHECK ("orders"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"merchant_txn_no" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'INITIATED' NOT NULL,
	"gateway_txn_id" text,
	"tran_ctx" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"user_id" integer NOT NULL,
	"product_sno" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_user_id_product_sno_pk" PRIMARY KEY("user_id","product_sno")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"product_sno" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_sno_pk" PRIMARY KEY("user_id","product_sno")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_sno_products_sno_fk" FOREIGN KEY ("product_sno") REFERENCES "public"."products"("sno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_sno_products_sno_fk" FOREIGN KEY ("product_sno") REFERENCES "public"."products"("sno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_product_sno_products_sno_fk" FOREIGN KEY ("product_sno") REFERENCES "public"."products"("sno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_sno_products_sno_fk" FOREIGN KEY ("product_sno") REFERENCES "public"."products"("sno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("customer_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "appointments_at_idx" ON "appointments" USING btree ("appointment_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_number_idx" ON "otp_challenges" USING btree ("contact_number","purpose","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_contact_number_key" ON "users" USING btree ("contact_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_key" ON "cart_items" USING btree ("user_id","product_sno");--> statement-breakpoint
CREATE INDEX "category_images_item_idx" ON "category_images" USING btree (lower("item_name"),lower("sub_item_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_tag_no_key" ON "products" USING btree ("tag_no");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise","sno");--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("rank","sno");--> statement-breakpoint
CREATE INDEX "products_item_price_idx" ON "products" USING btree ("item_name","price_paise","sno");--> statement-breakpoint
CREATE INDEX "products_item_rank_idx" ON "products" USING btree ("item_name","rank","sno");--> statement-breakpoint
CREATE INDEX "products_sub_item_idx" ON "products" USING btree (lower("sub_item_name"),"price_paise");--> statement-breakpoint
CREATE INDEX "products_gender_idx" ON "products" USING btree ("gender","price_paise");--> statement-breakpoint
CREATE INDEX "products_occasion_idx" ON "products" USING btree ("occasion","price_paise");--> statement-breakpoint
CREATE INDEX "products_cat_name_idx" ON "products" USING btree ("cat_name");--> statement-breakpoint
CREATE INDEX "products_finish_idx" ON "products" USING btree ("material_finish");--> statement-breakpoint
CREATE INDEX "products_color_idx" ON "products" USING btree ("color_accents");--> statement-breakpoint
CREATE INDEX "products_stone_unit_idx" ON "products" USING btree ("stone_unit");--> statement-breakpoint
CREATE INDEX "products_size_name_idx" ON "products" USING btree ("size_name");--> statement-breakpoint
CREATE INDEX "products_size_id_idx" ON "products" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "products_metal_id_idx" ON "products" USING btree ("metal_id");--> statement-breakpoint
CREATE INDEX "products_gift_ideas_idx" ON "products" USING btree ("gift_ideas","price_paise");--> statement-breakpoint
CREATE INDEX "products_new_arrival_idx" ON "products" USING btree ("price_paise") WHERE new_arrival;--> statement-breakpoint
CREATE INDEX "products_top_trending_idx" ON "products" USING btree ("price_paise") WHERE top_trending;--> statement-breakpoint
CREATE INDEX "products_best_design_idx" ON "products" USING btree ("price_paise") WHERE best_design;--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("price_paise") WHERE featured;--> statement-breakpoint
CREATE INDEX "products_in_stock_idx" ON "products" USING btree ("price_paise") WHERE stock > 0;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_reservation_idx" ON "orders" USING btree ("reservation_expires_at") WHERE reservation_expires_at IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_key" ON "payment_events" USING btree ("event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_merchant_txn_no_key" ON "payments" USING btree ("merchant_txn_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "recently_viewed_user_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");