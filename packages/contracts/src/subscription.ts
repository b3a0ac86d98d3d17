import { EMAIL_PATTERN } from "./appointment-texts.ts";
import { SUBSCRIPTION_EMAIL_MAX_LENGTH, SUBSCRIPTION_MESSAGES } from "./subscription-texts.ts";
import { z } from "./zod.ts";

// POST /subscriptions: the coming-soon page's subscribe form (decision 030). Texts in
// subscription-texts.ts, passed on here.
export * from "./subscription-texts.ts";

export const SubscriptionBodySchema = z
  .object({
    email: z
      .string({ error: SUBSCRIPTION_MESSAGES.required })
      .trim()
      .min(1, SUBSCRIPTION_MESSAGES.required)
      .max(SUBSCRIPTION_EMAIL_MAX_LENGTH, SUBSCRIPTION_MESSAGES.tooLong)
      .regex(EMAIL_PATTERN, SUBSCRIPTION_MESSAGES.emailInvalid)
      .describe("The address to write to; compared without regard to case"),
  })
  .meta({ id: "SubscriptionBody" });
export type SubscriptionBody = z.infer<typeof SubscriptionBodySchema>;

/** The same answer whether the address is new or was on the list already. */
export const SubscribedSchema = z
  .object({ status: z.literal("success"), message: z.string() })
  .meta({ id: "Subscribed" });
export type Subscribed = z.infer<typeof SubscribedSchema>;
