import { COMING_SOON_DONE, type Countdown, getCountdown, LAUNCH_AT_MS } from "@nagai/contracts/coming-soon";
import { SubscriptionBodySchema } from "@nagai/contracts/subscription";
import {
  SUBSCRIPTION_EMAIL_MAX_LENGTH,
  SUBSCRIPTION_LABEL,
  SUBSCRIPTION_MESSAGES,
} from "@nagai/contracts/subscription-texts";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "../components/form/field";
import { readFailure } from "../components/form/form-failure";
import { useSchemaCheck } from "../components/form/lazy-check";
import { type FieldErrors, findFieldErrors } from "../components/form/validation";
import { createApiClient } from "../lib/api";
import { describeInformationPage } from "../lib/information-page";
import { readForm } from "../lib/read-form.server";
import type { Route } from "./+types/coming-soon";

/**
 * Coming Soon (spec 001 section 2): a countdown of one year to the launch, "You are good to go!"
 * once it is over, and a subscribe form. The spec's form posted nowhere; this one posts to the
 * route's action, which stores the address through POST /api/v1/subscriptions (decision 030), so
 * it works before hydration too. The launch is one fixed moment (contracts/coming-soon.ts).
 *
 * Never kept by the page cache: the server's HTML shows the time left at the moment it is asked.
 */

interface SubscribeResult {
  subscribed?: boolean;
  fields?: FieldErrors;
  alert?: string;
  /** The address as typed, back into the form after a refusal. */
  email?: string;
}

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const satisfies readonly (readonly [keyof Countdown, string])[];

const LAUNCH_DATE = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "full",
  timeZone: "Asia/Kolkata",
});

export function loader({ context }: Route.LoaderArgs) {
  // The server's clock, so the first paint and hydration show the same numbers; the browser's
  // clock takes over once hydrated. The date is formatted here for the same reason.
  return { now: Date.now(), launchDate: LAUNCH_DATE.format(LAUNCH_AT_MS), origin: context.origin };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(
    {
      title: "Coming Soon",
      description:
        "Something new is coming to Nagai. See how long is left until the launch and subscribe to hear the day it opens.",
      path: "/coming-soon",
    },
    loaderData?.origin,
  );
}

/** The API's schema, checked before posting and again here (decision 043). */
function checkEmail(email: string): string | undefined {
  return findFieldErrors(SubscriptionBodySchema, { email }).email;
}

export async function action({ request, context }: Route.ActionArgs): Promise<SubscribeResult> {
  const value = (await readForm(request)).get("email");
  const email = typeof value === "string" ? value : "";
  // Only what the field may hold goes back into the page (a hostile post may be huge).
  const kept = email.slice(0, SUBSCRIPTION_EMAIL_MAX_LENGTH);
  const error = checkEmail(email);
  if (error) return { fields: { email: error }, email: kept };
  const answer = await createApiClient(context).post("/subscriptions", { body: { email } });
  if (answer.ok) return { subscribed: true };
  // The API's field message under the field; its refusal (too many) or else the shop's one error alert.
  return { ...readFailure(answer, SUBSCRIPTION_MESSAGES.error), email: kept };
}

export default function ComingSoon({ loaderData, actionData }: Route.ComponentProps) {
  const { now, launchDate } = loaderData;
  return (
    <div className="coming-soon">
      <h1 className="coming-soon__title">Coming Soon</h1>
      <p className="coming-soon__lead">
        Something new is on its way to Nagai. Subscribe and we will write to you the day it opens.
      </p>
      <CountdownClock serverNow={now} launchDate={launchDate} />
      <SubscribeForm result={actionData} />
    </div>
  );
}

/**
 * The numbers tick every second once hydrated. A timer role is not announced as it changes
 * (aria-live off, said outright for older readers): a screen reader reads the time left when
 * the shopper comes to it, and hears the launch date in words beside it. Only the end is
 * announced, once.
 */
function CountdownClock({ serverNow, launchDate }: { serverNow: number; launchDate: string }) {
  const [now, setNow] = useState(serverNow);
  const left = getCountdown(now);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(() => {
      tick();
      if (getCountdown(Date.now()).done) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <section className="countdown" aria-labelledby="countdown-title">
      <h2 id="countdown-title" className="countdown__title">
        {left.done ? "We have launched" : "Launching in"}
      </h2>
      {!left.done && (
        <div className="countdown__clock" role="timer" aria-live="off" aria-labelledby="countdown-title">
          {UNITS.map(([unit, label]) => (
            <div key={unit} className="countdown__unit">
              <span className="countdown__number">{String(left[unit]).padStart(2, "0")}</span>
              <span className="countdown__label">{label}</span>
            </div>
          ))}
        </div>
      )}
      <p className="countdown__done" aria-live="polite">
        {left.done ? COMING_SOON_DONE : ""}
      </p>
      <p className="countdown__date">
        {left.done ? "We opened on " : "We open on "}
        <time dateTime={new Date(LAUNCH_AT_MS).toISOString()}>{launchDate}</time>.
      </p>
    </section>
  );
}

/**
 * The form's one field and its message. Its state is kept here rather than with the form kit's
 * useFieldErrors: form-parts.tsx brings the toasts' library, which this page does not need.
 */
function SubscribeForm({ result }: { result: SubscribeResult | undefined }) {
  const fromAction = result?.fields?.email;
  const [error, setError] = useState(fromAction);
  const [shown, setShown] = useState(result);
  if (result !== shown) {
    // A new answer from the action replaces what the page showed (React's "adjust state on a prop change").
    setShown(result);
    setError(fromAction);
  }
  const check = useSchemaCheck(() =>
    import("@nagai/contracts/subscription").then((module) => module.SubscriptionBodySchema),
  );
  const submitting = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  // A kept address empties the field; a refused one keeps what was typed.
  useEffect(() => {
    if (result?.subscribed) formRef.current?.reset();
  }, [result]);

  return (
    <section className="coming-soon__subscribe" aria-labelledby="subscribe-title">
      <h2 id="subscribe-title" className="coming-soon__subscribe-title">
        Be the first to know
      </h2>
      {result?.subscribed && (
        <p className="coming-soon__sent" role="status">
          {SUBSCRIPTION_MESSAGES.success}
        </p>
      )}
      {result?.alert && (
        <p className="auth-alert" role="alert">
          {result.alert}
        </p>
      )}
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="coming-soon__form"
        onChange={() => setError(undefined)}
        onFocus={check.prepare}
        onSubmit={(event) =>
          check.submit(event, (findErrors) => {
            const value = new FormData(event.currentTarget).get("email");
            const found = findErrors({ email: typeof value === "string" ? value : "" }).email;
            setError(found);
            return found === undefined;
          })
        }
      >
        <Field
          idPrefix="subscribe"
          name="email"
          label={SUBSCRIPTION_LABEL}
          type="email"
          autoComplete="email"
          required
          maxLength={SUBSCRIPTION_EMAIL_MAX_LENGTH}
          defaultValue={result?.email}
          error={error}
        />
        <button type="submit" className="button coming-soon__button" disabled={submitting}>
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </Form>
      <p className="coming-soon__note">We keep only your address, and write to it about the launch.</p>
    </section>
  );
}
