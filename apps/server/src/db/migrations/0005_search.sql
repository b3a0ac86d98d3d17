CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"pieces" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, product_name), 'A') || setweight(to_tsvector('english'::regconfig, item_name || ' ' || sub_item_name || ' ' || cat_name), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C') || setweight(to_tsvector('english'::regconfig, gender || ' ' || replace(occasion, '_', ' ')), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin (word gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");