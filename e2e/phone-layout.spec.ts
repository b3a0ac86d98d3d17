import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { findSmallTargets, MIN_TARGET_PX } from "./touch-targets";

// A shopper's phone: 360 px wide, touch, no hover (issue 10, item 4; docs/decisions/018).
test.describe.configure({ timeout: 180_000 });

async function openPhone(browser: Browser) {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
}

async function findPieceInStock(request: APIRequestContext): Promise<Product> {
  const response = await request.get("/api/v1/product/items/filter?page=0&pageSize=100");
  expect(response.status()).toBe(200);
  const piece = ((await response.json()) as ProductListResponse).data.find(
    (product) => product.Stock > 0 && product.Description.length > 0,
  );
  expect(piece, "the demo catalogue has a piece in stock").toBeDefined();
  return piece as Product;
}

test("every control on home, a listing and a product page is at least 44 × 44 px on a phone", async ({
  browser,
  request,
}) => {
  const piece = await findPieceInStock(request);
  const context = await openPhone(browser);
  const page = await context.newPage();
  const offenders: string[] = [];
  async function check(label: string, scope = "body") {
    for (const line of await findSmallTargets(page, scope)) offenders.push(`${label}: ${line}`);
  }

  await page.goto("/");
  await waitForHydration(page);
  // The premise: the page sees a touch screen, as a phone's browser does.
  expect(await page.evaluate("matchMedia('(pointer: coarse) and (hover: none)').matches")).toBe(true);
  await check("home");

  await page.goto("/shop-left");
  await waitForHydration(page);
  await check("listing");
  // The filter panel's controls, open.
  await page.getByRole("button", { name: /^Filters/ }).click();
  const panel = page.getByRole("dialog");
  await expect(panel).toBeVisible();
  await check("listing, filter panel open", ".filter-panel");
  // Each of its sections, opened in turn.
  const sections = panel.locator("details");
  for (let index = 0; index < (await sections.count()); index++) {
    const section = sections.nth(index);
    if ((await section.getAttribute("open")) === null) await section.locator("summary").click();
    await expect(section).toHaveAttribute("open", "");
    await check(`listing, filter section ${index + 1} open`, ".filter-panel");
  }

  await page.goto(`/shop-detail/${piece.SNO}`);
  await waitForHydration(page);
  await check("product page");

  // The phone menu, open.
  await page.getByRole("button", { name: "Menu" }).click();
  await check("product page, menu open", "dialog[open]");

  expect(offenders, `controls smaller than ${MIN_TARGET_PX} px:\n${offenders.join("\n")}`).toEqual([]);
  await context.close();
});

test("on a phone the product page keeps its three actions on one row, in a bar that stays in view", async ({
  browser,
  request,
}) => {
  const piece = await findPieceInStock(request);
  const context = await openPhone(browser);
  const page = await context.newPage();
  await page.goto(`/shop-detail/${piece.SNO}`);
  await waitForHydration(page);

  const addToCart = page.getByRole("button", { name: "Add to Cart", exact: true });
  const buyNow = page.getByRole("button", { name: "Buy Now", exact: true });
  const heart = page.locator(".product-detail__buy").getByRole("button", { name: /wishlist/i });
  const boxes = await Promise.all([addToCart, buyNow, heart].map((button) => button.boundingBox()));
  const tops = boxes.map((box) => Math.round(box?.y ?? Number.NaN));
  expect(new Set(tops).size, `tops of Add to Cart, Buy Now and the heart: ${tops.join(", ")}`).toBe(1);

  // Scrolled to the description and on to the related pieces: the bar (the price strip and the
  // actions) stays in view.
  const actions = page.locator(".product-detail__buy");
  const price = page.locator(".product-buy-bar__price");
  await expect(price).toContainText(/₹/);
  for (const below of [page.locator(".product-detail__description"), page.locator(".related-products")]) {
    await below.scrollIntoViewIfNeeded();
    await expect(below).toBeInViewport();
    for (const part of [price, actions, addToCart, buyNow, heart])
      await expect(part).toBeInViewport({ ratio: 1 });
  }

  // At the very end of the page the bar covers nothing: the footer's last line shows above it.
  await page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)");
  const barTop = (await price.boundingBox())?.y;
  const lastLine = await page.locator(".site-footer > :last-child").boundingBox();
  expect(barTop !== undefined && lastLine !== null, "the bar and the footer's last line are shown").toBe(
    true,
  );
  expect((lastLine?.y ?? 0) + (lastLine?.height ?? 0)).toBeLessThanOrEqual(barTop ?? 0);
  await context.close();
});

test("on a desktop the product page's actions stay in the page, not in a bar", async ({ page, request }) => {
  const piece = await findPieceInStock(request);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/shop-detail/${piece.SNO}`);
  await waitForHydration(page);
  const actions = page.locator(".product-detail__buy");
  await expect(actions).toBeInViewport();
  await expect(page.locator(".product-buy-bar__price")).toBeHidden();
  await page.locator(".related-products").scrollIntoViewIfNeeded();
  await expect(actions).not.toBeInViewport();
});
