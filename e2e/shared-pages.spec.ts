import type { ProductListResponse } from "@nagai/contracts/product";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { signUp } from "./shopper";

// Shared pages (decision 057, issue 27 item 3): the home, listing and product pages are the same
// HTML for everyone and come from the page cache for a signed-in shopper too; the shopper's own
// state (Log out, badges, hearts, In Cart) arrives in one private call after the page, and its
// arrival moves nothing on the screen.

const LISTING = "/shop-left";

/** Sums every layout shift of the page from its first paint on, as CLS counts them. */
async function watchLayoutShifts(context: BrowserContext) {
  await context.addInitScript(`
    window.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  `);
}

const shifted = (page: Page) => page.evaluate(() => (globalThis as unknown as { shifted: number }).shifted);

/** Counts the page's calls for the shopper's state. */
function countStateCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/v1/user/state") calls.count++;
  });
  return calls;
}

for (const width of [360, 1366]) {
  test(`at ${width} px a signed-in shopper gets the kept listing, then their own state, with nothing moving`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 780 } });
    await watchLayoutShifts(context);
    await signUp(context.request, "9", "shared");
    const listing = (await (
      await context.request.get("/api/v1/product/items/filter?page=0&pageSize=20")
    ).json()) as ProductListResponse;
    const [loved, carted] = listing.data.filter((piece) => piece.Stock > 0);
    if (!loved || !carted) throw new Error("the demo's first page has pieces in stock");
    expect((await context.request.post(`/api/v1/favorites/add?itemSno=${loved.SNO}`)).status()).toBe(200);
    const added = await context.request.post("/api/v1/cart/create", {
      data: { itemSno: carted.SNO, quantity: 1 },
    });
    expect(added.status()).toBe(201);

    // The page is kept for everyone: a visitor's request has put it in the cache.
    await expect.poll(async () => (await context.request.get(LISTING)).headers()["x-cache"]).toBe("HIT");
    const page = await context.newPage();
    const calls = countStateCalls(page);
    const document = await page.goto(LISTING);
    expect(document?.headers()["x-cache"]).toBe("HIT");
    expect(await document?.text()).not.toContain("Log out");

    await waitForHydration(page);
    const header = page.locator(".site-header");
    await expect(header).toHaveAttribute("data-shopper", "signed-in");
    await expect(header.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    const card = (sno: number) => page.locator(`article.product-card:has(a[href="/shop-detail/${sno}"])`);
    await expect(card(loved.SNO).getByRole("button", { name: /Remove from wishlist/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(card(carted.SNO).getByRole("button", { name: /^In cart/ })).toBeVisible();
    expect(calls.count).toBe(1);
    expect(await shifted(page)).toBe(0);

    // The product page: kept, and the shopper's own state on it.
    const product = await page.goto(`/shop-detail/${carted.SNO}`);
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("button", { name: "In Cart", exact: true })).toBeVisible();
    expect(product?.headers()["cache-control"]).toContain("s-maxage");
    expect(await shifted(page)).toBe(0);
    await context.close();
  });
}

test("a visitor's page asks for the state once, stays a visitor's, and sends nobody to log in on a guess", async ({
  page,
}) => {
  const calls = countStateCalls(page);
  await page.goto("/");
  await waitForHydration(page);
  const header = page.locator(".site-header");
  await expect(header).toHaveAttribute("data-shopper", "visitor");
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  expect(calls.count).toBe(1);
  // A navigation does not ask again (the state is asked after a change, and on the way home).
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about");
  expect(calls.count).toBe(1);
});
