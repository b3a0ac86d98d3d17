import { POLICY_TEXT } from "@nagai/contracts/policy";
import { Link } from "react-router";
import { ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/legal";
import { EffectiveDate, OtherPolicies } from "./information/policy-pages";
import { GrievanceOfficer } from "./information/shop-people";

// Legal (spec 001 section 2: privacy, cookie, order, analytics, data storage). Each section says
// what the shop's code really does: the one session cookie (docs/security.md, "The cookie"), no
// analytics or third-party scripts (the CSP of decision 012), how orders and payments are kept
// (decisions 020, 021, 023). Change the code, change this page.

const PAGE = {
  title: "Legal",
  description:
    "Nagai's legal notices in plain words: privacy, the one cookie we set, how orders are recorded, why there are no analytics, and where your data is stored.",
  path: "/legal",
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

const SECTIONS: ContentSection[] = [
  {
    id: "privacy",
    title: "Privacy",
    content: (
      <p>
        We collect only what an account, an order or a message needs, use it to serve you, share it only with
        the companies that deliver, text, mail or take payment for us, and sell it to no one. Our{" "}
        <Link to="/privacypolicy">Privacy Policy</Link> says what, why, for how long, and how to ask for it.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    content: (
      <>
        <p>We set one cookie, and only for a shopper who logs in:</p>
        <table className="content-table">
          <caption className="visually-hidden">The cookie this shop sets</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">What it does</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <code>user_token</code>
              </th>
              <td>
                Keeps you logged in. Scripts cannot read it (HttpOnly), other sites cannot send it
                (SameSite=Lax), and it travels only over HTTPS.
              </td>
              <td>A week at most; removed when you log out</td>
            </tr>
          </tbody>
        </table>
        <p>
          It is strictly necessary for an account to work, so it needs no banner. Visitors who have not logged
          in get no cookie at all, and no other site sets one through our pages. Your browser's local storage
          keeps <code>lastVisited</code>, the last page you viewed, to take you back there after logging in;
          it stays in your browser.
        </p>
      </>
    ),
  },
  {
    id: "orders",
    title: "Orders",
    content: (
      <ul>
        <li>
          An order records its pieces, their prices at the moment you placed it, the shipping fee, the total,
          the delivery address, how you pay and each change of its status. Prices and totals are worked out by
          our server from the catalogue, never taken from your browser.
        </li>
        <li>
          Placing an order reserves its pieces in the same step, so a piece is never sold twice. Sending the
          same order again (a double tap, a retry) places it once.
        </li>
        <li>
          An online payment counts only when ICICI Bank's PayPhi gateway confirms it in a signed answer for
          exactly the order's total. An order not paid within {POLICY_TEXT.paymentWindow} is cancelled, and
          its pieces go back on sale.
        </li>
        <li>
          Cancellations, returns and refunds follow our{" "}
          <Link to="/cancellation-return-policy">Cancellation & Return Policy</Link>; the contract itself, our{" "}
          <Link to="/terms-conditions">Terms & Conditions</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: "analytics",
    title: "Analytics",
    content: (
      <>
        <p>
          None. We run no analytics service, no advertising or social-media tags, no tracking pixels and no
          fingerprinting. Our pages load scripts, styles, fonts and pictures from our own address only, and a
          content security policy tells your browser to refuse anything else.
        </p>
        <p>What our server does keep, to run the shop and keep it safe:</p>
        <ul>
          <li>
            a log of each request: its IP address, the page or call, the time and the answer, with passwords,
            one-time passwords, tokens and cookies removed before it is written;
          </li>
          <li>
            counts of recent attempts per IP address and per mobile number, so that no one can guess passwords
            or send text messages to a stranger through our forms; each count lapses after its hour or less.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "data-storage",
    title: "Data storage",
    content: (
      <ul>
        <li>
          Accounts, addresses, lists, orders, payments, messages and appointments are kept in our own
          PostgreSQL database, on servers we run.
        </li>
        <li>
          Passwords are stored only as argon2id hashes, and one-time passwords only as keyed hashes: neither
          can be read back, by us or by anyone who took a copy.
        </li>
        <li>Card, UPI and bank details stay with the payment gateway: they never reach our servers.</li>
        <li>
          Everything travels over HTTPS. How long each kind of data is kept is in the{" "}
          <Link to="/privacypolicy#how-long">Privacy Policy</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: "contact",
    title: "Grievances and contact",
    content: <GrievanceOfficer />,
  },
];

export default function Legal() {
  return (
    <ContentPage
      eyebrow="Policies"
      title="Legal"
      lead="What this shop does with your data, its cookie and your orders, in plain words and true to how the shop works."
      note={<EffectiveDate />}
      sections={SECTIONS}
    >
      <OtherPolicies current={PAGE.path} />
    </ContentPage>
  );
}
