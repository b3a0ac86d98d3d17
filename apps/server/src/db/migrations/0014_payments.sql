-- Decision 023: the payment protocol. A payment keeps where the gateway sends the browser, what
-- the gateway says it took, and why its money must go back (null: nothing to refund); the built-in
-- sandbox gateway keeps its transactions in a table of its own, so any process can serve them.
CREATE TABLE "payment_sandbox_transactions" (
	"merchant_txn_no" text PRIMARY KEY NOT NULL,
	"tran_ctx" text NOT NULL,
	"request" jsonb NOT NULL,
	"txn_status" text DEFAULT 'REQ' NOT NULL,
	"response_code" text,
	"resp_description" text,
	"txn_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_uri" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_amount_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_transactions_tran_ctx_key" ON "payment_sandbox_transactions" USING btree ("tran_ctx");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tran_ctx_key" ON "payments" USING btree ("tran_ctx");--> statement-breakpoint
CREATE INDEX "payments_refund_idx" ON "payments" USING btree ("refund_reason") WHERE refund_reason IS NOT NULL;