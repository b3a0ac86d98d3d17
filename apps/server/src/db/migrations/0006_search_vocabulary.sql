-- The search vocabulary (docs/decisions/006-search.md): every distinct word of the catalogue with
-- the number of pieces using it, for correcting misspelt search words by trigram similarity.
-- Statement triggers with transition tables keep it current from any writer (the seed, the
-- server, psql), at one aggregate per statement, so a bulk insert of 100,000 pieces costs one.
-- The words a piece can be found by, unstemmed: what a shopper would type. Letters only, three or
-- more, so tag numbers, purities and fragments are not offered as corrections.
CREATE OR REPLACE FUNCTION product_search_words(search_text text, gender text, occasion text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT word
  FROM unnest(tsvector_to_array(
    to_tsvector('simple'::regconfig, search_text || ' ' || gender || ' ' || replace(occasion, '_', ' '))
  )) AS word
  WHERE word ~ '^[a-z]{3,}$'
$$;
--> statement-breakpoint
INSERT INTO search_words (word, pieces)
SELECT word, count(*)::int
FROM products, product_search_words(products.search_text, products.gender, products.occasion) AS word
GROUP BY word
ON CONFLICT (word) DO UPDATE SET pieces = excluded.pieces;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In word order, so two writers adding the same words lock them in the same order.
  INSERT INTO search_words AS s (word, pieces)
  SELECT word, count(*)::int
  FROM inserted, product_search_words(inserted.search_text, inserted.gender, inserted.occasion) AS word
  GROUP BY word
  ORDER BY word
  ON CONFLICT (word) DO UPDATE SET pieces = s.pieces + excluded.pieces;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_words AS s SET pieces = s.pieces - gone.pieces
  FROM (
    SELECT word, count(*)::int AS pieces
    FROM deleted, product_search_words(deleted.search_text, deleted.gender, deleted.occasion) AS word
    GROUP BY word
  ) AS gone
  WHERE s.word = gone.word;
  DELETE FROM search_words WHERE pieces <= 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Most updates (stock after an order) change no word: only rows whose words may differ are counted.
CREATE OR REPLACE FUNCTION count_search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.search_text AS new_text, n.gender AS new_gender, n.occasion AS new_occasion,
      o.search_text AS old_text, o.gender AS old_gender, o.occasion AS old_occasion
    FROM new_rows n JOIN old_rows o ON o.sno = n.sno
    WHERE (n.search_text, n.gender, n.occasion) IS DISTINCT FROM (o.search_text, o.gender, o.occasion)
  ), delta AS (
    SELECT word, sum(change)::int AS pieces
    FROM (
      SELECT word, 1 AS change
      FROM changed, product_search_words(changed.new_text, changed.new_gender, changed.new_occasion) AS word
      UNION ALL
      SELECT word, -1
      FROM changed, product_search_words(changed.old_text, changed.old_gender, changed.old_occasion) AS word
    ) AS words
    GROUP BY word
    HAVING sum(change) <> 0
  )
  INSERT INTO search_words AS s (word, pieces)
  SELECT word, pieces FROM delta ORDER BY word
  ON CONFLICT (word) DO UPDATE SET pieces = s.pieces + excluded.pieces;
  IF FOUND THEN
    DELETE FROM search_words WHERE pieces <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clear_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_search_words_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_words_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_search_words_deleted();
--> statement-breakpoint
CREATE TRIGGER products_search_words_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_words_updated();
--> statement-breakpoint
CREATE TRIGGER products_search_words_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION clear_search_words();
