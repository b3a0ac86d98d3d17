import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

// Hydration under Vite (E2E_DEV) can take a while on a busy machine; the assertions stay strict.
test.describe.configure({ timeout: 180_000 });

// A listing of the first pieces, for tests that need any piece to open.
const FIRST_PIECES = "/api/v1/product/items/filter?page=0&pageSize=20&sortBy=relevance&sortDirection=DESC";
// Written out here rather than imported, so a broken formatter in the app cannot agree with itself.
const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
});

async function readFirstProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get(FIRST_PIECES);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as ProductListResponse;
  expect(data.length, "the demo catalogue has pieces").toBeGreaterThan(0);
  return data;
}

/** The catalogue's first 100 pieces (the browsing specs' share, e2e/shopper.ts), to pick one with the property a test needs. */
async function readAllProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get("/api/v1/product/items/filter?page=0&pageSize=100");
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProductListResponse).data;
}

function getDisplayPrice(product: Product): number {
  return product.GrandTotal > 0 ? product.GrandTotal : product.RATE;
}

/** The folder of a media path, e.g. "ab12/" of "ab12/800.jpg": every rendering of the picture is in it. */
function mediaFolder(path: string): string {
  return `/media/${path.slice(0, path.lastIndexOf("/") + 1)}`;
}

function decodeHtml(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function readMeta(html: string, attribute: "property" | "name", key: string): string | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = html.match(new RegExp(`<meta ${attribute}="${escaped}" content="([^"]*)"`));
  return match?.[1] === undefined ? undefined : decodeHtml(match[1]);
}

