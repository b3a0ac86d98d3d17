import { expect, type Page, test } from "@playwright/test";
import { readBrowsingShare, signUp } from "./shopper";

// Every route of spec 001's route table (issue 12 item 8), opened as the browser gets it from the
// server: its status and its main heading. Scripts are off, so each page is the server's own
// render and a route costs one request; what the pages do once hydrated is each page's own spec.
test.use({ javaScriptEnabled: false });

const NOT_FOUND = "404 Ooops! That page doesn't exist!";

/** Public routes and the heading each shows to a visitor. */
const PUBLIC_ROUTES: [path: string, heading: string | RegExp][] = [
  ["/", "Nagai jewellery"],
  ["/about", "About Us"],
  ["/blog-grid", "Blog"],
  ["/blog-list", "Blog"],
  ["/blog-grid-sidebar", "Blog"],
  // The bare article address shows the newest article (decision 031).
  ["/blog-detail", /\S/],
  ["/classification", "Jewellery by Category"],
  ["/coming-soon", "Coming Soon"],
  ["/contact", "Contact Us"],
  ["/gallery", "Gallery"],
  ["/gallery-two", "New Arrivals Gallery"],
  ["/legal", "Legal"],
  ["/login", "Login"],
  ["/register", "Register"],
  ["/forgot-password", "Forgot Password"],
  ["/shop-left", "All Jewellery"],
  ["/team", "Our Team"],
  ["/typography", "Typography"],
  ["/payment-success?orderId=NG0", "Payment Successful"],
  ["/privacypolicy", "Privacy Policy"],
  ["/cancellation-return-policy", "Cancellation & Return Policy"],
  ["/delivery&shipping", "Delivery & Shipping Policy"],
  ["/delivery%26shipping", "Delivery & Shipping Policy"],
  ["/refund-policy", "Shipping and Returns"],
  ["/terms-conditions", "Terms & Conditions"],
  ["/why-choose-us", "Why Choose Us"],
  ["/appointment", "Virtual Video Appointment"],
  ["/bangle-size-guide", "Bangle Size Guide"],
  ["/ring-size-guide", "Ring Size Guide"],
  ["/faq", /Frequently Asked Questions|FAQ/],
];

/** Protected routes, each with the heading a signed-in shopper sees there (and its status, if not 200). */
const PROTECTED_ROUTES: [path: string, heading: string | RegExp, status?: number][] = [
  ["/account", /^Welcome back/],
  ["/dashboard", /^Welcome back/],
  ["/orders", "Order History"],
  ["/cart", /Shopping Cart/],
  ["/wishlist", /Wishlist/],
  ["/checkout", /\S/],
  ["/change-password", /Change Password/],
  // No such order of theirs: each page says so with a 404 (real orders: payment.spec.ts, orders.spec.ts).
  ["/payment/NO-SUCH-ORDER", /\S/, 404],
  // The spec: protected, shows home.
  ["/payment/success", "Nagai jewellery"],
  ["/orderdetail/NO-SUCH-ORDER", "Order not found", 404],
];

async function expectPage(page: Page, path: string, status: number, heading: string | RegExp) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeAttached();
}

test("a visitor opens every public route of the spec's table: 200 and its heading", async ({ page }) => {
  const [piece] = await readBrowsingShare(page.request);
  if (!piece) throw new Error("the demo catalogue has no pieces");
  for (const [path, heading] of PUBLIC_ROUTES) await expectPage(page, path, 200, heading);
  await expectPage(page, `/shop-detail/${piece.SNO}`, 200, piece.PRODUCTNAME);
});

test("a visitor is sent to log in from every protected route, and back to it", async ({ page }) => {
  for (const [path] of PROTECTED_ROUTES) {
    await expectPage(page, path, 200, "Login");
    expect(new URL(page.url()).pathname, path).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirectTo"), path).toBe(path);
  }
  // Listed without protection: the page itself says so (spec 001).
  await expectPage(page, "/AddressManager", 200, "User not authenticated");
});

test("a signed-in shopper opens every protected route; any other path is the 404 page", async ({ page }) => {
  await signUp(page.request, "9", "routes");
  for (const [path, heading, status = 200] of PROTECTED_ROUTES) await expectPage(page, path, status, heading);
  await expectPage(page, "/AddressManager", 200, "My Addresses");
  for (const path of ["/no-such-page", "/gallery/extra", "/blog-detail/no-such-article"]) {
    await expectPage(page, path, 404, NOT_FOUND);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  }
});
