import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";
import { readBrowsingShare, signUp } from "./shopper";

// The /wishlist and /cart pages (issue 10) as a new shopper uses them, on a 360 px phone and a
// 1366 px desktop. The spec's texts are written out here rather than imported, so a slip in the
// contracts cannot agree with itself.
const TEXTS = {
  wishlistEmpty: "Your wishlist is empty",
  cartEmpty: "Your cart is empty",
  confirmWishlist: "Are you sure you want to remove this item from your wishlist?",
  confirmCart: "Are you sure you want to remove this item from your cart?",
  selectOne: "Please select at least one item to proceed to checkout.",
  waitForProducts: "Please wait until all product data is loaded before proceeding to checkout.",
  removeFailed: "Failed to remove item. Please try again.",
  alreadyInCart: "Item already in cart",
  addedToCart: (item: string) => `${item} added to cart!`,
  removedFromWishlist: (item: string) => `${item} removed from wishlist`,
};

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1366, height: 800 },
];

test.describe.configure({ timeout: 240_000 });

/** What waits for the server's answer (a toast, a reloaded list): generous on a busy machine. */
const ANSWERED = { timeout: 15_000 };
/** Where the cart's buttons post (lib/personal-forms.ts's CART_ACTION; a fetcher adds `.data`). */
const CART_CHANGE_PATH = "/cart/change";

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const whole = (amount: number) => rupees.format(amount);

interface Piece {
  sno: number;
  name: string;
  price: number;
  stock: number;
}

/** Pieces in stock of the browsing specs' share (e2e/shopper.ts), cheapest first. */
async function findPieces(request: APIRequestContext): Promise<Piece[]> {
  return (await readBrowsingShare(request))
    .filter((product) => product.Stock > 0)
    .map((product) => ({
      sno: product.SNO,
      name: product.PRODUCTNAME,
      price: product.GrandTotal > 0 ? product.GrandTotal : product.RATE,
      stock: product.Stock,
    }))
    .sort((a, b) => a.price - b.price);
}

/**
 * Two pieces for the shipping rule: each at most ₹2,000 (₹99 shipping alone), more than ₹2,000
 * together (free shipping). Names differ, so each row can be found by its name.
 */
async function findShippingPair(request: APIRequestContext): Promise<[Piece, Piece]> {
  const pieces = await findPieces(request);
  for (const first of pieces) {
    const second = pieces.find(
      (other) =>
        other.sno !== first.sno &&
        other.name !== first.name &&
        other.price <= 2000 &&
        first.price <= 2000 &&
        first.price + other.price > 2000,
    );
    if (second) return [first, second];
  }
  throw new Error("the demo catalogue has no two pieces under ₹2,000 that pass it together");
}

async function addToWishlist(request: APIRequestContext, piece: Piece) {
  const response = await request.post(`/api/v1/favorites/add?itemSno=${piece.sno}`);
  expect(response.ok()).toBe(true);
}

async function addToCart(request: APIRequestContext, piece: Piece, phone: string) {
  const response = await request.post("/api/v1/cart/create", {
    data: { itemSno: piece.sno, itemTagSno: piece.sno, quantity: 1, phone },
  });
  expect(response.ok()).toBe(true);
}

function summary(page: Page) {
  const box = page.getByRole("complementary", { name: "Order Summary" });
  const line = (term: RegExp) =>
    box.locator("dl > div").filter({ has: page.locator("dt", { hasText: term }) });
  return {
    subtotal: line(/^Subtotal/).locator("dd"),
    shipping: line(/^Shipping$/).locator("dd"),
    total: line(/^Total$/).locator("dd"),
    proceed: box.getByRole("button", { name: "Proceed to Checkout" }),
    guard: box.getByRole("alert"),
  };
}

/** The page's count beside its heading ("2 items"), not a badge's or the summary's. */
function itemCount(page: Page, text: string) {
  return page.getByRole("main").getByText(text, { exact: true });
}

