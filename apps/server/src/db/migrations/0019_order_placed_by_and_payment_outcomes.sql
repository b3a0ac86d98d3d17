-- An order keeps who the parcel goes to (customer_name, contact: the chosen address's name and
-- phone) apart from who placed it (placed_by_*: the account's username and number then), decision
-- 037. Orders placed before keep their name and number as they were; who placed them is the
-- account they belong to.
ALTER TABLE "orders" ADD COLUMN "placed_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_contact" text;--> statement-breakpoint
UPDATE "orders" SET "placed_by_name" = "users"."username", "placed_by_contact" = "users"."contact_number"
  FROM "users" WHERE "users"."id" = "orders"."user_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "placed_by_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "placed_by_contact" SET NOT NULL;--> statement-breakpoint
-- When a payment was settled (SUCCESS, FAILED, or CANCELLED from now on), for the order's timeline.
-- A payment settled before this migration was last changed when it was settled.
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "settled_at" = "updated_at" WHERE "status" IN ('SUCCESS', 'FAILED');
