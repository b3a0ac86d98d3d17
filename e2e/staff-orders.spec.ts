import type { OrderCreated } from "@nagai/contracts/order";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { findPiecesToSell, signUp } from "./shopper";
import { aStaffMember, signInOnPage } from "./staff";

// The console's orders (issue 25 items 3, 9 and 10, decision 045): a staff member signs in with the
// OTP, finds a shopper's order, moves it to Processing and ships it with a courier and tracking id;
// the shopper sees both in their order's updates on /orderdetail. Then the same without JavaScript
// at 360 px, cancelling an order with a reason.

/** A cash order of one piece, placed by the signed-in shopper of `request` as the checkout does. */
async function aCashOrder(request: APIRequestContext): Promise<string> {
  const profile = (await (await request.get("/api/v1/user/profile")).json()) as { contactNumber: string };
  const address = await request.post("/api/v1/addresses/create", {
    data: {
      name: "Lakshmi Iyer",
      phone: profile.contactNumber,
      pincode: "600017",
      locality: "T Nagar",
      addressLine: "4 Usman Road",
      city: "Chennai",
      state: "Tamil Nadu",
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;
  const [piece] = await findPiecesToSell(request, 1);
  const placed = await request.post("/api/v1/order/create", {
    data: {
      customerName: "Lakshmi Iyer",
      contact: profile.contactNumber,
      email: "lakshmi@example.com",
      addressId,
      paymentMode: "CASH",
      items: [{ sno: piece!.SNO, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as OrderCreated).orderId;
}

async function expectNoSidewaysScroll(page: Page) {
  // Measured with the page's stylesheets: a layout read before they have come is never painted.
  await page.waitForLoadState("load");
  const overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a staff member signs in with the OTP, ships an order with a tracking id, and the shopper sees it", async ({
  page,
  browser,
  request,
}) => {
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await signUp(shopperPage.request, "9", "ships");
  const orderId = await aCashOrder(shopperPage.request);
  const tracking = `BD${Date.now()}`;

  const member = await aStaffMember(request, "4");
  await page.goto(`/staff/orders?q=${orderId}`);
  await expect(page).toHaveURL(/\/staff\/login\?returnTo=/);
  await signInOnPage(page, member);
  await expect(page).toHaveURL(new RegExp(`/staff/orders\\?q=${orderId}$`));
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 order" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: orderId }).click();
  await expect(page.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByText("4 Usman Road, T Nagar, Chennai")).toBeVisible();
  await page.getByRole("button", { name: "Start processing" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved to Processing." })).toBeVisible();

  // Shipping needs the courier and the tracking id: the form asks for it before anything moves
  // (the page test shows the API's own message when a form is posted without it).
  await page.getByLabel("Courier name").fill("Blue Dart");
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.locator("#move-shipped-trackingId:invalid")).toHaveCount(1);
  await expect(page.getByText("Moved to Shipped.")).toHaveCount(0);
  await page.getByLabel("Tracking id").fill(tracking);
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved to Shipped." })).toBeVisible();
  await expect(page.getByText(`Blue Dart, tracking id ${tracking}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark delivered" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText(member.name);
  await expectNoSeriousAxeViolations(page);

  // The shopper's own page: the tracking id, and the move with the courier in the updates.
  await shopperPage.goto(`/orderdetail/${orderId}`);
  await expect(shopperPage.getByText(`Courier tracking: ${tracking}`)).toBeVisible();
  await shopperPage.getByRole("link", { name: "View all updates" }).click();
  const updates = shopperPage.getByRole("dialog", { name: "Order updates" });
  await expect(updates).toBeVisible();
  await expect(updates.getByText(`Shipped with Blue Dart, tracking id ${tracking}`)).toBeVisible();
  await shopper.close();
});

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("finds an order by the shopper's number and cancels it with a reason", async ({
    page,
    browser,
    request,
  }) => {
    const shopper = await browser.newContext();
    const shopperPage = await shopper.newPage();
    const account = await signUp(shopperPage.request, "9", "cancels");
    const orderId = await aCashOrder(shopperPage.request);
    await shopper.close();

    await page.goto("/staff/login");
    await signInOnPage(page, await aStaffMember(request, "4"));
    await page.goto("/staff/orders");
    await page.getByLabel("Order id, phone or name").fill(account.contactNumber);
    await page.getByLabel("Status").selectOption("PENDING");
    await page.getByRole("button", { name: "Show orders" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${account.contactNumber}`));
    await expectNoSidewaysScroll(page);
    await page.getByRole("link", { name: orderId }).click();
    await expectNoSidewaysScroll(page);
    // An id's ten letters are random: the widest there can be fits too.
    await page.evaluate(
      `document.getElementById("staff-order-title").textContent = "Order NG261129${"W".repeat(10)}"`,
    );
    await expectNoSidewaysScroll(page);
    await page.getByLabel("Reason for cancelling").fill("Customer called to cancel");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Moved to Cancelled." })).toBeVisible();
    await expect(page.getByText("it moves no more")).toBeVisible();
    await expect(page.getByText("Cancelled by the shop: Customer called to cancel")).toBeVisible();
  });
});
