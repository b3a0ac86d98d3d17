import type { PriceLines } from "../catalog/catalog.public.ts";
import type { OrderForDocuments } from "../orders/orders.public.ts";
import { rupeesInWords } from "./amount-in-words.ts";
import { type Column, createLayout, figure, indianDate, MUTED, PAGE, WARNING } from "./document-layout.ts";
import { type InvoiceFigures, type InvoiceLineInput, invoiceFigures } from "./invoice-figures.ts";
import type { StoredInvoice } from "./invoices.repository.ts";

const PAYMENT = { CASH: "Cash on delivery", ONLINE: "Paid online" } as const;

/** The order's lines as the invoice bills them: each piece, and delivery when charged. */
export function billedLines(order: OrderForDocuments): InvoiceLineInput[] {
  const lines: InvoiceLineInput[] = order.items.map((item) => ({
    description: item.productName,
    ...(item.priceLines ? { detail: soldAt(item.priceLines, item.huid) } : {}),
    tagNo: item.tagNo,
    quantity: item.quantity,
    unitPaise: item.pricePaise,
    ...(item.priceLines
      ? { sold: { taxablePaise: item.priceLines.taxablePaise, gstPaise: item.priceLines.gstPaise } }
      : {}),
  }));
  // Delivery of the goods is part of one composite supply: taxed as the jewellery is (HSN 7113).
  if (order.shippingFeePaise > 0) {
    lines.push({
      description: "Delivery charges",
      tagNo: null,
      quantity: 1,
      unitPaise: order.shippingFeePaise,
    });
  }
  return lines;
}

/**
 * A piece's price as it was sold, for its invoice line: "22K, 5.125 g at 13,090.00/g = 67,086.25,
 * making 8,385.78 (12.5% of metal value), stones 2,500.00, other 45.00; HUID AB12C3".
 */
function soldAt(lines: PriceLines, huid: string | null): string {
  const parts =
    lines.pricing === "weighed"
      ? [
          `${lines.purity}, ${lines.netWeightGrams.toFixed(3)} g at ${figure(lines.ratePerGramPaise ?? 0)}/g = ${figure(lines.metalValuePaise)}`,
          `making ${figure(lines.makingChargesPaise)}${lines.makingRule ? ` (${lines.makingRule})` : ""}`,
          ...(lines.stoneChargesPaise > 0 ? [`stones ${figure(lines.stoneChargesPaise)}`] : []),
          ...(lines.otherChargesPaise > 0 ? [`other ${figure(lines.otherChargesPaise)}`] : []),
        ]
      : [`${lines.purity}, tag price ${figure(lines.totalPaise)}`];
  return `${parts.join(", ")}${huid ? `; HUID ${huid}` : ""}`;
}

/**
 * The figures of an order's invoice. They must come to what the shopper was charged: an order
 * whose total is not its lines' sum (a discount, which no order has yet) is refused, never billed
 * wrong.
 */
export function figuresOf(order: OrderForDocuments, invoice: StoredInvoice): InvoiceFigures {
  const figures = invoiceFigures(billedLines(order), invoice.interState);
  if (figures.totalPaise !== order.totalPaise) {
    throw new Error(
      `order ${order.orderNumber}: its lines come to ${figures.totalPaise} paise, its total is ${order.totalPaise}`,
    );
  }
  return figures;
}

