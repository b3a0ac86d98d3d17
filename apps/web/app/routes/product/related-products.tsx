import { PAGE_SIZE_DEFAULT } from "@nagai/contracts/constants";
import { useEffect, useState } from "react";
import { Carousel } from "../../components/carousel";
import { type CardProduct, ProductCard, selectCardFields } from "../../components/product-card";
import { createApiClient, getErrorMessage } from "../../lib/api";

// Spec section 2: 4 slides (3 under 576 px), autoplay every 4000 ms, infinite, arrows, size 10.
const PER_VIEW = 4;
const PER_VIEW_SMALL = 3;
const AUTOPLAY_MS = 4000;
const RELATED_PAGE_SIZE = PAGE_SIZE_DEFAULT;
/**
 * The spec asks for "page 1", the old shop's first page. Our pages are zero-based (spec section
 * 9), so page=1 would skip the ten closest pieces and show nothing at all for a small category:
 * the working version asks for the first page, 0.
 */
const RELATED_PAGE = 0;
/**
 * Must match the carousel's slide widths: 4 across from 576 px (page at most 1200 px), 3 below,
 * and 2 on a phone under 480 px (.related-products in carousel.css, decision 054).
 */
const SLIDE_SIZES = "(min-width: 1200px) 285px, (min-width: 576px) 24vw, (min-width: 480px) 32vw, 48vw";

type Load =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "done"; products: CardProduct[] };

/**
 * Loaded in the browser after the piece itself is on screen (the spec's "defer the rest"): the
 * server's HTML carries what the shopper came for, and the slider follows.
 */
export function RelatedProducts({ sno, itemName }: { sno: number; itemName: string }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry runs this again
  useEffect(() => {
    let current = true;
    setLoad({ state: "loading" });
    createApiClient()
      .listProducts({ page: RELATED_PAGE, pageSize: RELATED_PAGE_SIZE, itemName })
      .then(
        (list) => {
          const products = list.data.filter((product) => product.SNO !== sno).map(selectCardFields);
          if (current) setLoad({ state: "done", products });
        },
        (error: unknown) => current && setLoad({ state: "error", message: getErrorMessage(error) }),
      );
    return () => {
      current = false;
    };
  }, [sno, itemName, attempt]);

  return (
    <section className="related-products" aria-labelledby="related-products">
      <h2 id="related-products">Related Products</h2>
      {load.state === "loading" ? (
        <p className="notice" role="status">
          Loading products...
        </p>
      ) : load.state === "error" ? (
        <div className="notice notice--error" role="alert">
          <p>Failed to load products: {load.message}</p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            Retry
          </button>
        </div>
      ) : load.products.length === 0 ? (
        <p className="notice">No related products found.</p>
      ) : (
        <Carousel
          label="Related products"
          perView={PER_VIEW}
          perViewSmall={PER_VIEW_SMALL}
          autoplayMs={AUTOPLAY_MS}
          loop
          arrows
        >
          {load.products.map((product) => (
            <ProductCard key={product.SNO} product={product} sizes={SLIDE_SIZES} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