/** The confirmation dialog: the spec's question, then Cancel or Remove. */
/** `title`: the heading that names the piece (decision 054); the spec's question stays beneath it. */
async function answerConfirmation(page: Page, question: string, answer: "Cancel" | "Remove", title?: string) {
  const dialog = page.getByRole("dialog", { name: title ?? question });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: answer }).click();
  await expect(dialog).toBeHidden();
}

/** Every control of the page's content at least 44 × 44 px (WCAG 2.5.8, and the bar). */
async function expectTouchTargets(page: Page) {
  // A string: the e2e files are typed for Node, not the DOM. A checkbox's target is its label.
  const small = await page.evaluate<string[]>(`[...document.querySelectorAll(
      "main button, main a.button, main input[type=checkbox], main summary"
    )]
    .filter((element) => element.offsetParent !== null)
    .map((element) => {
      const box = (element.closest("label") ?? element).getBoundingClientRect();
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
      return box.width < 44 || box.height < 44 ? name + " (" + Math.round(box.width) + "x" + Math.round(box.height) + ")" : "";
    })
    .filter(Boolean)`);
  expect(small, "touch targets under 44 px").toEqual([]);
}

/** No sideways scrolling: everything fits the viewport's width. */
async function expectNoOverflow(page: Page) {
  expect(
    await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth"),
  ).toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the wishlist: empty, then the shopper's pieces, In Cart, and a removal that asks first", async ({
      page,
    }) => {
      const request = page.request;
      const account = await signUp(request, "7", "cart");
      await page.goto("/wishlist");
      await expect(page.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeVisible();
      await expect(page.getByText(TEXTS.wishlistEmpty)).toBeVisible();
      await expect(page.getByRole("link", { name: "Explore Collection" })).toHaveAttribute(
        "href",
        "/shop-left",
      );
      await expectNoSeriousAxeViolations(page);

      const [first, second] = await findShippingPair(request);
      await addToWishlist(request, first);
      await addToWishlist(request, second);
      await addToCart(request, first, account.contactNumber);
      await page.reload();
      await waitForHydration(page);
      await expect(itemCount(page, "2 items")).toBeVisible();
      const cards = page.locator(".wishlist-card");
      await expect(cards).toHaveCount(2);
      await expect(page.getByRole("link", { name: first.name }).first()).toHaveAttribute(
        "href",
        `/shop-detail/${first.sno}`,
      );
      await expect(page.getByRole("button", { name: `In Cart: ${first.name}` })).toBeVisible();
      await expect(page.getByRole("button", { name: `Add to Cart: ${second.name}` })).toBeVisible();
      await expectTouchTargets(page);
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);

      // A piece already in the cart is not added twice: the spec's message says so.
      await page.getByRole("button", { name: `In Cart: ${first.name}` }).click();
      await expect(page.getByText(TEXTS.alreadyInCart)).toBeVisible();

      // Add to Cart from the wishlist: In Cart at once, and the spec's toast once the cart has it.
      await page.getByRole("button", { name: `Add to Cart: ${second.name}` }).click();
      await expect(page.getByRole("button", { name: `In Cart: ${second.name}` })).toBeVisible();
      await expect(page.getByText(TEXTS.addedToCart(second.name))).toBeVisible(ANSWERED);

      // Cancel keeps the piece; Remove asks again and takes it away.
      await page.getByRole("button", { name: `Remove: ${second.name}` }).click();
      await answerConfirmation(
        page,
        TEXTS.confirmWishlist,
        "Cancel",
        `Remove ${second.name} from your wishlist?`,
      );
      await expect(cards).toHaveCount(2);
      await expect(itemCount(page, "2 items")).toBeVisible();
      await page.getByRole("button", { name: `Remove: ${second.name}` }).click();
      await answerConfirmation(
        page,
        TEXTS.confirmWishlist,
        "Remove",
        `Remove ${second.name} from your wishlist?`,
      );
      await expect(itemCount(page, "1 item")).toBeVisible();
      await expect(page.getByRole("button", { name: `Remove: ${second.name}` })).toBeHidden();
      await expect(page.getByText(TEXTS.removedFromWishlist(second.name))).toBeVisible(ANSWERED);
      // The server agrees once the page is loaded again.
      await page.reload();
      await expect(itemCount(page, "1 item")).toBeVisible();
      await expect(page.getByRole("link", { name: second.name })).toHaveCount(0);
    });

    test("the cart: all selected, the summary follows the selection, shipping, guard and removal", async ({
      page,
    }) => {
      const request = page.request;
      const account = await signUp(request, "7", "cart");
      await page.goto("/cart");
      await expect(page.getByRole("heading", { level: 1, name: "Your Shopping Cart" })).toBeVisible();
      await expect(page.getByText(TEXTS.cartEmpty)).toBeVisible();
      await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
        "href",
        "/shop-left",
      );
      await expectNoSeriousAxeViolations(page);

      const [first, second] = await findShippingPair(request);
      await addToCart(request, first, account.contactNumber);
      await addToCart(request, second, account.contactNumber);
      await page.reload();
      await waitForHydration(page);
      await expect(itemCount(page, "2 items")).toBeVisible();
      const firstBox = page.getByRole("checkbox", { name: `Select ${first.name}` });
      const secondBox = page.getByRole("checkbox", { name: `Select ${second.name}` });
      await expect(firstBox).toBeChecked();
      await expect(secondBox).toBeChecked();
      await expect(page.getByRole("link", { name: first.name, exact: true })).toHaveAttribute(
        "href",
        `/shop-detail/${first.sno}`,
      );

      // Together above ₹2,000: shipping is free.
      const box = summary(page);
      await expect(box.subtotal).toHaveText(whole(first.price + second.price));
      await expect(box.shipping).toHaveText("Free");
      await expect(box.total).toHaveText(whole(first.price + second.price));
      await expectTouchTargets(page);
      await expectNoOverflow(page);
      await expectNoSeriousAxeViolations(page);

      // One alone is at most ₹2,000: ₹99 shipping.
      await secondBox.uncheck();
      await expect(box.subtotal).toHaveText(whole(first.price));
      await expect(box.shipping).toHaveText(whole(99));
      await expect(box.total).toHaveText(whole(first.price + 99));

      // Nothing selected: the spec's first guard.
      await firstBox.uncheck();
      await box.proceed.click();
      await expect(box.guard).toHaveText(TEXTS.selectOne);
      await expect(page).toHaveURL("/cart");

      // Removal asks first: Cancel keeps the row.
      await firstBox.check();
      const removeSecond = page.getByRole("button", { name: `Remove: ${second.name}` });
      await removeSecond.click();
      await answerConfirmation(page, TEXTS.confirmCart, "Cancel", `Remove ${second.name} from your cart?`);
      await expect(secondBox).toBeVisible();

      // A removal that never reaches the server: the row comes back, with the spec's alert text.
      const change = "**/cart/change.data*";
      await page.route(change, (route) => route.abort());
      await removeSecond.click();
      await answerConfirmation(page, TEXTS.confirmCart, "Remove", `Remove ${second.name} from your cart?`);
      await expect(page.getByText(TEXTS.removeFailed)).toBeVisible(ANSWERED);
      await expect(secondBox).toBeVisible();
      await expect(itemCount(page, "2 items")).toBeVisible();
      await page.unroute(change);

      // The row leaves the page and the selection at once; while the server is still at it, the
      // checkout waits (the spec's second guard).
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(change, async (route) => {
        await held;
        await route.continue();
      });
      await removeSecond.click();
      await answerConfirmation(page, TEXTS.confirmCart, "Remove", `Remove ${second.name} from your cart?`);
      await expect(secondBox).toBeHidden();
      await expect(itemCount(page, "1 item")).toBeVisible();
      await expect(box.subtotal).toHaveText(whole(first.price));
      await box.proceed.click();
      await expect(box.guard).toHaveText(TEXTS.waitForProducts);
      await expect(page).toHaveURL("/cart");
      release();
      await expect(page.getByText(`${second.name} removed from cart`)).toBeVisible(ANSWERED);
      await page.unroute(change);

      // The server agrees; the selected row goes on to the checkout.
      await page.reload();
      await waitForHydration(page);
      await expect(itemCount(page, "1 item")).toBeVisible();
      await expect(firstBox).toBeChecked();
      await expect(secondBox).toHaveCount(0);
      await summary(page).proceed.click();
      await expect(page).toHaveURL(/\/checkout\?item=\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    });

    test("a visitor opening /cart or /wishlist logs in and comes back there", async ({ page, request }) => {
      // Made with the test's own request context: the page stays signed out until it logs in.
      const account = await signUp(request, "7", "cart");
      for (const path of ["/cart", "/wishlist"]) {
        await page.context().clearCookies();
        await page.goto(path);
        await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
        await waitForHydration(page);
        await page.getByLabel("Mobile Number, Email or Username").fill(account.contactNumber);
        await page.getByLabel("Password", { exact: true }).fill(account.password);
        await page.getByRole("button", { name: "Login", exact: true }).click();
        // A login and the page after it: slow on a loaded machine, and nothing here measures speed.
        await expect(page).toHaveURL(path, { timeout: 30_000 });
        const title = path === "/cart" ? "Your Shopping Cart" : "My Wishlist";
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      }
    });
  });
}

