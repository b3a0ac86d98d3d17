import { z } from "zod";

import { PRICING_MODES } from "./purities.ts";

export * from "./purities.ts";

/**
 * A piece's price, line by line, in rupees with two decimals: the figures an order carries. For a
 * tag-priced piece `metal` and `ratePerGram` are null and the taxable value is the tag price less
 * the GST it includes.
 */
export const PriceBreakupSchema = z
  .object({
    pricing: z.enum(PRICING_MODES),
    metal: z.string().nullable().describe("The ticker's rate the piece is weighed at, e.g. Gold 22K"),
    purity: z.string(),
    ratePerGram: z.number().nullable().describe("Rupees per gram for the purity"),
    netWeight: z.number().describe("Grams, three decimals"),
    metalValue: z.number(),
    makingCharges: z.number(),
    makingRule: z
      .string()
      .nullable()
      .describe('How making is charged, e.g. "12% of metal value" or "₹450 per gram"'),
    stoneCharges: z.number(),
    otherCharges: z.number().describe("Hallmarking, certification"),
    taxableValue: z.number(),
    gstPercent: z.number(),
    gstAmount: z.number(),
    total: z.number(),
    pricedAt: z.string().describe("ISO 8601: when the rate this price follows was set"),
  })
  .meta({ id: "PriceBreakup" });
export type PriceBreakup = z.infer<typeof PriceBreakupSchema>;
