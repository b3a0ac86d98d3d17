import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

// The way into the account area (issue 10, item 4): a signed-in visit to /login honours its
// redirectTo, and the header's Account icon leads through /account to the dashboard.
test.describe.configure({ timeout: 180_000 });
/** A client-side navigation may first load the next route's code, slow on a busy machine. */
const NAVIGATION = { timeout: 30_000 };

let numbersMade = 0;

interface Account {
  username: string;
  contactNumber: string;
  password: string;
}

/** A verified account of its own, made through the API (numbers differ per worker and run). */
async function registerThroughApi(request: APIRequestContext): Promise<Account> {
  const time = String(Date.now() % 10_000_000).padStart(7, "0");
  const contactNumber = `7${time}${test.info().workerIndex % 10}${numbersMade++ % 10}`;
  const account = { username: `Asha R${contactNumber}`, contactNumber, password: "first-pass" };
  const registered = await request.post("/api/v1/auth/user/register", {
    data: { ...account, email: `asha${contactNumber}@gmail.com`, roles: ["ROLE_USER"] },
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
  return account;
}

/** Signs the browser context in through the API: its request shares the context's cookies. */
async function signIn(context: BrowserContext, account: Account) {
  const response = await context.request.post("/api/v1/auth/user/login", {
    data: { contactOrEmailOrUsername: account.contactNumber, password: account.password },
  });
  expect(response.status()).toBe(200);
}

async function logIn(page: Page, account: Account) {
  await waitForHydration(page);
  await page.getByLabel("Mobile Number, Email or Username").fill(account.contactNumber);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

async function findPiecesInStock(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get("/api/v1/product/items/filter?page=0&pageSize=100");
  expect(response.status()).toBe(200);
  const pieces = ((await response.json()) as ProductListResponse).data.filter((piece) => piece.Stock > 0);
  expect(pieces.length).toBeGreaterThanOrEqual(count);
  return pieces.slice(0, count);
}

const ORIGIN = "/shop-left?itemName=rings";

test("a signed-in visit to /login or /register goes to its local redirectTo, with or without scripts", async ({
  browser,
  request,
}) => {
  const account = await registerThroughApi(request);
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    await signIn(context, account);
    const page = await context.newPage();
    for (const path of ["/login", "/register"]) {
      // The server's answer is the redirect itself: no page of its own first.
      const answer = await context.request.get(`${path}?redirectTo=${encodeURIComponent(ORIGIN)}`, {
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers().location, path).toBe(ORIGIN);

      await page.goto(`${path}?redirectTo=${encodeURIComponent(ORIGIN)}`);
      await expect(page, `${path}, scripts ${javaScriptEnabled ? "on" : "off"}`).toHaveURL(
        ORIGIN,
        NAVIGATION,
      );
      // The listing is a shared page, a visitor's HTML (decision 057): the header says Log out once
      // the scripts have asked for the shopper's state.
      if (javaScriptEnabled) {
        await expect(page.getByRole("button", { name: "Log out" })).toBeAttached({ timeout: 30_000 });
      }
    }
    await context.close();
  }
});

test("a signed-in visit to /login with another site's redirectTo stays in the shop", async ({
  browser,
  request,
}) => {
  const account = await registerThroughApi(request);
  const context = await browser.newContext();
  await signIn(context, account);
  for (const path of ["/login", "/register"]) {
    const answer = await context.request.get(`${path}?redirectTo=${encodeURIComponent("//evil.example/")}`, {
      maxRedirects: 0,
    });
    expect(answer.status(), path).toBe(200);
    const page = await context.newPage();
    await page.goto(`${path}?redirectTo=${encodeURIComponent("//evil.example/")}`);
    // No last visited page in this browser: home.
    await expect(page).toHaveURL("/", NAVIGATION);
    await page.close();
  }
  await context.close();
});

test("the header's Account icon: a visitor logs in and reaches the dashboard with real counts", async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/account")}`, NAVIGATION);
  await logIn(page, account);
  await expect(page).toHaveURL("/dashboard", NAVIGATION);

  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${account.username}!`);
  await expect(main.locator(".account-shell__initials")).toHaveText("AR");
  await expect(main.getByRole("link", { name: /^Wishlist\s*0\s*Saved items$/ })).toHaveAttribute(
    "href",
    "/wishlist",
  );
  await expect(main.getByRole("link", { name: /^Cart Items\s*0\s*Ready to checkout$/ })).toHaveAttribute(
    "href",
    "/cart",
  );

  // One piece in the wishlist and two in the cart: the cards count them.
  const [first, second] = await findPiecesInStock(request, 2);
  const api = page.context().request;
  expect((await api.post(`/api/v1/favorites/add?itemSno=${first?.SNO}`)).status()).toBeLessThan(300);
  for (const piece of [first, second]) {
    const added = await api.post("/api/v1/cart/create", { data: { itemTagSno: piece?.SNO, quantity: 1 } });
    expect(added.status()).toBeLessThan(300);
  }
  await page.reload();
  await expect(main.getByRole("link", { name: /^Wishlist\s*1\s*Saved items$/ })).toBeVisible();
  await expect(main.getByRole("link", { name: /^Cart Items\s*2\s*Ready to checkout$/ })).toBeVisible();

  // Signed in, the Account icon goes straight on to the dashboard.
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL("/dashboard", NAVIGATION);
});

test("the dashboard on a 360 px phone: the account menu is a toggle, and Logout ends the session", async ({
  browser,
  request,
}) => {
  const account = await registerThroughApi(request);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await signIn(context, account);
  const page = await context.newPage();
  await page.goto("/dashboard");
  await waitForHydration(page);
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );

  const nav = page.getByRole("navigation", { name: "Account" });
  const menu = page.locator("summary", { hasText: "Account menu" });
  await expect(nav.getByRole("link", { name: "Security" })).toBeHidden();
  await menu.click();
  const links: [string, string][] = [
    ["Home", "/"],
    ["Dashboard", "/dashboard"],
    ["Orders", "/orders"],
    ["Addresses", "/AddressManager"],
    ["Security", "/change-password"],
  ];
  for (const [name, href] of links) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expectNoSeriousAxeViolations(page);

  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login", NAVIGATION);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/dashboard")}`, NAVIGATION);
  await context.close();
});

test("on a desktop the account navigation is a list beside the page", async ({ browser, request }) => {
  const account = await registerThroughApi(request);
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await signIn(context, account);
  const page = await context.newPage();
  await page.goto("/dashboard");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Account" });
  await expect(page.locator("summary", { hasText: "Account menu" })).toBeHidden();
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const side = await page.locator(".account-shell__side").boundingBox();
  const main = await page.locator(".account-shell__main").boundingBox();
  expect((side?.x ?? 0) + (side?.width ?? 0)).toBeLessThanOrEqual(main?.x ?? 0);
  await expectNoSeriousAxeViolations(page);

  // Security is an account page like the others: the navigation stays beside it.
  await nav.getByRole("link", { name: "Security", exact: true }).click();
  await expect(page).toHaveURL("/change-password", NAVIGATION);
  await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Security", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await context.close();
});