test("a piece with more than one in stock: the quantity goes up to the stock, and the summary follows", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS[0] as { width: number; height: number });
  const account = await signUp(page.request, "7", "cart");
  const piece = (await findPieces(page.request)).find((candidate) => candidate.stock > 1);
  if (!piece) throw new Error("the demo catalogue has no piece with more than one in stock");
  await addToCart(page.request, piece, account.contactNumber);
  await page.goto("/cart");
  await waitForHydration(page);
  const quantity = page.getByRole("status", { name: `Quantity: ${piece.name}` });
  const more = page.getByRole("button", { name: `Increase quantity: ${piece.name}` });
  const fewer = page.getByRole("button", { name: `Decrease quantity: ${piece.name}` });
  await expect(quantity).toHaveText("1");
  await expect(fewer).toBeDisabled();
  const top = Math.min(piece.stock, 10);
  for (let count = 2; count <= top; count++) {
    // Each change is the server's before the next, and before the reload below. The button alone
    // cannot say so at the top: it is disabled there whether or not the last change was answered.
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith(CART_CHANGE_PATH) &&
        response.request().method() === "POST",
    );
    await more.click();
    await expect(quantity).toHaveText(String(count));
    expect((await answered).ok()).toBe(true);
    await expect(more).toBeEnabled({ ...ANSWERED, enabled: count < top });
  }
  await expect(summary(page).subtotal).toHaveText(whole(piece.price * top));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("status", { name: `Quantity: ${piece.name}` })).toHaveText(String(top));
  await page.getByRole("button", { name: `Decrease quantity: ${piece.name}` }).click();
  await expect(page.getByRole("status", { name: `Quantity: ${piece.name}` })).toHaveText(String(top - 1));
  await expect(summary(page).subtotal).toHaveText(whole(piece.price * (top - 1)), ANSWERED);
});

test("without JavaScript: the pages render and a removal posts and comes back", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const account = await signUp(context.request, "7", "cart");
    const [first, second] = await findShippingPair(context.request);
    await addToCart(context.request, first, account.contactNumber);
    await addToCart(context.request, second, account.contactNumber);
    await addToWishlist(context.request, first);

    await page.goto("/cart");
    await expect(page.getByRole("checkbox", { name: `Select ${first.name}` })).toBeChecked();
    await expect(summary(page).shipping).toHaveText("Free");
    await page.getByRole("button", { name: `Remove: ${first.name}` }).click();
    await expect(page).toHaveURL("/cart");
    await expect(itemCount(page, "1 item")).toBeVisible();

    await page.goto("/wishlist");
    await page.getByRole("button", { name: `Remove: ${first.name}` }).click();
    await expect(page).toHaveURL("/wishlist");
    await expect(page.getByText(TEXTS.wishlistEmpty)).toBeVisible();
  } finally {
    await context.close();
  }
});
