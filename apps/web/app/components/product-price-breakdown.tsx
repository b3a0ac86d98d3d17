import { formatIndianNumber, formatRupees } from "@nagai/contracts/money";
import type { PriceBreakup } from "@nagai/contracts/pricing";
import type { Product } from "@nagai/contracts/product";
import { PURITIES } from "@nagai/contracts/purities";
import { formatIndiaDateTime } from "../lib/price";

type BreakdownProduct = Pick<
  Product,
  "GrossAmount" | "GSTAmount" | "GSTPer" | "GrandTotal" | "HUID" | "PURITY" | "PriceBreakup"
>;

/**
 * The price line by line, as the server priced it and an order will carry it (issue 26 item 3,
 * decision 046): metal (weight × the rate for the purity), making, stones, other charges, GST and
 * the total — or a tag price and its GST — then when the price was set, the BIS hallmark and the
 * piece's HUID. A piece without a breakup (older data) shows the spec's gross + GST.
 */
export function ProductPriceBreakdown({ product }: { product: BreakdownProduct }) {
  const breakup = product.PriceBreakup;
  if (!breakup) return <GrossAndGst product={product} />;
  const weighed = breakup.pricing === "weighed";
  return (
    <div className="price-breakdown">
      <h2 className="price-breakdown__title">Price breakup</h2>
      <dl>
        {weighed ? (
          <>
            <Line label={metalLine(breakup)} amount={breakup.metalValue} />
            <Line
              label={breakup.makingRule ? `Making charges (${breakup.makingRule})` : "Making charges"}
              amount={breakup.makingCharges}
            />
            <Line label="Stones" amount={breakup.stoneCharges} />
            <Line label="Other charges (hallmarking, certification)" amount={breakup.otherCharges} />
          </>
        ) : (
          <Line label="Price (tag)" amount={breakup.taxableValue} />
        )}
        <Line label={`GST ${formatPercent(breakup.gstPercent)}`} amount={breakup.gstAmount} />
        <Line label="Total" amount={breakup.total} total />
      </dl>
      <p className="price-breakdown__note">
        {weighed
          ? `Price as of ${formatIndiaDateTime(breakup.pricedAt)} at today's ${rateWord(breakup.metal)} rate`
          : "Price (tag) + GST"}
      </p>
      <Hallmark purity={product.PURITY} huid={product.HUID} />
    </div>
  );
}

/** "Gold 22K · 5.125 g × ₹13,090.00/g"; a purity weighed at a share of its metal's rate names the purity. */
function metalLine(breakup: PriceBreakup): string {
  const purity = Object.hasOwn(PURITIES, breakup.purity)
    ? PURITIES[breakup.purity as keyof typeof PURITIES]
    : undefined;
  const name = purity && purity.perMille !== 1000 ? breakup.purity : (breakup.metal ?? breakup.purity);
  const weight = formatIndianNumber(breakup.netWeight, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  return `${name} · ${weight} g × ${formatRupees(breakup.ratePerGram ?? 0)}/g`;
}

/** "gold", "silver", "platinum": the ticker's metal in the note under the breakup. */
const rateWord = (metal: string | null) => (metal ?? "metal").split(" ")[0]!.toLowerCase();

function Hallmark({ purity, huid }: { purity: string; huid: string | null }) {
  const grade = Object.hasOwn(PURITIES, purity) ? PURITIES[purity as keyof typeof PURITIES].hallmark : null;
  if (!grade || !huid) return null;
  return (
    <p className="price-breakdown__hallmark">
      BIS hallmark <strong>{grade}</strong> · HUID <strong className="price-breakdown__huid">{huid}</strong>
    </p>
  );
}

function Line({ label, amount, total = false }: { label: string; amount: number; total?: boolean }) {
  return (
    <div className={total ? "price-breakdown__total" : undefined}>
      <dt>{label}</dt>
      <dd>{formatRupees(amount)}</dd>
    </div>
  );
}

/** Spec section 9: GrossAmount, GST with its percentage, and the grand total. */
function GrossAndGst({ product }: { product: BreakdownProduct }) {
  return (
    <dl className="price-breakdown">
      <Line label="Price" amount={product.GrossAmount} />
      <Line label={`GST (${formatPercent(product.GSTPer)})`} amount={product.GSTAmount} />
      <Line label="Grand total" amount={product.GrandTotal} total />
    </dl>
  );
}

function formatPercent(value: number): string {
  return `${formatIndianNumber(value, { maximumFractionDigits: 2 })}%`;
}
