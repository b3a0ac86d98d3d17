import { findGstState, INVOICE_TAX } from "@nagai/contracts/invoice";

/**
 * The invoice's arithmetic (decisions 045, 046), in whole paise. Catalogue prices include GST
 * (spec: GrandTotal = GrossAmount + GSTAmount), so each line's amount is what the shopper paid.
 * A piece sold with its price lines frozen (decision 046) is billed at them: its taxable value and
 * GST are the ones it was sold at; within the seller's state the GST is split into CGST, half of it
 * to the paisa (rounded up), and SGST, the rest, so the two differ by at most a paisa. Any other
 * line (delivery, a piece sold before prices followed the rate) is split into its taxable value and
 * the tax in it: the tax is rounded to the paisa and the taxable value is the rest, CGST and SGST
 * equal halves. Either way every line, and the invoice, adds up to exactly the order's total.
 * Elsewhere than the seller's state the tax is IGST.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The financial year (April to March, India time) a moment falls in: { start: 2026, label: "2026-27" }. */
export function financialYearOf(moment: Date): { start: number; label: string } {
  const india = new Date(moment.getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return { start, label: `${start}-${String((start + 1) % 100).padStart(2, "0")}` };
}

/** The number printed on the invoice: NG/26-27/000042 (GST rules allow 16 characters). */
export function formatInvoiceNumber(financialYear: { start: number }, serial: number): string {
  const years = `${String(financialYear.start % 100).padStart(2, "0")}-${String((financialYear.start + 1) % 100).padStart(2, "0")}`;
  return `NG/${years}/${String(serial).padStart(6, "0")}`;
}

/**
 * Where the goods are supplied: the state the delivery address names (its "…, State - 600017,
 * India" part, else any part that is a state's name), or undefined when it names none.
 */
export function stateOfAddress(address: string): { code: string; name: string } | undefined {
  const parts = address.split(",").map((part) => part.trim());
  // The checkout's and the saved addresses' line: "…, city, State - 625020, India".
  for (const part of parts.toReversed()) {
    const named = findGstState(part.replace(/\s*-?\s*\d{6}\s*$/, ""));
    if (named) return named;
  }
  return undefined;
}

export interface InvoiceLineInput {
  description: string;
  tagNo: string | null;
  quantity: number;
  /** What the shopper paid for one, GST included. */
  unitPaise: number;
  /** How a piece's price was made up when sold, printed under its description. */
  detail?: string;
  /** One piece's taxable value and GST as sold (decision 046), when the order kept them. */
  sold?: { taxablePaise: number; gstPaise: number };
}

export interface InvoiceLine extends InvoiceLineInput {
  hsn: string;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceFigures {
  lines: InvoiceLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** GST within `amountPaise` at the rate: amount × rate / (1 + rate), to the nearest paisa. */
function taxWithin(amountPaise: number, basisPoints: number): number {
  return Math.round((amountPaise * basisPoints) / (10_000 + INVOICE_TAX.rateBasisPoints));
}

export function invoiceLine(input: InvoiceLineInput, interState: boolean): InvoiceLine {
  const amountPaise = input.unitPaise * input.quantity;
  if (input.sold && input.sold.taxablePaise + input.sold.gstPaise === input.unitPaise) {
    const taxPaise = input.sold.gstPaise * input.quantity;
    const cgstPaise = interState ? 0 : Math.ceil(taxPaise / 2);
    return {
      ...input,
      hsn: INVOICE_TAX.hsn,
      amountPaise,
      taxablePaise: input.sold.taxablePaise * input.quantity,
      cgstPaise,
      sgstPaise: interState ? 0 : taxPaise - cgstPaise,
      igstPaise: interState ? taxPaise : 0,
    };
  }
  const rate = INVOICE_TAX.rateBasisPoints;
  const igstPaise = interState ? taxWithin(amountPaise, rate) : 0;
  // CGST and SGST are each half the rate, so they are equal whatever the rounding.
  const halfPaise = interState ? 0 : taxWithin(amountPaise, rate / 2);
  return {
    ...input,
    hsn: INVOICE_TAX.hsn,
    amountPaise,
    taxablePaise: amountPaise - igstPaise - 2 * halfPaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise,
  };
}

export function invoiceFigures(inputs: readonly InvoiceLineInput[], interState: boolean): InvoiceFigures {
  const lines = inputs.map((input) => invoiceLine(input, interState));
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.amountPaise),
  };
}
