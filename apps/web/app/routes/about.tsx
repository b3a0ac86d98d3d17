import type { Video } from "@nagai/contracts/catalog";
import { POLICY_TEXT } from "@nagai/contracts/policy";
import { data, Link } from "react-router";
import { ContentPage, type ContentSection } from "../components/content-page";
import { createApiClient } from "../lib/api";
import { describeInformationPage } from "../lib/information-page";
import { CATALOGUE_ONLY, cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/about";
import { type CraftClip, CraftVideo } from "./about/craft-video";
import { AboutStats } from "./information/about-stats";
import { REASONS } from "./information/reasons";

// About Us (spec 001 section 2): Our Story, Craftsmanship with its looping muted clip, Why Choose
// Us, Mission, Vision, Promise, and the shop's figures. The spec's about page offered a 15-day
// return; the shop has one returns rule (policy.ts, decision 032) and this page states it.

const PAGE = {
  title: "About Us",
  description:
    "Nagai, the Tamil word for jewellery: a Madurai goldsmith's bench grown into showrooms across South India and a shop online. Our story, our craft and our promise.",
  path: "/about",
};

/** The about page's part of the Why Choose Us list; the rest is on /why-choose-us. */
const SHORT_REASONS = 4;

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  // The clip is the catalogue's: the page may be kept like the catalogue's pages, unless the list
  // failed (then the page shows no clip, and is rendered again for the next visitor).
  const videos = await createApiClient(context)
    .listVideos()
    .catch((): Video[] | null => null);
  // The last of the shop's clips: the appointment page opens with the first.
  const last = videos?.at(-1);
  const clip: CraftClip | null = last
    ? { title: last.title, video_path: last.video_path, poster_path: last.poster_path }
    : null;
  return data({ origin: context.origin, clip }, { headers: videos ? CATALOGUE_ONLY : {} });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

function getSections(clip: CraftClip | null): ContentSection[] {
  return [
    {
      id: "our-story",
      title: "Our Story",
      content: (
        <>
          <p>
            Nagai is the Tamil word for jewellery. Ours began as one goldsmith's bench in the lanes around the
            Meenakshi Amman Temple in Madurai, making temple jewellery for the town's families: coin
            necklaces, jhumkas, and the thali chains that mark a wedding. The bench became a workshop, the
            workshop a showroom, and the showroom a name that mothers passed on to their daughters with the
            jewellery itself.
          </p>
          <p>
            Three generations on, we still make much of what we sell, and we have brought the counter online:
            the same pieces, the same hallmarked gold and the same people to talk to, from anywhere in India.
          </p>
          <AboutStats />
        </>
      ),
    },
    {
      id: "craftsmanship",
      title: "Craftsmanship",
      content: (
        <>
          <p>
            Our karigars work gold, silver and kundan the way they were taught: chasing and repoussé for
            temple pieces, stones set one by one by hand, silver oxidised by hand. Every piece is checked
            twice before it leaves the workshop, and our gold goes to a BIS assaying centre for its hallmark.
          </p>
          {clip && <CraftVideo clip={clip} />}
        </>
      ),
    },
    {
      id: "why-choose-us",
      title: "Why Choose Us",
      content: (
        <>
          <ul className="reason-grid">
            {REASONS.slice(0, SHORT_REASONS).map((reason) => (
              <li key={reason.id} className="reason-card">
                <h3 className="reason-card__title">{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link className="content-more-link" to="/why-choose-us">
              Every reason to shop with us
            </Link>
          </p>
        </>
      ),
    },
    {
      id: "mission",
      title: "Our Mission",
      content: (
        <p>
          To make fine jewellery honest to buy: hallmarked metal, prices that show their workings, and people
          who answer when you call.
        </p>
      ),
    },
    {
      id: "vision",
      title: "Our Vision",
      content: (
        <p>
          A jeweller that families across India trust as much on a phone screen as across the counter, for
          generations to come.
        </p>
      ),
    },
    {
      id: "promise",
      title: "Our Promise",
      content: (
        <ul>
          <li>Gold that is hallmarked, every time.</li>
          <li>A price broken down to its GST, at the day's metal rate.</li>
          <li>Free repair for the life of a piece, if the fault is ours.</li>
          <li>
            Returns asked for within {POLICY_TEXT.returnWindow} of delivery, and refunds within{" "}
            {POLICY_TEXT.refundTime}: see our{" "}
            <Link to="/cancellation-return-policy">Cancellation & Return Policy</Link>.
          </li>
          <li>
            Your data used to serve you and nothing else: see our{" "}
            <Link to="/privacypolicy">Privacy Policy</Link>.
          </li>
        </ul>
      ),
    },
  ];
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      eyebrow="About Nagai"
      title="About Us"
      lead="A family jeweller from Madurai, now at your fingertips: temple gold, everyday silver and bridal kundan, made by hand and sold with care."
      sections={getSections(loaderData.clip)}
      contents={false}
      className="content-page--wide"
    />
  );
}