/** The GST tax invoice (decision 045): seller, buyer, place of supply, lines, tax, total in words. */
export async function createInvoicePdf(
  order: OrderForDocuments,
  invoice: StoredInvoice,
): Promise<Uint8Array> {
  const figures = figuresOf(order, invoice);
  const layout = await createLayout(`Tax invoice ${invoice.invoiceNumber}`);
  const { bold } = layout;
  const width = PAGE.width - 2 * PAGE.margin;
  const half = width / 2;
  const left = PAGE.margin;
  const middle = left + half + 10;

  layout.text("TAX INVOICE", left, layout.y - 16, { font: bold, size: 16 });
  layout.text("Original for recipient", left, layout.y - 16, {
    size: 8,
    color: MUTED,
    align: "right",
    width,
  });
  layout.y -= 24;
  if (invoice.specimen) {
    layout.text("SPECIMEN: a demo shop's invoice, not a valid tax invoice", left, layout.y - 10, {
      font: bold,
      size: 9,
      color: WARNING,
    });
    layout.y -= 14;
  }

  // The seller on the left, the invoice's particulars on the right.
  const top = layout.y;
  layout.y -= 6;
  layout.block(invoice.sellerName, left, half, { font: bold, size: 11 });
  layout.block(invoice.sellerAddress, left, half);
  layout.block(`GSTIN: ${invoice.sellerGstin}`, left, half, { font: bold });
  layout.block(`State: ${invoice.sellerStateName} (code ${invoice.sellerStateCode})`, left, half);
  const sellerBottom = layout.y;
  layout.y = top - 6;
  for (const line of [
    `Invoice number: ${invoice.invoiceNumber}`,
    `Invoice date: ${indianDate(invoice.issuedAt)}`,
    `Order: ${order.orderNumber} of ${indianDate(order.createdAt)}`,
    `Payment: ${PAYMENT[order.paymentMode]}`,
    `Place of supply: ${invoice.placeOfSupplyName} (code ${invoice.placeOfSupplyCode})`,
  ]) {
    layout.block(line, middle, half - 10);
  }
  layout.y = Math.min(layout.y, sellerBottom) - 8;
  layout.rule(layout.y);

  layout.y -= 4;
  layout.block("Bill to and ship to", left, width, { font: bold });
  layout.block(order.customerName, left, width);
  layout.block(order.address, left, width);
  layout.block(`Phone ${order.contact}   ${order.email}`, left, width);
  layout.y -= 10;

  const amount = (title: string): Column => ({ title, width: 62, align: "right" });
  const taxColumns = invoice.interState ? [amount("IGST 3%")] : [amount("CGST 1.5%"), amount("SGST 1.5%")];
  const descriptionWidth = width - 22 - 38 - 26 - 74 - 62 * taxColumns.length - 70;
  layout.table(
    [
      { title: "#", width: 22 },
      { title: "Description", width: descriptionWidth },
      { title: "HSN", width: 38 },
      { title: "Qty", width: 26, align: "right" },
      { title: "Taxable value", width: 74, align: "right" },
      ...taxColumns,
      { title: "Amount", width: 70, align: "right" },
    ],
    figures.lines.map((line, index) => [
      String(index + 1),
      `${line.description}${line.tagNo ? ` (tag ${line.tagNo})` : ""}${line.detail ? `: ${line.detail}` : ""}`,
      line.hsn,
      String(line.quantity),
      figure(line.taxablePaise),
      ...(invoice.interState ? [figure(line.igstPaise)] : [figure(line.cgstPaise), figure(line.sgstPaise)]),
      figure(line.amountPaise),
    ]),
  );

  // The totals, right-aligned under the table.
  const totals: [string, string][] = [
    ["Taxable value", figure(figures.taxablePaise)],
    ...(invoice.interState
      ? ([["IGST @ 3%", figure(figures.igstPaise)]] as [string, string][])
      : ([
          ["CGST @ 1.5%", figure(figures.cgstPaise)],
          ["SGST @ 1.5%", figure(figures.sgstPaise)],
        ] as [string, string][])),
    ["Total (Rs.)", figure(figures.totalPaise)],
  ];
  layout.y -= 6;
  for (const [label, value] of totals) {
    layout.keep(14);
    layout.y -= 13;
    const font = label.startsWith("Total") ? bold : layout.regular;
    layout.text(label, left + width - 250, layout.y, { font, size: 9.5 });
    layout.text(value, left, layout.y, { font, size: 9.5, align: "right", width: width - 4 });
  }
  layout.y -= 10;
  layout.block(`Amount in words: ${rupeesInWords(figures.totalPaise)}`, left, width, { font: bold });
  layout.y -= 6;
  layout.block(
    "Prices include GST. Pieces are billed at the metal rate, making, stone and other charges they were sold at. Tax payable on reverse charge: No.",
    left,
    width,
    { size: 8 },
  );
  layout.y -= 24;
  layout.keep(40);
  layout.text(`For ${invoice.sellerName}`, left, layout.y, { font: bold, align: "right", width });
  layout.text("Authorised signatory (computer-generated invoice, no signature needed)", left, layout.y - 28, {
    size: 8,
    color: MUTED,
    align: "right",
    width,
  });
  layout.footers(`${invoice.sellerName} | Tax invoice ${invoice.invoiceNumber}`);
  return layout.document.save();
}
