import type { TodayRate } from "@nagai/contracts/catalog";
import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, expect, test } from "@playwright/test";

// The same listing the home page asks for, so the test knows which pieces the grid must show.
const HOME_LISTING = "/api/v1/product/items/filter?page=0&pageSize=20&sortBy=relevance&sortDirection=DESC";
// Written out here rather than imported, so a broken formatter in the app cannot agree with itself.
const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
});

async function readCatalogue(request: APIRequestContext) {
  const [ratesResponse, listResponse] = await Promise.all([
    request.get("/api/v1/product/todayrate"),
    request.get(HOME_LISTING),
  ]);
  expect(ratesResponse.status()).toBe(200);
  expect(listResponse.status()).toBe(200);
  const rates = Object.entries((await ratesResponse.json()) as TodayRate);
  const { data: products } = (await listResponse.json()) as ProductListResponse;
  return { rates, products };
}

/** The text a reader sees in an HTML fragment: tags and React's comment markers removed, entities decoded. */
function readText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function countOccurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

function getDisplayPrice(product: Product): number {
  return product.GrandTotal > 0 ? product.GrandTotal : product.RATE;
}

test("the server's HTML already holds the rates ticker and the product grid", async ({ request }) => {
  const { rates, products } = await readCatalogue(request);
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  const html = await response.text();
  expect(html).toContain('<html lang="en-IN">');
  expect(html).toMatch(/<title>Nagai \| [^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);

  const header = readText(html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? "");
  if (rates.length === 0) {
    expect(header).toContain("Unable to load rates");
  } else {
    for (const [metal, rate] of rates) {
      // Twice: the ticker repeats its list so that the loop has no seam.
      expect(countOccurrences(header, `${metal} ${rupees.format(rate)}`)).toBe(2);
    }
  }

  const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? "";
  if (products.length === 0) {
    expect(readText(main)).toContain("No products found");
    return;
  }
  const linked = [...main.matchAll(/href="\/shop-detail\/(\d+)"/g)].map((match) => Number(match[1]));
  expect(linked).toEqual(products.map((product) => product.SNO));
  const [first] = products;
  expect(readText(main)).toContain(
    `${first?.PRODUCTNAME} ${rupees.format(getDisplayPrice(first as Product))}`,
  );
  expect(main).toContain('<source type="image/avif"');
});

test("the page hydrates: the ticker's control works once React has started", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const { rates } = await readCatalogue(request);
  await page.goto("/");
  const header = page.getByRole("banner");

  if (rates.length === 0) {
    await expect(header.getByText("Unable to load rates")).toBeVisible();
    // The button is disabled in the server's HTML; only hydration enables it and gives it a handler.
    const retry = header.getByRole("button", { name: "Retry" });
    await expect(retry).toBeEnabled();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/product/todayrate"),
      retry.click(),
    ]);
    expect(answer.status()).toBe(200);
  } else {
    const ticker = header.getByRole("region", { name: "Today's metal rates" });
    const track = ticker.locator(".rates-ticker__track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    const pause = ticker.getByRole("button", { name: "Pause rates" });
    await expect(pause).toBeEnabled();
    await pause.click();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await ticker.getByRole("button", { name: "Play rates" }).click();
    await expect(track).toHaveCSS("animation-play-state", "running");
    await expect(ticker.getByRole("button", { name: "Pause rates" })).toBeVisible();
  }
  // A hydration mismatch shows up as a console error.
  expect(errors).toEqual([]);
});

test("a product card links to its detail page and shows its picture", async ({ page, request }) => {
  const { products } = await readCatalogue(request);
  const pictured = products.findIndex((product) => product.ImagePath.length > 0);
  // Chromium reads AVIF, so the first <source> of each picture is what it must fetch.
  const firstAvif =
    pictured >= 0 &&
    page.waitForResponse((response) => /^\/media\/.+\.avif$/.test(new URL(response.url()).pathname), {
      timeout: 10_000,
    });
  await page.goto("/");
  const cards = page.locator(".product-grid article");
  if (products.length === 0) {
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(cards).toHaveCount(0);
    return;
  }
  await expect(cards).toHaveCount(products.length);
  const first = products[0] as Product;
  const card = cards.first();
  await expect(card.getByRole("link")).toHaveAttribute("href", `/shop-detail/${first.SNO}`);
  await expect(card.getByRole("heading")).toHaveText(first.PRODUCTNAME);
  await expect(card).toContainText(rupees.format(getDisplayPrice(first)));

  if (firstAvif) {
    const image = cards.nth(pictured).getByRole("img", { name: products[pictured]?.PRODUCTNAME });
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    const avif = await firstAvif;
    expect(avif.status()).toBe(200);
    expect(avif.headers()["content-type"]).toBe("image/avif");
  }
  // The first row (4 cards at most) loads at once; the rest waits until scrolled near.
  const FIRST_ROW = 4;
  if (pictured >= 0 && pictured < FIRST_ROW) {
    await expect(cards.nth(pictured).locator("img").first()).toHaveAttribute("loading", "eager");
  }
  const belowFold = products.findIndex(
    (product, index) => index >= FIRST_ROW && product.ImagePath.length > 0,
  );
  if (belowFold >= 0) {
    await expect(cards.nth(belowFold).locator("img").first()).toHaveAttribute("loading", "lazy");
  }
});

test("an unknown path answers 404 with the spec's page, and Back to Home works", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Ooops! That page doesn't exist!");
  const back = page.getByRole("link", { name: "Back to Home" });
  await expect(back).toHaveAttribute("href", "/");
  await back.click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Shop the collection" })).toBeVisible();
});

test("the storefront leaves unknown /api and /media paths to the server's JSON 404", async ({ request }) => {
  for (const url of ["/api/v1/no-such-call", "/media/no-such-file.jpg"]) {
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ status: "error", error: "NOT_FOUND" });
  }
});

test("the home page fits a 360 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
  expect(overflow).toBeLessThanOrEqual(0);
});
