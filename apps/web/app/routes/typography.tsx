import { formatRupees } from "@nagai/contracts/money";
import { Link } from "react-router";
import { ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/typography";
import { resolveFontSize, TYPE_SCALE, type TypeStep } from "./typography/type-scale";

// Typography (spec 001 route table): the shop's type, shown for real. Each sample is set in the
// stylesheet's own custom property, so what this page shows is what the pages use; the sizes in
// pixels are worked out from the same values (type-scale.ts, held to the CSS by its test).

const PAGE = {
  title: "Typography",
  description:
    "The type of the Nagai shop: the fonts every device already has, the type scale from phone to desktop, and how prices and Indian scripts are set.",
  path: "/typography",
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

/** The two widths the shop is designed and tested at. */
const PHONE_PX = 360;
const DESKTOP_PX = 1366;

function px(size: number): string {
  return `${Math.round(size * 10) / 10} px`;
}

function ScaleStep({ step }: { step: TypeStep }) {
  const phone = resolveFontSize(step.value, PHONE_PX);
  const desktop = resolveFontSize(step.value, DESKTOP_PX);
  return (
    <li className="type-scale__step">
      <p
        className="type-scale__sample"
        style={{
          fontSize: `var(${step.token})`,
          fontFamily: `var(--font-${step.family})`,
          fontWeight: step.weight,
        }}
      >
        {step.sample}
      </p>
      <p className="type-scale__meta">
        <strong>{step.name}</strong>, for {step.usedFor}:{" "}
        {phone === desktop
          ? px(phone)
          : `${px(phone)} on a ${PHONE_PX} px phone, ${px(desktop)} at ${DESKTOP_PX} px`}
        . <code>{`${step.token}: ${step.value}`}</code>
      </p>
    </li>
  );
}

const SECTIONS: ContentSection[] = [
  {
    id: "typefaces",
    title: "Typefaces",
    content: (
      <>
        <p>
          The shop downloads no fonts. Text is set in the typefaces the shopper's own device already has, so
          it appears at once, costs nothing to load, and reads in every script our shoppers write.
        </p>
        <ul className="type-faces">
          <li className="type-faces__face">
            <p className="type-faces__sample" style={{ fontFamily: "var(--font-body)" }}>
              Aa Bb Cc 0123456789
            </p>
            <p>
              <strong>Text:</strong> the device's interface font (system-ui: San Francisco on Apple devices,
              Segoe UI on Windows, Roboto on Android), falling back to Noto Sans and Noto Sans Tamil.
            </p>
          </li>
          <li className="type-faces__face">
            <p className="type-faces__sample" style={{ fontFamily: "var(--font-display)", fontWeight: 600 }}>
              Aa Bb Cc 0123456789
            </p>
            <p>
              <strong>Headings:</strong> Georgia, falling back to Times New Roman and Noto Serif: a serif with
              the warmth of engraved lettering.
            </p>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "type-scale",
    title: "Type scale",
    content: (
      <>
        <p>
          Seven sizes. The two headings grow with the screen between a phone and a desktop; the others stay at
          the size the reader's browser asks for, in rem, so a larger text setting enlarges every one of them.
        </p>
        <ol className="type-scale">
          {TYPE_SCALE.map((step) => (
            <ScaleStep key={step.token} step={step} />
          ))}
        </ol>
      </>
    ),
  },
  {
    id: "text-styles",
    title: "Text styles",
    content: (
      <div className="type-specimen">
        <p className="content-page__eyebrow">Eyebrow</p>
        <p className="content-page__lead">A lead paragraph opens a page in the lead size, in a softer ink.</p>
        <p>
          Body text runs at about 70 characters a line with a line height of 1.5. <strong>Strong text</strong>{" "}
          marks what matters, and <Link to="/typography#text-styles">links are underlined</Link> in the shop's
          maroon, which keeps a contrast of at least 4.5 to 1 with the page.
        </p>
        <p className="content-page__note">A note is set small and muted.</p>
        <p>
          <Link className="button" to="/shop-left">
            Browse the collection
          </Link>
        </p>
      </div>
    ),
  },
  {
    id: "numbers",
    title: "Prices and numbers",
    content: (
      <>
        <p>
          Prices are in rupees in the Indian grouping, with lakhs and crores: {formatRupees(123456)} and{" "}
          {formatRupees(1234567.5)}. The cart's summary shows whole rupees (
          {formatRupees(123456, { whole: true })}
          ). Figures in tables line up with tabular numerals:
        </p>
        <p className="type-specimen__figures">
          {formatRupees(4999)}
          <br />
          {formatRupees(18250)}
          <br />
          {formatRupees(245000)}
        </p>
      </>
    ),
  },
  {
    id: "scripts",
    title: "Indian scripts",
    content: (
      <>
        <p>
          The same typefaces set the word for jewellery in the languages our staff speak, each marked with its
          language so that a screen reader pronounces it:
        </p>
        <ul className="type-scripts">
          <li>
            <span lang="ta">நகை</span> Tamil
          </li>
          <li>
            <span lang="hi">गहना</span> Hindi
          </li>
          <li>
            <span lang="te">నగలు</span> Telugu
          </li>
          <li>
            <span lang="ml">ആഭരണം</span> Malayalam
          </li>
        </ul>
      </>
    ),
  },
];

export default function Typography() {
  return (
    <ContentPage
      eyebrow="Design"
      title="Typography"
      lead="How the shop sets its words: the typefaces, the seven sizes from phone to desktop, and how prices and Indian scripts are shown."
      sections={SECTIONS}
    />
  );
}
