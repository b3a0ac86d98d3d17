CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"merchant_txn_no" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"reason" text NOT NULL,
	"gateway_txn_id" text,
	"gateway_response_code" text,
	"gateway_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0),
	CONSTRAINT "payment_refunds_state_known" CHECK ("payment_refunds"."state" IN ('REQUESTED', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_refunds" (
	"merchant_txn_no" text PRIMARY KEY NOT NULL,
	"original_txn_no" text NOT NULL,
	"amount" text NOT NULL,
	"txn_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sandbox_refunds" ADD CONSTRAINT "payment_sandbox_refunds_original_txn_no_payment_sandbox_transactions_merchant_txn_no_fk" FOREIGN KEY ("original_txn_no") REFERENCES "public"."payment_sandbox_transactions"("merchant_txn_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_payment_key" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_merchant_txn_no_key" ON "payment_refunds" USING btree ("merchant_txn_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_open_idx" ON "payment_refunds" USING btree ("state") WHERE state <> 'SUCCEEDED';--> statement-breakpoint
CREATE INDEX "payment_sandbox_refunds_original_idx" ON "payment_sandbox_refunds" USING btree ("original_txn_no");