import { DATE_PATTERN, isCalendarDate } from "./appointment-texts.ts";
import { AuditEntrySchema } from "./staff.ts";
import {
  APPOINTMENT_DESK_STATUSES,
  APPOINTMENT_MARKS,
  DESK_LIMITS,
  DESK_MESSAGES,
  MESSAGE_ID_PATTERN,
  MESSAGE_KINDS,
} from "./staff-desk-texts.ts";
import { wholeNumber } from "./whole-number.ts";
import { z } from "./zod.ts";

/**
 * The staff console's desk (issue 25 items 5 and 6, decision 045): the video bookings and the
 * messages the shop must answer, and the console home's figures. Dates are India's (Asia/Kolkata).
 * The constants and texts are in staff-desk-texts.ts (no Zod, for the pages), passed on here.
 */
export * from "./staff-desk-texts.ts";

const page = wholeNumber({ min: 0, max: 100_000, message: "page must be a whole number from 0" })
  .default(0)
  .describe("Zero-based");
const size = wholeNumber({
  min: 1,
  max: DESK_LIMITS.maxPageSize,
  message: `size must be a whole number from 1 to ${DESK_LIMITS.maxPageSize}`,
}).default(DESK_LIMITS.pageSize);

/** A query's text that must be one of `values`; empty means "not given", as a GET form sends it. */
function optionalChoice<T extends string>(values: readonly T[], message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine((value) => value === "" || (values as readonly string[]).includes(value), { message })
    .transform((value) => (value === "" ? undefined : (value as T)))
    .optional()
    .meta({ pattern: `^(${values.join("|")})?$` });
}

const note = z
  .string({ error: DESK_MESSAGES.noteNotText })
  .trim()
  .max(DESK_LIMITS.noteMaxLength, DESK_MESSAGES.noteTooLong)
  .nullish()
  .transform((value) => value || null)
  .describe(`Up to ${DESK_LIMITS.noteMaxLength} characters; empty or absent clears it`);

export const StaffAppointmentsQuerySchema = z.object({
  date: z
    .string({ error: DESK_MESSAGES.dateInvalid })
    .trim()
    .max(10, DESK_MESSAGES.dateInvalid)
    .refine((value) => value === "" || (DATE_PATTERN.test(value) && isCalendarDate(value)), {
      message: DESK_MESSAGES.dateInvalid,
    })
    .transform((value) => value || undefined)
    .optional()
    .meta({ pattern: "^(\\d{4}-\\d{2}-\\d{2})?$" })
    .describe("The India date of the appointments (YYYY-MM-DD); absent or empty: every date"),
  status: optionalChoice(APPOINTMENT_DESK_STATUSES, DESK_MESSAGES.statusInvalid).describe(
    "Only bookings marked so; absent: all",
  ),
  page,
  size,
});
export type StaffAppointmentsQuery = z.infer<typeof StaffAppointmentsQuerySchema>;

export const StaffAppointmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobileNumber: z.string(),
    cityOrCountry: z.string(),
    category: z.string(),
    subCategory: z.string(),
    preferredLanguage: z.string(),
    message: z.string().nullable(),
    appointmentDate: z.string().describe("India's date, YYYY-MM-DD"),
    appointmentTime: z.string().describe("India's time, HH:MM"),
    bookedAt: z.string().describe("When it was booked (ISO 8601)"),
    status: z.enum(APPOINTMENT_DESK_STATUSES),
    note: z.string().nullable(),
    updatedBy: z.string().nullable().describe("The staff member who marked it last"),
    updatedAt: z.string().nullable(),
    audit: z.array(AuditEntrySchema).describe("Every staff change of this booking, oldest first"),
  })
  .meta({ id: "StaffAppointment" });
export type StaffAppointment = z.infer<typeof StaffAppointmentSchema>;

export const StaffAppointmentListSchema = z
  .object({
    content: z.array(StaffAppointmentSchema).describe("By appointment time, earliest first"),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: "StaffAppointmentList" });
export type StaffAppointmentList = z.infer<typeof StaffAppointmentListSchema>;

