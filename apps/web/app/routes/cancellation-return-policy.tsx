import { POLICY_TEXT } from "@nagai/contracts/policy";
import { Link } from "react-router";
import { ContentFacts, ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { SHOP_CONTACT } from "../lib/shop-contact";
import type { Route } from "./+types/cancellation-return-policy";
import { EffectiveDate, OtherPolicies } from "./information/policy-pages";

// Cancellation & Return Policy (spec 001 sections 2 and 9). The one returns rule of the shop
// (decision 032): cancel within 2 hours, ask to return within 48 hours of delivery, refunds in
// 7–10 days, all read from packages/contracts/src/policy.ts.

const PAGE = {
  title: "Cancellation & Return Policy",
  description: `Cancel a Nagai order within ${POLICY_TEXT.cancelWindow} of placing it, ask to return a piece within ${POLICY_TEXT.returnWindow} of delivery, and get your refund in ${POLICY_TEXT.refundTime}.`,
  path: "/cancellation-return-policy",
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

/** How to reach us, which every request on this page starts with. */
function HowToReachUs() {
  return (
    <>
      call <a href={SHOP_CONTACT.phone.href}>{SHOP_CONTACT.phone.label}</a> ({SHOP_CONTACT.hours}), write to{" "}
      <a href={SHOP_CONTACT.email.href}>{SHOP_CONTACT.email.label}</a> or use our{" "}
      <Link to="/contact">contact form</Link>
    </>
  );
}

const SECTIONS: ContentSection[] = [
  {
    id: "at-a-glance",
    title: "At a glance",
    content: (
      <ContentFacts
        facts={[
          { term: "Cancel an order", detail: `within ${POLICY_TEXT.cancelWindow} of placing it` },
          { term: "Ask to return a piece", detail: `within ${POLICY_TEXT.returnWindow} of delivery` },
          { term: "Refund", detail: `${POLICY_TEXT.refundTime} after the returned piece passes our check` },
        ]}
      />
    ),
  },
  {
    id: "cancelling",
    title: "Cancelling an order",
    content: (
      <>
        <p>
          You may cancel an order within {POLICY_TEXT.cancelWindow} of placing it: open it under{" "}
          <Link to="/orders">Orders</Link>, choose Cancel order and tell us why. Its pieces are released at
          once, and the order page shows the cancellation and any refund. You can also <HowToReachUs />,
          giving the order number.
        </p>
        <ul>
          <li>
            An online order you do not pay within {POLICY_TEXT.paymentWindow} is cancelled for you, and
            nothing is charged.
          </li>
          <li>
            After {POLICY_TEXT.cancelWindow} your piece is being checked, packed or made for you, and the
            order can no longer be cancelled. You can still ask to return it once it arrives, under the rule
            below.
          </li>
          <li>
            A paid order that is cancelled is refunded in full, shipping fee included, within{" "}
            {POLICY_TEXT.refundTime}. A cash-on-delivery order has nothing to refund.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "returning",
    title: "Returning a piece",
    content: (
      <>
        <p>
          Ask to return a piece within {POLICY_TEXT.returnWindow} of its delivery: <HowToReachUs />, with the
          order number and the reason. We then arrange for the courier to collect it, or tell you where to
          send it.
        </p>
        <p>A piece comes back as it reached you:</p>
        <ul>
          <li>unworn and unaltered, with its tags;</li>
          <li>with its hallmark or certificate, its invoice and its original box.</li>
        </ul>
        <p>
          We check every returned piece when it reaches us. If it is not as it left us, we send it back to you
          and tell you why.
        </p>
      </>
    ),
  },
  {
    id: "damaged-or-wrong",
    title: "A damaged or wrong piece",
    content: (
      <>
        <p>
          Tell us within {POLICY_TEXT.returnWindow} of delivery, with photographs of the parcel and the piece.
          Please do not accept a parcel whose seal is broken or that looks tampered with.
        </p>
        <p>
          We collect the piece at our cost and send the right one, or refund the whole amount, shipping fee
          included: you choose.
        </p>
      </>
    ),
  },
  {
    id: "not-returnable",
    title: "What cannot be returned",
    content: (
      <ul>
        <li>Pieces made, resized or engraved to your order.</li>
        <li>Earrings and nose pins whose hygiene seal has been opened.</li>
        <li>Pieces worn, damaged or altered after delivery.</li>
        <li>A piece we are asked to take back more than {POLICY_TEXT.returnWindow} after its delivery.</li>
      </ul>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    content: (
      <ul>
        <li>
          A refund reaches you in {POLICY_TEXT.refundTime} after the returned piece passes our check, or after
          a paid order is cancelled.
        </li>
        <li>
          An online payment is refunded to the card, UPI account or bank account it came from; a
          cash-on-delivery order to the bank account or UPI ID you give us.
        </li>
        <li>
          For a damaged or wrong piece, or a cancelled order, the shipping fee is refunded too. For any other
          return we refund the price of the piece.
        </li>
      </ul>
    ),
  },
];

export default function CancellationReturnPolicy() {
  return (
    <ContentPage
      eyebrow="Policies"
      title="Cancellation & Return Policy"
      lead={`Changed your mind? Cancel an order within ${POLICY_TEXT.cancelWindow} of placing it, or ask to return a piece within ${POLICY_TEXT.returnWindow} of its delivery. Your refund follows in ${POLICY_TEXT.refundTime}.`}
      note={<EffectiveDate />}
      sections={SECTIONS}
    >
      <OtherPolicies current={PAGE.path} />
    </ContentPage>
  );
}
