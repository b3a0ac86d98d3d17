import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import sharp from "sharp";
import { waitForHydration } from "./hydration";
import { signUp } from "./shopper";
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

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("on a phone the related pieces show two readable cards, the arrows clear of them", async ({
  browser,
  request,
}) => {
  const piece = await findPieceInStock(request);
  const context = await openPhone(browser);
  const page = await context.newPage();
  await page.goto(`/shop-detail/${piece.SNO}`);
  await waitForHydration(page);
  const related = page.locator(".related-products");
  await related.scrollIntoViewIfNeeded();
  const slides = related.locator(".carousel__slide");
  await expect(slides.first()).toBeVisible();
  const width = (await slides.first().boundingBox())?.width ?? 0;
  // Two across in 328 px, less the gap: about 156 px each, not three of 99 px.
  expect(width).toBeGreaterThan(140);
  const cards = related.locator(".product-card__name, .price");
  const arrows = related.locator(".carousel__arrow");
  expect(await arrows.count()).toBe(2);
  for (const arrow of await arrows.all()) {
    const arrowBox = (await arrow.boundingBox()) as Box;
    for (const text of await cards.all()) {
      const textBox = await text.boundingBox();
      if (textBox) expect(overlaps(arrowBox, textBox), "an arrow over a name or a price").toBe(false);
    }
  }
  await context.close();
});

test("on a phone the hero's Pause and Next buttons do not overlap", async ({ browser }) => {
  const context = await openPhone(browser);
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  const hero = page.locator(".hero");
  const pause = (await hero.getByRole("button", { name: /^(Pause|Play) Highlights$/ }).boundingBox()) as Box;
  const next = (await hero.getByRole("button", { name: "Next" }).boundingBox()) as Box;
  const previous = (await hero.getByRole("button", { name: "Previous" }).boundingBox()) as Box;
  expect(overlaps(pause, next)).toBe(false);
  expect(overlaps(pause, previous)).toBe(false);
  for (const dot of await hero.locator(".carousel__dot").all()) {
    expect(overlaps(pause, (await dot.boundingBox()) as Box), "Pause over an indicator").toBe(false);
  }
  expect(pause.x + pause.width).toBeLessThanOrEqual(360);
  await context.close();
});

/** Scrolls the page down in steps; wherever back-to-top shows, no price's text lies under it. */
async function expectBackToTopClearOfPrices(page: import("@playwright/test").Page) {
  const height = await page.evaluate<number>("document.documentElement.scrollHeight");
  let shown = 0;
  for (let y = 320; y < height; y += 97) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(60);
    const covered = await page.evaluate<string[]>(`(() => {
      const button = document.querySelector(".back-to-top");
      if (!button || button.hidden || getComputedStyle(button).visibility === "hidden") return null;
      const box = button.getBoundingClientRect();
      const hits = [];
      for (const price of document.querySelectorAll(".price__now, .price__mrp, .price__off, .product-buy-bar__price")) {
        const range = document.createRange();
        range.selectNodeContents(price);
        for (const line of range.getClientRects())
          if (line.right > box.left && line.left < box.right && line.bottom > box.top && line.top < box.bottom)
            hits.push(price.textContent);
      }
      return hits;
    })()`);
    if (covered === null) continue;
    shown++;
    expect(covered, `back-to-top over a price at scrollY ${y}`).toEqual([]);
  }
  // It still shows somewhere on the way down: stepping aside is not vanishing.
  expect(shown).toBeGreaterThan(0);
}

test("on a phone back-to-top never covers a price on a listing or a product page", async ({
  browser,
  request,
}) => {
  const piece = await findPieceInStock(request);
  const context = await openPhone(browser);
  const page = await context.newPage();
  await page.goto("/shop-left");
  await waitForHydration(page);
  await expectBackToTopClearOfPrices(page);
  await page.goto(`/shop-detail/${piece.SNO}`);
  await waitForHydration(page);
  await page.locator(".related-products .carousel").waitFor();
  await expectBackToTopClearOfPrices(page);
  await context.close();
});

test("on a phone with four filters on, the first piece starts in the first screen", async ({ browser }) => {
  const context = await openPhone(browser);
  const page = await context.newPage();
  // The rates ticker as most shoppers see it: one moving line (reduced motion lists every rate).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/shop-left?gender=Women&occasion=WEDDING&colorAccent=Gold&materialFinish=GOLDCOATED");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /^Filters/ })).toHaveAccessibleName("Filters 4 active");
  const first = await page.locator("main .listing-grid > li").first().boundingBox();
  expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(400);
  // The tags take one row that scrolls sideways: all four, and Clear All, on one line.
  const tagTops = await page.evaluate<number[]>(
    `[...document.querySelectorAll(".filter-tag, .active-filters__clear")].map((tag) => Math.round(tag.getBoundingClientRect().top))`,
  );
  expect(tagTops.length).toBe(5);
  expect(new Set(tagTops).size, `tops of the tags: ${tagTops.join(", ")}`).toBe(1);
  await context.close();
});

