import {
  APPOINTMENT_CATEGORIES,
  APPOINTMENT_FIELDS,
  APPOINTMENT_LABELS,
  APPOINTMENT_LANGUAGES,
  APPOINTMENT_MAX_LENGTHS,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_SUBCATEGORIES_BY_CATEGORY,
  type AppointmentCategory,
  type AppointmentField,
  todayInIndia,
} from "@nagai/contracts/appointment-texts";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "../../components/form/field";
import type { FormFailure } from "../../components/form/form-failure";
import { FormAlert, useFieldErrors } from "../../components/form/form-parts";
import { useLazyCheck } from "../../components/form/lazy-check";
import { readValues } from "../../components/form/validation";
import { useHydrated } from "../../lib/use-hydrated";
import type { AppointmentValues } from "./validation";

/** "Success" is the API's own message ("Appointment booked"); the spec's modal follows it. */
export type AppointmentResult = FormFailure & { booked?: string; values?: Partial<AppointmentValues> };

/**
 * The booking form (spec 000 sections 5 and 9): checked with the API's schema before posting
 * (validation.ts); a booking empties it and opens the spec's success modal.
 */
export function BookingForm({ today, result }: { today: string; result: AppointmentResult | undefined }) {
  const hydrated = useHydrated();
  const { errors, show, clearEdited } = useFieldErrors(result?.fields);
  const check = useLazyCheck(() => import("./validation").then((module) => module.validateAppointment));
  const submitting = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const values = result?.values ?? {};
  const [category, setCategory] = useState(values.category ?? "");
  const [shown, setShown] = useState(result);
  if (shown !== result) {
    // A new answer: a booking clears the form's category (the form itself is reset below).
    setShown(result);
    setCategory(result?.values?.category ?? "");
  }

  useEffect(() => {
    if (!result?.booked) return;
    formRef.current?.reset();
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [result]);

  const subcategories = APPOINTMENT_SUBCATEGORIES_BY_CATEGORY[category as AppointmentCategory] ?? [];
  const field = (name: AppointmentField) => ({
    name,
    idPrefix: "appointment",
    label: APPOINTMENT_LABELS[name],
    error: errors[name],
  });
  const typed = (name: AppointmentField) => values[name] ?? "";

  return (
    <section className="appointment-form-section" aria-labelledby="appointment-form-title">
      <h2 id="appointment-form-title">Book Your Appointment</h2>
      <p className="auth-success" role="status">
        {result?.booked ? `${result.booked}. ${APPOINTMENT_MESSAGES.successModal}` : ""}
      </p>
      <FormAlert message={result?.alert} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="appointment-form"
        onChange={clearEdited}
        onFocus={check.prepare}
        onSubmit={(event) =>
          check.submit(event, (validateAppointment) =>
            show(
              validateAppointment(
                readValues(new FormData(event.currentTarget), APPOINTMENT_FIELDS),
                todayInIndia(),
              ),
            ),
          )
        }
      >
        <Field
          {...field("name")}
          control={(props) => (
            <input
              {...props}
              defaultValue={typed("name")}
              type="text"
              autoComplete="name"
              maxLength={APPOINTMENT_MAX_LENGTHS.name}
            />
          )}
        />
        <Field
          {...field("email")}
          control={(props) => (
            <input
              {...props}
              defaultValue={typed("email")}
              type="email"
              autoComplete="email"
              maxLength={APPOINTMENT_MAX_LENGTHS.email}
            />
          )}
        />
        <Field
          {...field("mobileNumber")}
          control={(props) => (
            <input
              {...props}
              defaultValue={typed("mobileNumber")}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={APPOINTMENT_MAX_LENGTHS.mobileNumber}
            />
          )}
        />
        <Field
          {...field("cityOrCountry")}
          control={(props) => (
            <input
              {...props}
              defaultValue={typed("cityOrCountry")}
              type="text"
              autoComplete="address-level2"
              maxLength={APPOINTMENT_MAX_LENGTHS.cityOrCountry}
            />
          )}
        />
        <Field
          {...field("category")}
          control={(props) => (
            <select
              {...props}
              defaultValue={typed("category")}
              onChange={(event) => setCategory(event.currentTarget.value)}
            >
              <option value="">Select category</option>
              {APPOINTMENT_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          {...field("subCategory")}
          control={(props) => (
            // Disabled until a category is chosen; without JavaScript nothing would enable it, so it
            // stays enabled there and the action checks the pair.
            <select {...props} defaultValue={typed("subCategory")} disabled={hydrated && category === ""}>
              <option value="">Select subcategory</option>
              {(hydrated ? subcategories : APPOINTMENT_SUBCATEGORIES_BY_CATEGORY.Gold).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          {...field("preferredLanguage")}
          control={(props) => (
            <select {...props} defaultValue={typed("preferredLanguage")}>
              <option value="">Select language</option>
              {APPOINTMENT_LANGUAGES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        />
        <div className="appointment-form__pair">
          <Field
            {...field("appointmentDate")}
            control={(props) => (
              <input {...props} defaultValue={typed("appointmentDate")} type="date" min={today} />
            )}
          />
          <Field
            {...field("appointmentTime")}
            control={(props) => <input {...props} defaultValue={typed("appointmentTime")} type="time" />}
          />
        </div>
        <Field
          {...field("message")}
          label={`${APPOINTMENT_LABELS.message} (optional)`}
          control={(props) => (
            <textarea
              {...props}
              defaultValue={typed("message")}
              rows={4}
              maxLength={APPOINTMENT_MAX_LENGTHS.message}
            />
          )}
        />
        <button
          ref={submitRef}
          type="submit"
          className="button appointment-form__submit"
          disabled={submitting}
        >
          {submitting ? "Booking..." : "Book Appointment"}
        </button>
      </Form>
      <dialog
        ref={dialogRef}
        className="confirm-dialog appointment-dialog"
        aria-labelledby="appointment-dialog-title"
        aria-describedby="appointment-dialog-text"
        // Back to the form's button, which was disabled while booking (the browser cannot return there).
        onClose={() => submitRef.current?.focus()}
      >
        <form method="dialog">
          <h2 id="appointment-dialog-title" className="appointment-dialog__title">
            {result?.booked ?? APPOINTMENT_MESSAGES.booked}
          </h2>
          <p id="appointment-dialog-text" className="confirm-dialog__message">
            {APPOINTMENT_MESSAGES.successModal}
          </p>
          <div className="confirm-dialog__buttons">
            {/* biome-ignore lint/a11y/noAutofocus: a modal's first control takes the focus */}
            <button type="submit" className="button" autoFocus>
              OK
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
