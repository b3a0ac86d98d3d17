import { POLICY, POLICY_TEXT } from "@nagai/contracts/policy";
import { Link } from "react-router";
import { ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { SHOP_CONTACT } from "../lib/shop-contact";
import type { Route } from "./+types/terms-conditions";
import { DELIVERY_SHIPPING_PATH, EffectiveDate, OtherPolicies } from "./information/policy-pages";
import { GrievanceOfficer } from "./information/shop-people";

// Terms & Conditions (spec 001 section 2 and section 9: disputes settled in Madurai, Tamil Nadu).
// The order and payment rules are the server's own (decisions 020, 021 and 023).

const PAGE = {
  title: "Terms & Conditions",
  description: `The terms of shopping at Nagai: accounts, prices, orders, payment, delivery, returns, the lifetime warranty, and disputes settled in ${POLICY.disputesVenue}.`,
  path: "/terms-conditions",
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

const SECTIONS: ContentSection[] = [
  {
    id: "these-terms",
    title: "These terms",
    content: (
      <p>
        These terms are the agreement between you and Nagai Jewellery when you use this website or our app and
        when you order from us. Our <Link to="/privacypolicy">Privacy Policy</Link>, our{" "}
        <Link to="/cancellation-return-policy">Cancellation & Return Policy</Link> and our{" "}
        <Link to={DELIVERY_SHIPPING_PATH}>Delivery & Shipping Policy</Link> are part of them.
      </p>
    ),
  },
  {
    id: "your-account",
    title: "Your account",
    content: (
      <ul>
        <li>You need an account to keep a cart or a wishlist and to order. An account is for adults.</li>
        <li>
          Give your own name, e-mail address and mobile number: we prove the number with a one-time password
          and send your order's messages to it.
        </li>
        <li>
          Keep your password to yourself. If you think someone else knows it, change it: that ends every other
          session of your account.
        </li>
        <li>We may suspend an account used to abuse the shop or other shoppers.</li>
      </ul>
    ),
  },
  {
    id: "pieces-and-prices",
    title: "Pieces and prices",
    content: (
      <ul>
        <li>
          Prices are in Indian rupees and include GST; each piece's page shows its price, the GST and its
          rate, and the total.
        </li>
        <li>
          Gold and silver prices follow the day's metal rates, shown at the top of every page, so a piece's
          price can change from one day to the next. You pay the price shown when you place the order.
        </li>
        <li>
          A struck-through price is the piece's real maximum retail price, shown only where one exists: we
          never invent a discount.
        </li>
        <li>
          Our gold jewellery is hallmarked by the Bureau of Indian Standards, with its 6-digit HUID. Every
          piece is made by hand: its colour and finish may differ slightly from its photograph.
        </li>
      </ul>
    ),
  },
  {
    id: "orders",
    title: "Orders",
    content: (
      <ul>
        <li>
          Most of our pieces are one of a kind. Placing an order reserves its pieces for you; until then,
          another shopper may buy a piece in your cart. When two shoppers order the same piece at once, the
          first order placed gets it, and the other is told at once that it is no longer available.
        </li>
        <li>
          An online order not paid within {POLICY_TEXT.paymentWindow} is cancelled, and its pieces go back on
          sale. A cash-on-delivery order is confirmed when you place it.
        </li>
        <li>
          We may cancel an order with an obvious error in a price or a description. If you had paid, the whole
          amount is refunded.
        </li>
      </ul>
    ),
  },
  {
    id: "payment",
    title: "Payment",
    content: (
      <p>
        Pay online through ICICI Bank's PayPhi payment gateway, or in cash on delivery. An online payment
        counts when the gateway confirms it to us, not when your browser comes back to our page; if your bank
        was charged for an order we could not confirm, we refund the amount within {POLICY_TEXT.refundTime}.
      </p>
    ),
  },
  {
    id: "delivery",
    title: "Delivery",
    content: (
      <p>
        We deliver across India: free for orders above {POLICY_TEXT.freeShippingAbove}, and{" "}
        {POLICY_TEXT.flatShippingFee} for other orders, usually within {POLICY_TEXT.delivery}. The{" "}
        <Link to={DELIVERY_SHIPPING_PATH}>Delivery & Shipping Policy</Link> has the details.
      </p>
    ),
  },
  {
    id: "cancellations-and-returns",
    title: "Cancellations, returns and refunds",
    content: (
      <p>
        You may cancel an order within {POLICY_TEXT.cancelWindow} of placing it, and ask to return a piece
        within {POLICY_TEXT.returnWindow} of its delivery. Refunds reach you in {POLICY_TEXT.refundTime}. The{" "}
        <Link to="/cancellation-return-policy">Cancellation & Return Policy</Link> says which pieces can be
        returned and how.
      </p>
    ),
  },
  {
    id: "lifetime-warranty",
    title: "Lifetime warranty",
    content: (
      <>
        <p>
          We repair, free of charge and for the life of the piece, any fault in how we made it: a joint that
          gives way, a clasp or screw that will not hold, a stone that comes loose from a setting that failed.
          Bring the piece to any of our showrooms or write to us, with its invoice or order number.
        </p>
        <p>
          The warranty does not cover wear from everyday use (scratches, a plated or polished finish wearing
          thin), damage from a fall, a knock or chemicals, a lost piece, or a piece altered by someone else.
        </p>
      </>
    ),
  },
  {
    id: "using-the-shop",
    title: "Using the shop",
    content: (
      <p>
        Our designs, photographs and text belong to Nagai. Do not copy them for sale, do not try to get around
        the shop's security, and do not send it more requests than a shopper would: our limits refuse them.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our liability",
    content: (
      <p>
        As far as the law allows, we are liable for the price of what you ordered, not for indirect losses.
        Nothing in these terms takes away your rights under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: "law-and-disputes",
    title: "Governing law and disputes",
    content: (
      <>
        <p>
          These terms are governed by the laws of India. Please write to us first: most problems are settled
          by a conversation. A dispute we cannot settle together is settled by the courts at{" "}
          {POLICY.disputesVenue}, which alone hear it.
        </p>
        <p>
          This does not take away your right as a consumer to complain to a consumer commission under the
          Consumer Protection Act, 2019.
        </p>
        <GrievanceOfficer />
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    content: (
      <p>
        {SHOP_CONTACT.address}. Email <a href={SHOP_CONTACT.email.href}>{SHOP_CONTACT.email.label}</a>, phone{" "}
        <a href={SHOP_CONTACT.phone.href}>{SHOP_CONTACT.phone.label}</a>, {SHOP_CONTACT.hours}, or use our{" "}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export default function TermsConditions() {
  return (
    <ContentPage
      eyebrow="Policies"
      title="Terms & Conditions"
      lead="The terms of shopping at Nagai: your account, our prices, how an order is placed and paid, what we deliver and take back, and what our lifetime warranty covers."
      note={<EffectiveDate />}
      sections={SECTIONS}
    >
      <OtherPolicies current={PAGE.path} />
    </ContentPage>
  );
}
