import type { OrderCreated, OrderDetail } from "@nagai/contracts/order";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { findPiecesToSell, signUp } from "./shopper";

// The payment pages (issue 11, item 4; decisions 023 and 025) as a shopper goes through them with
// the built-in sandbox gateway: /payment/{orderId}, the gateway's hosted page, /payment-success.
// The spec's texts are written out here rather than imported, so a slip in the contracts cannot
// agree with itself.
const TEXTS = {
  generating: "Generating Payment Link...",
  retrying: (n: number) => `Retrying... (${n}/3)`,
  orderNotFound: "Order not found",
  success: "Payment Successful",
  thankYou: "Thank you for your purchase",
  alreadyPaid: "This order is already paid.",
  notOnline: "This order is paid in cash on delivery: there is nothing to pay online.",
};

test.describe.configure({ timeout: 120_000 });

/** What waits for the server or the gateway's round trip: generous on a busy machine. */
const ANSWERED = { timeout: 20_000 };

/**
 * An order of one piece placed through the API as the checkout does, with the page's session: the
 * first of this worker's pieces to sell (e2e/shopper.ts) that is still in stock.
 */
async function placeOrder(
  request: APIRequestContext,
  account: { username: string; email: string; contactNumber: string },
  paymentMode: "ONLINE" | "CASH" = "ONLINE",
): Promise<OrderCreated> {
  // A few candidates: the piece the last test sold may still be listed for up to a second.
  for (const piece of await findPiecesToSell(request, 3)) {
    const placed = await request.post("/api/v1/order/create", {
      data: {
        customerName: account.username,
        contact: account.contactNumber,
        email: account.email,
        address: "12 East Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India",
        paymentMode,
        items: [{ sno: piece.SNO, quantity: 1, productName: piece.PRODUCTNAME }],
      },
    });
    if (placed.status() === 409) continue;
    expect(placed.status(), await placed.text()).toBe(201);
    return (await placed.json()) as OrderCreated;
  }
  throw new Error("no piece in stock to order");
}