export const AppointmentIdParamsSchema = z.object({
  id: wholeNumber({ min: 1, max: 2_147_483_647, message: "The id must be a whole number from 1" }),
});

export const AppointmentMarkSchema = z
  .object({
    status: z.enum(APPOINTMENT_MARKS, { error: DESK_MESSAGES.markInvalid }),
    note,
  })
  .meta({ id: "AppointmentMark" });
export type AppointmentMark = z.infer<typeof AppointmentMarkSchema>;

export const StaffMessagesQuerySchema = z.object({
  kind: optionalChoice(MESSAGE_KINDS, DESK_MESSAGES.kindInvalid).describe("Only this kind; absent: both"),
  state: optionalChoice(["open", "answered", "all"] as const, DESK_MESSAGES.stateInvalid).describe(
    "open (not yet answered, the default), answered, or all",
  ),
  page,
  size,
});
export type StaffMessagesQuery = z.infer<typeof StaffMessagesQuerySchema>;

export const StaffMessageSchema = z
  .object({
    id: z.string().describe("`contact-<n>` or `subscription-<n>`"),
    kind: z.enum(MESSAGE_KINDS),
    name: z.string().nullable().describe("A subscription has none"),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string().nullable().describe("A subscription has none"),
    receivedAt: z.string(),
    answered: z.boolean(),
    answeredBy: z.string().nullable(),
    answeredAt: z.string().nullable(),
    audit: z.array(AuditEntrySchema).describe("Every staff change of this message, oldest first"),
  })
  .meta({ id: "StaffMessage" });
export type StaffMessage = z.infer<typeof StaffMessageSchema>;

export const StaffMessageListSchema = z
  .object({
    content: z.array(StaffMessageSchema).describe("Newest first"),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: "StaffMessageList" });
export type StaffMessageList = z.infer<typeof StaffMessageListSchema>;

export const MessageIdParamsSchema = z.object({
  id: z
    .string()
    .max(30, DESK_MESSAGES.messageIdInvalid)
    .regex(MESSAGE_ID_PATTERN, DESK_MESSAGES.messageIdInvalid)
    .refine((value) => Number(MESSAGE_ID_PATTERN.exec(value)?.[2]) <= 2_147_483_647, {
      message: DESK_MESSAGES.messageIdInvalid,
    })
    .describe("`contact-<n>` or `subscription-<n>`"),
});

export const MessageMarkSchema = z
  .object({ answered: z.boolean({ error: DESK_MESSAGES.answeredInvalid }) })
  .meta({ id: "MessageMark" });
export type MessageMark = z.infer<typeof MessageMarkSchema>;

const rupees = z.number().describe("Rupees, two decimals");

/** The console home's figures (GET /api/v1/staff/summary). */
export const StaffSummarySchema = z
  .object({
    today: z.string().describe("India's date the figures are for"),
    orders: z.object({
      today: z.object({ count: z.number().int(), salesRupees: rupees }),
      thisMonth: z.object({ count: z.number().int(), salesRupees: rupees }),
      waiting: z
        .object({
          PENDING: z.number().int(),
          PROCESSING: z.number().int(),
          SHIPPED: z.number().int(),
        })
        .describe("Orders at each status before delivery; PENDING counts cash and paid online orders"),
      awaitingPayment: z.number().int().describe("Online orders still waiting for their payment"),
      cashToPack: z.number().int().describe("Cash orders not yet shipped (PENDING or PROCESSING)"),
      piecesSoldThisWeek: z.number().int().describe("Pieces in the week's sales, from Monday"),
      salesByDay: z
        .array(z.object({ date: z.string(), count: z.number().int(), salesRupees: rupees }))
        .describe("The last 30 days, today last, days without sales included"),
    }),
    appointments: z.object({
      today: z.number().int().describe("Bookings for today, whatever their mark"),
      new: z.number().int().describe("Bookings nobody has marked yet"),
    }),
    messages: z.object({
      contact: z.number().int().describe("Contact messages not yet answered"),
      subscription: z.number().int().describe("Subscriptions not yet answered"),
    }),
  })
  .meta({ id: "StaffSummary" });
export type StaffSummary = z.infer<typeof StaffSummarySchema>;
