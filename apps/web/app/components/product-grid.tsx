import { type CardProduct, ProductCard } from "./product-card";

/** Must match the grid's columns in app.css: 2 on phones, 3 from 600 px, 4 from 960 px, at most 1200 px wide. */
export const GRID_SIZES = "(min-width: 1200px) 285px, (min-width: 960px) 24vw, (min-width: 600px) 32vw, 48vw";
/** The widest row has 4 cards; those are above the fold and load eagerly. */
const FIRST_ROW = 4;

export function ProductGrid({ products }: { products: CardProduct[] }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.SNO}>
          <ProductCard product={product} eager={index < FIRST_ROW} sizes={GRID_SIZES} />
        </li>
      ))}
    </ul>
  );
}
