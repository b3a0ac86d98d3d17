import {
  APPOINTMENT_CATEGORIES,
  APPOINTMENT_FIELDS,
  APPOINTMENT_LABELS,
  APPOINTMENT_LANGUAGES,
  APPOINTMENT_MAX_LENGTHS,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_SUBCATEGORIES,
  type AppointmentField,
  DATE_PATTERN,
  EMAIL_PATTERN,
  isCalendarDate,
  MOBILE_PATTERN,
  TIME_PATTERN,
} from "@nagai/contracts/appointment-texts";
import type { FieldErrors } from "../../components/form/validation";

// The form's rules (spec 000 section 5) with the contracts' texts, in the browser before posting
// and in the action for a form posted without JavaScript. The API checks them again with its
// schema (contracts/appointment.ts); the contracts' texts file has no Zod, so none reaches the page.

export type AppointmentValues = Record<AppointmentField, string>;

const inList = (list: readonly string[], value: string) => list.includes(value);

/** The messages for `values`; `today` is India's date (todayInIndia), the earliest day allowed. */
export function validateAppointment(values: AppointmentValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of APPOINTMENT_FIELDS) {
    const value = values[field].trim();
    const label = APPOINTMENT_LABELS[field];
    if (field !== "message" && value === "") errors[field] = APPOINTMENT_MESSAGES.required(label);
    else if (value.length > APPOINTMENT_MAX_LENGTHS[field])
      errors[field] = APPOINTMENT_MESSAGES.tooLong(label, APPOINTMENT_MAX_LENGTHS[field]);
  }
  const value = (field: AppointmentField) => values[field].trim();
  const unset = (field: AppointmentField) => !errors[field];
  if (unset("email") && !EMAIL_PATTERN.test(value("email"))) errors.email = APPOINTMENT_MESSAGES.emailInvalid;
  if (unset("mobileNumber") && !MOBILE_PATTERN.test(value("mobileNumber")))
    errors.mobileNumber = APPOINTMENT_MESSAGES.mobileInvalid;
  if (unset("category") && !inList(APPOINTMENT_CATEGORIES, value("category")))
    errors.category = APPOINTMENT_MESSAGES.notInList(APPOINTMENT_LABELS.category);
  if (unset("subCategory") && !inList(APPOINTMENT_SUBCATEGORIES, value("subCategory")))
    errors.subCategory = APPOINTMENT_MESSAGES.notInList(APPOINTMENT_LABELS.subCategory);
  if (unset("preferredLanguage") && !inList(APPOINTMENT_LANGUAGES, value("preferredLanguage")))
    errors.preferredLanguage = APPOINTMENT_MESSAGES.notInList(APPOINTMENT_LABELS.preferredLanguage);
  if (unset("appointmentDate")) {
    const date = value("appointmentDate");
    if (!DATE_PATTERN.test(date) || !isCalendarDate(date))
      errors.appointmentDate = APPOINTMENT_MESSAGES.dateInvalid;
    // YYYY-MM-DD strings compare as their days do.
    else if (date < today) errors.appointmentDate = APPOINTMENT_MESSAGES.dateBeforeToday;
  }
  if (unset("appointmentTime") && !TIME_PATTERN.test(value("appointmentTime")))
    errors.appointmentTime = APPOINTMENT_MESSAGES.timeInvalid;
  return errors;
}
