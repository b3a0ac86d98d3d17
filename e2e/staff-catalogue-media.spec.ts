import type { ProductListResponse } from "@nagai/contracts/product";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousAxeViolations } from "./axe";
import { aStaffMember, signInOnPage } from "./staff";

// The console's photos and home page (issue 26 item 4, decision 047): a staff member uploads a photo
// to a piece and the shopper's product page shows it; then, without JavaScript at 360 px, edits a
// hero banner's title, which the shop's home page then shows.

test("a staff member uploads a photo to a piece and the shopper's product page shows it", async ({
  page,
  browser,
  request,
}) => {
  // A photo changes no price or stock: any piece will do, whatever other specs do with it.
  const listed = await request.get("/api/v1/product/items/filter?page=1&pageSize=100");
  const piece = ((await listed.json()) as ProductListResponse).data.at(-1)!;
  const member = await aStaffMember(request, "2");
  await page.goto(`/staff/catalogue/${piece.SNO}/photos`);
  await signInOnPage(page, member);
  await expect(page.getByRole("heading", { name: `Photos of ${piece.PRODUCTNAME}` })).toBeVisible();
  const before = await page.locator(".staff-photos__item").count();
  await expectNoSeriousAxeViolations(page);

  const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#8a1538" } })
    .png()
    .toBuffer();
  await page
    .getByLabel(/^Picture/)
    .setInputFiles({ name: "ruby-ring.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.locator(".staff-photos").getByRole("status")).toHaveText("Photo added");
  await expect(page.locator(".staff-photos__item")).toHaveCount(before + 1);
  const src = await page.locator(".staff-photos__item img").last().getAttribute("src");
  const key = /[0-9a-f]{20}/.exec(src ?? "")?.[0];
  expect(key, `the new photo's key in ${src}`).toBeDefined();

  // First in the piece's gallery: move it up to the top.
  const photos = page.locator(".staff-photos__item img");
  for (let place = before + 1; place > 1; place--) {
    await page.getByRole("button", { name: `Move up photo ${place}` }).click();
    await expect(photos.nth(place - 2)).toHaveAttribute("src", new RegExp(key!));
  }
  await expect(page.locator(".staff-photos").getByRole("status")).toHaveText("Photo moved");

  // The home page's lists, checked here: axe needs the page's JavaScript, which the next test turns off.
  await page.goto("/staff/catalogue/home");
  await expectNoSeriousAxeViolations(page, "section#hero-banners");

  const shopper = await (await browser.newContext()).newPage();
  await expect(async () => {
    await shopper.goto(`/shop-detail/${piece.SNO}`);
    await expect(shopper.locator(`img[src*="${key}"]`).first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const image = await shopper.request.get(`/media/${key}/480.webp`);
  expect(image.status()).toBe(200);
  expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await shopper.context().close();
});

test("without JavaScript at 360 px, a staff member retitles a hero banner and the home page shows it", async ({
  browser,
  request,
}) => {
  const member = await aStaffMember(request, "2");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/staff/catalogue/home");
  await signInOnPage(page, member);
  await expect(page.getByRole("heading", { name: "Home page", level: 1 })).toBeVisible();
  const heroes = page.locator("section#hero-banners");
  const last = heroes.locator("li.staff-home__item").last();
  const title = `Festive Gold ${Date.now() % 100_000}`;
  await last.getByLabel("Title", { exact: true }).fill(title);
  await last.getByRole("button", { name: /^Save/ }).click();
  await expect(page.locator("section#hero-banners").getByRole("status")).toHaveText("Saved");
  await expect(
    page.locator("section#hero-banners li.staff-home__item").last().getByLabel("Title", { exact: true }),
  ).toHaveValue(title);
  const overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
  expect(overflow).toBeLessThanOrEqual(0);

  const shopper = await (await browser.newContext()).newPage();
  await expect(async () => {
    await shopper.goto("/");
    await expect(
      shopper.locator("section.home-section--hero").getByRole("heading", { name: title }),
    ).toBeAttached({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await context.close();
  await shopper.context().close();
});
