import { POLICY_TEXT } from "@nagai/contracts/policy";
import { SHOP_CONTACT } from "../../lib/shop-contact";

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 ask an online shop to
 * name, with a way to reach them: the privacy policy, the terms, the legal page and the team page
 * name the same person.
 */
export const GRIEVANCE_OFFICER = {
  name: "Meenakshi Raman",
  role: "Head of Customer Care and Grievance Officer",
} as const;

/** The officer's name and how to reach them, as the policies print it. */
export function GrievanceOfficer() {
  return (
    <>
      <address className="content-address">
        {GRIEVANCE_OFFICER.name}, {GRIEVANCE_OFFICER.role}
        <br />
        {SHOP_CONTACT.address}
        <br />
        Email: <a href={SHOP_CONTACT.email.href}>{SHOP_CONTACT.email.label}</a>
        <br />
        Phone: <a href={SHOP_CONTACT.phone.href}>{SHOP_CONTACT.phone.label}</a> ({SHOP_CONTACT.hours})
      </address>
      <p>
        The officer acknowledges a complaint within {POLICY_TEXT.grievanceAcknowledge} and settles it within
        one month of receiving it.
      </p>
    </>
  );
}
