import type { ProductListResponse } from "@nagai/contracts/product";
import { chromium, expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "../apps/server/src/modules/seo/seo.service";
import { measureInitialJs } from "../bench/initial-js";
import { waitForHydration } from "./hydration";
import { signUp } from "./shopper";

// What a first visit costs a phone (issue 27 item 5, decision 056): the listing's LCP picture is
// asked for first, and a page left for another comes back from the browser's back/forward cache
// instead of loading and hydrating again.

/** Cards of the listing's widest first row load eagerly (routes/listing.tsx, FIRST_ROW). */
const FIRST_ROW = 4;

test("the listing's first card picture is fetched first, the cards below the first row lazily", async ({
  request,
}) => {
  const html = await (await request.get("/shop-left?itemName=rings")).text();
  const list = (await (
    await request.get("/api/v1/product/items/filter?itemName=rings&page=0&pageSize=20")
  ).json()) as ProductListResponse;
  const first = list.data[0]?.ImagePath[0];
  expect(first, "the demo catalogue has a ring with a picture").toBeTruthy();
  const folder = `/media/${first?.slice(0, first.lastIndexOf("/"))}/`;

  // Preloaded in the head, before the stylesheet and the scripts are read.
  const head = html.match(/<head>[\s\S]*?<\/head>/)?.[0] ?? "";
  expect(head).toMatch(new RegExp(`<link rel="preload" as="image" type="image/avif"[^>]*${folder}`));

  // One <li> per card; a card's first <img> is its piece (the second, if any, the view behind it).
  const grid = html.match(/<ul class="product-grid listing-grid">[\s\S]*?<\/ul>/)?.[0] ?? "";
  const cards = [...grid.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? "");
  expect(cards.length).toBeGreaterThan(FIRST_ROW);
  const pictures = cards.map((card) => card.match(/<img [^>]*>/)?.[0] ?? "");
  expect(pictures[0]).toContain(`src="${folder}`);
  expect(pictures[0]).toContain('fetchPriority="high"');
  expect(pictures[0]).not.toContain('loading="lazy"');
  // Only the first: every other picture waits its turn, and those below the first row wait for
  // the shopper to scroll near them.
  expect(html.match(/<img [^>]*fetchPriority="high"/g)).toHaveLength(1);
  for (const picture of pictures.slice(FIRST_ROW)) expect(picture).toContain('loading="lazy"');
  // A card's link is named by the piece's name under its picture: the picture does not say it again.
  for (const picture of pictures) expect(picture).toContain('alt=""');
  // The cards' names (h3) come under a level 2 heading, not straight under the page's h1.
  expect(html).toMatch(/<h2 class="visually-hidden">Results<\/h2>[\s\S]*<h3 class="product-card__name">/);
});

// A card's second view is shown only when a pointer hovers (or a keyboard focuses) the card. A phone
// cannot hover, so it neither shows nor fetches it: half the listing's pictures (decision 061).
for (const device of ["phone", "desktop"] as const) {
  test(`a ${device} ${device === "phone" ? "does not fetch" : "fetches"} the cards' second views`, async ({
    browser,
    request,
  }) => {
    const list = (await (
      await request.get("/api/v1/product/items/filter?itemName=rings&page=0&pageSize=20")
    ).json()) as ProductListResponse;
    const folder = (path: string) => `/media/${path.slice(0, path.lastIndexOf("/"))}/`;
    const seconds = list.data.flatMap((piece) => (piece.ImagePath[1] ? [folder(piece.ImagePath[1])] : []));
    expect(seconds.length, "the demo's rings have second views").toBeGreaterThan(FIRST_ROW);

    const context = await browser.newContext(
      device === "phone"
        ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
        : { viewport: { width: 1366, height: 768 } },
    );
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (asked) => fetched.push(new URL(asked.url()).pathname));
    await page.goto("/shop-left?itemName=rings");
    await waitForHydration(page);
    // The first row's pictures have come: the first views were asked for and drawn.
    const firsts = page.locator("main .listing-grid .product-card__leaf--left img");
    for (let card = 0; card < FIRST_ROW; card++) {
      await expect
        .poll(() => firsts.nth(card).evaluate((img: { naturalWidth: number }) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // The door's right leaf (painted with the first view) is added only where the door can open.
    const rightLeaves = page.locator("main .listing-grid .product-card__leaf--right");
    const behind = page.locator("main .listing-grid .product-card__behind").first();
    if (device === "phone") {
      await expect(behind).toHaveCSS("display", "none");
      // Scrolled through, the phone still asks for none of them.
      await page.evaluate("window.scrollTo(0, document.body.scrollHeight)");
      await page.waitForLoadState("networkidle");
      expect(fetched.filter((path) => seconds.some((second) => path.startsWith(second)))).toEqual([]);
      await expect(rightLeaves).toHaveCount(0);
    } else {
      await expect(behind).toHaveCSS("display", "block");
      await expect
        .poll(() => seconds.filter((second) => fetched.some((path) => path.startsWith(second))).length)
        .toBeGreaterThanOrEqual(FIRST_ROW);
      await expect(rightLeaves.first()).toBeAttached();
    }
    await context.close();
  });
}

// A signed-in shopper's too: the listing is a shared page (decision 057), sent without no-store.
for (const shopper of ["an anonymous", "a signed-in"]) {
  test(`${shopper} shopper's listing comes back from the back/forward cache`, async ({ baseURL }) => {
    // Playwright starts Chromium with --disable-back-forward-cache for every test; this one needs
    // the cache, so it starts a browser of its own with the suite's other arguments.
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    });
    try {
      const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
      if (shopper === "a signed-in") await signUp(context.request, "9", "bfcache");
      const page = await context.newPage();
      // Each document records its pageshow events: `persisted` is true when the browser restored
      // the page from the cache instead of loading it. (A string: the e2e files have no DOM types.)
      await page.addInitScript(`
      window.__pageshows = [];
      window.addEventListener("pageshow", (event) => window.__pageshows.push(event.persisted));
    `);
      // Why Chromium would not keep the page, to say so if the test fails.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Page.enable");
      const blockers: string[] = [];
      cdp.on("Page.backForwardCacheNotUsed", (event) => {
        for (const explanation of event.notRestoredExplanations) blockers.push(explanation.reason);
      });

      await page.goto("/shop-left?itemName=rings");
      await waitForHydration(page);
      const href = await page
        .locator('main .listing-grid a[href^="/shop-detail/"]')
        .first()
        .getAttribute("href");
      expect(href).toBeTruthy();
      // A document navigation, as from a shared link, another tab's address or a full reload: the
      // storefront's own links navigate inside the page and need no cache to come back.
      await page.goto(href ?? "/");
      await expect(page.locator("main h1")).toBeVisible();
      // A page restored from the cache fires no second load event: wait for the navigation alone.
      await page.goBack({ waitUntil: "commit" });

      await expect(page).toHaveURL(/\/shop-left\?itemName=rings$/);
      // Restored or loaded again, the document is complete once its pageshow has fired.
      await page.waitForFunction("document.readyState === 'complete'");
      expect(await page.evaluate("window.__pageshows"), `not restored: ${blockers.join(", ")}`).toEqual([
        false,
        true,
      ]);
      if (shopper === "a signed-in") {
        // A restored page asks for the shopper's state again, so a cart changed meanwhile shows:
        // the restored document's second call, counted by the page itself.
        const stateCalls = `performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith("/api/v1/user/state")).length`;
        await expect.poll(() => page.evaluate(stateCalls)).toBe(2);
        await expect(page.locator(".site-header")).toHaveAttribute("data-shopper", "signed-in");
      }
      // The restored page is the live one: its controls still work.
      await expect(page.getByRole("button", { name: /^Filters/ })).toBeEnabled();
      await context.close();
    } finally {
      await browser.close();
    }
  });
}

/** The built stylesheets a page links, by name: "/assets/listing-page-C2sSWrtw.css" is "listing-page". */
const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link [^>]*rel="stylesheet"[^>]*href="\/assets\/([a-z-]+?)-[\w-]{8}\.css"/g)].map(
    (match) => match[1],
  );

