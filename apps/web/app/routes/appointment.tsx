import {
  APPOINTMENT_FIELDS,
  APPOINTMENT_MAX_LENGTHS,
  APPOINTMENT_MESSAGES,
  todayInIndia,
} from "@nagai/contracts/appointment-texts";
import type { Video } from "@nagai/contracts/catalog";
import { POLICY_TEXT } from "@nagai/contracts/policy";
import { useState } from "react";
import { readFailure } from "../components/form/form-failure";
import { readValues } from "../components/form/validation";
import { type VideoClip, VideoDialog, VideoPoster } from "../components/video-dialog";
import { createApiClient } from "../lib/api";
import { describeInformationPage } from "../lib/information-page";
import { privatePageHeaders } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import type { Route } from "./+types/appointment";
import { type AppointmentResult, BookingForm } from "./appointment/booking-form";
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

/** The shop's first clip: its poster opens it in the home page's video dialog. */
function IntroVideo({ video }: { video: VideoClip }) {
  const [playing, setPlaying] = useState<VideoClip | null>(null);
  return (
    <>
      <VideoPoster
        clip={video}
        sizes="(min-width: 992px) 480px, 100vw"
        className="appointment-intro__video"
        onPlay={() => setPlaying(video)}
      />
      <VideoDialog clip={playing} titleId="intro-video-title" onClose={() => setPlaying(null)} />
    </>
  );
}
