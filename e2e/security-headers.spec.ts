import type { ProductListResponse } from "@nagai/contracts/product";
import { expect, type Page, test } from "@playwright/test";
import { PERMISSIONS_POLICY } from "../apps/server/src/plugins/security-headers.ts";
import { waitForHydration } from "./hydration";

// Decision 012: the pages' Content-Security-Policy must not block anything the shop does. Kept
// pages (the home, listings, product pages for a shopper without a cookie) admit their scripts
// by hash; rendered ones (the account pages, any page for a shopper with a cookie) by a nonce.

/**
 * Records every CSP violation the page reports, from before its first script, and every console
 * error (a blocked script or style is also logged there).
 */
async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  // A string: the tests' TypeScript has no DOM types, and this runs in the page.
  await page.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(
        event.effectiveDirective + " blocked " + event.blockedURI + " (" + event.sourceFile + ":" + event.lineNumber + ")",
      );
    });
  `);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return async () => [
    ...errors,
    ...((await page.evaluate("window.__cspViolations")) as string[]).map((text) => `CSP: ${text}`),
  ];
}

/**
 * Vite's dev server (E2E_DEV=1) injects inline scripts and styles, and gets the development
 * policy that allows them; the production build must allow no inline script but its own.
 */
const DEV = process.env.E2E_DEV === "1";
const STRICT_SCRIPTS = DEV
  ? /script-src 'self' 'unsafe-inline';/
  : /script-src 'self'( '(nonce|sha256)-[^' ]+')+;/;

test("home, a listing, a product page, login and register run under the CSP without a violation", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const list = (await (
    await request.get("/api/v1/product/items/filter?page=0&pageSize=1&itemName=rings")
  ).json()) as ProductListResponse;
  const product = list.data[0];
  expect(product).toBeDefined();
  const problems = await watchForViolations(page);

  for (const url of [
    "/",
    "/shop-left?itemName=rings",
    `/shop-detail/${product!.SNO}`,
    "/login",
    "/register",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    const policy = (await response?.headerValue("content-security-policy")) ?? "";
    expect(policy, url).toMatch(STRICT_SCRIPTS);
    expect(policy, url).not.toMatch(/unsafe-eval/);
    await waitForHydration(page);
    expect(await problems(), url).toEqual([]);
  }

  // A navigation in the page: route code and data fetched after hydration, then the product's
  // gallery, which sets its zoom origin with style properties as the pointer moves.
  await page.goto("/shop-left?itemName=rings");
  await waitForHydration(page);
  await page.locator(`a[href="/shop-detail/${product!.SNO}"]`).first().click();
  await expect(page).toHaveURL(`/shop-detail/${product!.SNO}`, { timeout: 30_000 });
  await page.locator("main img").first().hover();
  expect(await problems()).toEqual([]);
});

test("a page rendered for one request runs by its nonce, as kept pages do by hash", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "seen", value: "1", url: baseURL! }]);
  const problems = await watchForViolations(page);
  // The login page is rendered for each request; the shared pages are kept (decision 057).
  const response = await page.goto("/login");
  expect(response?.headers()["x-cache"]).toBeUndefined();
  expect(await response?.headerValue("content-security-policy")).toMatch(
    DEV ? STRICT_SCRIPTS : /script-src 'self' 'nonce-[^' ]+'(;|$)/,
  );
  await waitForHydration(page);
  expect(await problems()).toEqual([]);
});

test("voice search may use the microphone; other powerful features are off", async ({ page }) => {
  const policyMessages: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Permissions-Policy")) policyMessages.push(message.text());
  });
  await page.goto("/");
  await waitForHydration(page);
  // Every feature the header names is one this browser knows: an unknown one is logged on every page.
  const known = (await page.evaluate("document.featurePolicy.features()")) as string[];
  const named = PERMISSIONS_POLICY.split(", ").map((directive) => directive.split("=")[0]!);
  expect(named.filter((feature) => !known.includes(feature))).toEqual([]);
  expect(policyMessages).toEqual([]);
  const allowed = (feature: string) =>
    page.evaluate(`document.featurePolicy.allowsFeature(${JSON.stringify(feature)})`);
  expect(await allowed("microphone")).toBe(true);
  for (const feature of ["camera", "geolocation", "payment", "usb"])
    expect(await allowed(feature), feature).toBe(false);
  // Chromium has the Web Speech API, so the header offers voice search.
  await expect(page.getByRole("button", { name: "Search by voice" })).toBeVisible();
});
