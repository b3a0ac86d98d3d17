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
import type { Video } from "@nagai/contracts/catalog";
import { POLICY_TEXT } from "@nagai/contracts/policy";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { type FormFailure, readFailure } from "../components/form/form-failure";
import { FormAlert, useFieldErrors } from "../components/form/form-parts";
import { readValues } from "../components/form/validation";
import { Picture } from "../components/picture";
import { createApiClient } from "../lib/api";
import { describeInformationPage } from "../lib/information-page";
import { getMediaUrl } from "../lib/media-url";
import { privatePageHeaders } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import { useHydrated } from "../lib/use-hydrated";
import type { Route } from "./+types/appointment";
import { type AppointmentValues, validateAppointment } from "./appointment/validation";

// The virtual video appointment (spec 000 sections 2 to 9): intro video, booking form, how it
// works in 3 steps, benefits, success modal. The form posts to this route's action, which books
// through POST /api/v1/video-appointments/upload; a page without JavaScript gets the same answer
// re-rendered. The texts of the intro, the steps and the benefits are ours: the spec shows none.

const STEPS = [
  { title: "Book a slot", text: "Choose a date, a time and the jewellery you would like to see." },
  { title: "Get a call", text: "Our team calls you to confirm and sends a video call link." },
  { title: "Shop live", text: "See every piece up close on video and ask anything you like." },
] as const;

const BENEFITS = [
  { title: "Shop from home", text: "See our collection live without leaving your home." },
  { title: "Expert guidance", text: "Our jewellery experts help you choose the right piece." },
  { title: "Your language", text: "Talk to us in Tamil, English, Hindi, Telugu or Malayalam." },
  {
    title: "Lifetime warranty",
    text: `Every piece comes with a lifetime warranty on its craftsmanship, and free shipping above ${POLICY_TEXT.freeShippingAbove}.`,
  },
] as const;

/** "Success" is the API's own message ("Appointment booked"); the spec's modal follows it. */
type AppointmentResult = FormFailure & { booked?: string; values?: Partial<AppointmentValues> };

export const headers = privatePageHeaders;