test("shoppers read words, not the catalogue's raw values or an article's slip", async ({
  browser,
  request,
}) => {
  const response = await request.get(
    "/api/v1/product/items/filter?page=0&pageSize=100&materialFinish=SILVERCOATED",
  );
  const pieces = ((await response.json()) as ProductListResponse).data;
  const piece = pieces.find((candidate) => candidate.MaterialFinish === "SILVERCOATED");
  expect(piece, "a silver-coated piece").toBeDefined();
  const context = await openPhone(browser);
  const page = await context.newPage();
  await page.goto(`/shop-detail/${piece?.SNO}`);
  const facts = page.locator(".product-facts");
  await expect(facts).toContainText("Silver Coated");
  await expect(facts).not.toContainText("SILVERCOATED");
  await context.close();
  // "A oval ring" was the generator's: every description reads "An" before a vowel.
  for (let pageNo = 0; pageNo < 2; pageNo++) {
    const list = await request.get(`/api/v1/product/items/filter?page=${pageNo}&pageSize=100`);
    for (const product of ((await list.json()) as ProductListResponse).data) {
      expect(product.Description, `piece ${product.SNO}`).not.toMatch(/\bA [AEIOUaeiou]/);
    }
  }
});

test("on a desktop the footer ends where the header does, and a row's prices share one line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/shop-left");
  await waitForHydration(page);
  const bar = (await page.locator(".site-header__bar").first().boundingBox()) as Box;
  const barStyle = await page.evaluate<string>(
    `getComputedStyle(document.querySelector(".site-header__bar")).paddingRight`,
  );
  const headerRight = bar.x + bar.width - Number.parseFloat(barStyle);
  for (const row of await page.locator(".site-footer__grid, .site-footer__copyright").all()) {
    const box = (await row.boundingBox()) as Box;
    expect(
      Math.abs(box.x + box.width - headerRight),
      "footer's right edge against the header's",
    ).toBeLessThan(1);
  }
  // The first row of four: names of one and two lines, prices with and without an MRP.
  const tops = await page.evaluate<number[]>(
    `[...document.querySelectorAll("main .listing-grid > li .price__now")].slice(0, 4).map((price) => Math.round(price.getBoundingClientRect().top))`,
  );
  expect(new Set(tops).size, `tops of the first row's prices: ${tops.join(", ")}`).toBe(1);
});

test("a toast shows below the header's cart and wishlist badges", async ({ page }) => {
  await signUp(page.request, "9", "toast");
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/shop-left");
    await waitForHydration(page);
    // A card down the page: the header is the sticky bar then, its icons at the very top.
    await page.evaluate("window.scrollTo(0, 900)");
    await expect(page.locator(".site-header__main")).toHaveCSS("position", "fixed");
    const card = page.locator("main .listing-grid > li").nth(8);
    await card.evaluate((element: { scrollIntoView(options: object): void }) =>
      element.scrollIntoView({ block: "center" }),
    );
    await card.getByRole("button", { name: /wishlist/i }).click();
    const toast = page.locator(".Toastify__toast").first();
    await expect(toast).toBeVisible();
    // Once it has slid in.
    await expect.poll(async () => (await toast.boundingBox())?.x ?? width).toBeLessThan(width - 300);
    const toastBox = (await toast.boundingBox()) as Box;
    for (const icon of await page.locator(".header-icons").all()) {
      const iconBox = await icon.boundingBox();
      if (iconBox)
        expect(overlaps(toastBox, iconBox), `toast over the header's icons at ${width} px`).toBe(false);
    }
  }
});

test("a card's picture shows no seam where its door's two leaves meet", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/shop-left");
  await waitForHydration(page);
  const door = page.locator("main .listing-grid > li .product-card__door--split").first();
  await expect(door).toBeVisible();
  const box = (await door.boundingBox()) as Box;
  // Five columns of pixels round the middle, down the picture: the middle one is not a line of its own.
  const strip = await page.screenshot({
    clip: { x: Math.floor(box.x + box.width / 2) - 2, y: box.y + 4, width: 5, height: box.height - 8 },
  });
  const { data, info } = await sharp(strip).raw().toBuffer({ resolveWithObject: true });
  let worst = 0;
  for (let row = 0; row < info.height; row++) {
    const at = (column: number, channel: number) =>
      data[(row * info.width + column) * info.channels + channel] ?? 0;
    for (const middle of [1, 2, 3]) {
      for (let channel = 0; channel < 3; channel++) {
        const neighbours = (at(middle - 1, channel) + at(middle + 1, channel)) / 2;
        worst = Math.max(worst, Math.abs(at(middle, channel) - neighbours));
      }
    }
  }
  expect(worst, "the largest step of colour at the door's middle").toBeLessThan(24);
});
