import type { OrderForDocuments } from "../orders/orders.public.ts";
import { createLayout, indianDate, MUTED, PAGE } from "./document-layout.ts";

/**
 * The packing slip (decision 045): what goes in the parcel and where it goes, for the counter and
 * the courier. No prices: it travels inside the parcel.
 */
export async function createPackingSlipPdf(order: OrderForDocuments, shopName: string): Promise<Uint8Array> {
  const layout = await createLayout(`Packing slip ${order.orderNumber}`);
  const { bold } = layout;
  const width = PAGE.width - 2 * PAGE.margin;
  const left = PAGE.margin;

  layout.text("PACKING SLIP", left, layout.y - 16, { font: bold, size: 16 });
  layout.text(shopName, left, layout.y - 16, { font: bold, size: 10, align: "right", width });
  layout.y -= 26;
  layout.block(`Order ${order.orderNumber} of ${indianDate(order.createdAt)}`, left, width, { font: bold });
  layout.block(
    order.paymentMode === "CASH" ? "Cash on delivery: the courier collects the payment" : "Paid online",
    left,
    width,
  );
  if (order.courierTrackingId) layout.block(`Tracking id: ${order.courierTrackingId}`, left, width);
  layout.y -= 8;
  layout.rule(layout.y);
  layout.y -= 4;
  layout.block("Ship to", left, width, { font: bold });
  layout.block(order.customerName, left, width, { size: 11 });
  layout.block(order.address, left, width, { size: 11 });
  layout.block(`Phone ${order.contact}`, left, width, { size: 11 });
  layout.y -= 12;

  layout.table(
    [
      { title: "#", width: 24 },
      { title: "Piece", width: width - 24 - 70 - 110 - 40 - 60 },
      { title: "Item id", width: 70 },
      { title: "Tag number", width: 110 },
      { title: "Qty", width: 40, align: "right" },
      { title: "Packed", width: 60 },
    ],
    order.items.map((item, index) => [
      String(index + 1),
      item.productName,
      String(item.itemId),
      item.tagNo,
      String(item.quantity),
      "[   ]",
    ]),
  );
  const pieces = order.items.reduce((total, item) => total + item.quantity, 0);
  layout.y -= 6;
  layout.block(`Pieces in this parcel: ${pieces}`, left, width, { font: bold });
  layout.y -= 20;
  layout.keep(30);
  layout.text("Packed by: ____________________   Checked by: ____________________", left, layout.y, {
    color: MUTED,
  });
  layout.footers(`${shopName} | Packing slip ${order.orderNumber}`);
  return layout.document.save();
}