/** The server's price breakup (decision 046), as the product page and the quick view show it. */
async function expectBreakdown(scope: ReturnType<Page["locator"]>, listed: Product) {
  const breakdown = scope.locator(".price-breakdown");
  // Listings carry no breakup: the single piece's answer does.
  const answer = await scope.page().request.get(`/api/v1/product/getSnofilter?sno=${listed.SNO}`);
  const [product] = (await answer.json()) as Product[];
  const breakup = product!.PriceBreakup!;
  await expect(breakdown).toContainText(`GST ${product!.GSTPer}%${rupees.format(breakup.gstAmount)}`);
  await expect(breakdown).toContainText(`Total${rupees.format(breakup.total)}`);
  if (breakup.pricing === "weighed") {
    await expect(breakdown).toContainText(
      `${rupees.format(breakup.ratePerGram!)}/g${rupees.format(breakup.metalValue)}`,
    );
    await expect(breakdown).toContainText(/Price as of .* at today's \w+ rate/);
  } else {
    await expect(breakdown).toContainText(`Price (tag)${rupees.format(breakup.taxableValue)}`);
  }
}

/** React Router keeps navigation state in history.state.usr. */
async function readNavigationState(page: Page): Promise<unknown> {
  return page.evaluate("window.history.state?.usr ?? null");
}

/**
 * Opens the listing (a grid of product cards: nothing slides under the pointer there) once it is
 * hydrated, and says which piece each card shows, read from its link and then from the API.
 */
async function openListing(page: Page, request: APIRequestContext) {
  await page.goto("/shop-left");
  const cards = page.locator(".product-grid article.product-card");
  await expect(cards.first().locator(".product-card__action").first()).toBeEnabled({ timeout: 30_000 });
  const links = cards.locator(".product-card__link");
  const hrefs: string[] = [];
  for (let index = 0; index < (await links.count()); index++) {
    hrefs.push((await links.nth(index).getAttribute("href")) ?? "");
  }
  const bySno = new Map((await readAllProducts(request)).map((product) => [product.SNO, product]));
  const products = hrefs.map((href) => {
    const product = bySno.get(Number(href.replace("/shop-detail/", "")));
    if (!product) throw new Error(`a card links to ${href}, which is no piece of the catalogue`);
    return product;
  });
  expect(products.length, "the listing shows cards").toBeGreaterThan(0);
  return { cards, products };
}

test("a card on the listing opens its piece, which shows the API's name, price and breakdown", async ({
  page,
  request,
}) => {
  const { cards, products } = await openListing(page, request);
  const product = products[0] as Product;
  await cards.first().getByRole("heading", { name: product.PRODUCTNAME }).click();
  // The first visit to the page under Vite compiles its modules: give it time.
  await expect(page).toHaveURL(`/shop-detail/${product.SNO}`, { timeout: 30_000 });

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(product.PRODUCTNAME, { timeout: 30_000 });
  const info = main.locator(".product-detail__info");
  await expect(info.locator(".price__now")).toHaveText(rupees.format(getDisplayPrice(product)));
  if (product.MRP !== null && product.MRP > getDisplayPrice(product)) {
    await expect(info.locator(".price__mrp")).toHaveText(rupees.format(product.MRP));
  } else {
    await expect(info.locator(".price__mrp")).toHaveCount(0);
  }
  await expectBreakdown(info, product);
  await expect(info).toContainText(`Purity${product.PURITY}`);
  await expect(info).toContainText(`Weight${product.NETWT} g`);
  await expect(info).toContainText(product.Description);
  // No invented rating (DESIGN.md 1.2): there are no reviews yet.
  await expect(info).not.toContainText(/\b(reviews?|rating)\b/i);
});

test("a sold-out piece says so and cannot be bought", async ({ page, request }) => {
  const soldOut = (await readAllProducts(request)).find((product) => product.Stock <= 0);
  expect(soldOut, "the demo catalogue has a sold-out piece").toBeDefined();
  await page.goto(`/shop-detail/${soldOut?.SNO}`);
  await waitForHydration(page);
  await expect(page.locator(".product-detail__info")).toContainText("Sold out");
  await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Buy Now", exact: true })).toBeDisabled();
});

test("the zoom modal zooms in steps of 0.3, resets, changes image with the arrows and closes on Escape", async ({
  page,
  request,
}) => {
  const product = (await readAllProducts(request)).find((piece) => piece.ImagePath.length > 1);
  expect(product, "the demo catalogue has a piece with two images").toBeDefined();
  const piece = product as Product;
  const count = piece.ImagePath.length;
  await page.goto(`/shop-detail/${piece.SNO}`);
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page);

  const opener = page.getByRole("button", { name: /^Zoom: / });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `${piece.PRODUCTNAME}: zoom` });
  await expect(dialog).toBeVisible();
  const level = dialog.locator(".zoom-modal__level");
  const picture = dialog.locator(".zoom-modal__picture");
  await expect(level).toHaveText("1.0x");
  await expect(dialog).toContainText(`Image 1 of ${count}`);
  // The zoom shows the 800 px rendering of the current image.
  await expect(dialog.locator("img")).toHaveAttribute(
    "src",
    `${mediaFolder(piece.ImagePath[0] ?? "")}800.jpg`,
  );

  const zoomIn = dialog.getByRole("button", { name: "Zoom in" });
  await zoomIn.click();
  await zoomIn.click();
  await zoomIn.click();
  await expect(level).toHaveText("1.9x");
  await expect(picture).toHaveAttribute("style", /scale\(1\.9\)/);
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press("0");
  await expect(level).toHaveText("1.0x");
  await page.keyboard.press("+");
  await expect(level).toHaveText("1.3x");
  await page.keyboard.press("-");
  await expect(level).toHaveText("1.0x");
  await expect(dialog.getByRole("button", { name: "Zoom out" })).toBeDisabled();
  for (let step = 0; step < 8; step++) await page.keyboard.press("+");
  // 1x to 3x: the last step stops at the maximum.
  await expect(level).toHaveText("3.0x");
  await expect(zoomIn).toBeDisabled();
  await dialog.getByRole("button", { name: "Reset" }).click();
  await expect(level).toHaveText("1.0x");

  await page.keyboard.press("ArrowRight");
  await expect(dialog).toContainText(`Image 2 of ${count}`);
  await expect(dialog.locator("img")).toHaveAttribute(
    "src",
    `${mediaFolder(piece.ImagePath[1] ?? "")}800.jpg`,
  );
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toContainText(`Image 1 of ${count}`);
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toContainText(`Image ${count} of ${count}`);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the zoomed picture pans when dragged", async ({ page, request }) => {
  const piece = (await readAllProducts(request)).find((product) => product.ImagePath.length > 0) as Product;
  await page.goto(`/shop-detail/${piece.SNO}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Zoom: / }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Zoom in" }).click();
  await dialog.getByRole("button", { name: "Zoom in" }).click();
  const stage = dialog.locator(".zoom-modal__stage");
  const box = await stage.boundingBox();
  if (!box) throw new Error("the zoom stage has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.locator(".zoom-modal__picture")).toHaveAttribute(
    "style",
    /translate\(60px, 40px\) scale\(1\.6\)/,
  );
});

test("the server's HTML carries the title, description, canonical address and share preview", async ({
  request,
  baseURL,
}) => {
  const product = (await readAllProducts(request)).find((piece) => piece.ImagePath.length > 0) as Product;
  const response = await request.get(`/shop-detail/${product.SNO}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const url = `${baseURL}/shop-detail/${product.SNO}`;
  const title = `${product.PRODUCTNAME} | Nagai`;

  expect(decodeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(title);
  const description = readMeta(html, "name", "description") ?? "";
  expect(description.length).toBeGreaterThan(0);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(product.Description.replace(/\s+/g, " ")).toContain(description.replace(/…$/, ""));
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(readMeta(html, "property", "og:type")).toBe("product");
  expect(readMeta(html, "property", "og:title")).toBe(title);
  expect(readMeta(html, "property", "og:description")).toBe(description);
  expect(readMeta(html, "property", "og:url")).toBe(url);
  const image = readMeta(html, "property", "og:image") ?? "";
  expect(image).toBe(`${baseURL}${mediaFolder(product.ImagePath[0] ?? "")}800.jpg`);
  expect(readMeta(html, "property", "og:image:width")).toBe("800");
  expect(readMeta(html, "property", "og:image:height")).toBe("800");
  expect(readMeta(html, "name", "twitter:card")).toBe("summary_large_image");
  expect(Number(readMeta(html, "property", "product:price:amount"))).toBe(getDisplayPrice(product));
  expect(readMeta(html, "property", "product:price:currency")).toBe("INR");
  // WhatsApp fetches the preview picture itself: it must be a real JPEG.
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/jpeg");

  const jsonLd = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
  const structured = JSON.parse(jsonLd ?? "null") as {
    "@type": string;
    sku: string;
    offers: { price: string; priceCurrency: string };
  };
  expect(structured).toMatchObject({ "@type": "Product", sku: product.TAGNO });
  expect(Number(structured.offers.price)).toBe(getDisplayPrice(product));
  expect(structured.offers.priceCurrency).toBe("INR");

  // The piece itself is in the HTML too, with its main picture fetched first.
  expect(html).toContain(`<h1 id="product-name" class="product-detail__name">`);
  expect(html).toMatch(/<img [^>]*fetchPriority="high"|<img [^>]*fetchpriority="high"/);
  // ...and announced in <head> before it (AVIF, which Chromium reads).
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(
    new RegExp(
      `<link rel="preload" as="image" type="image/avif"[^>]*${mediaFolder(product.ImagePath[0] ?? "")}800\\.avif 800w`,
    ),
  );
});

