import type { Product } from "@nagai/contracts/product";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { createApiClient, getErrorMessage } from "../lib/api";
import { getDisplayPrice } from "../lib/price";
import { Picture } from "./picture";
import { Price } from "./price";
import { CartButton, ProductActions, WishlistButton } from "./product-actions";
import { ProductPriceBreakdown } from "./product-price-breakdown";

interface QuickViewProps {
  sno: number;
  /** Known from the card, so the dialog has its name while the piece loads. */
  name: string;
  /** Called once the dialog has closed (close button, Escape or the backdrop). */
  onClose(): void;
}

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "done"; product: Product };

/**
 * The spec's "exchange" quick action only logged; here it opens a quick look at the piece. It is
 * mounted only while open and loads the full piece then, so cards carry no detail data.
 */
export default function QuickView({ sno, name, onClose }: QuickViewProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  useEffect(() => {
    let current = true;
    createApiClient()
      .getProduct(sno)
      .then(
        (product) => current && setLoad({ state: "done", product }),
        (error: unknown) => current && setLoad({ state: "error", message: getErrorMessage(error) }),
      );
    return () => {
      current = false;
    };
  }, [sno]);

  const titleId = `quick-view-${sno}`;
  return (
    // A click on the backdrop lands on the dialog itself and closes it; Escape is the keyboard's way.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      ref={dialogRef}
      className="quick-view"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="quick-view__body">
        <button
          type="button"
          className="dialog-close"
          aria-label="Close quick view"
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="quick-view__title">
          {load.state === "done" ? load.product.PRODUCTNAME : name}
        </h2>
        {load.state === "loading" && <p role="status">Loading...</p>}
        {load.state === "error" && (
          <p className="notice notice--error" role="alert">
            {load.message}
          </p>
        )}
        {load.state === "done" && <QuickViewDetails product={load.product} />}
      </div>
    </dialog>
  );
}

function QuickViewDetails({ product }: { product: Product }) {
  const [first, ...rest] = product.ImagePath;
  return (
    <div className="quick-view__content">
      <div className="quick-view__images">
        {first ? (
          <Picture path={first} alt={product.PRODUCTNAME} sizes="(min-width: 640px) 280px, 80vw" eager />
        ) : (
          <div
            className="product-card__no-image"
            role="img"
            aria-label={`${product.PRODUCTNAME}: no photo yet`}
          />
        )}
        {rest.length > 0 && (
          <ul className="quick-view__thumbs">
            {rest.map((path, index) => (
              <li key={path}>
                <Picture path={path} alt={`${product.PRODUCTNAME}, view ${index + 2}`} sizes="80px" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="quick-view__info">
        <Price amount={getDisplayPrice(product)} mrp={product.MRP} />
        <ProductPriceBreakdown product={product} />
        {product.Stock <= 0 && <p className="product-stock product-stock--out">Sold out</p>}
        <ProductActions product={product} className="quick-view__actions">
          <CartButton className="button" look="text" disabled={product.Stock <= 0} />
          <WishlistButton className="button button--icon" />
          <Link to={`/shop-detail/${product.SNO}`} className="button button--outline">
            View full details
          </Link>
        </ProductActions>
      </div>
    </div>
  );
}
