import { POLICY_TEXT } from "@nagai/contracts/policy";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContentPage, type ContentSection } from "../components/content-page";
import { describeInformationPage, loadInformationPage } from "../lib/information-page";
import { cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { SHOP_CONTACT } from "../lib/shop-contact";
import type { Route } from "./+types/faq";
import { DELIVERY_SHIPPING_PATH } from "./information/policy-pages";

// FAQ (spec 001 section 2): Before Purchase and After Purchase accordions. Each question is a
// <details>: it opens by click, Enter or Space, is announced as expanded or collapsed, and works
// without JavaScript. Answers state the shop's rules with the figures of policy.ts.

const PAGE = {
  title: "Frequently Asked Questions",
  description: `Answers before and after you buy from Nagai: hallmarking, prices, sizes, payment, shipping above ${POLICY_TEXT.freeShippingAbove}, cancelling, returns and refunds.`,
  path: "/faq",
};

export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;
export const loader = loadInformationPage;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return describeInformationPage(PAGE, loaderData?.origin);
}

interface Question {
  question: string;
  answer: ReactNode;
}

const BEFORE_PURCHASE: Question[] = [
  {
    question: "Is your gold hallmarked?",
    answer: (
      <p>
        Yes. Every gold piece carries the Bureau of Indian Standards hallmark with its 6-digit HUID, which you
        can check in the BIS CARE app.
      </p>
    ),
  },
  {
    question: "How is a piece's price worked out?",
    answer: (
      <p>
        From its metal at the day's rate, its making and any stones, plus GST. Each piece's page shows the
        price, the GST with its rate, and the total. Today's gold and silver rates run along the top of every
        page.
      </p>
    ),
  },
  {
    question: "Why has a price changed since yesterday?",
    answer: (
      <p>
        Gold and silver prices follow the day's metal rates. You pay the price shown when you place your
        order.
      </p>
    ),
  },
  {
    question: "How do I find my ring or bangle size?",
    answer: (
      <p>
        Our <Link to="/ring-size-guide">ring size guide</Link> and{" "}
        <Link to="/bangle-size-guide">bangle size guide</Link> show how to measure at home, with size charts
        you can download and print.
      </p>
    ),
  },
  {
    question: "Can I see a piece before I buy it?",
    answer: (
      <p>
        Yes: <Link to="/appointment">book a free video appointment</Link> and our staff show it to you live,
        or visit one of our showrooms.
      </p>
    ),
  },
  {
    question: "How can I pay?",
    answer: (
      <p>
        Online through ICICI Bank's secure payment page (cards, UPI and net banking), or in cash on delivery.
        Cash on delivery costs nothing extra.
      </p>
    ),
  },
  {
    question: "How much is shipping?",
    answer: (
      <p>
        Free for orders above {POLICY_TEXT.freeShippingAbove}; {POLICY_TEXT.flatShippingFee} for other orders.
        Your cart shows the fee before you order.
      </p>
    ),
  },
  {
    question: "Is a piece in my cart kept for me?",
    answer: (
      <p>
        Not yet: most pieces are one of a kind, and the first order placed gets them. Placing an order
        reserves its pieces; an online order holds them for {POLICY_TEXT.paymentWindow} while you pay.
      </p>
    ),
  },
];

const AFTER_PURCHASE: Question[] = [
  {
    question: "When will my order arrive?",
    answer: (
      <p>
        Usually within {POLICY_TEXT.delivery}. We pack a piece in stock in {POLICY_TEXT.processing} (a piece
        made or resized for you takes {POLICY_TEXT.customProcessing}); transit then takes{" "}
        {POLICY_TEXT.metroDelivery} to a metro city and {POLICY_TEXT.regionalDelivery} elsewhere. See our{" "}
        <Link to={DELIVERY_SHIPPING_PATH}>Delivery & Shipping Policy</Link>.
      </p>
    ),
  },
  {
    question: "How do I follow my order?",
    answer: (
      <p>
        Under <Link to="/orders">Orders</Link>: each order shows its status (Pending, Processing, Shipped,
        Delivered) and every update. We also text you to confirm it.
      </p>
    ),
  },
  {
    question: "Can I cancel my order?",
    answer: (
      <p>
        Yes, within {POLICY_TEXT.cancelWindow} of placing it: open the order under{" "}
        <Link to="/orders">Orders</Link> and choose Cancel order, or call{" "}
        <a href={SHOP_CONTACT.phone.href}>{SHOP_CONTACT.phone.label}</a> or write to{" "}
        <a href={SHOP_CONTACT.email.href}>{SHOP_CONTACT.email.label}</a> with the order number.
      </p>
    ),
  },
  {
    question: "How do I return a piece?",
    answer: (
      <p>
        Ask us within {POLICY_TEXT.returnWindow} of delivery, and send it back unworn with its tags, hallmark
        or certificate, invoice and box. Pieces made, resized or engraved to order cannot be returned. See our{" "}
        <Link to="/cancellation-return-policy">Cancellation & Return Policy</Link>.
      </p>
    ),
  },
  {
    question: "When will I get my refund?",
    answer: (
      <p>
        Within {POLICY_TEXT.refundTime} of the returned piece passing our check, to the account you paid from.
      </p>
    ),
  },
  {
    question: "My piece arrived damaged, or it is not what I ordered.",
    answer: (
      <p>
        We are sorry. Tell us within {POLICY_TEXT.returnWindow} of delivery with photographs of the parcel and
        the piece: we collect it at our cost and send the right piece or refund the whole amount.
      </p>
    ),
  },
  {
    question: "I paid, but my order says it is not paid.",
    answer: (
      <p>
        An order counts as paid once the payment gateway confirms it to us, which can take a few minutes. If
        your bank was charged for an order we could not confirm, we refund the amount within{" "}
        {POLICY_TEXT.refundTime}.
      </p>
    ),
  },
  {
    question: "What does the lifetime warranty cover?",
    answer: (
      <p>
        Any fault in how we made a piece (a joint, a clasp, a setting), repaired free for its life. Everyday
        wear, accidents and alterations by others are not covered. See our{" "}
        <Link to="/terms-conditions#lifetime-warranty">Terms & Conditions</Link>.
      </p>
    ),
  },
  {
    question: "How should I care for my jewellery?",
    answer: (
      <p>
        Put it on after perfume and lotion, take it off to swim or exercise, wipe it with a soft dry cloth and
        keep each piece in its own pouch. Oxidised silver should not be polished: a dry cloth keeps its dark
        finish.
      </p>
    ),
  },
];

function Accordion({ questions }: { questions: Question[] }) {
  return (
    <div className="faq-list">
      {questions.map((item) => (
        <details key={item.question} className="faq-item">
          <summary className="faq-item__question">{item.question}</summary>
          <div className="faq-item__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

const SECTIONS: ContentSection[] = [
  { id: "before-purchase", title: "Before Purchase", content: <Accordion questions={BEFORE_PURCHASE} /> },
  { id: "after-purchase", title: "After Purchase", content: <Accordion questions={AFTER_PURCHASE} /> },
];

export default function Faq() {
  return (
    <ContentPage
      eyebrow="Help"
      title="Frequently Asked Questions"
      lead="Quick answers to what shoppers ask us most, before and after they buy."
      sections={SECTIONS}
    >
      <p className="content-page__more">
        Another question? <Link to="/contact">Contact us</Link> or call{" "}
        <a href={SHOP_CONTACT.phone.href}>{SHOP_CONTACT.phone.label}</a>.
      </p>
    </ContentPage>
  );
}
