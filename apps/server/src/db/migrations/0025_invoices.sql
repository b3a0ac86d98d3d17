CREATE TABLE "invoice_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_last_number_positive" CHECK ("invoice_series"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_gstin" text NOT NULL,
	"seller_state_code" text NOT NULL,
	"seller_state_name" text NOT NULL,
	"specimen" boolean NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"place_of_supply_name" text NOT NULL,
	"inter_state" boolean NOT NULL,
	CONSTRAINT "invoices_serial_positive" CHECK ("invoices"."serial" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_key" ON "invoices" USING btree ("financial_year","serial");--> statement-breakpoint
-- hand-written
-- An issued invoice is a tax record: nothing changes or removes it (decision 045). The series'
-- counter only grows: a number once used is never handed out again.
CREATE OR REPLACE FUNCTION invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices are issued once and kept: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_no_update_or_delete BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();
--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_refuse_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_series_only_forward() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'invoice_series only counts forward by one: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.last_number <> OLD.last_number + 1 OR NEW.financial_year <> OLD.financial_year THEN
    RAISE EXCEPTION 'invoice_series only counts forward by one: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_series_forward BEFORE UPDATE OR DELETE ON invoice_series
  FOR EACH ROW EXECUTE FUNCTION invoice_series_only_forward();
--> statement-breakpoint
CREATE TRIGGER invoice_series_no_truncate BEFORE TRUNCATE ON invoice_series
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_series_only_forward();
