import type { OrderStatusValue } from "./order-texts.ts";

/**
 * The order's documents (issue 25 item 4, decision 045): the GST tax invoice and the packing slip.
 * Jewellery is HSN 7113 at 3 % GST: CGST 1.5 % + SGST 1.5 % when the parcel goes to the shop's own
 * state, else IGST 3 %. The catalogue's prices include GST (spec: GrandTotal = GrossAmount +
 * GSTAmount), so an invoice splits each price into its taxable value and the tax in it.
 */
export const INVOICE_TAX = {
  hsn: "7113",
  /** GST in basis points of the taxable value: 3 %. */
  rateBasisPoints: 300,
} as const;

/** An invoice exists once the order has shipped; a packing slip once it is being packed. */
export const INVOICE_STATUSES: readonly OrderStatusValue[] = ["SHIPPED", "DELIVERED"];
export const PACKING_SLIP_STATUSES: readonly OrderStatusValue[] = ["PROCESSING", "SHIPPED", "DELIVERED"];

export const INVOICE_MESSAGES = {
  invoiceNotYet: (status: string) => `The invoice is issued when the order ships; this order is ${status}.`,
  packingSlipNotYet: (status: string) =>
    `The packing slip is ready once the order is PROCESSING; this order is ${status}.`,
  download: "Download the tax invoice (PDF)",
} as const;

/** The shopper's invoice of one of their orders (GET, application/pdf). */
export const shopperInvoicePath = (orderId: string) =>
  `/api/v1/orders/${encodeURIComponent(orderId)}/invoice`;

/**
 * The states and union territories with their GST state codes (the first two digits of a GSTIN),
 * and other names shoppers type for them. The place of supply is read from the delivery address.
 */
export const GST_STATES: readonly { code: string; name: string; aliases?: readonly string[] }[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand", aliases: ["Uttaranchal"] },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi", aliases: ["New Delhi", "NCT of Delhi"] },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha", aliases: ["Orissa"] },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  {
    code: "26",
    name: "Dadra and Nagar Haveli and Daman and Diu",
    aliases: ["Daman and Diu", "Dadra and Nagar Haveli"],
  },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu", aliases: ["Tamilnadu"] },
  { code: "34", name: "Puducherry", aliases: ["Pondicherry"] },
  { code: "35", name: "Andaman and Nicobar Islands", aliases: ["Andaman and Nicobar"] },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
];

const comparable = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z]/g, "");

const STATE_BY_NAME = new Map(
  GST_STATES.flatMap((state) =>
    [state.name, ...(state.aliases ?? [])].map((name) => [comparable(name), state] as const),
  ),
);

/** The state a name means (any case, spacing or "&"), or undefined. */
export function findGstState(name: string): { code: string; name: string } | undefined {
  const state = STATE_BY_NAME.get(comparable(name));
  return state && { code: state.code, name: state.name };
}
