import { expect as baseExpect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

// The blog (issue 12 item 5, decision 031) as a reader uses it: paging through the grid with the
// spec's page links (zero-based ?page=), opening an article, and searching the shop from the
// content pages' sidebar, on a desktop and on a phone. The finer rules (bad pages, 404s, meta,
// the cache) are the page tests' (apps/server/src/pages/blog-pages.test.ts).

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const pagination = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });

/** The titles of the cards on the page, in order. */
const cardTitles = (page: Page) => page.locator("main .article-card__title");

/** The grid's three pages of four, newest first. */
const GRID_PAGES = [
  [
    "Necklace lengths explained: from choker to opera",
    "Exchanging old gold: how it is tested and valued",
    "Planning your wedding jewellery: a practical checklist",
    "Studs, hoops or jhumkas: choosing earrings you can wear all day",
  ],
  [
    "Reading a gold jewellery bill: weight, rate, making charges and GST",
    "Keeping silver and oxidised jewellery bright",
    "Choosing the right bangle size",
    "Buying gold for Akshaya Tritiya and Dhanteras",
  ],
  [
    "How to find your ring size at home",
    "How to clean and care for gold jewellery at home",
    "BIS hallmarking and HUID: how to read the marks on your gold",
    "22K, 18K or 14K? Gold purity and what 916 means",
  ],
];

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );
}

test("on a desktop a reader pages through the grid to the last page and back, then reads an article", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/blog-grid");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(GRID_PAGES[0]!);
  await expect(pagination(page).getByText("Page 1 of 3")).toBeVisible();
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoSeriousAxeViolations(page);

  // Next, then the last page's number, then Previous, then the first page's number.
  await pagination(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog-grid\?page=1$/);
  await expect(pagination(page).getByText("Page 2 of 3")).toBeVisible();
  await expect(cardTitles(page)).toHaveText(GRID_PAGES[1]!);

  await pagination(page).getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL(/\/blog-grid\?page=2$/);
  await expect(pagination(page).getByText("Page 3 of 3")).toBeVisible();
  await expect(pagination(page).getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(cardTitles(page)).toHaveText(GRID_PAGES[2]!);

  await pagination(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/blog-grid\?page=1$/);
  await expect(cardTitles(page)).toHaveText(GRID_PAGES[1]!);
  await pagination(page).getByRole("link", { name: "Page 1" }).click();
  await expect(page).toHaveURL(/\/blog-grid\?page=0$/);
  await expect(cardTitles(page)).toHaveText(GRID_PAGES[0]!);

  // An article, with its sidebar beside it.
  await page
    .getByRole("link", { name: "Studs, hoops or jhumkas: choosing earrings you can wear all day" })
    .click();
  await expect(page).toHaveURL(/\/blog-detail\/choosing-earrings-for-everyday-wear$/);
  await expect(
    page.getByRole("heading", {
      name: "Studs, hoops or jhumkas: choosing earrings you can wear all day",
      level: 1,
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Studs, hoops or jhumkas: choosing earrings you can wear all day | Nagai");
  await expect(page.getByRole("heading", { name: "Weight matters more than size", level: 2 })).toBeVisible();
  await expect(page.locator(".blog-article").getByText("23 July 2026")).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("heading", { name: "Recent posts" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});

test("on a phone a reader opens a category and an article from the sidebar, then searches the shop from it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/blog-grid-sidebar");
  await waitForHydration(page);
  await expectNoSidewaysScroll(page);
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });

  await sidebar.getByRole("link", { name: /^Sizes & Fit/ }).click();
  await expect(page).toHaveURL(/\/blog-grid-sidebar\?category=sizing&page=0$/);
  await expect(page.getByRole("heading", { name: "Blog: Sizes & Fit", level: 1 })).toBeVisible();
  await expect(cardTitles(page)).toHaveText([
    "Necklace lengths explained: from choker to opera",
    "Choosing the right bangle size",
    "How to find your ring size at home",
  ]);
  await page.getByRole("link", { name: "How to find your ring size at home" }).click();
  await expect(
    page.getByRole("heading", { name: "How to find your ring size at home", level: 1 }),
  ).toBeVisible();
  await expect(
    page.locator("main .article-body").getByRole("link", { name: "ring size chart" }),
  ).toHaveAttribute("href", "/ring-size-guide");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  // The sidebar's search: the trimmed text, on the listing, as the header's search bar does it.
  const search = sidebar.getByRole("searchbox", { name: "Search the shop" });
  await search.fill("  gold chain ");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/shop-left\?itemName=gold%20chain$/);
  await expect(
    page.getByRole("heading", { name: 'Search results for "gold chain"', level: 1 }),
  ).toBeVisible();
});

test("without JavaScript the page links and the sidebar's search still work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/blog-grid-sidebar");
  await pagination(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog-grid-sidebar\?page=1$/);
  await expect(pagination(page).getByText("Page 2 of 3")).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search the shop" });
  await search.fill("jhumka");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/shop-left\?itemName=jhumka$/);
  await expect(page.getByRole("heading", { name: 'Search results for "jhumka"', level: 1 })).toBeVisible();
  await context.close();
});
