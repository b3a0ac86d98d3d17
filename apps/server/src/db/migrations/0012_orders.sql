-- Orders (issue 11, decision 021): an idempotency key is the shopper's own, not global, and an
-- ONLINE order records when its payment was confirmed.
ALTER TABLE "idempotency_records" DROP CONSTRAINT "idempotency_records_pkey";--> statement-breakpoint
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_user_id_key_pk" PRIMARY KEY("user_id","key");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "idempotency_records_created_idx" ON "idempotency_records" USING btree ("created_at");
