import type { Product } from "@nagai/contracts/product";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { getDisplayPrice } from "../lib/price";
import { useHydrated } from "../lib/use-hydrated";
import { Picture } from "./picture";
import { Price } from "./price";
import { CartButton, ProductActions, WishlistButton } from "./product-actions";
import { EyeIcon } from "./product-icons";

/** Opened by a tap on the eye, never on a first paint: its code loads then (decision 056). */
const QuickView = lazy(() => import("./quick-view"));

/** The spec caps card images at 2: the piece, and a second view revealed on hover. */
const CARD_IMAGE_LIMIT = 2;

/** What a card shows; loaders send only this, so the page's hydration data stays small. */
export type CardProduct = Pick<Product, "SNO" | "PRODUCTNAME" | "ImagePath" | "GrandTotal" | "RATE" | "MRP">;

export function selectCardFields(product: Product): CardProduct {
  return {
    SNO: product.SNO,
    PRODUCTNAME: product.PRODUCTNAME,
    ImagePath: product.ImagePath.slice(0, CARD_IMAGE_LIMIT),
    GrandTotal: product.GrandTotal,
    RATE: product.RATE,
    MRP: product.MRP,
  };
}

interface ProductCardProps {
  product: CardProduct;
  /** Cards in the first row are above the fold: load their image at once. */
  eager?: boolean;
  /** The page's first card: its picture is the likely LCP, fetched before the others. */
  highPriority?: boolean;
  /** The `sizes` of the grid the card sits in. */
  sizes: string;
}

export function ProductCard({ product, eager = false, highPriority = false, sizes }: ProductCardProps) {
  const [first, second] = product.ImagePath;
  const hydrated = useHydrated();
  const [quickView, setQuickView] = useState(false);
  const quickViewButton = useRef<HTMLButtonElement>(null);
  const name = product.PRODUCTNAME;

  return (
    <article className="product-card product-card--actions">
      <Link to={`/shop-detail/${product.SNO}`} className="product-card__link">
        {/*
          The pictures' alt is empty: the link's name is the piece's name below them, and a screen
          reader would say it twice (Lighthouse's image-redundant-alt).
        */}
        <div className="product-card__media">
          {!first ? (
            <div className="product-card__no-image" role="img" aria-label={`${name}: no photo yet`} />
          ) : !second ? (
            <Picture path={first} alt="" sizes={sizes} eager={eager} highPriority={highPriority} />
          ) : (
            <>
              <Door path={first} sizes={sizes} eager={eager} highPriority={highPriority} />
              <Picture path={second} alt="" sizes={sizes} className="product-card__behind" />
            </>
          )}
        </div>
        <h3 className="product-card__name">{name}</h3>
      </Link>
      <Price amount={getDisplayPrice(product)} mrp={product.MRP} />
      {/*
        Outside the link: a button inside a link is not allowed. Shown on hover, on focus, and
        always on touch screens. A real form: the cart and heart work before hydration too.
      */}
      <ProductActions product={product} className="product-card__actions">
        <button
          ref={quickViewButton}
          type="button"
          className="product-card__action"
          aria-label={`Quick view: ${name}`}
          title="Quick view"
          disabled={!hydrated}
          onClick={() => setQuickView(true)}
        >
          <EyeIcon />
        </button>
        <CartButton className="product-card__action" look="icon" named />
        <WishlistButton className="product-card__action" named />
      </ProductActions>
      {quickView && (
        <Suspense fallback={null}>
          <QuickView
            sno={product.SNO}
            name={name}
            onClose={() => {
              setQuickView(false);
              quickViewButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </article>
  );
}

/**
 * The first view, opening like a pair of doors on the second, which waits behind it. The server's
 * HTML has one leaf, the whole picture, which opens as a single door. Once the picture has loaded
 * in a browser that can hover, the right leaf is added, painted with the very file the left one
 * shows (no second download), and each leaf shows its half. One <picture> in the HTML instead of
 * two keeps a listing page about 20 KB smaller (decision 008).
 */
interface DoorProps {
  path: string;
  sizes: string;
  eager: boolean;
  highPriority: boolean;
}

function Door({ path, sizes, eager, highPriority }: DoorProps) {
  const doorRef = useRef<HTMLDivElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  useEffect(() => {
    const img = doorRef.current?.querySelector("img");
    // A touch screen never opens the door (product.css): no second leaf, no render per card.
    if (!img || !window.matchMedia("(hover: hover)").matches) return;
    const split = () => {
      if (img.naturalWidth > 0 && img.currentSrc) setLoadedSrc(img.currentSrc);
    };
    if (img.complete) split();
    else img.addEventListener("load", split, { once: true });
    return () => img.removeEventListener("load", split);
  }, []);

  return (
    <div
      ref={doorRef}
      className={loadedSrc ? "product-card__door product-card__door--split" : "product-card__door"}
    >
      <Picture
        path={path}
        alt=""
        sizes={sizes}
        eager={eager}
        highPriority={highPriority}
        className="product-card__leaf product-card__leaf--left"
      />
      {loadedSrc && (
        <span
          className="product-card__leaf product-card__leaf--right"
          style={{ backgroundImage: `url("${loadedSrc}")` }}
        />
      )}
    </div>
  );
}
