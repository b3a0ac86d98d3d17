import { expect, test } from "@playwright/test";
import { aStaffMember, signInOnPage } from "./staff";

// The console's catalogue (issue 26 item 4, decision 049): a staff member creates a piece, edits
// its making charges, and the shopper's product page shows the new price; an import's dry run
// shows a bad row's reason.

test("staff create a piece, change its making charges, and the shop shows the new price", async ({
  page,
  request,
}) => {
  const member = await aStaffMember(request, "2");
  await page.goto("/staff/catalogue/new");
  await signInOnPage(page, member);
  await expect(page.getByRole("heading", { name: "New piece" })).toBeVisible();

  const tagNo = `E2E${Date.now()}`;
  await page.getByLabel("TAGNO").fill(tagNo);
  await page.getByLabel("ITEMID").fill("5");
  await page.getByLabel("Name").fill("Console Test Ring");
  await page.getByLabel("Category").selectOption("Rings");
  await page.getByLabel("Sub-item").selectOption("Couple Rings");
  await page.getByLabel("Metal group").selectOption("Gold");
  await page.getByLabel("Purity").selectOption("22K");
  await page.getByLabel("Net weight (grams)").fill("2.5");
  await page.getByLabel("Description").fill("A plain band made in the console.");
  await page.getByLabel("Finish").selectOption("GOLDCOATED");
  await page.getByLabel("Colour accents").selectOption("Gold");
  await page.getByLabel("For", { exact: true }).selectOption("Women");
  await page.getByLabel("Occasion").selectOption("DAILY_WEAR");
  await page.getByLabel("Collection").fill("Classic");
  await page.getByLabel("Making (% or ₹ per gram)").fill("12");
  await page.getByLabel("Other: hallmarking, certificate (₹)").fill("45");
  await page.getByRole("button", { name: "Create piece" }).click();

  await expect(page).toHaveURL(/\/staff\/catalogue\/\d+/);
  const sno = /\/staff\/catalogue\/(\d+)/.exec(page.url())![1];
  const priceHeading = page.getByRole("heading", { name: /^Price now/ });
  const before = await priceHeading.textContent();

  await page.getByLabel("Making (% or ₹ per gram)").fill("20");
  await page.getByRole("button", { name: "Save piece" }).click();
  await expect(page.getByText("Piece saved")).toBeVisible();
  await expect(priceHeading).not.toHaveText(before!);
  const price = (await priceHeading.textContent())!.replace("Price now: ", "");

  await page.goto(`/shop-detail/${sno}`);
  await expect(page.locator(".product-detail .price__now").first()).toHaveText(price);
});

test("an import's dry run names a bad row and its reason", async ({ page, request }) => {
  const member = await aStaffMember(request, "2");
  await page.goto("/staff/catalogue/import");
  await signInOnPage(page, member);
  const csv = [
    "TAGNO,ITEMID,ITEMNAME,SUBITEMNAME,CATNAME,PRODUCTNAME,PURITY,NETWT,MaterialFinish,Description,Gender,CollectionType,ColorAccents,Occasion,pricing,makingValue,stock",
    `E2EIMP${Date.now()},5,Rings,Couple Rings,Gold,Bad Ring,21K,2.5,GOLDCOATED,A band,Women,Classic,Gold,DAILY_WEAR,weighed,12,1`,
  ].join("\r\n");
  await page
    .getByLabel(/CSV file/)
    .setInputFiles({ name: "pieces.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check file" }).click();
  const report = page.getByRole("table");
  await expect(report.getByRole("row").nth(1)).toContainText("2");
  await expect(report).toContainText("PURITY must be one of");
  await expect(page.getByRole("button", { name: "Import" })).toHaveCount(0);
});

test.describe("without JavaScript at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("staff find a piece, see a field's error beside it, and delete behind a confirmation", async ({
    page,
    request,
  }) => {
    const expectNoSidewaysScroll = async () =>
      expect(
        await page.evaluate("document.documentElement.scrollWidth - window.innerWidth"),
      ).toBeLessThanOrEqual(0);
    await page.goto("/staff/login");
    await signInOnPage(page, await aStaffMember(request, "2"));
    await page.goto("/staff/catalogue/new");
    const tagNo = `E2ENJ${Date.now()}`;
    await page.getByLabel("TAGNO").fill(tagNo);
    await page.getByLabel("ITEMID").fill("5");
    await page.getByLabel("Name").fill("No Script Ring");
    await page.getByLabel("Category").selectOption("Rings");
    await page.getByLabel("Sub-item").selectOption("Couple Rings");
    await page.getByLabel("Metal group").selectOption("Silver");
    await page.getByLabel("Purity").selectOption("German Silver");
    await page.getByLabel("Net weight (grams)").fill("-3");
    await page.getByLabel("Description").fill("A tag-priced band.");
    await page.getByLabel("Finish").selectOption("SILVERCOATED");
    await page.getByLabel("Colour accents").selectOption("Silver");
    await page.getByLabel("For", { exact: true }).selectOption("Women");
    await page.getByLabel("Occasion").selectOption("DAILY_WEAR");
    await page.getByLabel("Collection").fill("Classic");
    await page.getByLabel("Priced", { exact: true }).selectOption("tag");
    await page.getByLabel("Tag price with GST (₹, tag-priced only)").fill("799");
    await page.getByRole("button", { name: "Create piece" }).click();
    await expect(page.getByText("NETWT may not be negative").last()).toBeVisible();
    await expect(page.getByLabel("Net weight (grams)")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Net weight (grams)").fill("3");
    await page.getByRole("button", { name: "Create piece" }).click();
    await expect(page.getByRole("heading", { name: "Price now: ₹799.00" })).toBeVisible();
    await expectNoSidewaysScroll();

    await page.goto(`/staff/catalogue?q=${tagNo}`);
    await expectNoSidewaysScroll();
    await page.getByRole("link", { name: tagNo }).click();
    await page.getByRole("button", { name: "Delete piece…" }).click();
    await page.getByRole("button", { name: "Yes, delete this piece" }).click();
    await expect(page).toHaveURL(/\/staff\/catalogue\?deleted=1/);
    await page.goto(`/staff/catalogue?q=${tagNo}`);
    await expect(page.locator(".staff-count")).toHaveText("0 pieces");
  });
});
