import { METAL_KEY_PATTERN, PRICING_LIMITS } from "./pricing.ts";
import { z } from "./zod.ts";

/**
 * Today's metal rates as the staff set them, and their history (issue 26 item 1, decision 046).
 * Rates travel as rupees per gram with at most two decimals; the server keeps paise.
 */

/** A change beyond this share of the current rate asks the staff member to confirm it. */
export const RATE_CONFIRM_PERCENT = 10;
/** How many metals one request may name (the ticker shows a handful). */
export const RATES_PER_REQUEST_MAX = 20;
export const RATE_HISTORY_DAYS = { min: 1, max: 365, default: 30 } as const;

export const RATE_MESSAGES = {
  metal: "A metal's name is letters, digits and spaces (up to 30), starting with a letter, like Gold 22K",
  rate: `A rate is rupees per gram above 0 and at most ₹${PRICING_LIMITS.maxRatePaise / 100} with at most two decimals`,
  empty: "Give at least one metal's rate",
  tooMany: `At most ${RATES_PER_REQUEST_MAX} metals at once`,
  newMetal: "Only an admin may add a metal",
  days: `days must be a whole number from ${RATE_HISTORY_DAYS.min} to ${RATE_HISTORY_DAYS.max}`,
  confirm: "confirm must be true or false",
} as const;

/** Error code of the 409 that asks for a confirmation (the same request with `?confirm=true` applies it). */
export const RATE_CONFIRMATION_CODE = "RATE_CHANGE_NEEDS_CONFIRMATION";

const hasTwoDecimalsAtMost = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

export const MetalKeySchema = z.string().regex(METAL_KEY_PATTERN, RATE_MESSAGES.metal);

export const RateRupeesSchema = z
  .number({ error: RATE_MESSAGES.rate })
  .positive(RATE_MESSAGES.rate)
  .max(PRICING_LIMITS.maxRatePaise / 100, RATE_MESSAGES.rate)
  .refine(hasTwoDecimalsAtMost, RATE_MESSAGES.rate);

/** `{ "<metal>": <rupees per gram>, … }`: the keys the ticker answers (`/product/todayrate`). */
export const RatesChangeSchema = z
  .record(MetalKeySchema, RateRupeesSchema)
  .refine((rates) => Object.keys(rates).length > 0, RATE_MESSAGES.empty)
  .refine((rates) => Object.keys(rates).length <= RATES_PER_REQUEST_MAX, RATE_MESSAGES.tooMany)
  .describe(
    'Rupees per gram by metal, e.g. {"Gold 22K": 13090}. Any staff member may change a metal\'s rate; ' +
      "only an admin may name a metal the ticker does not have yet (a new metal).",
  )
  .meta({ id: "RatesChange" });
export type RatesChange = z.infer<typeof RatesChangeSchema>;

export const RatesChangeQuerySchema = z.object({
  confirm: z
    .enum(["true", "false"], { error: RATE_MESSAGES.confirm })
    .optional()
    .describe(`true applies changes of more than ${RATE_CONFIRM_PERCENT} % the server asked to confirm`),
});

export const StaffRateSchema = z
  .object({
    metal: z.string(),
    rate: z.number().describe("Rupees per gram"),
    updatedAt: z.string().describe("ISO 8601: when the rate was last set"),
    updatedBy: z.string().nullable().describe('Who set it ("Opening rate" for the demo\'s starting rates)'),
  })
  .meta({ id: "StaffRate" });
export type StaffRate = z.infer<typeof StaffRateSchema>;

export const RateHistoryEntrySchema = z.object({
  metal: z.string(),
  rate: z.number().describe("Rupees per gram"),
  at: z.string().describe("ISO 8601: when this rate was set"),
  by: z.string().describe('Who set it ("Opening rate" for the demo\'s starting rates)'),
});
export type RateHistoryEntry = z.infer<typeof RateHistoryEntrySchema>;

export const StaffRatesSchema = z
  .object({
    data: z.array(StaffRateSchema),
    changes: z
      .array(RateHistoryEntrySchema)
      .describe(`Every rate set in the last ${RATE_HISTORY_DAYS.default} days, newest first, read fresh`),
  })
  .meta({ id: "StaffRates" });
export type StaffRates = z.infer<typeof StaffRatesSchema>;

/** One metal whose change asks for a confirmation. */
export const RateJumpSchema = z.object({
  metal: z.string(),
  from: z.number().describe("Rupees per gram now"),
  to: z.number().describe("Rupees per gram asked"),
  percent: z.number().describe("The change in percent of the rate now, one decimal, signed"),
});
export type RateJump = z.infer<typeof RateJumpSchema>;

export const RateConfirmationSchema = z
  .object({
    status: z.literal("error"),
    error: z.literal(RATE_CONFIRMATION_CODE),
    message: z.string(),
    changes: z.array(RateJumpSchema),
  })
  .meta({ id: "RateConfirmation" });
export type RateConfirmation = z.infer<typeof RateConfirmationSchema>;

export const RateHistoryQuerySchema = z.object({
  metal: MetalKeySchema.optional().describe("One metal; every metal when left out"),
  days: z
    .string()
    .regex(/^\d{1,3}$/, RATE_MESSAGES.days)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(RATE_HISTORY_DAYS.min, RATE_MESSAGES.days)
        .max(RATE_HISTORY_DAYS.max, RATE_MESSAGES.days),
    )
    .optional()
    .describe(
      `Days back from now, ${RATE_HISTORY_DAYS.min}–${RATE_HISTORY_DAYS.max}, default ${RATE_HISTORY_DAYS.default}`,
    ),
});

export const RateHistorySchema = z
  .object({ data: z.array(RateHistoryEntrySchema) })
  .describe(
    "Each rate set within the window, oldest first, and for each metal the last one set before it: the " +
      "rate in force when the window opens, so a chart can start at its left edge.",
  )
  .meta({ id: "RateHistory" });
export type RateHistory = z.infer<typeof RateHistorySchema>;
