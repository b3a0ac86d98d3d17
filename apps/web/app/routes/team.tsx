import { APPOINTMENT_LANGUAGES } from "@nagai/contracts/appointment-texts";
import { Link } from "react-router";
import { ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { SHOP_CONTACT } from "../lib/shop-contact";
import type { Route } from "./+types/team";
import { joinWords } from "./information/reasons";
import { GRIEVANCE_OFFICER } from "./information/shop-people";

// Team (spec 001 route table): the people behind the shop, by what they do for a shopper. No
// photographs: each person is shown by their initials, drawn in CSS.

const PAGE = {
  title: "Our Team",
  description:
    "Meet the people behind Nagai: the family that runs it, the karigars who make our jewellery, and the team who answer your calls and video appointments.",
  path: "/team",
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

interface Person {
  name: string;
  role: string;
  about: string;
}

const LEADERSHIP: Person[] = [
  {
    name: "S. Natarajan",
    role: "Chairman",
    about:
      "Grandson of the goldsmith who started Nagai in Madurai; still at the workshop bench most mornings.",
  },
  {
    name: "Lakshmi Natarajan",
    role: "Managing Director",
    about:
      "Runs the showrooms and the online shop, and reads every complaint that reaches the grievance officer.",
  },
  {
    name: "Arun Prakash",
    role: "Head of Design",
    about:
      "Draws our temple, bridal and everyday collections, and the pieces customers ask us to make for them.",
  },
];

const WORKSHOP: Person[] = [
  {
    name: "Murugan Kandasamy",
    role: "Master goldsmith",
    about: "Temple jewellery, chased and worked in repoussé: lakshmi coin necklaces, jhumkas, vanki armlets.",
  },
  {
    name: "Fathima Begum",
    role: "Stone setter",
    about: "Sets kundan, polki and coloured stones by hand, and checks every setting under a loupe.",
  },
  {
    name: "Joseph Antony",
    role: "Silversmith",
    about: "Our oxidised silver: anklets, toe rings and bangles, blackened and hand-polished.",
  },
];

const CUSTOMER_CARE: Person[] = [
  {
    name: GRIEVANCE_OFFICER.name,
    role: GRIEVANCE_OFFICER.role,
    about:
      "Looks after orders that need a hand: cancellations, returns, refunds and anything that went wrong.",
  },
  {
    name: "Priya Venkatesh",
    role: "Video appointments",
    about: `Leads the team that shows pieces live on video, in ${joinWords(APPOINTMENT_LANGUAGES, "and")}.`,
  },
];

function initials(name: string): string {
  return name
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
}

function People({ people }: { people: Person[] }) {
  return (
    <ul className="team-grid">
      {people.map((person) => (
        <li key={person.name} className="team-card">
          <span className="team-card__initials" aria-hidden="true">
            {initials(person.name)}
          </span>
          <h3 className="team-card__name">{person.name}</h3>
          <p className="team-card__role">{person.role}</p>
          <p className="team-card__about">{person.about}</p>
        </li>
      ))}
    </ul>
  );
}

const SECTIONS: ContentSection[] = [
  { id: "leadership", title: "Leadership", content: <People people={LEADERSHIP} /> },
  { id: "workshop", title: "The workshop", content: <People people={WORKSHOP} /> },
  { id: "customer-care", title: "Customer care", content: <People people={CUSTOMER_CARE} /> },
  {
    id: "join-us",
    title: "Join us",
    content: (
      <p>
        We are always glad to meet karigars, designers and people who like helping others choose something
        precious. Write to <a href={SHOP_CONTACT.email.href}>{SHOP_CONTACT.email.label}</a> with "Careers" as
        the subject, or <Link to="/contact">send us a message</Link>.
      </p>
    ),
  },
];

export default function Team() {
  return (
    <ContentPage
      eyebrow="About Nagai"
      title="Our Team"
      lead="A family business with a workshop at its heart: the people who run Nagai, make its jewellery and look after you."
      sections={SECTIONS}
      className="content-page--wide"
      contents={false}
    />
  );
}