const PAGE = {
  title: "Book a Virtual Appointment",
  description:
    "Book a free video call with Nagai's jewellery experts: see gold, gold polished and silver jewellery live, in your language.",
  path: "/appointment",
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

export async function loader({ context }: Route.LoaderArgs) {
  // The intro video is the shop's first clip; without one (or if the list fails) the intro is text only.
  const videos = await createApiClient(context)
    .listVideos()
    .catch((): Video[] => []);
  const [first] = videos;
  return {
    origin: context.origin,
    today: todayInIndia(),
    intro: first
      ? { title: first.title, video_path: first.video_path, poster_path: first.poster_path }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs): Promise<AppointmentResult> {
  const values = readValues(await readForm(request), APPOINTMENT_FIELDS);
  // Only what the form may hold goes back into the page (a hostile post may be huge).
  const kept = Object.fromEntries(
    APPOINTMENT_FIELDS.map((field) => [field, values[field].slice(0, APPOINTMENT_MAX_LENGTHS[field])]),
  ) as AppointmentValues;
  const errors = validateAppointment(values, todayInIndia());
  if (Object.values(errors).some(Boolean)) return { fields: errors, values: kept };
  const answer = await createApiClient(context).post("/video-appointments/upload", { body: values });
  if (!answer.ok) {
    // The API's field messages under their fields; else its refusal (too many bookings), else the spec's alert.
    return { ...readFailure(answer, APPOINTMENT_MESSAGES.failed), values: kept };
  }
  const message = typeof answer.body.message === "string" ? answer.body.message : APPOINTMENT_MESSAGES.booked;
  return { booked: message };
}

export default function Appointment({ loaderData, actionData }: Route.ComponentProps) {
  const { today, intro } = loaderData;
  const result: AppointmentResult | undefined = actionData;
  return (
    <div className="appointment-page">
      <section className="appointment-intro" aria-labelledby="appointment-title">
        <div className="appointment-intro__text">
          <h1 id="appointment-title" className="appointment-intro__title">
            Virtual Video Appointment
          </h1>
          <p>
            Shop our gold, gold polished and silver jewellery from home. Book a video call and our experts
            show you every piece live.
          </p>
          <a className="button" href="#appointment-form-title">
            Book an appointment
          </a>
        </div>
        {intro && <IntroVideo video={intro} />}
      </section>
      <BookingForm today={today} result={result} />
      <section className="appointment-steps" aria-labelledby="appointment-steps-title">
        <h2 id="appointment-steps-title">How it works</h2>
        <ol className="appointment-steps__list">
          {STEPS.map((step) => (
            <li key={step.title} className="appointment-card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="appointment-benefits" aria-labelledby="appointment-benefits-title">
        <h2 id="appointment-benefits-title">Why book a virtual appointment</h2>
        <ul className="appointment-benefits__list">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="appointment-card">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type IntroClip = Pick<Video, "title" | "video_path" | "poster_path">;

/** The home's video modal (home/video-gallery.tsx) for one clip: a poster that opens it in a <dialog>. */
function IntroVideo({ video }: { video: IntroClip }) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    videoRef.current?.play().catch(() => {});
  }, [playing]);
  return (
    <>
      <button
        type="button"
        className="video-card appointment-intro__video"
        disabled={!hydrated}
        onClick={() => setPlaying(true)}
      >
        <Picture
          path={video.poster_path}
          kind="banner"
          alt=""
          sizes="(min-width: 992px) 480px, 100vw"
          className="video-card__poster"
        />
        <span className="video-card__play" aria-hidden="true" />
        <span className="video-card__title">
          <span className="visually-hidden">Play video: </span>
          {video.title}
        </span>
      </button>
      <dialog
        ref={dialogRef}
        className="video-dialog"
        aria-labelledby="intro-video-title"
        onClose={() => {
          videoRef.current?.pause();
          setPlaying(false);
        }}
      >
        <div className="video-dialog__bar">
          <p id="intro-video-title" className="video-dialog__title">
            {video.title}
          </p>
          <button
            type="button"
            className="video-dialog__close"
            aria-label="Close video"
            onClick={() => dialogRef.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {playing && (
          // The shop's clips are silent, so there is nothing to caption (as on the home page).
          // biome-ignore lint/a11y/useMediaCaption: see above
          <video
            ref={videoRef}
            className="video-dialog__video"
            src={getMediaUrl(video.video_path)}
            controls
            playsInline
          />
        )}
      </dialog>
    </>
  );
}

function BookingForm({ today, result }: { today: string; result: AppointmentResult | undefined }) {
  const hydrated = useHydrated();
  const { errors, show, clearEdited } = useFieldErrors(result?.fields);
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
    id: `appointment-${name}`,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });

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
        onChange={(event) => {
          const { target } = event;
          if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) {
            // useFieldErrors clears only inputs' messages: selects and the text area clear here.
            show({ ...errors, [target.name]: undefined });
          } else clearEdited(event);
        }}
        onSubmit={(event) => {
          const formValues = readValues(new FormData(event.currentTarget), APPOINTMENT_FIELDS);
          if (!show(validateAppointment(formValues, todayInIndia()))) event.preventDefault();
        }}
      >
        <Field label={APPOINTMENT_LABELS.name} {...field("name")}>
          {(props) => (
            <input {...props} type="text" autoComplete="name" maxLength={APPOINTMENT_MAX_LENGTHS.name} />
          )}
        </Field>
        <Field label={APPOINTMENT_LABELS.email} {...field("email")}>
          {(props) => (
            <input {...props} type="email" autoComplete="email" maxLength={APPOINTMENT_MAX_LENGTHS.email} />
          )}
        </Field>
        <Field label={APPOINTMENT_LABELS.mobileNumber} {...field("mobileNumber")}>
          {(props) => (
            <input
              {...props}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={APPOINTMENT_MAX_LENGTHS.mobileNumber}
            />
          )}
        </Field>
        <Field label={APPOINTMENT_LABELS.cityOrCountry} {...field("cityOrCountry")}>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="address-level2"
              maxLength={APPOINTMENT_MAX_LENGTHS.cityOrCountry}
            />
          )}
        </Field>
        <Field label={APPOINTMENT_LABELS.category} {...field("category")}>
          {(props) => (
            <select {...props} onChange={(event) => setCategory(event.currentTarget.value)}>
              <option value="">Select category</option>
              {APPOINTMENT_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={APPOINTMENT_LABELS.subCategory} {...field("subCategory")}>
          {(props) => (
            // Disabled until a category is chosen; without JavaScript nothing would enable it, so it
            // stays enabled there and the action checks the pair.
            <select {...props} disabled={hydrated && category === ""}>
              <option value="">Select subcategory</option>
              {(hydrated ? subcategories : APPOINTMENT_SUBCATEGORIES_BY_CATEGORY.Gold).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={APPOINTMENT_LABELS.preferredLanguage} {...field("preferredLanguage")}>
          {(props) => (
            <select {...props}>
              <option value="">Select language</option>
              {APPOINTMENT_LANGUAGES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="appointment-form__pair">
          <Field label={APPOINTMENT_LABELS.appointmentDate} {...field("appointmentDate")}>
            {(props) => <input {...props} type="date" min={today} />}
          </Field>
          <Field label={APPOINTMENT_LABELS.appointmentTime} {...field("appointmentTime")}>
            {(props) => <input {...props} type="time" />}
          </Field>
        </div>
        <Field label={`${APPOINTMENT_LABELS.message} (optional)`} {...field("message")}>
          {(props) => <textarea {...props} rows={4} maxLength={APPOINTMENT_MAX_LENGTHS.message} />}
        </Field>
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

interface FieldControlProps {
  name: string;
  id: string;
  defaultValue: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled control with its message below it, tied to it for screen readers. */
function Field({
  label,
  name,
  id,
  defaultValue,
  error,
  children,
}: {
  label: string;
  name: string;
  id: string;
  defaultValue: string;
  error: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        name,
        id,
        defaultValue,
        className: "auth-field__input",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
