import type { Product, ProductListResponse } from "@nagai/contracts/product";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect as baseExpect,
  type Page,
} from "@playwright/test";
import { waitForHydration } from "./hydration";

// The wishlist's and cart's buttons outside their own pages (issue 10; decision 017): the card's
// heart and bag, the product page's Add to Cart / Buy Now / heart, the quick view, the header's
// badges, the signed-out way through login and back, the failure toasts, and the forms without
// JavaScript. At a 360 px phone and a 1366 px desktop.

// The spec's texts, written out here rather than imported, so a slip in the contracts cannot
// agree with itself.
const TEXTS = {
  addedToWishlist: (item: string) => `${item} added to wishlist`,
  removedFromWishlist: (item: string) => `${item} removed from wishlist`,
  addedToCart: (item: string) => `${item} added to cart!`,
  alreadyInCart: (item: string) => `${item} is already in cart`,
  wishlistFailed: "Failed to add to Wishlist",
  cartFailed: "Failed to add item to cart.",
  notInWishlist: "This piece is not in your wishlist.",
  wishlistLogin: "Please log in to manage your wishlist.",
  cartLogin: "Please log in to add items to cart.",
  buyNowLogin: "Please log in to proceed with purchase.",
};

const PASSWORD = "first-pass";

// A change goes to the server and back, then the root reloads: on a loaded 2-core machine that
// has taken over 5 s (Playwright's default wait), though nothing here measures speed.
const expect = baseExpect.configure({ timeout: 15_000 });

interface Shopper {
  contactNumber: string;
  token: string;
}

let numbersMade = 0;

/** A verified account made through the API; its number is this worker's and this run's alone. */
async function registerShopper(request: APIRequestContext, workerIndex: number): Promise<Shopper> {
  const time = String(Date.now() % 10_000_000).padStart(7, "0");
  const contactNumber = `7${time}${workerIndex % 10}${numbersMade++ % 10}`;
  const registered = await request.post("/api/v1/auth/user/register", {
    data: {
      username: `lists${contactNumber}`,
      email: `lists${contactNumber}@gmail.com`,
      contactNumber,
      password: PASSWORD,
      roles: ["ROLE_USER"],
    },
  });
  expect(registered.status()).toBe(201);
  const otp = await readOtp(request, contactNumber);
  const verified = await request.post(
    `/api/v1/auth/user/verify-otp?contactNumber=${contactNumber}&otp=${otp}`,
  );
  expect(verified.status()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  return { contactNumber, token };
}

/** The OTP of the SMS sent to `contactNumber`, from the development outbox. */
async function readOtp(request: APIRequestContext, contactNumber: string): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get("/api/v1/dev/outbox")).json()) as {
        data: { channel: string; to: string; body: string }[];
      };
      const sms = outbox.data.find(
        (message) => message.channel === "sms" && message.to.endsWith(contactNumber),
      );
      otp = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1];
      return otp;
    })
    .toBeDefined();
  return otp ?? "";
}

/** Empties the shopper's wishlist and cart through the API, so every test starts from nothing. */
async function emptyLists(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const headers = { authorization: `Bearer ${shopper.token}` };
  const favourites = (await (await request.get("/api/v1/favorites/list", { headers })).json()) as {
    data: number[];
  };
  for (const sno of favourites.data) {
    expect((await request.delete(`/api/v1/favorites/remove/${sno}`, { headers })).status()).toBe(200);
  }
  const cart = (await (
    await request.get(`/api/v1/cart/by-phone?phone=${shopper.contactNumber}`, { headers })
  ).json()) as { data: { id: number }[] };
  for (const row of cart.data) {
    expect((await request.delete(`/api/v1/cart/delete/${row.id}`, { headers })).status()).toBe(200);
  }
}

