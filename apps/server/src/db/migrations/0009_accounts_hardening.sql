CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_pending_until_idx" ON "users" USING btree ("pending_until") WHERE "users"."verified_at" is null;--> statement-breakpoint
-- Registrations made before decision 010 had no expiry: they expire now, as their OTPs have.
UPDATE "users" SET "pending_until" = now() WHERE "verified_at" IS NULL;--> statement-breakpoint
-- The console SMS provider keeps its outbox in memory now: no OTP is stored in plain text.
DROP TABLE "outbox_messages" CASCADE;