test("an unknown or malformed SNO answers 404 with Product not found", async ({ page, request }) => {
  for (const sno of ["999999", "abc", "0"]) {
    const response = await page.goto(`/shop-detail/${sno}`);
    expect(response?.status(), `/shop-detail/${sno}`).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
  }
  const raw = await request.get("/shop-detail/999999");
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain("Product not found");
});

test("quick view from a card shows the piece and links to its page", async ({ page, request }) => {
  const { cards, products } = await openListing(page, request);
  const product = products[0] as Product;
  const card = cards.first();
  await card.hover();
  const quickView = card.getByRole("button", { name: `Quick view: ${product.PRODUCTNAME}` });
  await expect(quickView).toBeVisible();
  await expect(quickView).toBeEnabled();
  const loaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/v1/product/getSnofilter",
  );
  await quickView.click();
  expect((await loaded).status()).toBe(200);

  const dialog = page.getByRole("dialog", { name: product.PRODUCTNAME });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".price__now")).toHaveText(rupees.format(getDisplayPrice(product)));
  await expectBreakdown(dialog, product);
  await expect(dialog.getByRole("img")).toHaveCount(product.ImagePath.length || 1);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(quickView).toBeFocused();

  await quickView.click();
  const details = dialog.getByRole("link", { name: "View full details" });
  await expect(details).toHaveAttribute("href", `/shop-detail/${product.SNO}`);
  await details.click();
  await expect(page).toHaveURL(`/shop-detail/${product.SNO}`, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.PRODUCTNAME, { timeout: 30_000 });
});