async function readLists(request: APIRequestContext, shopper: Shopper) {
  const headers = { authorization: `Bearer ${shopper.token}` };
  const favourites = (await (await request.get("/api/v1/favorites/list", { headers })).json()) as {
    data: number[];
  };
  const cart = (await (
    await request.get(`/api/v1/cart/by-phone?phone=${shopper.contactNumber}`, { headers })
  ).json()) as { data: { itemSno: number }[] };
  return { wishlist: favourites.data, cart: cart.data.map((row) => row.itemSno) };
}

async function signIn(context: BrowserContext, baseURL: string, shopper: Shopper): Promise<void> {
  await context.addCookies([
    { name: "user_token", value: shopper.token, url: baseURL, httpOnly: true, sameSite: "Lax" },
  ]);
}

/**
 * One account per worker (registering is throttled per address), emptied before each test. A test
 * that needs a signed-in page gets `shopper`; the others never touch it.
 */
const test = base.extend<{ shopper: Shopper }, { account: Shopper }>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3310}`,
      });
      await use(await registerShopper(request, workerInfo.workerIndex));
      await request.dispose();
    },
    { scope: "worker" },
  ],
  shopper: async ({ account, request, context, baseURL }, use) => {
    await emptyLists(request, account);
    await signIn(context, baseURL as string, account);
    await use(account);
  },
});

test.describe.configure({ timeout: 120_000 });

/** Pieces in stock, as the API lists them. */
async function readPiecesInStock(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get("/api/v1/product/items/filter?page=0&pageSize=100");
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProductListResponse).data.filter((piece) => piece.Stock > 0);
}

const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text, { exact: true });
const badge = (page: Page, list: "Wishlist" | "Cart", count: number) =>
  page
    .locator(".header-icons")
    .getByRole("link", { name: `${list}, ${count} ${count === 1 ? "item" : "items"}`, exact: true });
const bareIcon = (page: Page, list: "Wishlist" | "Cart") =>
  page.locator(".header-icons").getByRole("link", { name: list, exact: true });

/** The first card of a listing that shows a piece in stock, and that piece (read from its link). */
async function firstCard(page: Page, pieces: Product[]) {
  const cards = page.locator(".product-grid article.product-card");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const href = await card.locator(".product-card__link").getAttribute("href");
    const piece = pieces.find((candidate) => `/shop-detail/${candidate.SNO}` === href);
    if (piece) return { card, piece };
  }
  throw new Error("no card of the listing shows a piece in stock");
}

/** Holds the next request whose URL matches until `release` is called; says when it has been sent. */
async function holdRequest(page: Page, pattern: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent: () => void = () => {};
  const wasSent = new Promise<void>((resolve) => {
    sent = resolve;
  });
  await page.route(pattern, async (route) => {
    sent();
    await released;
    await route.continue();
  });
  return { wasSent, release };
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a card's heart fills while the change is on its way, the badge counts it, a second tap empties it", async ({
      page,
      request,
      shopper,
    }) => {
      // A listing with a query: the way back after a no-JS post and the login both keep it.
      const pieces = await readPiecesInStock(request);
      await page.goto("/shop-left?itemName=rings");
      await waitForHydration(page);
      const { card, piece } = await firstCard(page, pieces);
      const heart = card.getByRole("button", { name: `Add to wishlist: ${piece.PRODUCTNAME}` });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(bareIcon(page, "Wishlist")).toBeVisible();

      const held = await holdRequest(page, "**/wishlist/change.data*");
      await heart.click();
      await held.wasSent;
      // The server has not answered yet: the heart and the badge already show the change.
      const filled = card.getByRole("button", { name: `Remove from wishlist: ${piece.PRODUCTNAME}` });
      await expect(filled).toHaveAttribute("aria-pressed", "true");
      await expect(badge(page, "Wishlist", 1)).toBeVisible();
      held.release();
      await expect(toast(page, TEXTS.addedToWishlist(piece.PRODUCTNAME))).toBeVisible();
      await page.unroute("**/wishlist/change.data*");
      expect((await readLists(request, shopper)).wishlist).toEqual([piece.SNO]);

      await filled.click();
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(toast(page, TEXTS.removedFromWishlist(piece.PRODUCTNAME))).toBeVisible();
      await expect(bareIcon(page, "Wishlist")).toBeVisible();
      expect((await readLists(request, shopper)).wishlist).toEqual([]);

      // Another page knows it too: the root's data, not the card's own memory.
      // The badge changes before the server answers: wait for the server to hold the piece, since
      // a document load while the change is on its way cancels it (CI's one failure). The first
      // tap's toast may still be showing, so it cannot tell.
      await heart.click();
      await expect(badge(page, "Wishlist", 1)).toBeVisible();
      await expect.poll(async () => (await readLists(request, shopper)).wishlist).toEqual([piece.SNO]);
      await page.goto(`/shop-detail/${piece.SNO}`);
      await expect(page.getByRole("button", { name: "Remove from wishlist", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(badge(page, "Wishlist", 1)).toBeVisible();
    });

    test("the product page adds to the cart, reads In Cart, and Buy Now lands on the cart with the piece", async ({
      page,
      request,
      shopper,
    }) => {
      const [piece, other] = await readPiecesInStock(request);
      if (!piece || !other) throw new Error("the demo catalogue has two pieces in stock");
      const cartChanges: string[] = [];
      page.on("request", (sent) => {
        if (sent.url().includes("/cart/change")) cartChanges.push(sent.url());
      });
      await page.goto(`/shop-detail/${piece.SNO}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await expect(page.getByRole("button", { name: "In Cart", exact: true })).toBeVisible();
      await expect(badge(page, "Cart", 1)).toBeVisible();
      await expect(toast(page, TEXTS.addedToCart(piece.PRODUCTNAME))).toBeVisible();
      expect(cartChanges).toHaveLength(1);

      // In Cart again: the spec's text, and no second request.
      await page.getByRole("button", { name: "In Cart", exact: true }).click();
      await expect(toast(page, TEXTS.alreadyInCart(piece.PRODUCTNAME))).toBeVisible();
      expect(cartChanges).toHaveLength(1);

      // Buy Now: the piece goes into the cart and the shopper to the checkout with that piece.
      await page.goto(`/shop-detail/${other.SNO}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Buy Now", exact: true }).click();
      await expect(page).toHaveURL(`/checkout?sno=${other.SNO}`);
      expect((await readLists(request, shopper)).cart.sort()).toEqual([piece.SNO, other.SNO].sort());
      await expect(badge(page, "Cart", 2)).toBeVisible();

      // Buy Now on a piece already in the cart does not add it twice.
      await page.goto(`/shop-detail/${piece.SNO}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Buy Now", exact: true }).click();
      await expect(page).toHaveURL(`/checkout?sno=${piece.SNO}`);
      expect((await readLists(request, shopper)).cart).toHaveLength(2);
    });

    test("the quick view adds to the cart and to the wishlist, and the card shows both", async ({
      page,
      request,
      shopper,
    }) => {
      const pieces = await readPiecesInStock(request);
      await page.goto("/shop-left");
      await waitForHydration(page);
      const { card, piece } = await firstCard(page, pieces);
      await card.getByRole("button", { name: `Quick view: ${piece.PRODUCTNAME}` }).click();
      const dialog = page.getByRole("dialog", { name: piece.PRODUCTNAME });
      await dialog.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await expect(dialog.getByRole("button", { name: "In Cart", exact: true })).toBeVisible();
      await expect(toast(page, TEXTS.addedToCart(piece.PRODUCTNAME))).toBeVisible();
      await dialog.getByRole("button", { name: "Add to wishlist", exact: true }).click();
      await expect(dialog.getByRole("button", { name: "Remove from wishlist", exact: true })).toBeVisible();
      // The heart's toast shows over the open dialog, not under it: the shopper can read it and
      // close it with a click (the click's check fails on a toast the dialog covers).
      const added = toast(page, TEXTS.addedToWishlist(piece.PRODUCTNAME));
      await added.click();
      await expect(added).toBeHidden();
      await expect(dialog.getByRole("link", { name: "View full details" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(card.getByRole("button", { name: `In cart: ${piece.PRODUCTNAME}` })).toBeVisible();
      await expect(
        card.getByRole("button", { name: `Remove from wishlist: ${piece.PRODUCTNAME}` }),
      ).toBeVisible();
      await expect(badge(page, "Cart", 1)).toBeVisible();
      await expect(badge(page, "Wishlist", 1)).toBeVisible();
      // The heart is optimistic: it and the badge change before the server has answered, so the
      // server's lists are read until the add has landed (CI once read them a moment too early).
      await expect
        .poll(() => readLists(request, shopper))
        .toEqual({ wishlist: [piece.SNO], cart: [piece.SNO] });
    });

    test("when the server fails, the heart and the cart button fall back and the spec's toast says so", async ({
      page,
      request,
      shopper,
    }) => {
      const [piece] = await readPiecesInStock(request);
      if (!piece) throw new Error("the demo catalogue has a piece in stock");
      await page.goto(`/shop-detail/${piece.SNO}`);
      await waitForHydration(page);
      await page.route("**/wishlist/change.data*", (route) => route.fulfill({ status: 500, body: "down" }));
      await page.route("**/cart/change.data*", (route) => route.fulfill({ status: 500, body: "down" }));

      await page.getByRole("button", { name: "Add to wishlist", exact: true }).click();
      await expect(toast(page, TEXTS.wishlistFailed)).toBeVisible();
      await expect(page.getByRole("button", { name: "Add to wishlist", exact: true })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await expect(toast(page, TEXTS.cartFailed)).toBeVisible();
      await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
      // The page itself stands: no error page in place of the product.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(piece.PRODUCTNAME);
      await expect(bareIcon(page, "Wishlist")).toBeVisible();
      await expect(bareIcon(page, "Cart")).toBeVisible();
      expect(await readLists(request, shopper)).toEqual({ wishlist: [], cart: [] });
    });
  });
}

test("a refusal shows the API's reason, and the page catches up with the lists as they are", async ({
  page,
  request,
  shopper,
}) => {
  const [piece] = await readPiecesInStock(request);
  if (!piece) throw new Error("the demo catalogue has a piece in stock");
  await page.goto(`/shop-detail/${piece.SNO}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to wishlist", exact: true }).click();
  await expect(badge(page, "Wishlist", 1)).toBeVisible();
  await expect(toast(page, TEXTS.addedToWishlist(piece.PRODUCTNAME))).toBeVisible();
  // Removed elsewhere (another tab, the app): this page still shows it.
  await emptyLists(request, shopper);
  await page.getByRole("button", { name: "Remove from wishlist", exact: true }).click();
  await expect(toast(page, TEXTS.notInWishlist)).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to wishlist", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(bareIcon(page, "Wishlist")).toBeVisible();
});

test("a signed-out tap gives the spec's message; logging in or registering completes it, back on the piece", async ({
  page,
  request,
  account,
  browser,
}) => {
  // The worker's account, which the tests before this one may have left with pieces in its lists.
  await emptyLists(request, account);
  const pieces = await readPiecesInStock(request);
  const listing = "/shop-left?itemName=rings";
  const loginFor = (origin: string) => `/login?redirectTo=${encodeURIComponent(origin)}`;
  const notice = (on: Page, text: string) => on.getByRole("status").filter({ hasText: text });

  await page.goto(listing);
  await waitForHydration(page);
  const { card, piece } = await firstCard(page, pieces);
  await card.getByRole("button", { name: `Add to wishlist: ${piece.PRODUCTNAME}` }).click();
  await expect(page).toHaveURL(loginFor(`${listing}&afterLogin=wishlist%3A${piece.SNO}`));
  await expect(notice(page, TEXTS.wishlistLogin)).toBeVisible();

  const origin = `/shop-detail/${piece.SNO}?from=test`;
  await page.goto(origin);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Buy Now", exact: true }).click();
  await expect(page).toHaveURL(loginFor(origin));
  await expect(notice(page, TEXTS.buyNowLogin)).toBeVisible();

  // Add to Cart, then log in: back on the piece with its toast, and the piece in the cart.
  await page.goto(origin);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page).toHaveURL(loginFor(`${origin}&afterLogin=cart%3A${piece.SNO}`));
  await expect(notice(page, TEXTS.cartLogin)).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Mobile Number, Email or Username").fill(account.contactNumber);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(origin);
  await expect(toast(page, TEXTS.addedToCart(piece.PRODUCTNAME))).toBeVisible();
  await expect(page.getByRole("button", { name: "In Cart", exact: true })).toBeVisible();
  await expect(badge(page, "Cart", 1)).toBeVisible();
  expect(await readLists(request, account)).toEqual({ wishlist: [], cart: [piece.SNO] });
  await emptyLists(request, account);

  // The heart, through the login page's link to register: after the OTP, back on the piece.
  const visitor = await browser.newContext();
  const fresh = await visitor.newPage();
  await fresh.goto(origin);
  await waitForHydration(fresh);
  await fresh.getByRole("button", { name: "Add to wishlist", exact: true }).click();
  const carried = `${origin}&afterLogin=wishlist%3A${piece.SNO}`;
  await expect(fresh).toHaveURL(loginFor(carried));
  await fresh.locator(".auth-page__switch").getByRole("link", { name: "Register" }).click();
  await expect(fresh).toHaveURL(`/register?redirectTo=${encodeURIComponent(carried)}`);
  const time = String(Date.now() % 10_000_000).padStart(7, "0");
  const contactNumber = `7${time}${test.info().workerIndex % 10}${numbersMade++ % 10}`;
  await fresh.getByLabel("Username", { exact: true }).fill(`heart${contactNumber}`);
  await fresh.getByLabel("Email", { exact: true }).fill(`heart${contactNumber}@gmail.com`);
  await fresh.getByLabel("Mobile Number", { exact: true }).fill(contactNumber);
  await fresh.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await fresh.getByRole("button", { name: "Register" }).click();
  await expect(fresh.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
  await fresh.getByLabel("OTP", { exact: true }).fill(await readOtp(request, contactNumber));
  await fresh.getByRole("button", { name: "Verify" }).click();
  await expect(fresh).toHaveURL(origin);
  await expect(toast(fresh, TEXTS.addedToWishlist(piece.PRODUCTNAME))).toBeVisible();
  await expect(fresh.getByRole("button", { name: "Remove from wishlist", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await visitor.close();
});

test("without JavaScript the product page's forms add to the cart and the wishlist, and send a visitor to log in", async ({
  browser,
  request,
  baseURL,
  account,
}) => {
  const [piece] = await readPiecesInStock(request);
  if (!piece) throw new Error("the demo catalogue has a piece in stock");
  const origin = `/shop-detail/${piece.SNO}`;

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(origin);
  await visitorPage.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(visitorPage).toHaveURL(
    `/login?redirectTo=${encodeURIComponent(`${origin}?afterLogin=cart%3A${piece.SNO}`)}`,
  );
  await visitor.close();

  await emptyLists(request, account);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signIn(context, baseURL as string, account);
  const page = await context.newPage();
  await page.goto(origin);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page).toHaveURL(origin);
  await page.getByRole("button", { name: "Add to wishlist", exact: true }).click();
  await expect(page).toHaveURL(origin);
  expect(await readLists(request, account)).toEqual({ wishlist: [piece.SNO], cart: [piece.SNO] });
  // The product page is the same HTML for everyone (decision 057): without scripts its buttons do
  // not show the shopper's lists, but the shopper's own pages, rendered for them, do.
  await page.goto("/cart");
  await expect(page.getByRole("list", { name: "Items in your cart" })).toContainText(piece.PRODUCTNAME);
  await page.goto("/wishlist");
  await expect(page.getByRole("main")).toContainText(piece.PRODUCTNAME);
  await context.close();
  await emptyLists(request, account);
});

test("the change addresses take a form's POST only", async ({ request }) => {
  for (const path of ["/wishlist/change", "/cart/change"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow).toBe("POST");
  }
});
