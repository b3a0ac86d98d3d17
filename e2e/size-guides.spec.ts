import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

// The ring and bangle size guides (issue 12 item 4) as a shopper uses them: tabs, picking a size
// in the chart, the tips, and the PDF download. The spec's words are written out here rather than
// imported, so a slip in the contracts cannot agree with itself.

test.describe.configure({ timeout: 120_000 });

const recommendation = (page: Page) => page.locator("#size-recommendation");

/** Clicks the page's Download button and returns the first bytes of the file the browser saved. */
async function downloadGuide(page: Page, filename: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF Guide" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(filename);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(5_000);
  return bytes.subarray(0, 5).toString("latin1");
}

test("on a phone a shopper finds a ring size, reads a tip and downloads the ring guide", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/ring-size-guide");
  await waitForHydration(page);
  await expect(page).toHaveTitle("Ring Size Guide | Nagai");
  await expect(page.getByRole("heading", { name: "Ring Size Guide", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Guide" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "How to measure" })).toBeVisible();

  // Opening the chart brings it into view; India 12 is chosen to start with.
  await page.getByRole("tab", { name: "Chart" }).click();
  const chartPanel = page.getByRole("tabpanel", { name: "Chart" });
  await expect(chartPanel).toBeVisible();
  // A tab the shopper opens fades in, but not under reduced motion, which the tests ask for.
  await expect(chartPanel).toHaveClass(/size-guide__panel--entering/);
  await expect(chartPanel).toHaveCSS("animation-name", "none");
  // 100 ms later the page scrolls the chart to the top of the window.
  await expect
    .poll(() =>
      page.evaluate(`Math.round(document.getElementById("size-chart").getBoundingClientRect().top)`),
    )
    .toBeLessThan(40);
  expect(await page.evaluate("window.scrollY")).toBeGreaterThan(200);
  await expect(page.getByRole("button", { name: "India 12" })).toHaveAttribute("aria-pressed", "true");
  await expect(recommendation(page)).toContainText("Recommended For You");
  await expect(recommendation(page)).toContainText("India 12 Standard fit");

  await page.getByRole("button", { name: "India 7" }).click();
  await expect(page.getByRole("button", { name: "India 7" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "India 12" })).toHaveAttribute("aria-pressed", "false");
  await expect(recommendation(page)).toContainText("India 7 Petite fit");
  await expect(recommendation(page)).toContainText("15.3 mm");
  await page.getByRole("button", { name: "India 18" }).click();
  await expect(recommendation(page)).toContainText("India 18 Full fit");
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
  await expectNoSeriousAxeViolations(page);

  // A tip opens with Read More and closes with Show Less.
  await page.getByRole("tab", { name: "Tips" }).click();
  const tips = page.getByRole("tabpanel", { name: "Tips" });
  await expect(tips.getByRole("listitem")).toHaveCount(6);
  const more = "For a band over 6 mm wide, choose 0.25-0.5 size above your measured size.";
  const card = tips.getByRole("listitem").filter({ hasText: "Wide bands fit tighter" });
  await expect(card.getByText(more, { exact: false })).toBeHidden();
  await card.getByRole("button", { name: "Read More" }).click();
  await expect(card.getByText(more, { exact: false })).toBeVisible();
  await card.getByRole("button", { name: "Show Less" }).click();
  await expect(card.getByText(more, { exact: false })).toBeHidden();
  await expect(card.getByRole("button", { name: "Read More" })).toHaveAttribute("aria-expanded", "false");
  await expect(tips.getByText("Technical notes")).toBeVisible();

  expect(await downloadGuide(page, "ring-size-guide.pdf")).toBe("%PDF-");
});

test("on a desktop a shopper picks a bangle size, moves through the tabs by keyboard and downloads the guide", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/bangle-size-guide");
  await waitForHydration(page);
  await expect(page).toHaveTitle("Bangle Size Guide | Nagai");

  // Arrow keys move between the tabs (the ARIA tab pattern).
  const guideTab = page.getByRole("tab", { name: "Guide" });
  await guideTab.focus();
  await page.keyboard.press("ArrowRight");
  const chartTab = page.getByRole("tab", { name: "Chart" });
  await expect(chartTab).toBeFocused();
  await expect(chartTab).toHaveAttribute("aria-selected", "true");
  await expect(guideTab).toHaveAttribute("tabindex", "-1");
  // The opened tab fades in and slides up over 150 ms.
  const chart = page.getByRole("tabpanel", { name: "Chart" });
  await expect(chart).toHaveCSS("animation-name", "size-guide-in");
  await expect(chart).toHaveCSS("animation-duration", "0.15s");

  // Nothing is chosen until the shopper picks a size (the spec's default index is past the list).
  await expect(chart.locator('[aria-pressed="true"]')).toHaveCount(0);
  await expect(recommendation(page)).toContainText("Select a size in the chart.");
  await page.getByRole("button", { name: "Size 2.10" }).click();
  await expect(recommendation(page)).toContainText("Size 2.10 Comfortable fit");
  await expect(recommendation(page)).toContainText("67 mm (2.625 in)");
  await expect(recommendation(page).getByRole("link", { name: "Shop bangles in size 2.10" })).toHaveAttribute(
    "href",
    "/shop-left?subItemName=Bangles&sizeName=2.10",
  );
  await page.getByRole("button", { name: "Size 2.2" }).click();
  await expect(recommendation(page)).toContainText("Size 2.2 Snug fit");
  await page.getByRole("button", { name: "Size 2.6" }).click();
  await expect(recommendation(page)).toContainText("Size 2.6 Standard fit");
  await expectNoSeriousAxeViolations(page);

  expect(await downloadGuide(page, "bangle-size-guide.pdf")).toBe("%PDF-");
});

test("without JavaScript the tabs and the chart still work, as links to the page's own address", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/bangle-size-guide");
  await page.getByRole("tab", { name: "Chart" }).click();
  await expect(page).toHaveURL(/\/bangle-size-guide\?tab=chart#size-guide-tabs$/);
  await page.getByRole("button", { name: "Size 2.4" }).click();
  await expect(page).toHaveURL(/\?tab=chart&size=2\.4#size-recommendation$/);
  await expect(recommendation(page)).toContainText("Size 2.4 Snug fit");
  await page.getByRole("tab", { name: "Tips" }).click();
  // Every tip's whole text shows, with no button that could not work.
  await expect(page.getByText("so the bangles move freely together")).toBeVisible();
  await expect(page.getByRole("button", { name: "Read More" })).toHaveCount(0);
  await context.close();
});
