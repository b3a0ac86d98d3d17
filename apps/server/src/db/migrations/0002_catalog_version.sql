-- Response caches hold listing answers until the catalogue changes. Every change to a catalogue
-- table, by any process or by hand in psql, bumps this one counter; caches compare it.
INSERT INTO catalog_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'metal_rates', 'hero_banners', 'occasion_banners', 'offer_banners',
    'main_category_images', 'festival_banners', 'category_banners', 'videos', 'budget_categories',
    'category_images', 'testimonials']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()',
      t || '_bump_catalog_version', t);
  END LOOP;
END;
$$;
