import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";
import { findSmallTargets, MIN_TARGET_PX } from "./touch-targets";

// The policy and information pages (issue 12 items 5 and 6, decision 032) as a shopper meets them:
// on a phone and on a desktop, the FAQ by keyboard, the about page's clip. Each page's texts and
// figures are the page test's (apps/server/src/information-pages.test.ts); here, what a browser does.

test.describe.configure({ timeout: 120_000 });

const PAGES: [path: string, heading: string][] = [
  ["/privacypolicy", "Privacy Policy"],
  ["/terms-conditions", "Terms & Conditions"],
  ["/cancellation-return-policy", "Cancellation & Return Policy"],
  ["/refund-policy", "Shipping and Returns"],
  ["/delivery&shipping", "Delivery & Shipping Policy"],
  ["/why-choose-us", "Why Choose Us"],
  ["/about", "About Us"],
  ["/faq", "Frequently Asked Questions"],
  ["/legal", "Legal"],
  ["/team", "Our Team"],
  ["/typography", "Typography"],
];

/**
 * Axe costs a few seconds of CPU a page: each page is checked once, at the width it is most at
 * risk (these on the phone; the desktop test checks the other four, with the table of contents
 * beside the text).
 */
const AXE_ON_PHONE = new Set([
  "/terms-conditions",
  "/cancellation-return-policy",
  "/refund-policy",
  "/why-choose-us",
  "/faq",
  "/legal",
  "/team",
]);

async function expectNoSidewaysScroll(page: Page, path: string) {
  const overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
}

test("on a phone every page fits 360 px with 44 px targets, and axe finds nothing serious", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  // A hydration that finds other text than the server sent (a date, a list) logs an error.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await waitForHydration(page);
    await expectNoSidewaysScroll(page, path);
    const small = await findSmallTargets(page, "#main");
    expect(small, `${path}: controls smaller than ${MIN_TARGET_PX} px`).toEqual([]);
    // The header and footer are every page's: home.spec and header.spec check them.
    if (AXE_ON_PHONE.has(path)) await expectNoSeriousAxeViolations(page, "#main");
  }
  // The footer's old spelling still reaches the page, which names the spec's as canonical.
  await page.goto("/delivery%26shipping");
  await expect(page.getByRole("heading", { level: 1, name: "Delivery & Shipping Policy" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/delivery&shipping$/);
  await waitForHydration(page);
  expect(errors).toEqual([]);
  await context.close();
});

test("on a desktop a long policy's contents stay beside the text and lead to each part", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/privacypolicy");
  await waitForHydration(page);
  await expectNoSidewaysScroll(page, "/privacypolicy");
  const contents = page.getByRole("navigation", { name: "On this page" });
  const article = page.locator("#main article");
  // Beside the text, not above it.
  const tocBox = await contents.boundingBox();
  const firstSection = await page.locator("#who-we-are").boundingBox();
  expect(tocBox && firstSection && tocBox.x + tocBox.width <= firstSection.x).toBe(true);

  await contents.getByRole("link", { name: "Your rights" }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole("heading", { level: 2, name: "Your rights" })).toBeInViewport();
  // Sticky: still on screen far down the page, below the fixed header.
  await expect(contents).toBeInViewport();
  await expectNoSeriousAxeViolations(page, "#main");

  // The footer's link is the spec's spelling, and a client-side visit reaches the page.
  await page.getByRole("contentinfo").getByRole("link", { name: "Delivery & Shipping" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery & Shipping Policy" })).toBeVisible();
  await expect(page).toHaveURL(/\/delivery&shipping$/);
  await expect(article).toContainText("₹2,000 or less");
  await expectNoSeriousAxeViolations(page, "#main");
  for (const path of ["/about", "/typography"]) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, path);
    await expectNoSeriousAxeViolations(page, "#main");
  }
});

test("the FAQ opens and closes by keyboard", async ({ page }) => {
  await page.goto("/faq");
  const question = page.getByText("Can I cancel my order?", { exact: true });
  const answer = page.getByText(/within 2 hours of placing it/);
  await expect(answer).toBeHidden();
  // Tab from the last question of Before Purchase into After Purchase, as a keyboard user would.
  await page.getByText("Is a piece in my cart kept for me?", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByText("When will my order arrive?", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(question).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await expect(page.locator("details", { has: question })).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(answer).toBeHidden();
  // Each question is a disclosure a screen reader announces as expanded or collapsed.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group").filter({ has: question })).toBeVisible();
  await expectNoSeriousAxeViolations(page, ".faq-item[open]");
});

test("the about page's clip plays on its own, muted and looping, and its button pauses and plays it", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/about");
  await waitForHydration(page);
  const video = page.locator(".craft-video video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  // Nothing of the clip loads before it is on screen.
  await expect(video).toHaveJSProperty("paused", true);
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveJSProperty("paused", false);
  // With JavaScript the overlay button replaces the browser's controls.
  await expect(video).toHaveJSProperty("controls", false);

  await page.getByRole("button", { name: "Pause video" }).click();
  await expect(video).toHaveJSProperty("paused", true);
  const play = page.getByRole("button", { name: "Play video" });
  await expect(play).toBeVisible();
  // The shopper's pause holds when the clip leaves the screen and comes back.
  await page.getByRole("heading", { level: 2, name: "Our Promise" }).scrollIntoViewIfNeeded();
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveJSProperty("paused", true);
  await play.focus();
  await page.keyboard.press("Enter");
  await expect(video).toHaveJSProperty("paused", false);
  await expect(page.getByRole("button", { name: "Pause video" })).toBeFocused();

  // A shopper who asks for less motion gets a still clip until they press Play.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await waitForHydration(page);
  await video.scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
  await expect(video).toHaveJSProperty("paused", true);
});
