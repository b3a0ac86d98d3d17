-- The cart's cap (CART_LIMITS.maxRows: 50 distinct pieces) is kept by the table, so that an add is
-- one statement (decision 016, amendment of stop 17) instead of a transaction of four round trips
-- around the shopper's lock. The trigger takes that same lock (auth/shopper-lock.ts: the users row,
-- FOR NO KEY UPDATE), so one shopper's adds run one after the other; every statement of a
-- plpgsql function reads a fresh snapshot, so the count sees each add committed while this one
-- waited. An add past the cap fails with check_violation on the constraint name cart_items_room,
-- which the cart service answers as the spec's "cart is full". Inserts made by hand obey it too.
CREATE FUNCTION cart_items_keep_room() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR NO KEY UPDATE;
  IF (SELECT count(*) FROM cart_items WHERE user_id = NEW.user_id) >= 50 THEN
    RAISE EXCEPTION 'a cart holds at most 50 pieces'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'cart_items_room';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_keep_room BEFORE INSERT ON cart_items
  FOR EACH ROW EXECUTE FUNCTION cart_items_keep_room();
