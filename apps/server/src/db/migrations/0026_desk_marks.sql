ALTER TABLE "appointments" ADD COLUMN "desk_status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "desk_note" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "desk_updated_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "desk_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "answered_by" text;--> statement-breakpoint
CREATE INDEX "appointments_new_idx" ON "appointments" USING btree ("appointment_at") WHERE desk_status = 'NEW';--> statement-breakpoint
CREATE INDEX "contact_messages_unanswered_idx" ON "contact_messages" USING btree ("created_at") WHERE answered_at IS NULL;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unanswered_idx" ON "newsletter_subscribers" USING btree ("created_at") WHERE answered_at IS NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_desk_status" CHECK ("appointments"."desk_status" in ('NEW', 'CALLED', 'DONE', 'NO_ANSWER'));