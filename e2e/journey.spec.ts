import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { findPiecesToSell, signUp } from "./shopper";

// Issue 11's whole journey, page to page as a shopper meets it: a piece into the cart from its
// product page, the cart's Proceed to Checkout, a new address in the checkout's modal, Pay Online,
// the sandbox gateway's Success, then the order as paid in the history and in its detail. Each
// page's own cases are in checkout.spec.ts, payment.spec.ts and orders.spec.ts.

test.describe.configure({ timeout: 240_000 });

/** What waits for the server or the gateway's round trip: generous on a busy machine. */
const ANSWERED = { timeout: 20_000 };

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1366, height: 800 },
];

async function addNewAddress(page: Page) {
  await page.getByRole("button", { name: "Add New Address" }).click();
  const form = page.getByRole("dialog", { name: "Add New Address" });
  await form.getByLabel("Full Name").fill("Kavya Iyer");
  await form.getByLabel("Mobile Number").fill("9876501234");
  await form.getByLabel("Pincode").fill("600028");
  await form.getByLabel("Locality").fill("Mylapore");
  await form.getByLabel("Address (Area and Street)").fill("4 Kutchery Road");
  await form.getByLabel("City/District/Town").fill("Chennai");
  await form.getByLabel("State").fill("Tamil Nadu");
  await form.getByRole("button", { name: "Save Address" }).click();
  // Saved: the modal closes with the new address chosen.
  await expect(form).toBeHidden(ANSWERED);
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px: product page to cart, checkout with a new address, online payment, a paid order`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUp(page.request, "8", "journey");
    const [piece] = await findPiecesToSell(page.request, 1);

    await page.goto(`/shop-detail/${piece!.SNO}`);
    await waitForHydration(page);
    // Exact names: the related pieces' cards have buttons "Add to Cart: {name}".
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByRole("button", { name: "In Cart", exact: true })).toBeVisible(ANSWERED);
    // "In Cart" shows at once (optimistic); the spec's toast comes once the server has the row.
    await expect(page.getByText(`${piece!.PRODUCTNAME} added to cart!`)).toBeVisible(ANSWERED);

    await page.goto("/cart");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: piece!.PRODUCTNAME })).toBeVisible();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\?item=\d+$/, ANSWERED);
    await waitForHydration(page);

    await addNewAddress(page);
    await expect(page.getByText("4 Kutchery Road, Mylapore, Chennai")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("link", { name: piece!.PRODUCTNAME })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("radio", { name: /Pay Online/ })).toBeChecked();
    await page.getByRole("button", { name: /^Place Order/ }).click();

    // The payment page starts the payment and hands the browser to the gateway.
    await page.waitForURL(/\/sandbox\/payphi\/pg\/api\/v2\/authRedirect\?tranCtx=/, ANSWERED);
    // The gateway's page names the order it is paying.
    const orderId = await page.locator("dt:text-is('Order') + dd").textContent();
    expect(orderId).toMatch(/^NG\d{6}[0-9A-Z]{10}$/);
    await page.getByRole("button", { name: "Success" }).click();
    await page.waitForURL(`/payment-success?orderId=${orderId}`, ANSWERED);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

    // The history shows it paid, and its row opens the detail, paid too.
    await page.getByRole("link", { name: "View Orders" }).click();
    await expect(page).toHaveURL(/\/orders$/, ANSWERED);
    const entry = page.getByRole(viewport.width < 768 ? "listitem" : "row").filter({ hasText: orderId! });
    await expect(entry).toContainText("Online payment, Paid");
    await entry.getByRole("link").first().click();
    await expect(page).toHaveURL(`/orderdetail/${orderId}`, ANSWERED);
    await expect(page.getByRole("heading", { name: "Order Details" })).toBeVisible();
    await expect(page.getByText(piece!.PRODUCTNAME).first()).toBeVisible();
    await expect(page.getByText(/^Paid, /)).toBeVisible();
  });
}