// A first load waits for the stylesheet in the head: the catalogue's three pages link their own,
// every other page app.css, an error the root shows the shell's alone (decision 062).
test("each page links one stylesheet, the catalogue's three pages only the parts they show", async ({
  request,
}) => {
  const list = (await (
    await request.get("/api/v1/product/items/filter?itemName=rings&page=0&pageSize=1")
  ).json()) as ProductListResponse;
  const piece = list.data[0]?.SNO;
  expect(piece, "the demo catalogue has a ring").toBeTruthy();
  for (const [path, sheets] of [
    ["/", ["home-page"]],
    ["/shop-left?itemName=rings", ["listing-page"]],
    ["/shop-right?itemName=rings", ["listing-page"]],
    [`/shop-detail/${piece}`, ["product-page"]],
    ["/shop-detail/999999999", ["product-page"]],
    ["/faq", ["app"]],
    ["/login", ["app"]],
    ["/staff/login", ["app"]],
    ["/no-such-page", ["app"]],
  ] as const) {
    const answer = await request.get(path);
    expect([path, stylesheetsOf(await answer.text())]).toEqual([path, sheets]);
  }
  // A form the page cannot read is refused by the root's error boundary (decision 011).
  const refused = await request.post("/contact", {
    headers: { "content-type": "multipart/form-data; boundary=cut" },
    data: '--cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nno end',
  });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(stylesheetsOf(html)).toEqual(["shell"]);
  expect(html.indexOf('data-precedence="shell"')).toBeLessThan(html.indexOf("</head>"));
});

