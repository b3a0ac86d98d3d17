// The virtual appointment (spec 000 sections 2 to 9): the form's fields, the categories, the
// languages and the messages, word for word where the spec gives them; those marked "ours" are where
// it shows none. No Zod here: the /appointment page checks its form with these in the browser.
// appointment.ts builds the API's schema from them.

export const APPOINTMENT_CATEGORIES = ["Gold", "Gold Polished", "Silver"] as const;
export type AppointmentCategory = (typeof APPOINTMENT_CATEGORIES)[number];

/** Every category has the same subcategories (spec 000 section 9). */
export const APPOINTMENT_SUBCATEGORIES = [
  "Rings",
  "Earrings",
  "Necklaces and Sets",
  "Bangles and Bracelets",
  "Ankles and Toe Rings",
  "Pendents and Chains",
  "Maang Tikka and Hair Access",
] as const;

export const APPOINTMENT_SUBCATEGORIES_BY_CATEGORY: Record<
  AppointmentCategory,
  readonly (typeof APPOINTMENT_SUBCATEGORIES)[number][]
> = {
  Gold: APPOINTMENT_SUBCATEGORIES,
  "Gold Polished": APPOINTMENT_SUBCATEGORIES,
  Silver: APPOINTMENT_SUBCATEGORIES,
};

export const APPOINTMENT_LANGUAGES = ["Tamil", "English", "Hindi", "Telugu", "Malayalam"] as const;

/** The shop's days are India's: "today" is the date in this zone, wherever the shopper is. */
export const APPOINTMENT_TIME_ZONE = "Asia/Kolkata";
/** India's offset from UTC, without summer time: appointmentDateTime is stored with it. */
export const APPOINTMENT_UTC_OFFSET = "+05:30";

/** The form's fields, in the order the form shows them. */
export const APPOINTMENT_FIELDS = [
  "name",
  "email",
  "mobileNumber",
  "cityOrCountry",
  "category",
  "subCategory",
  "preferredLanguage",
  "appointmentDate",
  "appointmentTime",
  "message",
] as const;
export type AppointmentField = (typeof APPOINTMENT_FIELDS)[number];

/** The names the spec's "{Field} is required" messages use. */
export const APPOINTMENT_LABELS: Record<AppointmentField, string> = {
  name: "Name",
  email: "Email",
  mobileNumber: "Mobile number",
  cityOrCountry: "City/Country",
  category: "Category",
  subCategory: "Subcategory",
  preferredLanguage: "Language",
  appointmentDate: "Date",
  appointmentTime: "Time",
  message: "Message",
};

/** Ours: long enough for any real entry, short enough that a mail stays a mail. */
export const APPOINTMENT_MAX_LENGTHS: Record<AppointmentField, number> = {
  name: 100,
  email: 254,
  mobileNumber: 10,
  cityOrCountry: 100,
  category: 40,
  subCategory: 60,
  preferredLanguage: 20,
  appointmentDate: 10,
  appointmentTime: 8,
  message: 2000,
};

/** Ours: the furthest day ahead a booking may name. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 365;

/** The spec's "must look like {email}": something, an @, something, a dot, something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE_PATTERN = /^\d{10}$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** What a time input sends: HH:MM, or HH:MM:SS. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export const APPOINTMENT_MESSAGES = {
  /** The spec's "{Field} is required"; "Name is required" and "Email is required" among them. */
  required: (label: string) => `${label} is required`,
  emailInvalid: "Please enter a valid email",
  /** The spec's phone rule, as registration words it. */
  mobileInvalid: "Mobile number must be exactly 10 digits",
  /** Ours. */
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notInList: (label: string) => `Please choose a ${label.toLowerCase()} from the list`,
  dateInvalid: "Please choose a valid date",
  dateBeforeToday: "Date cannot be before today",
  dateTooFar: `Date must be within ${APPOINTMENT_MAX_DAYS_AHEAD} days from today`,
  timeInvalid: "Please choose a valid time",
  tooManyRequests: "Too many bookings from here. Please try again later",
  /** The spec's alert when booking fails. */
  failed: "Failed to book appointment. Please try again.",
  /** Ours: the API's answer; the page shows its own success modal. */
  booked: "Appointment booked",
  /** The spec's success modal. */
  successModal: "Our team will call you within 10 minutes.",
} as const;

/** India's offset from UTC: Asia/Kolkata has kept +05:30, without summer time, since 1945. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * Today's date in India, YYYY-MM-DD. Worked out from the offset rather than by Intl: a browser's
 * first Intl formatter loads its locale data, tens of milliseconds as the booking page starts
 * (dates.test.ts checks it against Intl).
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `days` after the YYYY-MM-DD `date`. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The spec's appointmentDateTime: the date, the letter T, then the time. */
export const appointmentDateTime = (date: string, time: string) => `${date}T${time}`;
