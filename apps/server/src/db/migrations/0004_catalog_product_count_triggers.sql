-- Keeps catalog_version.product_count equal to the rows of products, by statement: transition
-- tables count what each statement inserted or deleted, so a bulk insert costs one update.
UPDATE catalog_version SET product_count = (SELECT count(*) FROM products) WHERE id = 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_inserted_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET product_count = product_count + (SELECT count(*) FROM inserted) WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_deleted_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET product_count = product_count - (SELECT count(*) FROM deleted) WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_truncated_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET product_count = 0 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_count_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_products();
--> statement-breakpoint
CREATE TRIGGER products_count_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_products();
--> statement-breakpoint
CREATE TRIGGER products_count_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION count_truncated_products();
