import { POLICY_TEXT } from "@nagai/contracts/policy";
import { Link } from "react-router";
import { ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import type { Route } from "./+types/delivery-shipping";
import { DELIVERY_SHIPPING_PATH, EffectiveDate, OtherPolicies } from "./information/policy-pages";

// Delivery & Shipping Policy at /delivery&shipping (spec 001 section 2), reached by
// /delivery%26shipping too; its canonical link names the spec's spelling (decision 032). The
// charges are the orders module's SHIPPING rule, read through policy.ts.

const PAGE = {
  title: "Delivery & Shipping Policy",
  description: `Nagai ships across India: free above ${POLICY_TEXT.freeShippingAbove}, ${POLICY_TEXT.flatShippingFee} below, dispatched in ${POLICY_TEXT.processing} and delivered in ${POLICY_TEXT.delivery}.`,
  path: DELIVERY_SHIPPING_PATH,
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

const SECTIONS: ContentSection[] = [
  {
    id: "charges",
    title: "Shipping charges",
    content: (
      <>
        <table className="content-table">
          <caption className="visually-hidden">Shipping fee by order subtotal</caption>
          <thead>
            <tr>
              <th scope="col">Order subtotal</th>
              <th scope="col">Shipping</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Above {POLICY_TEXT.freeShippingAbove}</th>
              <td>Free</td>
            </tr>
            <tr>
              <th scope="row">{POLICY_TEXT.freeShippingAbove} or less</th>
              <td>{POLICY_TEXT.flatShippingFee} flat, per order</td>
            </tr>
          </tbody>
        </table>
        <p>
          Your cart and checkout show the fee before you place an order, and the order's summary keeps the fee
          it was charged.
        </p>
      </>
    ),
  },
  {
    id: "cash-on-delivery",
    title: "Cash on delivery",
    content: (
      <p>
        Pay the courier in cash when your parcel arrives. Today we charge no fee for it on any PIN code. If we
        ever add the {POLICY_TEXT.possibleCashOnDeliveryFee} fee some couriers ask for on selected PIN codes,
        checkout will show it before you place an order, and this page will say so first.
      </p>
    ),
  },
  {
    id: "delivery-times",
    title: "Delivery times",
    content: (
      <>
        <p>Most orders reach you within {POLICY_TEXT.delivery} of being placed:</p>
        <table className="content-table">
          <caption className="visually-hidden">Time from order to delivery</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Packing a piece in stock</th>
              <td>{POLICY_TEXT.processing}</td>
            </tr>
            <tr>
              <th scope="row">Making, resizing or engraving to order</th>
              <td>{POLICY_TEXT.customProcessing}</td>
            </tr>
            <tr>
              <th scope="row">Transit to a metro city</th>
              <td>{POLICY_TEXT.metroDelivery}</td>
            </tr>
            <tr>
              <th scope="row">Transit to a tier 2 town or a rural address</th>
              <td>{POLICY_TEXT.regionalDelivery}</td>
            </tr>
          </tbody>
        </table>
        <p>Festivals, floods and strikes can slow couriers down; if your order is late, we tell you.</p>
      </>
    ),
  },
  {
    id: "where-we-deliver",
    title: "Where we deliver",
    content: (
      <p>
        Anywhere in India with a 6-digit PIN code. We do not ship abroad yet. Save your addresses under{" "}
        <Link to="/AddressManager">Addresses</Link> and choose one at checkout.
      </p>
    ),
  },
  {
    id: "following-your-order",
    title: "Following your order",
    content: (
      <p>
        We text you to confirm your order. Its status (Pending, Processing, Shipped, Delivered) and every
        change to it are under <Link to="/orders">Orders</Link>.
      </p>
    ),
  },
  {
    id: "receiving-your-parcel",
    title: "Receiving your parcel",
    content: (
      <ul>
        <li>Every parcel is insured and sealed. Please do not accept one whose seal is broken.</li>
        <li>The courier may ask for a one-time code or an ID for a valuable parcel.</li>
        <li>
          Tell us within {POLICY_TEXT.returnWindow} of delivery if a piece arrives damaged or is not what you
          ordered: see our <Link to="/cancellation-return-policy">Cancellation & Return Policy</Link>.
        </li>
      </ul>
    ),
  },
];

export default function DeliveryShipping() {
  return (
    <ContentPage
      eyebrow="Policies"
      title="Delivery & Shipping Policy"
      lead={`We ship every order across India, insured: free above ${POLICY_TEXT.freeShippingAbove}, ${POLICY_TEXT.flatShippingFee} below, and usually at your door within ${POLICY_TEXT.delivery}.`}
      note={<EffectiveDate />}
      sections={SECTIONS}
    >
      <OtherPolicies current={PAGE.path} />
    </ContentPage>
  );
}