test("a card's quick actions are reachable by keyboard, and the door opens on hover", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The door is motion: it opens only for shoppers who have not asked for less of it.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const { cards, products } = await openListing(page, request);
  const index = products.findIndex((product) => product.ImagePath.length > 1);
  const card = cards.nth(Math.max(index, 0));
  const product = products[Math.max(index, 0)] as Product;
  const link = card.getByRole("link", { name: product.PRODUCTNAME });
  await expect(card.getByRole("button", { name: `Add to cart: ${product.PRODUCTNAME}` })).toBeEnabled();
  await link.focus();
  await page.keyboard.press("Tab");
  await expect(card.getByRole("button", { name: `Quick view: ${product.PRODUCTNAME}` })).toBeFocused();
  await expect(card.locator(".product-card__actions")).toHaveCSS("opacity", "1");
  // The demo catalogue has pieces with two views (the seed's coverage).
  expect(index).toBeGreaterThanOrEqual(0);
  // Once the first view has loaded, the right leaf is painted with the very file the left one shows.
  const left = card.locator(".product-card__leaf--left");
  const right = card.locator(".product-card__leaf--right");
  const shown = await left.locator("img").evaluate((img: { currentSrc: string }) => img.currentSrc);
  await expect(right).toHaveCSS("background-image", `url("${shown}")`);
  await expect(left).toHaveCSS("transform", "none");
  await card.hover();
  await expect(left).not.toHaveCSS("transform", "none");
  await expect(right).not.toHaveCSS("transform", "none");
});

test("a card's add to cart and wishlist send a logged-out shopper to log in and back", async ({
  page,
  request,
}) => {
  const { cards, products } = await openListing(page, request);
  const product = products[0] as Product;
  const card = cards.first();
  await card.hover();
  await card.getByRole("button", { name: `Add to cart: ${product.PRODUCTNAME}` }).click();
  // The tap goes along for the login to complete (lib/login-intent.ts).
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent(`/shop-left?afterLogin=cart%3A${product.SNO}`)}`,
  );
  expect(await readNavigationState(page)).toEqual({ notice: "Please log in to add items to cart." });

  await page.goBack();
  await card.hover();
  await card.getByRole("button", { name: `Add to wishlist: ${product.PRODUCTNAME}` }).click();
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent(`/shop-left?afterLogin=wishlist%3A${product.SNO}`)}`,
  );
  expect(await readNavigationState(page)).toEqual({ notice: "Please log in to manage your wishlist." });
});

test("the product page's cart, wishlist and Buy Now send a logged-out shopper to log in and back", async ({
  page,
  request,
}) => {
  const product = (await readAllProducts(request)).find((piece) => piece.Stock > 0) as Product;
  // The query string is part of the way back.
  const origin = `/shop-detail/${product.SNO}?from=test`;
  const loginFor = (back: string) => `/login?redirectTo=${encodeURIComponent(back)}`;
  // The two adds go along for the login to complete (lib/login-intent.ts); Buy Now does not.
  const cases = [
    {
      button: "Add to Cart",
      notice: "Please log in to add items to cart.",
      login: loginFor(`${origin}&afterLogin=cart%3A${product.SNO}`),
    },
    {
      button: "Add to wishlist",
      notice: "Please log in to manage your wishlist.",
      login: loginFor(`${origin}&afterLogin=wishlist%3A${product.SNO}`),
    },
    { button: "Buy Now", notice: "Please log in to proceed with purchase.", login: loginFor(origin) },
  ];
  for (const { button, notice, login } of cases) {
    await page.goto(origin);
    await waitForHydration(page);
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page).toHaveURL(login);
    expect(await readNavigationState(page), button).toEqual({ notice });
  }
});

