import { POLICY_CLAIMS } from "@nagai/contracts/policy-claims";
import { memo } from "react";
import { Link } from "react-router";
import { SHOP_CONTACT } from "../lib/shop-contact";

const POLICY_LINKS = [
  { to: "/privacypolicy", label: "Privacy Policy" },
  { to: "/terms-conditions", label: "Terms & Conditions" },
  { to: "/cancellation-return-policy", label: "Cancellation & Return Policy" },
  { to: "/refund-policy", label: "Shipping and Returns" },
  // The spec's route, "&" and all: an "&" in a path is no query separator (decision 032).
  { to: "/delivery&shipping", label: "Delivery & Shipping" },
];

const COMPANY_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/why-choose-us", label: "Why Choose Us" },
  { to: "/contact", label: "Contact" },
  { to: "/appointment", label: "Book an appointment" },
];

// The shop's other pages of the spec's route table: stories, pictures and how the shop works.
const DISCOVER_LINKS = [
  { to: "/blog-grid", label: "Blog" },
  { to: "/faq", label: "FAQ" },
  { to: "/gallery", label: "Gallery" },
  { to: "/gallery-two", label: "Lookbook" },
  { to: "/classification", label: "Shop by type" },
  { to: "/team", label: "Our team" },
  { to: "/coming-soon", label: "Coming soon" },
  { to: "/legal", label: "Legal" },
  { to: "/typography", label: "Typography" },
];

const GUIDE_LINKS = [
  { to: "/bangle-size-guide", label: "Bangle Size Guide" },
  { to: "/ring-size-guide", label: "Ring Size Guide" },
];

// The shop's own pages; the spec names the networks but not the addresses.
const SOCIAL_LINKS = [
  {
    href: "https://www.instagram.com/nagaijewellery",
    label: "Instagram",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01",
  },
  {
    href: "https://www.facebook.com/nagaijewellery",
    label: "Facebook",
    path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z",
  },
  {
    href: "https://www.youtube.com/@nagaijewellery",
    label: "YouTube",
    path: "M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8zm7 1v6l5-3-5-3z",
  },
  {
    href: "https://wa.me/919876543210",
    label: "WhatsApp",
    path: "M4 20l1.3-3.9A8 8 0 1 1 8 19l-4 1zm5-12c0 4 3 7 7 7l1-2-2-1-1 1c-1.5-.5-2.5-1.5-3-3l1-1-1-2-2 1z",
  },
];

const APP_LINKS = [
  {
    href: "https://play.google.com/store/apps/details?id=in.nagai.shop",
    small: "Get it on",
    store: "Google Play",
    path: "M5 3l11 9-11 9V3zm0 0l14 8-3 1M5 21l14-8-3-1",
  },
  {
    href: "https://apps.apple.com/in/app/nagai-jewellery/id6450000000",
    small: "Download on the",
    store: "App Store",
    path: "M16 3c-1.5.2-3 1.5-3 3 1.5 0 3-1.4 3-3zM12 8c-1.2 0-2-.7-3.2-.7C6.5 7.3 5 9.2 5 12c0 3.5 2.3 9 4.6 9 1 0 1.5-.6 2.4-.6s1.4.6 2.4.6c1.6 0 3-2.6 3.6-4.4-1.6-.7-2.5-2.1-2.5-3.7 0-1.5.8-2.7 2-3.4-.8-1.2-2-1.8-3.3-1.8-1 0-1.7.3-2.2.3z",
  },
];

// The shop's real rule, not the spec's "free shipping, 30-day returns" (decision 032).
const CLAIMS = POLICY_CLAIMS;

/**
 * Memoized: the root renders again when the shopper's state comes and once the page has
 * hydrated, and the footer depends on neither (decision 061).
 */
export const SiteFooter = memo(function SiteFooter() {
  return (
    <footer className="site-footer">
      <ul className="site-footer__claims">
        {CLAIMS.map((claim) => (
          <li key={claim}>{claim}</li>
        ))}
      </ul>
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-contact">
          <p className="site-footer__brand">Nagai</p>
          <h2 id="footer-contact" className="site-footer__heading">
            Contact us
          </h2>
          <address className="site-footer__address">
            {SHOP_CONTACT.address}
            <br />
            <a href={SHOP_CONTACT.phone.href}>{SHOP_CONTACT.phone.label}</a>
            <br />
            <a href={SHOP_CONTACT.email.href}>{SHOP_CONTACT.email.label}</a>
          </address>
        </section>
        <FooterLinks id="footer-policies" title="Policies" links={POLICY_LINKS} />
        <FooterLinks id="footer-company" title="Company" links={COMPANY_LINKS} />
        <FooterLinks id="footer-guides" title="Size guides" links={GUIDE_LINKS} />
        <FooterLinks id="footer-discover" title="Discover" links={DISCOVER_LINKS} />
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            Follow us
          </h2>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a href={social.href} target="_blank" rel="noopener" className="site-footer__social-link">
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={social.path} />
                  </svg>
                  <span className="visually-hidden">{social.label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <h2 className="site-footer__heading">Get the app</h2>
          <ul className="site-footer__apps">
            {APP_LINKS.map((app) => (
              <li key={app.store}>
                <a href={app.href} target="_blank" rel="noopener" className="store-badge">
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={app.path} />
                  </svg>
                  <span className="store-badge__text">
                    <span className="store-badge__small">{app.small}</span> {app.store}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} Nagai Jewellery. All rights reserved.
      </p>
    </footer>
  );
});

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
