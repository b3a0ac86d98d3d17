import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "../apps/server/src/modules/seo/seo.service.ts";
import { waitForHydration } from "./hydration";

// A browser's first Intl formatter loads its locale data, one long task as the page starts
// (decision 008; the figure is in bench/README.md). The storefront's
// public pages write numbers and dates by hand (@nagai/contracts money and dates, checked against
// Intl there) and must start without it: this records every Intl object and locale-aware call a
// page makes until it is hydrated.

test.describe.configure({ timeout: 120_000 });

/** The sitemap's public pages (the home page, the listing, issue 12's pages) and the bare article address. */
const PAGES = [...PUBLIC_PAGES, "/blog-detail"];

/** Wraps Intl's constructors and the locale-aware methods so that each use is written down. */
const RECORD_INTL = `(() => {
  const used = (window.__intlUsed = []);
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const Original = Intl[name];
    if (typeof Original !== "function" || !/^[A-Z]/.test(name)) continue;
    Intl[name] = new Proxy(Original, {
      construct(target, args) { used.push("Intl." + name); return Reflect.construct(target, args); },
      apply(target, self, args) { used.push("Intl." + name); return Reflect.apply(target, self, args); },
    });
  }
  for (const [owner, method] of [
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString"],
    [String.prototype, "localeCompare"],
  ]) {
    const original = owner[method];
    owner[method] = function (...args) { used.push(method); return original.apply(this, args); };
  }
})()`;

test("the public pages start without Intl, a product page included", async ({ page }) => {
  await page.addInitScript(RECORD_INTL);
  await page.goto("/shop-left");
  const product = await page.locator('a[href^="/shop-detail/"]').first().getAttribute("href");
  expect(product).toBeTruthy();
  for (const path of [...PAGES, product!]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate("window.__intlUsed"), path).toEqual([]);
  }
});
