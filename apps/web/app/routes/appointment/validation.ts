import { AppointmentBodySchema } from "@nagai/contracts/appointment";
import { APPOINTMENT_MESSAGES, type AppointmentField } from "@nagai/contracts/appointment-texts";
import { type FieldErrors, findFieldErrors } from "../../components/form/validation";

// The form's rules (spec 000 section 5) are the API's schema with its texts (decision 043), in the
// browser before posting and in the action for a form posted without JavaScript.

export type AppointmentValues = Record<AppointmentField, string>;

/**
 * The messages for `values`; `today` is India's date (todayInIndia), the earliest day allowed. The
 * schema cannot know the day, so that rule is here, as in the server's service.
 */
export function validateAppointment(values: AppointmentValues, today: string): FieldErrors {
  const errors = findFieldErrors(AppointmentBodySchema, values);
  // YYYY-MM-DD strings compare as their days do.
  if (!errors.appointmentDate && values.appointmentDate.trim() < today)
    errors.appointmentDate = APPOINTMENT_MESSAGES.dateBeforeToday;
  return errors;
}
