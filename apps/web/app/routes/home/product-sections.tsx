import { Link } from "react-router";
import { Carousel } from "../../components/carousel";
import { type CardProduct, ProductCard } from "../../components/product-card";
import { GRID_SIZES } from "../../components/product-grid";

/** Spec section 9: the exclusive slider advances every 4000 ms. */
export const EXCLUSIVE_AUTOPLAY_MS = 4000;
/** Four cards across from 576 px, two below (the spec's slider breakpoint). */
const SLIDER_SIZES = "(min-width: 1200px) 276px, (min-width: 576px) 24vw, 48vw";

/** Spec section 2, item 6: three pieces of each category in one slider. Below the fold: images load lazily. */
export function ExclusiveCollection({ products }: { products: CardProduct[] }) {
  return (
    <Carousel
      label="Exclusive collection"
      perView={4}
      perViewSmall={2}
      autoplayMs={EXCLUSIVE_AUTOPLAY_MS}
      loop
      arrows
    >
      {products.map((product) => (
        <ProductCard key={product.SNO} product={product} sizes={SLIDER_SIZES} />
      ))}
    </Carousel>
  );
}

/** Spec section 2, item 10: a handful of the pieces marked best designed, and the way to all of them. */
export function BestDesigned({ products }: { products: CardProduct[] }) {
  return (
    <>
      <ul className="product-grid">
        {products.map((product) => (
          <li key={product.SNO}>
            <ProductCard product={product} sizes={GRID_SIZES} />
          </li>
        ))}
      </ul>
      <p className="home-section__more">
        <Link className="button" to="/shop-left?best_design=true">
          View all best designed jewels
        </Link>
      </p>
    </>
  );
}
