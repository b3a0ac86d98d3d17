CREATE TABLE "delivery_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"metro" boolean DEFAULT false NOT NULL,
	"cod" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_pincodes_pincode" CHECK ("delivery_pincodes"."pincode" ~ '^[1-9][0-9]{5}$')
);
