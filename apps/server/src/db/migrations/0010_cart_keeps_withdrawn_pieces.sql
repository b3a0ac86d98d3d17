-- Decision 016: a cart row outlives its piece. A piece withdrawn from the catalogue leaves the
-- shopper's row, read with the catalogue's fields empty (the spec's "Unknown Product"), instead of
-- vanishing from the cart unseen. Favourites and recently viewed keep their cascading keys.
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_product_sno_products_sno_fk";
