import { formatLongDate } from "@nagai/contracts/dates";
import { POLICY_EFFECTIVE_DATE } from "@nagai/contracts/policy";
import { ContentLinks } from "../../components/content-page";

/**
 * The spec's route holds a literal "&" (spec 001 route table). It is the page's one canonical
 * address; "/delivery%26shipping", which the footer used to link, reaches the same route, since
 * React Router decodes a path before matching it (decision 032).
 */
export const DELIVERY_SHIPPING_PATH = "/delivery&shipping";

/** The shop's policy pages, each under its footer label, for the links at the end of each. */
export const POLICY_PAGES = [
  { to: "/privacypolicy", label: "Privacy Policy" },
  { to: "/terms-conditions", label: "Terms & Conditions" },
  { to: "/cancellation-return-policy", label: "Cancellation & Return Policy" },
  { to: "/refund-policy", label: "Shipping and Returns" },
  { to: DELIVERY_SHIPPING_PATH, label: "Delivery & Shipping" },
  { to: "/legal", label: "Legal" },
] as const;

/** The other policies, at the end of a policy page. */
export function OtherPolicies({ current }: { current: string }) {
  return <ContentLinks title="Other policies" links={POLICY_PAGES.filter((page) => page.to !== current)} />;
}

const effectiveDate = formatLongDate(POLICY_EFFECTIVE_DATE);

/** The line under a policy's lead: when the policy as written took effect. */
export function EffectiveDate() {
  return (
    <>
      In effect from <time dateTime={POLICY_EFFECTIVE_DATE}>{effectiveDate}</time>.
    </>
  );
}
