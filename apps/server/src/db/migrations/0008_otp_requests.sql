CREATE TABLE "otp_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_number" text NOT NULL,
	"requested_from" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_requests_number_idx" ON "otp_requests" USING btree ("contact_number","requested_at");--> statement-breakpoint
CREATE INDEX "otp_requests_address_idx" ON "otp_requests" USING btree ("requested_from","requested_at");