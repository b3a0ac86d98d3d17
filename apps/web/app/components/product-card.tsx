import type { Product } from "@nagai/contracts/product";
import { Link } from "react-router";
import { getImageSources } from "../lib/images";
import { getDisplayPrice } from "../lib/price";
import { Price } from "./price";

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
  /** The `sizes` of the grid the card sits in. */
  sizes: string;
}

export function ProductCard({ product, eager = false, sizes }: ProductCardProps) {
  const [first, second] = product.ImagePath;
  return (
    <article className="product-card">
      <Link to={`/shop-detail/${product.SNO}`} className="product-card__link">
        <div className="product-card__media">
          {first ? (
            <ProductImage path={first} alt={product.PRODUCTNAME} sizes={sizes} eager={eager} />
          ) : (
            <div
              className="product-card__no-image"
              role="img"
              aria-label={`${product.PRODUCTNAME}: no photo yet`}
            />
          )}
          {/* The second view repeats the piece: decorative, so it has an empty alt. */}
          {second && (
            <ProductImage path={second} alt="" sizes={sizes} eager={false} className="product-card__alt" />
          )}
        </div>
        <h3 className="product-card__name">{product.PRODUCTNAME}</h3>
      </Link>
      <Price amount={getDisplayPrice(product)} mrp={product.MRP} />
    </article>
  );
}

interface ProductImageProps {
  path: string;
  alt: string;
  sizes: string;
  eager: boolean;
  className?: string;
}

function ProductImage({ path, alt, sizes, eager, className }: ProductImageProps) {
  const image = getImageSources(path, "product");
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
