import { POLICY_TEXT } from "@nagai/contracts/policy";
import { Link } from "react-router";
import { ContentFacts, ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/refund-policy";
import { DELIVERY_SHIPPING_PATH, EffectiveDate, OtherPolicies } from "./information/policy-pages";

// /refund-policy, which spec 000's table labels "Shipping and Returns" (and spec 001 lists as the
// shipping policy). The footer's link says "Shipping and Returns", so the page's heading does too:
// a shopper lands on what the link promised. The route's name is kept, and the page holds the
// shop's whole refund policy, so one who typed /refund-policy finds it (decision 032).

const PAGE = {
  title: "Shipping and Returns",
  description: `Nagai's shipping, returns and refund policy: free shipping above ${POLICY_TEXT.freeShippingAbove}, returns asked for within ${POLICY_TEXT.returnWindow} of delivery, refunds in ${POLICY_TEXT.refundTime}.`,
  path: "/refund-policy",
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

const SECTIONS: ContentSection[] = [
  {
    id: "shipping",
    title: "Shipping",
    content: (
      <>
        <ContentFacts
          facts={[
            { term: `Orders above ${POLICY_TEXT.freeShippingAbove}`, detail: "Free shipping" },
            { term: "Other orders", detail: `${POLICY_TEXT.flatShippingFee} flat` },
            { term: "Delivery", detail: `usually ${POLICY_TEXT.delivery} across India` },
          ]}
        />
        <p>
          Your cart and checkout show the shipping fee before you place an order, and your order's summary
          shows the fee it was charged. Cash on delivery costs nothing extra. Processing and delivery times by
          region are in our <Link to={DELIVERY_SHIPPING_PATH}>Delivery & Shipping Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "returns",
    title: "Returns",
    content: (
      <p>
        Ask to return a piece within {POLICY_TEXT.returnWindow} of its delivery, unworn, with its tags,
        hallmark or certificate, invoice and box. A damaged or wrong piece, reported in the same{" "}
        {POLICY_TEXT.returnWindow} with photographs, we collect at our cost. Pieces made, resized or engraved
        to order cannot be returned. The{" "}
        <Link to="/cancellation-return-policy">Cancellation & Return Policy</Link> has every condition.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    content: (
      <ul>
        <li>
          <strong>When:</strong> within {POLICY_TEXT.refundTime} of the returned piece passing our check, or
          of a paid order being cancelled.
        </li>
        <li>
          <strong>Where to:</strong> an online payment goes back to the card, UPI account or bank account it
          came from; a cash-on-delivery payment to the bank account or UPI ID you give us.
        </li>
        <li>
          <strong>How much:</strong> the piece's price; the shipping fee too when the piece was damaged or
          wrong, or the order was cancelled.
        </li>
        <li>
          <strong>A payment without an order:</strong> if your bank was charged but the order was not
          confirmed (say the payment arrived more than {POLICY_TEXT.paymentWindow} after the order was
          placed), the amount is refunded within {POLICY_TEXT.refundTime}.
        </li>
      </ul>
    ),
  },
  {
    id: "cancellations",
    title: "Cancellations",
    content: (
      <p>
        An order can be cancelled within {POLICY_TEXT.cancelWindow} of placing it, from its page under{" "}
        <Link to="/orders">Orders</Link> (Cancel order), or by calling or writing to us with the order number;
        see the <Link to="/cancellation-return-policy#cancelling">Cancellation & Return Policy</Link>.
      </p>
    ),
  },
];

export default function RefundPolicy() {
  return (
    <ContentPage
      eyebrow="Policies"
      title="Shipping and Returns"
      lead="What shipping costs, how to send a piece back, and how and when your refund is paid: the shop's refund policy, on one page."
      note={<EffectiveDate />}
      sections={SECTIONS}
    >
      <OtherPolicies current={PAGE.path} />
    </ContentPage>
  );
}
