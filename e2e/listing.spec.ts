import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";

// The dev server compiles on first use and the machine may be busy: give each test and wait room.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// The listing's numbers, written out rather than imported, so a wrong constant cannot agree with itself.
const INITIAL = 20;
const STEP = 10;

/** The API's answer for a listing query: what the page must show for the same filter. */
async function readApiList(request: APIRequestContext, query: string, pageSize = INITIAL) {
  const separator = query === "" ? "" : "&";
  const response = await request.get(
    `/api/v1/product/items/filter?${query}${separator}page=0&pageSize=${pageSize}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductListResponse;
}

/** Every piece of the demo catalogue by SNO, to check a card's fields. */
async function readCatalogue(request: APIRequestContext): Promise<Map<number, Product>> {
  const catalogue = new Map<number, Product>();
  for (let page = 0; ; page++) {
    const response = await request.get(`/api/v1/product/items/filter?page=${page}&pageSize=100`);
    expect(response.status()).toBe(200);
    const list = (await response.json()) as ProductListResponse;
    for (const product of list.data) catalogue.set(product.SNO, product);
    if (page + 1 >= list.totalPages) return catalogue;
  }
}

function getDisplayPrice(product: Product): number {
  return product.GrandTotal > 0 ? product.GrandTotal : product.RATE;
}

/** The SNOs of the cards on the page, in order, read from their links to the product page. */
async function readShownSnos(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('main .listing-grid > li a[href^="/shop-detail/"]')
    // The e2e files compile without the DOM's types, so the element is described by what is used.
    .evaluateAll((links) =>
      links.map(
        (link) =>
          (link as unknown as { getAttribute(name: string): string | null }).getAttribute("href") ?? "",
      ),
    );
  return [...new Set(hrefs.map((href) => Number(href.split("/").pop())))];
}

/** The Filters button replaces the no-JavaScript link once React has hydrated the page. */
async function gotoListing(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeVisible({ timeout: 45_000 });
}

/** The page's vertical scroll; an expression string, as the test files are not compiled with the DOM's types. */
function readScrollY(page: Page): Promise<number> {
  return page.evaluate<number>("window.scrollY");
}

function getSnos(list: ProductListResponse): number[] {
  return list.data.map((product) => product.SNO);
}

async function expectListing(page: Page, list: ProductListResponse) {
  await expect.poll(() => readShownSnos(page)).toEqual(getSnos(list));
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toHaveText(
    `Showing 1 to ${list.data.length} of ${list.totalItems} results`,
  );
}

async function openPanel(page: Page) {
  await page.getByRole("button", { name: /^Filters/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openSection(page: Page, title: string) {
  // By the summary's own text: its "+" sign is CSS, which Playwright's text matching also reads.
  const details = page
    .getByRole("dialog")
    .locator("details")
    .filter({ has: page.locator(`summary:text-is("${title}")`) });
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
}

function getSearch(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test("filters by gender and occasion through the panel", async ({ page, request }) => {
  const catalogue = await readCatalogue(request);
  await gotoListing(page, "/shop-left");
  await expectListing(page, await readApiList(request, ""));

  const dialog = await openPanel(page);
  await openSection(page, "Gender");
  await dialog.getByRole("radio", { name: "Women", exact: true }).click();
  await expect(page).toHaveURL(/[?&]gender=Women(&|$)/);
  await openSection(page, "Occasion");
  await dialog.getByRole("radio", { name: "Wedding", exact: true }).click();
  await expect(page).toHaveURL(/[?&]occasion=WEDDING(&|$)/);
  expect(getSearch(page).get("gender")).toBe("Women");

  const expected = await readApiList(request, "gender=Women&occasion=WEDDING");
  expect(expected.data.length).toBeGreaterThan(0);
  await expectListing(page, expected);
  for (const sno of await readShownSnos(page)) {
    const piece = catalogue.get(sno);
    expect(piece?.Gender, `piece ${sno}`).toBe("Women");
    expect(piece?.Occasion, `piece ${sno}`).toBe("WEDDING");
  }

  // Escape closes the dialog and gives focus back to the toggle, which counts the two filters.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const toggle = page.getByRole("button", { name: /^Filters/ });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAccessibleName("Filters 2 active");
  await expect(page).toHaveTitle("Jewellery for Women | Nagai");
});

test("sorts by price low to high from the filter bar", async ({ page, request }) => {
  const catalogue = await readCatalogue(request);
  await gotoListing(page, "/shop-left");
  await page.getByLabel("Sort by").selectOption({ label: "Price Low to High" });
  await expect(page).toHaveURL(/sortBy=price&sortDirection=ASC/);
  await expectListing(page, await readApiList(request, "sortBy=price&sortDirection=ASC"));
  const prices = (await readShownSnos(page)).map((sno) => getDisplayPrice(catalogue.get(sno) as Product));
  expect(prices.length).toBe(INITIAL);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The card shows the same price the API has for the piece.
  const first = page.locator("main .listing-grid > li").first();
  await expect(first.locator(".price__now")).toHaveText(
    new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(
      prices[0] as number,
    ),
  );
  await expect(page.getByRole("link", { name: "Remove filter Sort: Price Low to High" })).toBeVisible();
});

test("Load More shows 10 more, keeps the place and moves focus to the first new card", async ({
  page,
  request,
}) => {
  const all = await readApiList(request, "", 100);
  expect(all.totalItems, "the demo catalogue has more than 20 pieces").toBeGreaterThan(INITIAL);
  await gotoListing(page, "/shop-left");
  await expectListing(page, await readApiList(request, ""));

  const more = page.getByRole("link", { name: "Load More" });
  await more.scrollIntoViewIfNeeded();
  const scrollBefore = await readScrollY(page);
  expect(scrollBefore).toBeGreaterThan(0);
  await more.click();
  await expect(page).toHaveURL(/[?&]show=30(&|$)/);
  await expectListing(page, await readApiList(request, "", INITIAL + STEP));
  await expect(page.locator("main .listing-grid > li").nth(INITIAL).locator("a").first()).toBeFocused();
  expect(await readScrollY(page)).toBeGreaterThan(0);

  // Back shows the first 20 again; forward the 30.
  await page.goBack();
  await expectListing(page, await readApiList(request, ""));
  await page.goForward();
  await expectListing(page, await readApiList(request, "", INITIAL + STEP));

  // A reload (or a shared link) shows the same count.
  await page.reload();
  await expectListing(page, await readApiList(request, "", INITIAL + STEP));
});

test("Load More disappears once every piece is shown", async ({ page, request }) => {
  const list = await readApiList(request, "gender=Men", 100);
  await gotoListing(page, "/shop-left?gender=Men");
  if (list.totalItems > INITIAL) {
    await page.getByRole("link", { name: "Load More" }).click();
  }
  await expectListing(page, { ...list, data: list.data.slice(0, Math.min(list.totalItems, INITIAL + STEP)) });
  if (list.totalItems <= INITIAL + STEP) {
    await expect(page.getByRole("link", { name: "Load More" })).toHaveCount(0);
  }
});

test("back and forward restore the previous views", async ({ page, request }) => {
  await gotoListing(page, "/shop-left?itemName=rings");
  const rings = await readApiList(request, "itemName=Rings");
  await expectListing(page, rings);

  const dialog = await openPanel(page);
  await openSection(page, "Color");
  await dialog.getByRole("radio", { name: "Gold", exact: true }).click();
  await expect(page).toHaveURL(/colorAccent=Gold/);
  const gold = await readApiList(request, "itemName=Rings&colorAccent=Gold");
  await expectListing(page, gold);
  await page.keyboard.press("Escape");

  await page.getByLabel("Sort by").selectOption("price_DESC");
  const sorted = await readApiList(
    request,
    "itemName=Rings&colorAccent=Gold&sortBy=price&sortDirection=DESC",
  );
  await expectListing(page, sorted);

  await page.goBack();
  await expect(page).not.toHaveURL(/sortBy/);
  await expectListing(page, gold);
  await expect(page.getByLabel("Sort by")).toHaveValue("relevance_DESC");
  await page.goBack();
  await expect(page).not.toHaveURL(/colorAccent/);
  await expectListing(page, rings);
  await page.goForward();
  await expectListing(page, gold);
  await expect(page.getByRole("link", { name: "Remove filter Color: Gold" })).toBeVisible();
});

test("a shared link with filters renders the same cards on the server", async ({ request }) => {
  const query = "gender=Women&occasion=DAILY_WEAR&sortBy=price&sortDirection=DESC";
  const expected = await readApiList(request, query);
  const response = await request.get(`/shop-left?${query}&utm_source=whatsapp`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? "";
  const linked = [...main.matchAll(/href="\/shop-detail\/(\d+)"/g)].map((match) => Number(match[1]));
  expect([...new Set(linked)]).toEqual(getSnos(expected));
  expect(main.replace(/<!-- -->/g, "")).toContain(
    `Showing 1 to ${expected.data.length} of ${expected.totalItems} results`,
  );
  expect(html).toContain("<title>Jewellery for Women | Nagai</title>");
  // The canonical link names the filter only: no campaign tag, no card count.
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/[^"]+\/shop-left\?gender=Women&amp;occasion=DAILY_WEAR&amp;sortBy=price&amp;sortDirection=DESC"/,
  );
});

test("a search shows its own title, and invalid values are ignored", async ({ page, request }) => {
  const response = await request.get(
    "/shop-left?gender=aliens&sortBy=colour_UP&minGrandTotal=cheap&show=lots",
  );
  expect(response.status()).toBe(200);
  await gotoListing(page, "/shop-left?gender=aliens&sortBy=colour_UP&minGrandTotal=cheap");
  await expectListing(page, await readApiList(request, ""));
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();

  await gotoListing(page, "/shop-left?itemName=gold%20chain");
  await expect(page).toHaveTitle('Search results for "gold chain" | Nagai');
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "gold chain"');
});

test("tags remove one filter, and Clear All removes every filter from both places", async ({
  page,
  request,
}) => {
  await gotoListing(page, "/shop-left?itemName=rings&gender=Women&maxGrandTotal=5000");
  const tags = page.getByRole("region", { name: "Active filters" });
  await expect(tags.getByRole("link", { name: /^Remove filter/ })).toHaveText([
    "Rings×",
    "Gender: Women×",
    "₹0 – ₹5,000×",
  ]);
  await expect(page.getByRole("button", { name: /^Filters/ })).toHaveAccessibleName("Filters 3 active");

  await tags.getByRole("link", { name: "Remove filter Gender: Women" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/gender/);
  // The focus moves to the tag that took the removed one's place, not to the top of the page.
  await expect(tags.getByRole("link", { name: "Remove filter ₹0 – ₹5,000" })).toBeFocused();
  expect(getSearch(page).get("itemName")).toBe("rings");
  expect(getSearch(page).get("maxGrandTotal")).toBe("5000");
  await expectListing(page, await readApiList(request, "itemName=Rings&maxGrandTotal=5000"));

  // The last tag removed, the one before it takes the focus; with none left, the results' count.
  await tags.getByRole("link", { name: "Remove filter ₹0 – ₹5,000" }).press("Enter");
  await expect(tags.getByRole("link", { name: "Remove filter Rings" })).toBeFocused();
  await tags.getByRole("link", { name: "Remove filter Rings" }).press("Enter");
  await expect(page.locator("#listing-count")).toBeFocused();
  await gotoListing(page, "/shop-left?itemName=rings&gender=Women");
  await tags.getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/shop-left$/);
  await expect(tags).toHaveCount(0);
  await expectListing(page, await readApiList(request, ""));

  await gotoListing(page, "/shop-left?gender=Men&stoneUnit=Piece");
  const dialog = await openPanel(page);
  await dialog.getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/shop-left$/);
  await expectListing(page, await readApiList(request, ""));
  await expect(dialog.getByRole("radio", { name: "All" }).first()).toBeChecked();
});

test("the price slider moves by keyboard, waits for the handles to rest and drops its ends", async ({
  page,
  request,
}) => {
  const catalogue = await readCatalogue(request);
  await gotoListing(page, "/shop-left");
  const dialog = await openPanel(page);
  await openSection(page, "Price");
  const min = dialog.getByRole("slider", { name: "Minimum price" });
  const max = dialog.getByRole("slider", { name: "Maximum price" });
  await expect(min).toHaveValue("0");
  await expect(max).toHaveValue("100000");

  await min.focus();
  for (let press = 0; press < 5; press++) await min.press("ArrowRight");
  await expect(min).toHaveValue("500");
  await expect(page).toHaveURL(/[?&]minGrandTotal=500(&|$)/);
  expect(getSearch(page).has("maxGrandTotal")).toBe(false);
  const expected = await readApiList(request, "minGrandTotal=500");
  await expectListing(page, expected);
  for (const sno of await readShownSnos(page)) {
    expect(getDisplayPrice(catalogue.get(sno) as Product)).toBeGreaterThanOrEqual(500);
  }
  await expect(page.getByRole("link", { name: "Remove filter ₹500 and above" })).toBeAttached();

  await max.focus();
  await max.press("ArrowLeft");
  await expect(page).toHaveURL(/[?&]maxGrandTotal=99900(&|$)/);
  await expect(page.getByRole("link", { name: "Remove filter ₹500 – ₹99,900" })).toBeAttached();

  // Back to the ends: both bounds leave the query.
  await max.press("End");
  await min.focus();
  await min.press("Home");
  await expect(page).not.toHaveURL(/GrandTotal/);
  await expectListing(page, await readApiList(request, ""));
});

test('an empty combination says "No products found"', async ({ page, request }) => {
  const candidates = [
    "sizeName=2.10&stoneUnit=Carat&gender=Kids",
    "sizeName=2.2&colorAccent=Gold&occasion=WEDDING&gender=Men",
    "gender=Kids&maxGrandTotal=100",
  ];
  let empty: string | undefined;
  for (const query of candidates) {
    if ((await readApiList(request, query)).totalItems === 0) {
      empty = query;
      break;
    }
  }
  expect(empty, "one of the combinations has no piece in the demo catalogue").toBeDefined();
  await gotoListing(page, `/shop-left?${empty}`);
  await expect(page.getByText("No products found")).toBeVisible();
  await expect(page.locator("main .listing-grid")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Load More" })).toHaveCount(0);
});

test("a failed load shows the error and Retry loads again", async ({ page, request }) => {
  await gotoListing(page, "/shop-left");
  await expectListing(page, await readApiList(request, ""));
  let failures = 0;
  await page.route("**/api/v1/product/items/filter?**", async (route) => {
    if (failures > 0) return route.continue();
    failures++;
    return route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ status: "error", error: "UNAVAILABLE", message: "Catalogue is resting" }),
    });
  });
  await page.getByLabel("Sort by").selectOption("price_ASC");
  await expect(page.getByRole("alert")).toContainText("Failed to load products: Catalogue is resting");
  await expect(page.locator("main .listing-grid")).toHaveCount(0);
  await page.getByRole("button", { name: "Retry" }).click();
  await expectListing(page, await readApiList(request, "sortBy=price&sortDirection=ASC"));
  expect(failures).toBe(1);
});

test("the open panel locks the page's scroll, traps focus and closes on a click outside", async ({
  page,
}) => {
  await gotoListing(page, "/shop-left");
  const dialog = await openPanel(page);
  await expect(dialog.getByRole("button", { name: "Close filters" })).toBeFocused();

  await page.mouse.move(1000, 500);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await readScrollY(page)).toBe(0);

  // Tab never leaves the dialog.
  for (let press = 0; press < 25; press++) {
    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
  }

  await page.mouse.click(1000, 500);
  await expect(dialog).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => readScrollY(page)).toBeGreaterThan(0);
});

test("shop-right shows the same listing with the panel on the right", async ({ page, request }) => {
  await gotoListing(page, "/shop-right?gender=Kids");
  await expectListing(page, await readApiList(request, "gender=Kids"));
  const dialog = await openPanel(page);
  const width = page.viewportSize()?.width ?? 0;
  // Polled: the panel slides in, so its box moves until the transition ends at the right edge.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBe(width);
  await gotoListing(page, "/shop-left-two?gender=Kids");
  await expectListing(page, await readApiList(request, "gender=Kids"));
});

test("works on a 360 px phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoListing(page, "/shop-left?itemName=rings");
  const noSideScroll = () =>
    page.evaluate<boolean>("document.documentElement.scrollWidth <= window.innerWidth");
  expect(await noSideScroll()).toBe(true);

  const dialog = await openPanel(page);
  // Polled: the panel slides in from the left edge and must end fully on the screen.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box ? [Math.round(box.x), box.width <= 360] : null;
    })
    .toEqual([0, true]);
  await openSection(page, "Gender");
  await dialog.getByRole("radio", { name: "Men", exact: true }).click();
  await expect(page).toHaveURL(/gender=Men/);
  await dialog.getByRole("button", { name: "Show results" }).click();
  await expect(dialog).toBeHidden();
  await expectListing(page, await readApiList(request, "itemName=Rings&gender=Men"));
  expect(await noSideScroll()).toBe(true);
});

test("no serious accessibility violations with the panel closed and open", async ({ page }) => {
  await gotoListing(page, "/shop-left?itemName=rings&maxGrandTotal=5000");
  await expect(page.getByText(/^Showing 1 to/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await openPanel(page);
  await openSection(page, "Gender");
  await openSection(page, "Price");
  await expectNoSeriousAxeViolations(page, ".filter-panel");
});

test("the Filters badge counts filters, not the sort", async ({ page }) => {
  await gotoListing(page, "/shop-left?gender=Women&sortBy=price&sortDirection=ASC");
  await expect(page.getByRole("button", { name: /^Filters/ })).toHaveAccessibleName("Filters 1 active");
  // The sort still shows as a tag that undoes it.
  await expect(page.getByRole("link", { name: "Remove filter Sort: Price Low to High" })).toBeVisible();
});

test("the heading names what is shown: gifts, a collection, a budget, a metal", async ({ page }) => {
  const headings: [string, string][] = [
    ["/shop-left?itemName=Gift%20Ideas&subItemName=For%20Him", "Gifts for Him"],
    ["/shop-left?new_arrival=Y", "New Arrivals"],
    ["/shop-left?best_design=true", "Best Design"],
    ["/shop-left?maxGrandTotal=10000", "Under ₹10,000"],
    ["/shop-left?minGrandTotal=10000&maxGrandTotal=20000", "From ₹10,000 to ₹20,000"],
    ["/shop-left?itemName=Gift%20Ideas&maxGrandTotal=999", "Gifts under ₹999"],
    ["/shop-left?catName=Gold", "Gold Jewellery"],
    ["/shop-left?itemName=Earrings&subItemName=Jhumkas", "Earrings: Jhumkas"],
    ["/shop-left", "All Jewellery"],
  ];
  for (const [url, heading] of headings) {
    await gotoListing(page, url);
    await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | Nagai`);
  }
});
