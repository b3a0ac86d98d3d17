import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { signUp } from "./shopper";
import { aStaffMember, signInOnPage } from "./staff";

// Issue 26 items 1, 3 and 7 (decision 046): a staff member changes the Gold 22K rate on
// /staff/rates (a jump over 10 % is asked to be confirmed first), and a shopper's product page,
// listing and cart show the new price; the product page shows the breakup lines and the HUID.
// Other specs run beside this one on the same demo: the rate applied moves by 0.5 % only, and
// the 20 % jump is cancelled at its confirmation.

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
});

test("staff change the gold rate and a shopper's product page, listing and cart follow", async ({
  page,
  browser,
  request,
}) => {
  const rates = (await (await request.get("/api/v1/product/todayrate")).json()) as Record<string, number>;
  const now = rates["Gold 22K"]!;
  // A 22K piece of the browsing share (e2e/shopper.ts), weighed at the Gold 22K rate, with a HUID.
  const listed = (
    (await (
      await request.get("/api/v1/product/items/filter?page=0&pageSize=100")
    ).json()) as ProductListResponse
  ).data.find((piece) => piece.PURITY === "22K" && piece.HUID !== null && piece.Stock > 0);
  expect(listed, "a hallmarked 22K piece in stock").toBeDefined();
  const sno = listed!.SNO;

  const member = await aStaffMember(request, "6");
  await page.goto("/staff/rates");
  await expect(page).toHaveURL(/\/staff\/login\?returnTo=/);
  await signInOnPage(page, member);
  await expect(page).toHaveURL(/\/staff\/rates$/);
  await expect(page.getByRole("heading", { name: "Today's rates", level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A 20 % jump asks to be confirmed, showing old → new and the percentage; cancelled here.
  const field = page.getByLabel("New Gold 22K rate");
  await field.fill((Math.round(now * 120) / 100).toFixed(2));
  await page.getByRole("button", { name: "Change rates" }).click();
  const confirm = page.getByRole("alert").filter({ hasText: "Confirm a change of more than 10 %" });
  await expect(confirm).toContainText(
    `Gold 22K: ${rupees.format(now)} → ${rupees.format(Math.round(now * 120) / 100)}`,
  );
  await expect(confirm).toContainText("(+20 %)");
  await confirm.getByRole("link", { name: "Cancel" }).click();
  expect(
    ((await (await request.get("/api/v1/product/todayrate")).json()) as Record<string, number>)["Gold 22K"],
  ).toBe(now);

  const next = Math.round(now * 100.5) / 100;
  await page.getByLabel("New Gold 22K rate").fill(next.toFixed(2));
  await page.getByRole("button", { name: "Change rates" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Rates changed" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Gold 22K/ }).first()).toContainText(rupees.format(next));

  // The single piece's answer follows within 10 s (the other process's view, decision 046).
  let product: Product | undefined;
  await expect
    .poll(
      async () => {
        [product] = (await (
          await request.get(`/api/v1/product/getSnofilter?sno=${sno}`)
        ).json()) as Product[];
        return product?.PriceBreakup?.ratePerGram;
      },
      { timeout: 10_000 },
    )
    .toBe(next);
  const price = rupees.format(product!.GrandTotal);

  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  const account = await signUp(shopperPage.request, "9", "rates");

  // The page follows within the same bound as the answer: the rate reaches every process's caches
  // within their version check (decision 046).
  const info = shopperPage.locator(".product-detail__info");
  await expect(async () => {
    await shopperPage.goto(`/shop-detail/${sno}`);
    await expect(info.locator(".price__now")).toHaveText(price, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const breakup = info.locator(".price-breakdown");
  const weight = product!.PriceBreakup!.netWeight.toFixed(3);
  await expect(breakup).toContainText(`Gold 22K · ${weight} g × ${rupees.format(next)}/g`);
  await expect(breakup).toContainText("Making charges");
  await expect(breakup).toContainText(`GST 3%${rupees.format(product!.PriceBreakup!.gstAmount)}`);
  await expect(breakup).toContainText(`Total${price}`);
  await expect(breakup).toContainText(/Price as of .* at today's gold rate/);
  await expect(breakup).toContainText(`BIS hallmark 22K916 · HUID ${product!.HUID}`);
  await expect(shopperPage.getByRole("img", { name: "Gold 22K rate per gram, last 30 days" })).toBeVisible();

  // The listing within the same bound, reloaded as the product page is. The spec's other test
  // changes Silver beside this one; its form sends only the rates it changed
  // (rates-action.server.ts), so the Gold 22K rate set here stays.
  const card = shopperPage.locator(".product-card").filter({ hasText: product!.PRODUCTNAME }).first();
  await expect(async () => {
    await shopperPage.goto(`/shop-left?itemName=${encodeURIComponent(product!.PRODUCTNAME)}`);
    await expect(card).toContainText(price, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  const added = await shopperPage.request.post("/api/v1/cart/create", {
    data: { itemTagSno: sno, quantity: 1, phone: account.contactNumber },
  });
  expect(added.status(), await added.text()).toBe(201);
  await shopperPage.goto("/cart");
  await expect(shopperPage.getByRole("main")).toContainText(price);
  await shopper.close();
});

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("the rates page asks to confirm a jump, then changes a rate, with plain forms", async ({
    page,
    request,
  }) => {
    const silver = ((await (await request.get("/api/v1/product/todayrate")).json()) as Record<string, number>)
      .Silver!;
    const member = await aStaffMember(request, "6");
    await page.goto("/staff/login?returnTo=%2Fstaff%2Frates");
    await signInOnPage(page, member);
    await expect(page).toHaveURL(/\/staff\/rates$/);
    // Adding a metal is an admin's: an ordinary member is not offered the form.
    await expect(page.getByRole("heading", { name: "Add a metal" })).toHaveCount(0);
    // The page is measured with both its stylesheets: the URL changes when the redirect's answer
    // arrives, and a layout read before staff.css has come is one the browser never paints.
    await page.waitForLoadState("load");
    const overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByLabel("New Silver rate").fill((Math.round(silver * 150) / 100).toFixed(2));
    await page.getByRole("button", { name: "Change rates" }).click();
    const confirm = page.getByRole("alert").filter({ hasText: "Confirm a change of more than 10 %" });
    await expect(confirm).toContainText(`Silver: ${rupees.format(silver)}`);
    await expect(confirm).toContainText("(+50 %)");
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);

    const next = Math.round(silver * 100.5) / 100;
    await page.getByLabel("New Silver rate").fill(next.toFixed(2));
    await page.getByRole("button", { name: "Change rates" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Rates changed" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Silver/ }).first()).toContainText(rupees.format(next));
    await expect(page.getByRole("table").last()).toContainText(member.name);
  });
});
