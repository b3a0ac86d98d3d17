import { ContactBodySchema } from "@nagai/contracts/contact";
import {
  CONTACT_LABELS,
  CONTACT_MAX_LENGTHS,
  CONTACT_MESSAGES,
  type ContactField,
} from "@nagai/contracts/contact-texts";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "../components/form/field";
import { readFailure } from "../components/form/form-failure";
import { EnhancedField, FormAlert, useFieldErrors } from "../components/form/form-parts";
import { useSchemaCheck } from "../components/form/lazy-check";
import { type FieldErrors, findFieldErrors, hasErrors, readValues } from "../components/form/validation";
import { createApiClient } from "../lib/api";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import { SHOP_CONTACT } from "../lib/shop-contact";
import type { Route } from "./+types/contact";

/**
 * Contact Us (spec 001 section 2): the shop's address, phone and e-mail, the message form and a
 * map. The spec's form posted to an external mail script; it posts to our own API here
 * (POST /api/v1/contact, decision 028), which stores the message and mails it to the shop. The
 * page works without scripts: the form is a plain POST to this route's action.
 */

const FIELDS = ["name", "email", "phone", "subject", "message"] as const satisfies readonly ContactField[];
type Values = Record<(typeof FIELDS)[number], string>;

interface ContactResult {
  sent?: boolean;
  fields?: FieldErrors;
  alert?: string;
  /** What the shopper typed, back into the form after a refusal: a failed post loses nothing. */
  values?: Values;
}

// The page holds nothing personal or changing: it may be kept for visitors like the catalogue's.
export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

export const loader = loadInformationPage;

