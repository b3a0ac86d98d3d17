import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration";

// Recently viewed (issue 10, item 3; spec 000 home item 14): a signed-in shopper's product page
// views are recorded, and the home page shows them, newest first. A visitor's home is unchanged.
test.describe.configure({ timeout: 180_000 });

/** The spec's texts, written out here rather than imported, so a slip in the contracts cannot agree with itself. */
const TEXTS = {
  title: "Recently Viewed",
  empty: "No recently viewed products",
  browse: "Browse Products",
};

let numbersMade = 0;

/** A verified account of its own, made through the API, signed in within `context`. */
async function signInNewShopper(context: BrowserContext, request: APIRequestContext) {
  const time = String(Date.now() % 10_000_000).padStart(7, "0");
  const contactNumber = `6${time}${test.info().workerIndex % 10}${numbersMade++ % 10}`;
  const password = "first-pass";
  const registered = await request.post("/api/v1/auth/user/register", {
    data: {
      username: `viewer${contactNumber}`,
      email: `viewer${contactNumber}@gmail.com`,
      contactNumber,
      password,
      roles: ["ROLE_USER"],
    },
  });
  expect(registered.status()).toBe(201);
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get("/api/v1/dev/outbox")).json()) as {
        data: { to: string; body: string }[];
      };
      otp = /\b(\d{6})\b/.exec(
        outbox.data.find((entry) => entry.to.endsWith(contactNumber))?.body ?? "",
      )?.[1];
      return otp;
    })
    .toBeDefined();
  const verified = await request.post(
    `/api/v1/auth/user/verify-otp?contactNumber=${contactNumber}&otp=${otp}`,
  );
  expect(verified.status()).toBe(200);
  const loggedIn = await context.request.post("/api/v1/auth/user/login", {
    data: { contactOrEmailOrUsername: contactNumber, password },
  });
  expect(loggedIn.status()).toBe(200);
}

async function readPieces(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get("/api/v1/product/items/filter?page=0&pageSize=100");
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProductListResponse).data;
}

/** Opens a piece's page and waits until the browser has recorded the view. */
async function viewPiece(page: Page, sno: number) {
  const recorded = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/v1/recently-viewed/add?itemSno=${sno}`) &&
      response.request().method() === "POST",
  );
  await page.goto(`/shop-detail/${sno}`);
  expect((await recorded).status()).toBe(200);
}

const section = (page: Page) => page.locator("section.home-section--recently-viewed");

test("a signed-in shopper's views show on home, newest first, as product cards", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  await signInNewShopper(context, request);
  const page = await context.newPage();
  const [first, second] = await readPieces(request);
  if (!first || !second) throw new Error("the demo catalogue has pieces");

  // Nothing viewed yet: the spec's empty state, and the way to the listing.
  await page.goto("/");
  await waitForHydration(page);
  await expect(section(page).getByRole("heading", { name: TEXTS.title })).toBeVisible();
  await expect(section(page)).toContainText(TEXTS.empty);
  await expect(section(page).getByRole("link", { name: TEXTS.browse })).toHaveAttribute("href", "/shop-left");

  await viewPiece(page, first.SNO);
  await viewPiece(page, second.SNO);
  // Back home by a link: the client-side navigation loads the list afresh.
  await waitForHydration(page);
  await page.locator(".breadcrumbs").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/", { timeout: 30_000 });
  const cards = section(page).locator("article.product-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).locator(".product-card__link")).toHaveAttribute(
    "href",
    `/shop-detail/${second.SNO}`,
  );
  await expect(cards.nth(1).locator(".product-card__link")).toHaveAttribute(
    "href",
    `/shop-detail/${first.SNO}`,
  );
  await expect(cards.nth(0)).toContainText(second.PRODUCTNAME);
  await expect(section(page).getByRole("region", { name: TEXTS.title })).toHaveAttribute(
    "aria-roledescription",
    "carousel",
  );

  // Viewing the first again moves it to the front: the shopper's state says so, and the home page
  // loaded afresh shows it. The home's HTML itself is a visitor's, kept for everyone (decision 057).
  await viewPiece(page, first.SNO);
  const state = await (await context.request.get("/api/v1/user/state")).json();
  expect(state.recentlyViewed.slice(0, 2)).toEqual([first.SNO, second.SNO]);
  const html = await context.request.get("/");
  expect(html.headers()["x-cache"]).toBe("HIT");
  expect(await html.text()).not.toContain("home-section--recently-viewed");
  await page.goto("/");
  await waitForHydration(page);
  await expect(cards.nth(0).locator(".product-card__link")).toHaveAttribute(
    "href",
    `/shop-detail/${first.SNO}`,
  );
  await expect(cards.nth(1).locator(".product-card__link")).toHaveAttribute(
    "href",
    `/shop-detail/${second.SNO}`,
  );
  await context.close();
});

test("a visitor's home has no Recently Viewed, records nothing, and is still kept by the server", async ({
  page,
  request,
}) => {
  const [piece] = await readPieces(request);
  const adds: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/recently-viewed/")) adds.push(sent.url());
  });
  await page.goto(`/shop-detail/${piece?.SNO}`);
  await waitForHydration(page);
  await page.goto("/");
  await waitForHydration(page);
  await expect(section(page)).toHaveCount(0);
  expect(adds).toEqual([]);

  // Decision 008: the anonymous home is one page for everyone, kept after its first rendering.
  await request.get("/");
  const again = await request.get("/");
  expect(again.headers()["x-cache"]).toBe("HIT");
  expect(await again.text()).not.toContain("recentlyViewed");
});

test("the carousel's arrows move it, and nothing slides for shoppers who ask for reduced motion", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    reducedMotion: "reduce",
  });
  await signInNewShopper(context, request);
  const page = await context.newPage();
  const pieces = (await readPieces(request)).slice(0, 6);
  for (const piece of pieces) await viewPiece(page, piece.SNO);
  await page.goto("/");
  // Reduced motion hides the ticker's Pause: the cards' buttons, enabled by hydration, say it instead.
  await expect(section(page).locator(".product-card__action").first()).toBeEnabled({ timeout: 60_000 });
  const carousel = section(page).getByRole("region", { name: TEXTS.title });
  await carousel.scrollIntoViewIfNeeded();
  const track = carousel.locator(".carousel__track");
  const next = carousel.getByRole("button", { name: "Next" });
  await expect(next).toBeEnabled();
  await next.click();
  // Reduced motion: the row is at the second card at once, with no frames in between.
  const [scrolled, secondStart] = await track.evaluate((element) => {
    const row = element as unknown as {
      scrollLeft: number;
      offsetLeft: number;
      children: { offsetLeft: number }[];
    };
    return [row.scrollLeft, (row.children[1]?.offsetLeft ?? Number.NaN) - row.offsetLeft];
  });
  expect(Math.abs(scrolled - secondStart)).toBeLessThanOrEqual(1);
  await context.close();
});