async function orderAsApi(request: APIRequestContext, orderId: string): Promise<OrderDetail> {
  const response = await request.get(`/api/v1/order/${encodeURIComponent(orderId)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OrderDetail;
}

/**
 * Opens the payment page with its start held back until the loading text has been seen: the
 * script's POST of the page's action waits until the test lets it go.
 */
async function openPaymentPage(page: Page, orderId: string): Promise<void> {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const isStart = (url: URL) => url.pathname.startsWith("/payment/") && url.pathname.endsWith(".data");
  await page.route(isStart, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.goto(`/payment/${orderId}`);
  await expect(page.getByRole("heading", { name: TEXTS.generating })).toBeVisible();
  letGo();
}

/** On the sandbox gateway's hosted page: it shows the order's total, and the tester chooses. */
async function chooseAtGateway(page: Page, order: OrderCreated, outcome: "Success" | "Failure" | "Cancel") {
  await page.waitForURL(/\/sandbox\/payphi\/pg\/api\/v2\/authRedirect\?tranCtx=/, ANSWERED);
  await expect(page.getByText(order.orderId)).toBeVisible();
  await page.getByRole("button", { name: outcome }).click();
}

test("a shopper pays an online order: the gateway's Success lands on Payment Successful, and the order is paid", async ({
  page,
}) => {
  const account = await signUp(page.request, "9", "pay");
  const order = await placeOrder(page.request, account);
  expect(order.data.paymentStatus).toBe("AWAITING_PAYMENT");

  await openPaymentPage(page, order.orderId);
  await chooseAtGateway(page, order, "Success");

  await page.waitForURL(`/payment-success?orderId=${order.orderId}`, ANSWERED);
  await expect(page.getByRole("heading", { name: TEXTS.success })).toBeVisible();
  await expect(page.getByText(order.orderId)).toBeVisible();
  await expect(page.getByText(TEXTS.thankYou)).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "View Orders" })).toHaveAttribute("href", "/orders");
  expect(await orderAsApi(page.request, order.orderId)).toMatchObject({ paymentStatus: "PAID" });
  await expectNoSeriousAxeViolations(page);

  // Paid: the payment page says so and links to the order, and starts no second payment.
  await page.goto(`/payment/${order.orderId}`);
  await expect(page.getByRole("heading", { name: TEXTS.alreadyPaid })).toBeVisible();
  await expect(page.getByRole("link", { name: `View order ${order.orderId}` })).toHaveAttribute(
    "href",
    `/orderdetail/${order.orderId}`,
  );
  await expectNoSeriousAxeViolations(page);
});

test("Cancel at the gateway says so, with Pay now; a Failure after it says that; the order stays unpaid", async ({
  page,
}) => {
  const account = await signUp(page.request, "9", "pay");
  const order = await placeOrder(page.request, account);

  await openPaymentPage(page, order.orderId);
  await chooseAtGateway(page, order, "Cancel");
  await page.waitForURL(`/orders?payment=cancelled&orderId=${order.orderId}`, ANSWERED);
  const banner = page.locator(".orders-banner");
  await expect(banner).toContainText("Payment cancelled.");
  await expect(banner).not.toContainText("Payment failed");
  await expect(banner.getByRole("timer")).toHaveText(/^1[0-5]:\d\d$/);
  await expect(page.getByText("Awaiting payment").first()).toBeVisible();

  // Pay now from the banner starts a new attempt at the gateway.
  await banner.getByRole("link", { name: "Pay now" }).click();
  await chooseAtGateway(page, order, "Failure");
  await page.waitForURL(`/orders?payment=failed&orderId=${order.orderId}`, ANSWERED);
  await expect(banner).toContainText("Payment failed. Please try again.");
  expect(await orderAsApi(page.request, order.orderId)).toMatchObject({
    paymentStatus: "AWAITING_PAYMENT",
    paidAt: null,
  });
  // The success page does not claim a payment it has not had.
  await page.goto(`/payment-success?orderId=${order.orderId}`);
  await expect(page.getByRole("heading", { name: "Payment not confirmed" })).toBeVisible();
  await expect(page.getByText(TEXTS.success)).toHaveCount(0);
});

test("an unknown order is retried three times, then 'Order not found' and the orders page", async ({
  page,
}) => {
  await signUp(page.request, "9", "pay");
  // The page's clock stands still, so each "Retrying" stays until the test moves it on by the
  // spec's second: polling a state that lasts one real second missed it on a busy machine.
  await page.clock.install({ time: new Date("2026-11-23T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-23T10:00:01Z"));
  await page.goto("/payment/NO-SUCH-ORDER");
  await expect(page.getByRole("heading", { name: TEXTS.generating })).toBeVisible();
  for (const n of [1, 2, 3]) {
    await expect(page.getByText(TEXTS.retrying(n))).toBeVisible(ANSWERED);
    await page.clock.runFor(1000);
  }
  await expect(page.locator(".Toastify").getByText(TEXTS.orderNotFound)).toBeVisible(ANSWERED);
  await page.waitForURL("/orders", ANSWERED);
});

test("another shopper's order is not found, and none of it is shown", async ({ page, browser }) => {
  const owner = await browser.newContext();
  const ownerAccount = await signUp(owner.request, "9", "own");
  const order = await placeOrder(owner.request, ownerAccount);
  await owner.close();

  await signUp(page.request, "9", "pay");
  expect((await page.request.get(`/api/v1/order/${order.orderId}`)).status()).toBe(404);
  const response = await page.goto(`/payment/${order.orderId}`);
  expect(response?.status()).toBe(404);
  const html = await response!.text();
  expect(html).not.toContain(ownerAccount.username);
  expect(html).not.toContain(ownerAccount.contactNumber);
  await expect(page.getByText(TEXTS.retrying(1))).toBeVisible(ANSWERED);
  await page.waitForURL("/orders", ANSWERED);
  // Nor does the success page tell them anything of it.
  await page.goto(`/payment-success?orderId=${order.orderId}`);
  await expect(page.getByRole("heading", { name: TEXTS.orderNotFound })).toBeVisible();
});

test("a visitor is sent to log in first, and /payment/success goes home once signed in", async ({ page }) => {
  await page.goto("/payment/ANY-ORDER");
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/payment/ANY-ORDER")}`);
  await page.goto("/payment/success");
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/payment/success")}`);
  await signUp(page.request, "9", "pay");
  await page.goto("/payment/success");
  await expect(page).toHaveURL("/");
});

test("without JavaScript the page's button posts the start and the browser goes to the gateway", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const account = await signUp(page.request, "9", "pay");
  const order = await placeOrder(page.request, account);
  const cash = await placeOrder(page.request, account, "CASH");

  await page.goto(`/payment/${order.orderId}`);
  await expect(page.getByRole("heading", { name: TEXTS.generating })).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await chooseAtGateway(page, order, "Success");
  await page.waitForURL(`/payment-success?orderId=${order.orderId}`, ANSWERED);
  await expect(page.getByRole("heading", { name: TEXTS.success })).toBeVisible();

  await page.goto(`/payment/${cash.orderId}`);
  await expect(page.getByRole("heading", { name: TEXTS.notOnline })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
  await context.close();
});
