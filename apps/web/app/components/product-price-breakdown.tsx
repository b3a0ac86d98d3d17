import { formatIndianNumber, formatRupees } from "@nagai/contracts/money";
import type { Product } from "@nagai/contracts/product";

type BreakdownProduct = Pick<Product, "GrossAmount" | "GSTAmount" | "GSTPer" | "GrandTotal">;

/** Spec section 9: GrossAmount, GST with its percentage, and the grand total. */
export function ProductPriceBreakdown({ product }: { product: BreakdownProduct }) {
  return (
    <dl className="price-breakdown">
      <div>
        <dt>Price</dt>
        <dd>{formatRupees(product.GrossAmount)}</dd>
      </div>
      <div>
        <dt>GST ({formatPercent(product.GSTPer)})</dt>
        <dd>{formatRupees(product.GSTAmount)}</dd>
      </div>
      <div className="price-breakdown__total">
        <dt>Grand total</dt>
        <dd>{formatRupees(product.GrandTotal)}</dd>
      </div>
    </dl>
  );
}

function formatPercent(value: number): string {
  return `${formatIndianNumber(value, { maximumFractionDigits: 2 })}%`;
}
