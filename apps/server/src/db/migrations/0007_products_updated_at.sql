-- A piece's updated_at moves with every change to its row, whoever writes it: the sitemap's
-- lastmod (modules/seo) reads it, so crawlers revisit a piece whose price or text changed. A
-- writer that sets updated_at itself (an import carrying its own dates) keeps its value.
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at = now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