const PAGE = {
  title: "Contact Us",
  description:
    "Write to Nagai, call us or visit the shop in T. Nagar, Chennai: questions about a piece, an order, sizes or custom jewellery.",
  path: "/contact",
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

export async function action({ request, context }: Route.ActionArgs): Promise<ContactResult> {
  const values = readValues(await readForm(request), FIELDS);
  const errors = findFieldErrors(ContactBodySchema, values);
  if (hasErrors(errors)) return { fields: errors, values };
  const answer = await createApiClient(context).post("/contact", { body: values });
  if (answer.ok) return { sent: true };
  // The API's field messages under their fields; anything else is the spec's one error alert.
  const failure = readFailure(answer, CONTACT_MESSAGES.error);
  return { fields: failure.fields, alert: failure.fields ? undefined : CONTACT_MESSAGES.error, values };
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const result: ContactResult | undefined = actionData;
  const { errors, show, clearEdited } = useFieldErrors(result?.fields);
  const check = useSchemaCheck(() =>
    import("@nagai/contracts/contact").then((module) => module.ContactBodySchema),
  );
  const submitting = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // A sent message empties the form; a refused one keeps what was typed. The success text is
  // brought into view and focused, so a phone's shopper sees it and a screen reader reads it.
  useEffect(() => {
    if (!result?.sent) return;
    formRef.current?.reset();
    sentRef.current?.focus({ preventScroll: true });
    sentRef.current?.scrollIntoView({ block: "center" });
  }, [result]);
  const typed = result?.values;

  return (
    <div className="contact-page">
      <h1 className="contact-page__title">Contact Us</h1>
      <p className="contact-page__lead">
        A question about a piece, an order or a size? Write to us, call, or visit the shop.
      </p>
      <div className="contact-page__grid">
        <section className="contact-card" aria-labelledby="contact-details">
          <h2 id="contact-details" className="contact-card__title">
            Get in touch
          </h2>
          <address className="contact-details">
            <p>
              <span className="contact-details__label">Address</span>
              {SHOP_CONTACT.address}
            </p>
            <p>
              <span className="contact-details__label">Phone</span>
              <a href={SHOP_CONTACT.phone.href}>{SHOP_CONTACT.phone.label}</a>
            </p>
            <p>
              <span className="contact-details__label">Email</span>
              <a href={SHOP_CONTACT.email.href}>{SHOP_CONTACT.email.label}</a>
            </p>
            <p>
              <span className="contact-details__label">Hours</span>
              {SHOP_CONTACT.hours}
            </p>
          </address>
          <ShopMap />
        </section>

        <section className="contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-card__title">
            Send us a message
          </h2>
          {result?.sent && (
            <p ref={sentRef} className="contact-sent" role="status" tabIndex={-1}>
              {CONTACT_MESSAGES.success}
            </p>
          )}
          <FormAlert message={result?.alert} />
          <Form
            ref={formRef}
            method="post"
            noValidate
            className="auth-form"
            onChange={clearEdited}
            onFocus={check.prepare}
            onSubmit={(event) =>
              check.submit(event, (findErrors) =>
                show(findErrors(readValues(new FormData(event.currentTarget), FIELDS))),
              )
            }
          >
            <EnhancedField />
            <Field
              idPrefix="contact"
              name="name"
              label={`${CONTACT_LABELS.name} *`}
              autoComplete="name"
              required
              maxLength={CONTACT_MAX_LENGTHS.name}
              defaultValue={typed?.name}
              error={errors.name}
            />
            <Field
              idPrefix="contact"
              name="email"
              label={`${CONTACT_LABELS.email} *`}
              type="email"
              autoComplete="email"
              required
              maxLength={CONTACT_MAX_LENGTHS.email}
              defaultValue={typed?.email}
              error={errors.email}
            />
            <Field
              idPrefix="contact"
              name="phone"
              label={CONTACT_LABELS.phone}
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_MAX_LENGTHS.phone}
              defaultValue={typed?.phone}
              error={errors.phone}
            />
            <Field
              idPrefix="contact"
              name="subject"
              label={CONTACT_LABELS.subject}
              maxLength={CONTACT_MAX_LENGTHS.subject}
              defaultValue={typed?.subject}
              error={errors.subject}
            />
            <Field
              idPrefix="contact"
              name="message"
              label={`${CONTACT_LABELS.message} *`}
              error={errors.message}
              control={(tied) => (
                <textarea
                  {...tied}
                  className={`${tied.className} contact-form__comment`}
                  rows={6}
                  required
                  maxLength={CONTACT_MAX_LENGTHS.message}
                  defaultValue={typed?.message}
                />
              )}
            />
            <button type="submit" className="button auth-form__submit" disabled={submitting}>
              {submitting ? "Sending..." : "Send Message"}
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}

/**
 * The map: a drawing of the shop's corner of T. Nagar that links to OpenStreetMap. An embedded
 * map would load another site's script and tiles on every visit (and need its key); this costs a
 * few hundred bytes and opens the real map on a tap.
 */
function ShopMap() {
  return (
    <a className="contact-map" href={SHOP_CONTACT.map} target="_blank" rel="noopener noreferrer">
      <svg
        viewBox="0 0 320 180"
        role="img"
        aria-labelledby="contact-map-title"
        className="contact-map__picture"
      >
        <title id="contact-map-title">Map: Nagai on Usman Road, T. Nagar, Chennai</title>
        <rect width="320" height="180" fill="#f3efe6" />
        <path d="M0 120 L320 60" stroke="#fff" strokeWidth="18" />
        <path d="M110 0 L150 180" stroke="#fff" strokeWidth="14" />
        <path d="M0 30 L320 10 M0 170 L320 150 M250 0 L270 180" stroke="#fff" strokeWidth="8" />
        <rect x="190" y="100" width="60" height="40" fill="#dce8d2" />
        <text x="12" y="112" fontSize="11" fill="#5a5246" transform="rotate(-10.6 12 112)">
          Usman Road
        </text>
        <path d="M160 88 c0 -14 -22 -14 -22 0 c0 10 11 22 11 22 s11 -12 11 -22z" fill="#b3261e" />
        <circle cx="149" cy="88" r="4" fill="#fff" />
      </svg>
      <span className="contact-map__caption">Open the map (OpenStreetMap)</span>
    </a>
  );
}
