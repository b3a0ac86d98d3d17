import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

// The gallery, classification and coming-soon pages (issue 12 item 5) as a visitor uses them, on a
// 1366 px desktop and a 360 px phone. Texts are written out here rather than imported, so a slip
// in the contracts cannot agree with itself. The finer rules (what each page lists, the form's
// messages, the API's limits) are checked by the page and API tests.

test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1366, height: 800 };
/** Run in the page: whether the focus is on something inside the open lightbox. */
const FOCUS_IN_LIGHTBOX =
  "document.querySelector('dialog.lightbox[open]')?.contains(document.activeElement) === true";
const PHONE = { width: 360, height: 740 };

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
}

test("a gallery picture opens in the lightbox from the keyboard, moves with keys and buttons, and Escape returns to it", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/gallery");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Gallery", level: 1 })).toBeVisible();
  const thumbnails = page.locator(".photo-gallery__thumb");
  await expect(thumbnails).not.toHaveCount(0);
  // Twelve best designs, one per picture, as far as the catalogue has them (the test shop's 200 pieces have fewer).
  const count = await thumbnails.count();
  expect(count).toBeGreaterThanOrEqual(6);
  expect(count).toBeLessThanOrEqual(12);
  const names = await page.locator(".photo-gallery__name").allInnerTexts();
  const dialog = page.getByRole("dialog", { name: "Gallery" });
  const of = (n: number) => dialog.getByText(`${n} of ${count}`, { exact: true });

  // Tab to the first thumbnail (a link to its piece) and open it with Enter.
  await thumbnails.first().focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(of(1)).toBeVisible();
  await expect(dialog.locator(".lightbox__title")).toHaveText(names[0]!);
  // The focus moved in, and Tab keeps it there.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(FOCUS_IN_LIGHTBOX)).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(FOCUS_IN_LIGHTBOX)).toBe(true);

  // Arrows, then the buttons; both ends wrap.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(of(3)).toBeVisible();
  await expect(dialog.locator(".lightbox__title")).toHaveText(names[2]!);
  await expect(dialog.getByRole("img", { name: names[2] })).toBeVisible();
  await dialog.getByRole("button", { name: "Next picture" }).click();
  await expect(of(4)).toBeVisible();
  await dialog.getByRole("button", { name: "Previous picture" }).click();
  await expect(of(3)).toBeVisible();
  await page.keyboard.press("End");
  await expect(of(count)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(of(1)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(of(count - 1)).toBeVisible();
  await expectNoSeriousAxeViolations(page, ".lightbox");

  // Escape closes it; the focus is on the thumbnail of the picture shown last.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(count - 2)).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  // The caption's link opens the piece.
  await thumbnails.nth(1).click();
  await dialog.getByRole("link", { name: "View this piece" }).click();
  await expect(page).toHaveURL(/\/shop-detail\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[1]!);
});

test("on a phone the mosaic's pictures open with a tap, the lightbox fits, and the close button closes it", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/gallery-two");
  await waitForHydration(page);
  await expectNoSidewaysScroll(page);
  const thumbnails = page.locator(".photo-gallery__thumb");
  await expect(thumbnails).not.toHaveCount(0);
  const count = await thumbnails.count();
  expect(count).toBeGreaterThanOrEqual(6);
  await thumbnails.nth(4).click();
  const dialog = page.getByRole("dialog", { name: "Gallery" });
  await expect(dialog.getByText(`5 of ${count}`, { exact: true })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(PHONE.width);
  for (const name of ["Close", "Previous picture", "Next picture"]) {
    const button = await dialog.getByRole("button", { name }).boundingBox();
    expect(button!.width).toBeGreaterThanOrEqual(44);
    expect(button!.height).toBeGreaterThanOrEqual(44);
  }
  await dialog.getByRole("button", { name: "Next picture" }).click();
  await expect(dialog.getByText(`6 of ${count}`, { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, ".lightbox");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(5)).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});

test("classification tabs switch by click and arrow keys, show an empty category plainly, and a card opens its piece", async ({
  page,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/classification");
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Rings", "Earrings", "Necklaces", "Bracelets", "Armlets", "Anklets"]);
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });
    await expect(tab("Rings")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel", { name: "Rings" }).locator(".product-card")).toHaveCount(4);

    await tab("Earrings").click();
    await expect(tab("Earrings")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=earrings$/);
    const earrings = page.getByRole("tabpanel", { name: "Earrings" });
    await expect(earrings.locator(".product-card")).toHaveCount(4);

    // The arrows move along the tabs and choose as they go; Home and End jump to either end.
    await page.keyboard.press("ArrowRight");
    await expect(tab("Necklaces")).toBeFocused();
    await expect(tab("Necklaces")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab("Anklets")).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Anklets" }).locator(".product-card")).not.toHaveCount(0);
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Armlets")).toHaveAttribute("aria-selected", "true");
    const armlets = page.getByRole("tabpanel", { name: "Armlets" });
    await expect(armlets.getByText("We have no armlets in the shop just now.")).toBeVisible();
    await expect(armlets.getByRole("link", { name: "Browse all our jewellery" })).toBeVisible();
    // One stop in the Tab order for the tabs: Tab goes on into the panel.
    await page.keyboard.press("Tab");
    await expect(armlets).toBeFocused();
    await expect(page.getByRole("heading", { name: "Trending Products" })).toBeVisible();
    await expect(page.locator(".trending__item")).not.toHaveCount(0);
    if (viewport === DESKTOP) await expectNoSeriousAxeViolations(page);
  }

  // A necklace's card opens its piece.
  await page.getByRole("tab", { name: "Necklaces", exact: true }).click();
  const card = page.getByRole("tabpanel", { name: "Necklaces" }).locator(".product-card__link").first();
  const name = (await card.locator(".product-card__name").textContent()) ?? "";
  await card.click();
  await expect(page).toHaveURL(/\/shop-detail\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("coming soon counts down and a visitor subscribes, on a phone and on a desktop", async ({ page }) => {
  const address = `launch.${Date.now()}@example.com`;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/coming-soon");
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole("heading", { name: "Coming Soon", level: 1 })).toBeVisible();
    const timer = page.getByRole("timer");
    await expect(timer).toHaveAttribute("aria-live", "off");
    await expect(timer.locator(".countdown__label")).toHaveText(["Days", "Hours", "Minutes", "Seconds"]);
    const days = Number(await timer.locator(".countdown__number").first().textContent());
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(365);
    // It ticks once hydrated.
    const shown = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(shown);

    const email = page.getByLabel("Email");
    const subscribe = page.getByRole("button", { name: "Subscribe" });
    if (viewport === PHONE) {
      await subscribe.click();
      await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
      await email.fill("launch@example");
      await subscribe.click();
      await expect(page.getByText("Please enter a valid email", { exact: true })).toBeVisible();
      await expect(email).toHaveAttribute("aria-invalid", "true");
    }
    // The second time (the same address, shouted) is answered just as the first.
    await email.fill(viewport === PHONE ? address : address.toUpperCase());
    await subscribe.click();
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you! We will write to you when we launch." }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(email).toHaveValue("");
    await expectNoSeriousAxeViolations(page);
  }
});
