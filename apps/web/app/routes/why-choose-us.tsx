import { Link } from "react-router";
import { ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/why-choose-us";
import { AboutStats } from "./information/about-stats";
import { REASONS } from "./information/reasons";

// Why Choose Us (spec 000 route table, "Information"): the reasons the about page lists in
// short, each in full, and the shop's figures.

const PAGE = {
  title: "Why Choose Us",
  description:
    "Why shop with Nagai: hallmarked gold, prices that show their workings, a lifetime warranty, easy returns, insured delivery and video appointments in five languages.",
  path: "/why-choose-us",
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

const SECTIONS: ContentSection[] = [
  {
    id: "our-promises",
    title: "What we promise",
    content: (
      <ul className="reason-grid">
        {REASONS.map((reason) => (
          <li key={reason.id} className="reason-card">
            <h3 className="reason-card__title">{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: "in-numbers",
    title: "Nagai in numbers",
    content: <AboutStats />,
  },
  {
    id: "start",
    title: "Start here",
    content: (
      <ul className="content-actions">
        <li>
          <Link className="button" to="/shop-left">
            Browse the collection
          </Link>
        </li>
        <li>
          <Link className="button button--outline" to="/appointment">
            Book a video appointment
          </Link>
        </li>
      </ul>
    ),
  },
];

export default function WhyChooseUs() {
  return (
    <ContentPage
      eyebrow="About Nagai"
      title="Why Choose Us"
      lead="Jewellery is bought to be kept for a lifetime. Here is what we do so that you can buy it from us with confidence, online or at the counter."
      sections={SECTIONS}
      className="content-page--wide"
    />
  );
}