test("a page reached in the browser from another is styled from its first frame, header and all", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/shop-left?itemName=rings");
  await waitForHydration(page);
  // The moment each page's own element enters the document (once it has been out of it, for the
  // listing's): its style and the header's then.
  await page.evaluate(`(() => {
    window.stayedInThePage = true;
    window.firstStyles = {};
    const watched = { ".auth-page": "maxWidth", ".budget-grid": "display", ".listing-grid": "display" };
    const absent = {};
    new MutationObserver(() => {
      for (const [selector, property] of Object.entries(watched)) {
        const element = document.querySelector(selector);
        if (!element) absent[selector] = true;
        if (!element || !absent[selector] || window.firstStyles[selector]) continue;
        const header = getComputedStyle(document.querySelector(".site-header__main")).zIndex;
        window.firstStyles[selector] = getComputedStyle(element)[property] + ", header " + header;
      }
    }).observe(document.body, { subtree: true, childList: true });
  })()`);

  // To a page of app.css's, on to the home page, and back to a listing.
  await page.getByRole("link", { name: "Log in", exact: true }).click();
  await page.locator(".auth-page").waitFor();
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await page.locator(".budget-grid").waitFor({ state: "attached" });
  await page.goBack();
  await page.goBack();
  await page.locator(".listing-grid").waitFor();
  await expect(page).toHaveURL(/shop-left/);
  expect(await page.evaluate("window.firstStyles")).toEqual({
    ".auth-page": "440px, header 15",
    ".budget-grid": "grid, header 15",
    ".listing-grid": "grid, header 15",
  });
  expect(await page.evaluate("window.stayedInThePage"), "every one a navigation inside the page").toBe(true);
});

// The hero's first picture is the home page's LCP: its next slides' pictures, which Chromium would
// fetch with it although lazy, are asked for once the page has loaded (decision 064).
test("the hero's next slides are asked for once the page has loaded, in places of the same size", async ({
  page,
  request,
}) => {
  const banners = (await (await request.get("/api/v1/banner/list")).json()).data as { image_path: string }[];
  expect(banners.length, "the demo's hero has several slides").toBeGreaterThan(1);
  const folder = (path: string) => `/media/${path.slice(0, path.lastIndexOf("/"))}/`;
  const later = banners.slice(1).map((banner) => folder(banner.image_path));
  const asked: string[] = [];
  page.on("request", (sent) => asked.push(new URL(sent.url()).pathname));
  // The first picture held back for a while holds the page's load event back with it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${folder(banners[0]!.image_path)}**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/", { waitUntil: "commit" });
  await waitForHydration(page);

  const slides = page.locator(".hero .hero__slide");
  const heights = () =>
    page.evaluate(
      `[...document.querySelectorAll(".hero .hero__slide")].map((slide) => slide.getBoundingClientRect().height)`,
    );
  const before = await heights();
  expect(await page.evaluate("document.readyState")).not.toBe("complete");
  expect(await slides.locator(".hero__picture--later").count()).toBe(banners.length - 1);
  expect(asked.filter((path) => later.some((each) => path.startsWith(each)))).toEqual([]);

  release();
  await expect.poll(() => page.evaluate("document.readyState")).toBe("complete");
  await expect(slides.locator(".hero__picture--later")).toHaveCount(0);
  await expect
    .poll(() => later.filter((each) => asked.some((path) => path.startsWith(each))).length)
    .toBe(later.length);
  expect(await heights()).toEqual(before);
});

// Issue 12's information pages with a form load its checks (the contracts' schemas and Zod) on the
// first focus in the form, not with the page (decision 065).
for (const [path, field] of [
  ["/contact", "Name"],
  ["/appointment", "Name"],
  ["/coming-soon", "Email"],
] as const) {
  test(`${path} loads its form's checks with the first focus in the form`, async ({ page }) => {
    const zod: string[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      if ((await response.text()).includes("ZodError")) zod.push(response.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(zod).toEqual([]);
    await page.locator("#main").getByLabel(field, { exact: false }).first().focus();
    await expect.poll(() => zod.length).toBeGreaterThan(0);
  });
}

/**
 * A first load's JavaScript, gzipped, in KB of 1,024 bytes as `bench/lighthouse.ts` prints it, is
 * under these (decision 066): the catalogue's pages stay where React leaves them, issue 12's
 * information pages under its 150 KB. A count under 100 KB means the count lost the imports.
 */
const FIRST_LOAD_BUDGET_KB = { catalogue: 145, information: 150 };

test("each page's first load stays within its JavaScript budget", async ({ request, baseURL }) => {
  const list = (await (
    await request.get("/api/v1/product/items/filter?itemName=rings&page=0&pageSize=1")
  ).json()) as ProductListResponse;
  const catalogue = ["/", "/shop-left?itemName=rings", `/shop-detail/${list.data[0]?.SNO}`];
  const information = PUBLIC_PAGES.filter((page) => page !== "/" && page !== "/shop-left");
  expect(information.length, "issue 12's pages").toBeGreaterThan(15);
  const over: string[] = [];
  for (const [pages, budget] of [
    [catalogue, FIRST_LOAD_BUDGET_KB.catalogue],
    [information, FIRST_LOAD_BUDGET_KB.information],
  ] as const) {
    for (const page of pages) {
      const kb = (await measureInitialJs(new URL(page, baseURL).href)).gzipKb;
      if (!(kb > 100 && kb < budget)) over.push(`${page}: ${kb} KB (under ${budget} KB)`);
    }
  }
  expect(over).toEqual([]);
});
