import { Link } from "react-router";
import { ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { SHOP_CONTACT } from "../lib/shop-contact";
import type { Route } from "./+types/privacy-policy";
import { EffectiveDate, OtherPolicies } from "./information/policy-pages";
import { GrievanceOfficer } from "./information/shop-people";

// Privacy Policy (spec 001 section 2). Every statement here is what the shop's code does: what
// it stores, who it tells, the one cookie (docs/security.md). Change the code, change this page.

const PAGE = {
  title: "Privacy Policy",
  description:
    "What Nagai collects when you shop, why, who else sees it, how long it is kept and how to ask for it: no advertising, no analytics, one cookie.",
  path: "/privacypolicy",
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

const SECTIONS: ContentSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <p>
        Nagai Jewellery ("Nagai", "we") runs this shop and its mobile app, and decides what happens to the
        personal data you give us in them: under India's Digital Personal Data Protection Act, 2023 we are its
        data fiduciary. Write to <a href={SHOP_CONTACT.email.href}>{SHOP_CONTACT.email.label}</a> about
        anything on this page.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    content: (
      <>
        <p>Only what an account, an order or a message needs:</p>
        <ul>
          <li>
            <strong>Your account:</strong> a username, your e-mail address and mobile number, and your
            password, which we keep only as an argon2id hash: no one at Nagai can read it.
          </li>
          <li>
            <strong>Addresses you save:</strong> the name, phone number, address, city, state and PIN code you
            give for delivery, and a GST number if you add one.
          </li>
          <li>
            <strong>Your orders:</strong> the pieces, their prices, the shipping fee, the delivery address,
            how you chose to pay and each change of the order's status.
          </li>
          <li>
            <strong>Payments:</strong> the amount, the payment gateway's transaction reference and its result.
            You type card, UPI or bank details on ICICI Bank's PayPhi payment page, never on ours: we never
            see or store them.
          </li>
          <li>
            <strong>Your lists:</strong> your wishlist, your cart and the pieces you viewed recently, kept on
            our server while you are logged in, so that they follow you from the website to the app.
          </li>
          <li>
            <strong>Messages and appointments:</strong> what you write in the contact form (name, e-mail,
            comment, and a phone number and subject if you add them), and the details of a video appointment
            you book.
          </li>
          <li>
            <strong>Our server's log:</strong> for each request, the address it came from (IP address), the
            page or call asked for, the time and the answer. Passwords, one-time passwords, session tokens and
            cookies are removed before a line is written.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "why-we-use-it",
    title: "Why we use it",
    content: (
      <>
        <ul>
          <li>To deliver what you order, and to send you its confirmation by SMS.</li>
          <li>To prove your mobile number with a one-time password when you register or reset a password.</li>
          <li>To answer your messages, and to call you for a video appointment you booked.</li>
          <li>
            To keep the shop safe: we count recent attempts per address and per number, so that no one can
            guess passwords or send text messages to a stranger through our forms.
          </li>
          <li>To keep the accounts and invoices that India's tax laws require.</li>
        </ul>
        <p>
          We do not use your data for advertising, we build no profile of you, and we never sell or rent it to
          anyone.
        </p>
      </>
    ),
  },
  {
    id: "who-else-sees-it",
    title: "Who else sees it",
    content: (
      <>
        <p>Only the companies that carry out part of your order or message, and only what they need:</p>
        <ul>
          <li>
            <strong>Our SMS provider:</strong> your mobile number and the text of one-time passwords, order
            confirmations and appointment notices.
          </li>
          <li>
            <strong>Our e-mail provider:</strong> your e-mail address and the text of the mails we send you,
            and your message when it is mailed to our team.
          </li>
          <li>
            <strong>ICICI Bank's PayPhi payment gateway:</strong> the order's amount and reference, your
            e-mail address and mobile number, for an online payment.
          </li>
          <li>
            <strong>Our courier partners:</strong> the name, address and phone number an order is delivered
            to.
          </li>
          <li>Authorities, when Indian law obliges us to answer them.</li>
        </ul>
        <p>No advertiser, data broker or analytics company receives anything from us.</p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and your browser's storage",
    content: (
      <>
        <p>
          We set one cookie, <code>user_token</code>, and only when you log in: it keeps you logged in. It
          lasts a week at most and is removed when you log out. Scripts on the page cannot read it (HttpOnly),
          and other sites' forms cannot send it (SameSite=Lax). Visitors who have not logged in get no cookie
          at all.
        </p>
        <p>
          Your browser's local storage keeps <code>lastVisited</code>, the last page you looked at, so that
          logging in takes you back to it. It stays in your browser.
        </p>
        <p>
          Our pages load no script, font or picture from another site: there are no third-party cookies,
          tracking pixels or social-media buttons. The <Link to="/legal">legal page</Link> lists the cookie in
          full.
        </p>
      </>
    ),
  },
  {
    id: "how-long",
    title: "How long we keep it",
    content: (
      <ul>
        <li>Your account, addresses and lists: while your account exists.</li>
        <li>
          Orders, payments and invoices: as long as India's GST law requires us to keep accounts (72 months
          from the due date of the year's annual return), even after an account is closed.
        </li>
        <li>
          One-time passwords: valid for 10 minutes and used once; we keep only a keyed hash of each code. A
          registration not confirmed by its code lapses when the code does.
        </li>
        <li>Messages and appointment bookings: until you ask us to delete them.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    content: (
      <ul>
        <li>Every page and call travels over HTTPS.</li>
        <li>
          Passwords are hashed with argon2id; one-time passwords are stored as keyed hashes, expire, and allow
          only a few tries.
        </li>
        <li>A password change or reset ends every other session of the account.</li>
        <li>
          Our pages run only our own scripts, enforced by a strict content security policy, so no other site's
          code can read what you type.
        </li>
        <li>Payment details never reach our servers.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023 you may ask us:</p>
        <ul>
          <li>for a summary of the personal data we hold about you and who we shared it with;</li>
          <li>to correct or complete it;</li>
          <li>
            to erase it: we then close your account and delete your addresses, lists, messages and bookings,
            keeping only the orders and invoices the tax laws require;
          </li>
          <li>to name someone who may use these rights for you if you cannot.</li>
        </ul>
        <p>
          Write to <a href={SHOP_CONTACT.email.href}>{SHOP_CONTACT.email.label}</a> from your account's e-mail
          address, or call <a href={SHOP_CONTACT.phone.href}>{SHOP_CONTACT.phone.label}</a>. Your password and
          delivery addresses you can change yourself, under <Link to="/change-password">Security</Link> and{" "}
          <Link to="/AddressManager">Addresses</Link>.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    content: (
      <p>
        An account is for adults. Someone under 18 may shop through a parent's or guardian's account, with
        their consent.
      </p>
    ),
  },
  {
    id: "grievances",
    title: "Grievance officer",
    content: (
      <>
        <p>If we have not answered you, or you are not satisfied with the answer, write to:</p>
        <GrievanceOfficer />
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        When we change what we collect or who we share it with, we change this page first and say so on it. A
        change that needs your consent will ask for it.
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <ContentPage
      eyebrow="Policies"
      title="Privacy Policy"
      lead="What Nagai collects when you shop with us, why, who else sees it, how long we keep it and how to ask for it. In short: only what an order, an account or a message needs; no advertising, no analytics, nothing sold."
      note={<EffectiveDate />}
      sections={SECTIONS}
    >
      <OtherPolicies current={PAGE.path} />
    </ContentPage>
  );
}
