import {
  APPOINTMENT_CATEGORIES,
  APPOINTMENT_LABELS,
  APPOINTMENT_LANGUAGES,
  APPOINTMENT_MAX_LENGTHS,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_SUBCATEGORIES_BY_CATEGORY,
  type AppointmentCategory,
  type AppointmentField,
  DATE_PATTERN,
  EMAIL_PATTERN,
  isCalendarDate,
  MOBILE_PATTERN,
  TIME_PATTERN,
} from "./appointment-texts.ts";
import { z } from "./zod.ts";

// POST /video-appointments/upload (spec 000 sections 3, 5, 7 and 9). The texts and rules are in
// appointment-texts.ts (no Zod, for the page), which this file passes on. Whether the date is
// today or later depends on the clock, so the server's service checks it, with todayInIndia.
export * from "./appointment-texts.ts";

const label = (field: AppointmentField) => APPOINTMENT_LABELS[field];
const required = (field: AppointmentField) => APPOINTMENT_MESSAGES.required(label(field));

/** A required text: trimmed, not empty, not longer than the field's limit. */
function requiredText(field: AppointmentField) {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(
      APPOINTMENT_MAX_LENGTHS[field],
      APPOINTMENT_MESSAGES.tooLong(label(field), APPOINTMENT_MAX_LENGTHS[field]),
    );
}

/** One of a list, as the form's select sends it. */
function oneOf<T extends string>(field: AppointmentField, values: readonly T[]) {
  return requiredText(field)
    .refine((value): value is T => (values as readonly string[]).includes(value), {
      error: APPOINTMENT_MESSAGES.notInList(label(field)),
      abort: true,
    })
    .meta({ enum: [...values] })
    .describe(`One of: ${values.join(", ")}`);
}

export const AppointmentBodySchema = z
  .object({
    name: requiredText("name"),
    email: requiredText("email").regex(EMAIL_PATTERN, APPOINTMENT_MESSAGES.emailInvalid),
    mobileNumber: requiredText("mobileNumber")
      .regex(MOBILE_PATTERN, APPOINTMENT_MESSAGES.mobileInvalid)
      .describe("Ten digits, an Indian mobile number without the country code"),
    cityOrCountry: requiredText("cityOrCountry"),
    category: oneOf("category", APPOINTMENT_CATEGORIES),
    subCategory: requiredText("subCategory").describe(
      "One of the chosen category's subcategories (the same seven for each)",
    ),
    preferredLanguage: oneOf("preferredLanguage", APPOINTMENT_LANGUAGES),
    appointmentDate: requiredText("appointmentDate")
      .regex(DATE_PATTERN, APPOINTMENT_MESSAGES.dateInvalid)
      .refine(isCalendarDate, APPOINTMENT_MESSAGES.dateInvalid)
      .describe("YYYY-MM-DD, today or later in India (Asia/Kolkata)"),
    appointmentTime: requiredText("appointmentTime")
      .regex(TIME_PATTERN, APPOINTMENT_MESSAGES.timeInvalid)
      .describe("HH:MM (or HH:MM:SS), India's time"),
    message: z
      .string({ error: `${label("message")} must be text` })
      .trim()
      .max(
        APPOINTMENT_MAX_LENGTHS.message,
        APPOINTMENT_MESSAGES.tooLong(label("message"), APPOINTMENT_MAX_LENGTHS.message),
      )
      .nullish()
      .transform((value) => value || null)
      .describe("Optional"),
    appointmentDateTime: z
      .unknown()
      .optional()
      .describe("Ignored: the server joins appointmentDate, the letter T and appointmentTime"),
  })
  .superRefine((body, context) => {
    const subcategories = APPOINTMENT_SUBCATEGORIES_BY_CATEGORY[body.category as AppointmentCategory];
    if (subcategories && !(subcategories as readonly string[]).includes(body.subCategory)) {
      context.addIssue({
        code: "custom",
        path: ["subCategory"],
        message: APPOINTMENT_MESSAGES.notInList(label("subCategory")),
      });
    }
  })
  .meta({ id: "AppointmentBody" });
export type AppointmentBody = z.infer<typeof AppointmentBodySchema>;

export const AppointmentBookedSchema = z
  .object({
    status: z.literal("success"),
    message: z.string().describe(`"${APPOINTMENT_MESSAGES.booked}"`),
    id: z.number().int(),
    appointmentDateTime: z.string().describe("The date, the letter T, then the time, as India's local time"),
  })
  .meta({ id: "AppointmentBooked" });
export type AppointmentBooked = z.infer<typeof AppointmentBookedSchema>;
