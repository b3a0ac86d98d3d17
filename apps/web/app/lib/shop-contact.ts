// The shop's own address, phone and e-mail: the footer's contact block and the contact page.
// The spec shows the block but not its values; these are the demo shop's.

export const SHOP_CONTACT = {
  address: "Nagai Jewellery, 14 Usman Road, T. Nagar, Chennai, Tamil Nadu 600017, India",
  phone: { label: "+91 98765 43210", href: "tel:+919876543210" },
  email: { label: "care@nagai.in", href: "mailto:care@nagai.in" },
  hours: "Monday to Saturday, 10 am to 8 pm",
  /** The shop on OpenStreetMap: a link, so the page loads no map script and needs no key. */
  map: "https://www.openstreetmap.org/?mlat=13.04060&mlon=80.23370#map=17/13.04060/80.23370",
} as const;
