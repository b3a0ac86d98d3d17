import type { ProductListResponse } from "@nagai/contracts/product";
import { chromium, expect, test } from "@playwright/test";
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

// A first load waits for every stylesheet in the head: the catalogue's three pages link the shell's
// and then only their own parts, every other page the shell's and app.css (decision 062).
test("each page links the shell's stylesheet, then only its own parts", async ({ request }) => {
  const list = (await (
    await request.get("/api/v1/product/items/filter?itemName=rings&page=0&pageSize=1")
  ).json()) as ProductListResponse;
  const piece = list.data[0]?.SNO;
  expect(piece, "the demo catalogue has a ring").toBeTruthy();
  for (const [path, sheets] of [
    ["/", ["shell", "home-page"]],
    ["/shop-left?itemName=rings", ["shell", "listing-page"]],
    ["/shop-right?itemName=rings", ["shell", "listing-page"]],
    [`/shop-detail/${piece}`, ["shell", "product-page"]],
    ["/faq", ["shell", "app"]],
    ["/login", ["shell", "app"]],
    ["/staff/login", ["shell", "app"]],
    ["/no-such-page", ["shell", "app"]],
  ] as const) {
    const answer = await request.get(path);
    expect([path, stylesheetsOf(await answer.text())]).toEqual([path, sheets]);
  }
});

test("a page reached in the browser from a catalogue page is styled as when it is loaded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/shop-left?itemName=rings");
  await waitForHydration(page);
  await page.evaluate("window.stayedInThePage = true");

  // To a page of app.css's: its form appears only once that stylesheet has loaded.
  await page.getByRole("link", { name: "Log in", exact: true }).click();
  const form = page.locator(".auth-page");
  await form.waitFor();
  expect(await page.evaluate(`getComputedStyle(document.querySelector(".auth-page")).maxWidth`)).toBe(
    "440px",
  );

  // And on to the home page, whose parts the login page did not link.
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  const budgets = page.locator(".budget-grid");
  await budgets.waitFor({ state: "attached" });
  expect(await page.evaluate(`getComputedStyle(document.querySelector(".budget-grid")).display`)).toBe(
    "grid",
  );
  expect(await page.evaluate("window.stayedInThePage"), "both were navigations inside the page").toBe(true);
});
