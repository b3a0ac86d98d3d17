import { useRef } from "react";
import { Link } from "react-router";
import { Picture } from "../../components/picture";
import { useHydrated } from "../../lib/use-hydrated";
import { getListingHref } from "./listing-href";
import type { CategoryCard } from "./load-home";

/** Spec section 9: the category scroller's arrows move it 220 px. */
export const CATEGORY_SCROLL_STEP = 220;
/** A banner shown 120 px high and cropped to a circle: about 320 px of it is drawn. */
const CIRCLE_SIZES = "320px";

/** Spec section 2, item 3: a row of categories; swiping scrolls it, the arrows move it a step. */
export function CategoryScroller({ categories }: { categories: CategoryCard[] }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();

  function scrollByStep(direction: 1 | -1) {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    rowRef.current?.scrollBy({
      left: direction * CATEGORY_SCROLL_STEP,
      behavior: reduce ? "auto" : "smooth",
    });
  }

  return (
    <div className="category-scroller">
      <button
        type="button"
        className="category-scroller__arrow category-scroller__arrow--prev"
        aria-label="Scroll categories back"
        disabled={!hydrated}
        onClick={() => scrollByStep(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="category-scroller__row" ref={rowRef}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              className="category-scroller__item"
              to={getListingHref({ itemName: category.item_name.toLowerCase() })}
            >
              <Picture
                path={category.image_path}
                kind="banner"
                alt=""
                sizes={CIRCLE_SIZES}
                className="category-scroller__picture"
              />
              <span>{category.item_name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="category-scroller__arrow category-scroller__arrow--next"
        aria-label="Scroll categories forward"
        disabled={!hydrated}
        onClick={() => scrollByStep(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
