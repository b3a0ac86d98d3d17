import { formatRupees } from "@nagai/contracts/money";
import { getMrpSaving } from "../lib/price";

interface PriceProps {
  amount: number;
  /** Real compare-at price, or null when the piece has none. */
  mrp: number | null;
}

export function Price({ amount, mrp }: PriceProps) {
  const saving = getMrpSaving(amount, mrp);
  return (
    <p className="price">
      <span className="price__now">{formatRupees(amount)}</span>
      {saving && (
        <>
          {/* A strike-through is invisible to screen readers, so the MRP is named in words. */}
          <span className="visually-hidden">{", MRP "}</span>
          <s className="price__mrp">{formatRupees(saving.mrp)}</s>
          {saving.percentOff > 0 && <span className="price__off">{` ${saving.percentOff}% off`}</span>}
        </>
      )}
    </p>
  );
}
