import { formatIndianNumber } from "@nagai/contracts/money";
import type { Product } from "@nagai/contracts/product";
import { data, Form, isRouteErrorResponse, Link } from "react-router";
import { DeliveryCheck, loadDeliveryCheck } from "../components/delivery-check";
import { Price } from "../components/price";
import { BuyNowButton, CartButton, ProductActions, WishlistButton } from "../components/product-actions";
import { ProductPriceBreakdown } from "../components/product-price-breakdown";
import { ApiError, createApiClient } from "../lib/api";
import { FINISH_LABELS, getValueLabel } from "../lib/catalogue-labels";
import { getImageSources } from "../lib/images";
import { CATALOGUE_ONLY, cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { revalidateUnlessPersonalChange } from "../lib/personal-state";
import { getDisplayPrice } from "../lib/price";
import stylesheet from "../product-page.css?url";
import type { Route } from "./+types/product";
import { Gallery } from "./product/gallery";
import { RateChart } from "./product/rate-chart";
import { useRecordView } from "./product/record-view";
import { RelatedProducts } from "./product/related-products";
import { ShareButtons } from "./product/share-buttons";

/** Longest description search engines show in full. */
const META_DESCRIPTION_LENGTH = 155;
/** The API's SNO is a positive 32-bit integer (SnoQuerySchema). */
const MAX_SNO = 2_147_483_647;
/** The rate chart's window (issue 26 item 3). */
const RATE_CHART_DAYS = 30;

/** A product page's one stylesheet: the shell's parts and only those it shows (decision 062). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const sno = readSno(params.sno);
  // Anything that is not an SNO cannot name a piece: the same page as an unknown one.
  if (sno === null) throw data({ message: "Product not found" }, { status: 404, headers: CATALOGUE_ONLY });
  let product: Product;
  const api = createApiClient(context);
  try {
    product = await api.getProduct(sno);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data({ message: "Product not found" }, { status: 404, headers: CATALOGUE_ONLY });
    }
    // The API answered badly (502) or could not be asked at all (500); the page offers a retry.
    throw data(
      { message: "Error loading product details" },
      { status: error instanceof ApiError ? 502 : 500 },
    );
  }
  // The chart of the rate a weighed piece follows; the page stands without it if the history fails.
  const metal = product.PriceBreakup?.pricing === "weighed" ? product.PriceBreakup.metal : null;
  const rates = metal
    ? await createApiClient(context)
        .getRateHistory(metal, RATE_CHART_DAYS)
        .then((history) => history.data)
        .catch(() => [])
    : [];
  // Share previews (WhatsApp, search engines) need absolute addresses.
  const { origin } = context;
  // The delivery check's form without JavaScript (decision 048): a page answering a PIN code is
  // not the catalogue's alone, so it is not kept in the page cache.
  const delivery = await loadDeliveryCheck(new URL(request.url), api);
  return data(
    {
      product,
      origin,
      url: `${origin}/shop-detail/${product.SNO}`,
      rateChart: metal && rates.length > 0 ? { metal, entries: rates, now: new Date().toISOString() } : null,
      delivery,
    },
    { headers: delivery ? {} : CATALOGUE_ONLY },
  );
}

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

// A wishlist or cart change reloads the root (hearts, badges), not the piece.
export const shouldRevalidate = revalidateUnlessPersonalChange;

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${notFound ? "Product not found" : "Error loading product details"} | Nagai` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { product, origin, url } = loaderData;
  const title = `${product.PRODUCTNAME} | Nagai`;
  const description = summarize(product.Description || `${product.PRODUCTNAME}, ${product.ITEMNAME}`);
  const price = getDisplayPrice(product).toFixed(2);
  const [firstImage] = product.ImagePath;
  const image = firstImage ? getImageSources(firstImage, "product") : null;
  const imageUrl = image ? `${origin}${image.src}` : null;
  const structured = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.PRODUCTNAME,
    description,
    sku: product.TAGNO,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "INR",
      availability: product.Stock > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    },
  };
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: "Nagai" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image && imageUrl
      ? [
          { property: "og:image", content: imageUrl },
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
          { property: "og:image:alt", content: product.PRODUCTNAME },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { property: "product:price:amount", content: price },
    { property: "product:price:currency", content: "INR" },
    { "script:ld+json": structured },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, url, delivery, rateChart } = loaderData;
  // Off sale (decision 049): no Add to cart, whatever the stock.
  const offSale = product.ForSale === false;
  const soldOut = offSale || product.Stock <= 0;
  useRecordView(product.SNO);

  return (
    <>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/shop-left?itemName=${encodeURIComponent(product.ITEMNAME)}`}>{product.ITEMNAME}</Link>
          </li>
          <li aria-current="page">{product.PRODUCTNAME}</li>
        </ol>
      </nav>
      <div className="product-detail">
        {/* Keyed by piece: moving to another piece starts its gallery at its first image. */}
        <Gallery key={product.SNO} name={product.PRODUCTNAME} images={product.ImagePath} />
        <section className="product-detail__info" aria-labelledby="product-name">
          <h1 id="product-name" className="product-detail__name">
            {product.PRODUCTNAME}
          </h1>
          <Price amount={getDisplayPrice(product)} mrp={product.MRP} />
          <p className="product-detail__tax-note">Inclusive of all taxes</p>
          <ProductPriceBreakdown product={product} />
          <p className={soldOut ? "product-stock product-stock--out" : "product-stock"}>
            {offSale ? "Not for sale" : soldOut ? "Sold out" : "In stock"}
          </p>
          <ProductActions product={product} className="product-detail__buy">
            {offSale ? null : <CartButton className="button" look="text" disabled={soldOut} />}
            {offSale ? null : <BuyNowButton className="button button--outline" disabled={soldOut} />}
            <WishlistButton className="button button--icon" />
          </ProductActions>
          <DeliveryCheck initial={delivery} />
          {/* Below the actions, which stay in the first screen on a desktop. */}
          {rateChart && <RateChart {...rateChart} days={RATE_CHART_DAYS} />}
          <ShareButtons name={product.PRODUCTNAME} url={url} />
          <dl className="product-facts">
            <div>
              <dt>Weight</dt>
              <dd>{formatGrams(product.NETWT)}</dd>
            </div>
            <div>
              <dt>Purity</dt>
              <dd>{product.PURITY}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>
                <Link to={`/shop-left?itemName=${encodeURIComponent(product.ITEMNAME)}`}>
                  {product.ITEMNAME}
                </Link>
              </dd>
            </div>
            {product.SUBITEMNAME && (
              <div>
                <dt>Type</dt>
                <dd>
                  <Link
                    to={`/shop-left?itemName=${encodeURIComponent(product.ITEMNAME)}&subItemName=${encodeURIComponent(product.SUBITEMNAME)}`}
                  >
                    {product.SUBITEMNAME}
                  </Link>
                </dd>
              </div>
            )}
            {product.CATNAME && (
              <div>
                <dt>Metal</dt>
                <dd>{product.CATNAME}</dd>
              </div>
            )}
            {product.MaterialFinish && (
              <div>
                <dt>Finish</dt>
                <dd>{getValueLabel(FINISH_LABELS, product.MaterialFinish)}</dd>
              </div>
            )}
            <div>
              <dt>Tag</dt>
              <dd>{product.TAGNO}</dd>
            </div>
          </dl>
          {product.Description && (
            <section className="product-detail__description" aria-labelledby="product-description">
              <h2 id="product-description">Description</h2>
              <p>{product.Description}</p>
            </section>
          )}
        </section>
      </div>
      {/* Phones: the price strip of the buy bar, fixed above the actions (product.css); it repeats the price above. */}
      <div className="product-buy-bar__price" aria-hidden="true">
        <Price amount={getDisplayPrice(product)} mrp={product.MRP} />
      </div>
      <RelatedProducts key={product.SNO} sno={product.SNO} itemName={product.ITEMNAME} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="status-page">
        <h1>Product not found</h1>
        <p>This piece may have been sold or the link may be wrong.</p>
        <Link to="/shop-left" className="button">
          Browse the collection
        </Link>
      </section>
    );
  }
  return (
    <section className="status-page" role="alert">
      <h1>Error loading product details</h1>
      <p>Please try again in a moment.</p>
      {/* A GET form to this page: with JavaScript it reruns the loader, without it reloads. */}
      <Form method="get">
        <button type="submit" className="button">
          Retry
        </button>
      </Form>
    </section>
  );
}

function readSno(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const sno = Number(value);
  return sno >= 1 && sno <= MAX_SNO ? sno : null;
}

function summarize(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= META_DESCRIPTION_LENGTH) return clean;
  const cut = clean.slice(0, META_DESCRIPTION_LENGTH - 1);
  // End on a word, not in the middle of one.
  return `${cut.slice(0, cut.lastIndexOf(" ") > 100 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

function formatGrams(value: number): string {
  return `${formatIndianNumber(value, { maximumFractionDigits: 3 })} g`;
}
