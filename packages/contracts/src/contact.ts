import { EMAIL_PATTERN } from "./appointment-texts.ts";
import {
  CONTACT_LABELS,
  CONTACT_MAX_LENGTHS,
  CONTACT_MESSAGES,
  CONTACT_PHONE_PATTERN,
  type ContactField,
} from "./contact-texts.ts";
import { z } from "./zod.ts";

// POST /contact: the contact form's message (spec 001 sections 3, 7 and 8), our own call in place
// of the spec's external mail script. Texts in contact-texts.ts, passed on here.
export * from "./contact-texts.ts";

const tooLong = (field: ContactField) =>
  CONTACT_MESSAGES.tooLong(CONTACT_LABELS[field], CONTACT_MAX_LENGTHS[field]);

function requiredText(field: ContactField) {
  const required = CONTACT_MESSAGES.required(CONTACT_LABELS[field]);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(CONTACT_MAX_LENGTHS[field], tooLong(field));
}

/** Optional: empty, null or left out is none. */
function optionalText(field: ContactField) {
  return z
    .string({ error: `${CONTACT_LABELS[field]} must be text` })
    .trim()
    .max(CONTACT_MAX_LENGTHS[field], tooLong(field))
    .nullish()
    .transform((value) => value || null)
    .describe("Optional");
}

export const ContactBodySchema = z
  .object({
    name: requiredText("name"),
    email: requiredText("email").regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
    message: requiredText("message").describe("The form's comment"),
    phone: optionalText("phone").refine(
      (value) => value === null || CONTACT_PHONE_PATTERN.test(value),
      CONTACT_MESSAGES.phoneInvalid,
    ),
    subject: optionalText("subject"),
    isVerified: z.unknown().optional().describe("Ignored: a new message is never verified"),
  })
  .meta({ id: "ContactBody" });
export type ContactBody = z.infer<typeof ContactBodySchema>;

/** The spec's page reads `id`: a non-empty one is success. */
export const ContactSentSchema = z
  .object({ status: z.literal("success"), id: z.number().int() })
  .meta({ id: "ContactSent" });