test("without navigator.share the page offers WhatsApp and a working Copy link", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // Headless Chromium on Linux has no Web Share; make sure of it whatever the build.
  await page.addInitScript("delete Navigator.prototype.share;");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const [first] = await readFirstProducts(request);
  const product = first as Product;
  const url = `${baseURL}/shop-detail/${product.SNO}`;
  await page.goto(`/shop-detail/${product.SNO}`);
  await waitForHydration(page);

  await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${product.PRODUCTNAME} | Nagai ${url}`)}`,
  );
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate("navigator.clipboard.readText()")).toBe(url);
});

test("with navigator.share the page uses the phone's share sheet", async ({ page, request, baseURL }) => {
  // A share sheet that records what it was given.
  await page.addInitScript(`
    window.sharedData = [];
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data) => { window.sharedData.push(data); },
    });
  `);
  const [first] = await readFirstProducts(request);
  const product = first as Product;
  await page.goto(`/shop-detail/${product.SNO}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const shared = await page.evaluate("window.sharedData");
  expect(shared).toEqual([
    {
      title: `${product.PRODUCTNAME} | Nagai`,
      text: `${product.PRODUCTNAME} | Nagai`,
      url: `${baseURL}/shop-detail/${product.SNO}`,
    },
  ]);
});

test("Related Products shows other pieces of the same category, or says there are none", async ({
  page,
  request,
}) => {
  const [first] = await readFirstProducts(request);
  const product = first as Product;
  const related = await request.get(
    `/api/v1/product/items/filter?page=0&pageSize=10&itemName=${encodeURIComponent(product.ITEMNAME)}`,
  );
  expect(related.status()).toBe(200);
  const expected = ((await related.json()) as ProductListResponse).data
    .filter((piece) => piece.SNO !== product.SNO)
    .map((piece) => piece.SNO);

  await page.goto(`/shop-detail/${product.SNO}`);
  await waitForHydration(page);
  const section = page.locator(".related-products");
  await expect(section.getByRole("heading", { name: "Related Products" })).toBeVisible();
  if (expected.length === 0) {
    await expect(section).toContainText("No related products found.");
    return;
  }
  const slider = section.getByRole("region", { name: "Related products" });
  await expect(slider).toBeVisible();
  const links = slider.locator(".product-card__link");
  await expect(links).toHaveCount(expected.length);
  for (const [index, sno] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", `/shop-detail/${sno}`);
  }
  if (expected.length > 4) {
    await expect(slider.getByRole("button", { name: "Next" })).toBeEnabled();
  }
});

test("Related Products reports a failed load", async ({ page, request }) => {
  const [first] = await readFirstProducts(request);
  await page.route(
    (url) => url.pathname === "/api/v1/product/items/filter",
    (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ status: "error", error: "UNAVAILABLE", message: "Try later" }),
      }),
  );
  await page.goto(`/shop-detail/${first?.SNO}`);
  await waitForHydration(page);
  await expect(page.getByText("Failed to load products: Try later")).toBeVisible();
  await expect(page.locator(".related-products").getByRole("button", { name: "Retry" })).toBeVisible();
});

test("a picture that fails to load shows the fallback drawing", async ({ page, request }) => {
  const product = (await readAllProducts(request)).find((piece) => piece.ImagePath.length > 0) as Product;
  const folder = mediaFolder(product.ImagePath[0] ?? "");
  await page.route(`**${folder}*`, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`/shop-detail/${product.SNO}`);
  await waitForHydration(page);
  const main = page.locator(".gallery__main img");
  await expect(main).toHaveAttribute("src", "/images/fallback.svg");
  // The drawing itself loads: the shopper sees it, not a broken-image icon.
  await expect
    .poll(() => main.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
});

test("the product page fits a 360 px phone without sideways scrolling", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const [first] = await readFirstProducts(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/shop-detail/${first?.SNO}`);
  await waitForHydration(page);
  await expect(page.locator(".related-products .notice[role=status]")).toHaveCount(0);
  const overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  // A hydration mismatch shows up as a console error.
  expect(errors).toEqual([]);
});
