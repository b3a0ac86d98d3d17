import { z } from "zod";

export { PAYMENT, PAYMENT_MESSAGES, PAYMENT_RETURN_PAGES } from "./payment-texts.ts";

/**
 * Text the client or the gateway sends that the server reads: bounded, so no field can be huge, and
 * well-formed (no lone UTF-16 surrogate, which no encoding can
 * carry, so the gateway's hash of it would never match) and no control characters.
 */
const text = (max: number) =>
  z
    .string()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    .regex(/^(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/, {
      message: "must be plain text: no control characters or broken characters",
    });
/** A field the spec's client sends and the server ignores: it decides these itself. */
const ignored = (why: string) => z.unknown().optional().describe(`Ignored: ${why}`);

/**
 * The spec's payment initiation request (seed 001 section 3). `merchantTxnNo` names the order to
 * pay: the orderId that POST /order/create answered. Everything the gateway is told — the amount,
 * the gateway's own transaction number, the shopper's e-mail and number, where the browser comes
 * back to — is the server's: the client's copies are ignored, except that an `amount` that is not
 * the order's is refused, so the shopper never pays a figure other than the one the page shows.
 */
export const PaymentInitiateSaleBodySchema = z
  .object({
    merchantTxnNo: text(64).trim().min(1, "merchantTxnNo must be the order's id").describe("The order's id"),
    amount: z
      .union([z.number(), text(32)])
      .optional()
      .describe("Rupees; when sent, it must be the order's total, else 409 AMOUNT_MISMATCH"),
    currencyCode: z
      .union([z.literal("356"), z.literal(356)])
      .optional()
      .describe("356 (rupees), the only currency"),
    payType: z
      .union([z.literal("0"), z.literal(0)])
      .optional()
      .describe("0, a redirect sale"),
    transactionType: z.literal("SALE").optional(),
    addlParam1: text(256).optional().describe("Kept with the payment; the gateway is sent the order's id"),
    addlParam2: text(256).optional(),
    returnURL: ignored("the gateway sends the browser back to the shop's own /api/v1/payment/return"),
    customerEmailID: ignored("the order's e-mail is sent"),
    customerMobileNo: ignored("the number of the account that placed the order is sent"),
  })
  .meta({ id: "PaymentInitiateSaleBody" });
export type PaymentInitiateSaleBody = z.infer<typeof PaymentInitiateSaleBodySchema>;

export const PaymentInitiateSaleResponseSchema = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    redirectURI: z
      .string()
      .describe("The gateway's payment page: POST /payment/redirect-url gives the address"),
    tranCtx: z.string().describe("The gateway's context for this payment"),
    merchantTxnNo: z.string().describe("The gateway transaction number the server made for this attempt"),
    orderId: z.string(),
    amount: z.number().describe("Rupees: the order's total, what the gateway will ask for"),
  })
  .meta({ id: "PaymentInitiateSaleResponse" });
export type PaymentInitiateSaleResponse = z.infer<typeof PaymentInitiateSaleResponseSchema>;

export const PaymentRedirectBodySchema = z
  .object({
    redirectURI: text(2048).optional().describe("As initiate-sale answered it; the server uses its own copy"),
    tranCtx: text(256).trim().min(1, "tranCtx is required"),
  })
  .meta({ id: "PaymentRedirectBody" });
export type PaymentRedirectBody = z.infer<typeof PaymentRedirectBodySchema>;

/**
 * What the gateway sends back, to the browser's return (query or form) and to the payment advice:
 * text fields, secureHash among them. Other fields may come too; the hash covers every one that
 * is not empty, and a field that is not text makes the message unsigned (400). No schema id: a
 * query's schema must be written out in the OpenAPI document, not referred to.
 */
export const GatewayMessageSchema = z
  .looseObject(
    Object.fromEntries(
      [
        "merchantId",
        "merchantTxnNo",
        "responseCode",
        "respDescription",
        "amount",
        "txnID",
        "paymentDateTime",
        "addlParam1",
        "addlParam2",
        "secureHash",
      ].map((name) => [name, text(2048).optional()]),
    ),
  )
  .describe("The gateway's signed fields; any others it sends are covered by secureHash too");

export const PaymentAdviceResponseSchema = z
  .object({
    status: z.literal("success"),
    merchantTxnNo: z.string(),
    paymentStatus: z.enum(["INITIATED", "PENDING", "SUCCESS", "FAILED", "CANCELLED"]),
  })
  .meta({ id: "PaymentAdviceResponse" });
export type PaymentAdviceResponse = z.infer<typeof PaymentAdviceResponseSchema>;
