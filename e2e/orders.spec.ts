import type { OrderCreated, OrderDetail } from "@nagai/contracts/order";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";
import { findPiecesToSell, signUp } from "./shopper";

// The orders pages (issue 11) as shoppers use them: /orders, /orderdetail/:orderId and the
// dashboard's orders, at 1366 px and 360 px. Orders are placed through the API as the checkout
// does (cash on delivery). The spec's texts are written out here rather than imported, so a slip
// in the contracts cannot agree with itself.
const TEXTS = {
  noOrders: "No orders yet",
  notFoundTitle: "Order not found",
  notFoundDetail: "We couldn't find details for this order. Please check your order ID.",
};

test.describe.configure({ timeout: 180_000 });

const ANSWERED = { timeout: 15_000 };
const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** The shopper's saved address, as the address page would save it. */
/**
 * The signed-in shopper's address, delivered to their own number: many test shoppers' unpaid
 * orders to one recipient's number would meet that number's limit (decision 036).
 */
async function saveAddress(request: APIRequestContext): Promise<number> {
  const profile = (await (await request.get("/api/v1/user/profile")).json()) as { contactNumber: string };
  const response = await request.post("/api/v1/addresses/create", {
    data: {
      name: "Meena Raman",
      phone: profile.contactNumber,
      pincode: "625001",
      locality: "Anna Nagar",
      addressLine: "12 East Street",
      city: "Madurai",
      state: "Tamil Nadu",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** A cash order of these pieces, sent as the checkout sends it. */
async function placeOrder(
  request: APIRequestContext,
  addressId: number,
  pieces: { SNO: number; ITEMID: number; TAGNO: string; PRODUCTNAME: string }[],
  paymentMode: "CASH" | "ONLINE" = "CASH",
): Promise<string> {
  const response = await request.post("/api/v1/order/create", {
    data: {
      customerName: "Meena Raman",
      contact: "9876543210",
      email: "meena@example.com",
      addressId,
      paymentMode,
      items: pieces.map((piece) => ({
        sno: piece.SNO,
        itemId: piece.ITEMID,
        tagNo: piece.TAGNO,
        productName: piece.PRODUCTNAME,
        quantity: 1,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as OrderCreated).orderId;
}

async function expectNoSidewaysScroll(page: Page) {
  // A string: the e2e files are typed without the DOM's names (as e2e/account.spec.ts does).
  expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
}

const figure = (page: Page, name: string) =>
  page.locator(".order-figures div", { has: page.getByText(name, { exact: true }) }).locator("dd");

test("a shopper with 12 orders pages through them, opens one and sees the dashboard's orders, at 1366 and 360 px", async ({
  browser,
  page,
}) => {
  await signUp(page.request, "6", "ord");
  const addressId = await saveAddress(page.request);
  const [first, second, third, ...singles] = await findPiecesToSell(page.request, 14);
  const orderIds: string[] = [];
  for (const piece of singles) orderIds.push(await placeOrder(page.request, addressId, [piece!]));
  // The newest order holds three pieces: the dashboard shows two names and "+1 more".
  const newest = await placeOrder(page.request, addressId, [first!, second!, third!]);
  orderIds.push(newest);
  expect(orderIds).toHaveLength(12);
  const detail = (await (await page.request.get(`/api/v1/order/${newest}`)).json()) as OrderDetail;

  // Desktop: a table, 10 a page, newest first.
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/orders");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Order History" })).toBeVisible();
  const rows = page.locator(".orders-table tbody tr");
  await expect(rows).toHaveCount(10);
  await expect(page.locator(".order-cards")).toBeHidden();
  await expect(rows.first().getByRole("link", { name: newest })).toBeVisible();
  await expect(rows.first().locator(".status-badge")).toHaveText("Pending");
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/orders\?page=2$/);
  await expect(page.getByText("Page 2 of 2")).toBeVisible(ANSWERED);
  await expect(rows).toHaveCount(2);
  // The oldest order is last.
  await expect(rows.last().getByRole("link", { name: orderIds[0]! })).toBeVisible();
  await page.getByRole("link", { name: "Prev" }).click();
  await expect(page.getByText("Page 1 of 2")).toBeVisible(ANSWERED);
  await expect(rows).toHaveCount(10);

  // A click anywhere on a row (here its middle, the customer's name) opens its order.
  await rows.first().click();
  await expect(page).toHaveURL(`/orderdetail/${newest}`);
  await expect(page.getByRole("heading", { level: 1, name: "Order Details" })).toBeVisible(ANSWERED);
  await expect(page.locator(".order-detail__meta .status-badge")).toHaveText("Pending");
  await expect(page.locator(".order-detail__meta .status-badge")).toHaveClass(/status-badge--blue/);
  await expectNoSeriousAxeViolations(page);
  // The order's own figures, as the API gives them: nothing invented.
  await expect(figure(page, "Subtotal")).toHaveText(inr.format(detail.subTotal));
  await expect(figure(page, "Shipping")).toHaveText(
    detail.shippingFee === 0 ? "FREE" : inr.format(detail.shippingFee),
  );
  await expect(figure(page, "Total")).toHaveText(inr.format(detail.totalAmount));
  await expect(figure(page, "Payment mode")).toHaveText("Cash on delivery");
  await expect(figure(page, "Payment")).toHaveText("Pay on delivery");
  await expect(page.getByText("Discount", { exact: true })).toHaveCount(0);
  await expect(page.locator(".order-detail__address")).toContainText(detail.address);
  // Three pieces: the list scrolls within 400 px.
  const items = page.locator(".order-items");
  await expect(items.locator(".order-item")).toHaveCount(3);
  await expect(items).toHaveCSS("max-height", "400px");
  for (const item of detail.orderItems) {
    await expect(items.getByText(`Tag No: ${item.tagno}`)).toBeVisible();
    await expect(items.getByText(inr.format(item.amount))).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop-left");
  // A cash order has nothing to pay online.
  await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);

  await page.getByRole("link", { name: "View all updates" }).click();
  const updates = page.getByRole("dialog", { name: "Order updates" });
  await expect(updates).toBeVisible(ANSWERED);
  await expect(updates.locator(".order-timeline__step--active")).toContainText("Order confirmed");
  await expect(updates.locator(".order-timeline__step--future")).toHaveCount(3);
  await expect(updates.getByText("Preparing your items")).toBeVisible();
  await expect(updates.locator("time")).toHaveAttribute("datetime", detail.timeline[0]!.time);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(updates).toBeHidden();
  await expect(page.getByRole("link", { name: "View all updates" })).toBeFocused();
  await expect(page).toHaveURL(`/orderdetail/${newest}`);
  await page.getByRole("link", { name: "← Back to Orders" }).click();
  await expect(page).toHaveURL("/orders");

  // The dashboard: all 12 counted, the newest 3 listed.
  await page.goto("/dashboard");
  await expect(page.locator(".stat-card", { hasText: "Total Orders" })).toContainText("12");
  await expect(page.locator(".stat-card", { hasText: "Total Orders" })).toContainText("All time orders");
  const recent = page.locator(".recent-orders tbody tr");
  await expect(recent).toHaveCount(3);
  await expect(recent.first()).toContainText(`${first!.PRODUCTNAME}, ${second!.PRODUCTNAME}`);
  await expect(recent.first()).toContainText("+1 more");
  await expect(recent.nth(1)).toContainText(orderIds[10]!);
  await expect(page.getByRole("link", { name: "View all orders" })).toHaveAttribute("href", "/orders");
  await recent
    .first()
    .getByRole("link", { name: `View order ${newest}` })
    .click();
  await expect(page).toHaveURL(`/orderdetail/${newest}`);

  // A phone: cards instead of the table, the same pages, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/orders");
  await waitForHydration(page);
  const cards = page.locator(".order-card");
  await expect(cards).toHaveCount(10);
  await expect(page.locator(".orders-table")).toBeHidden();
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible(ANSWERED);
  await expect(cards).toHaveCount(2);
  await cards.first().click();
  await expect(page).toHaveURL(`/orderdetail/${orderIds[1]}`);
  await expect(page.getByRole("heading", { level: 1, name: "Order Details" })).toBeVisible(ANSWERED);
  await expectNoSidewaysScroll(page);
  await page.goto("/dashboard");
  await expect(page.locator(".recent-orders tbody tr")).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  // The recent orders are cards that fit the screen, not a table scrolling sideways in its frame.
  expect(
    await page.evaluate(`(() => {
    const frame = document.querySelector(".recent-orders .table-frame");
    return frame.scrollWidth <= frame.clientWidth;
  })()`),
  ).toBe(true);
  const card = page.locator(".recent-orders tbody tr").first();
  await card.locator("th").scrollIntoViewIfNeeded();
  for (const part of [".orders-table__amount", ".status-badge", ".recent-orders__view"]) {
    await expect(card.locator(part)).toBeInViewport({ ratio: 1 });
  }
  // The account menu folds into a toggle, with Orders in it.
  await page.getByText("Account menu").click();
  await expect(page.locator(".account-shell__toggle").getByRole("link", { name: "Orders" })).toBeVisible();

  // Without JavaScript: paging and the updates are links, and the pages work all the same.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plainPage = await plain.newPage();
  await plainPage.setViewportSize({ width: 1366, height: 800 });
  await plainPage.goto("/orders");
  await plainPage.getByRole("link", { name: "Next" }).click();
  await expect(plainPage.getByText("Page 2 of 2")).toBeVisible();
  await plainPage.getByRole("link", { name: orderIds[0]! }).click();
  await plainPage.getByRole("link", { name: "View all updates" }).click();
  const plainUpdates = plainPage.getByRole("dialog", { name: "Order updates" });
  await expect(plainUpdates).toContainText("Order confirmed");
  await plainUpdates.getByRole("link", { name: "Close" }).click();
  await expect(plainUpdates).toHaveCount(0);
  await expect(plainPage).toHaveURL(`/orderdetail/${orderIds[0]}`);
  await plain.close();
});

test("another shopper's order is not found (404), a shopper without orders sees the empty states", async ({
  browser,
  page,
}) => {
  // The owner places one order in a browser of their own.
  const ownerContext = await browser.newContext();
  await signUp(ownerContext.request, "6", "ord");
  const [piece] = await findPiecesToSell(ownerContext.request, 1);
  const theirs = await placeOrder(ownerContext.request, await saveAddress(ownerContext.request), [piece!]);
  await ownerContext.close();

  await signUp(page.request, "6", "ord");
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const response = await page.goto(`/orderdetail/${theirs}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: TEXTS.notFoundTitle })).toBeVisible();
    await expect(page.getByText(TEXTS.notFoundDetail)).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Again" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Orders", exact: true }).click();
    await expect(page).toHaveURL("/orders");
    await expect(page.getByText(TEXTS.noOrders)).toBeVisible(ANSWERED);
    await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/shop-left");
    await expect(page.locator(".pagination")).toHaveCount(0);
  }
  expect((await page.goto("/orderdetail/NOSUCHORDER"))?.status()).toBe(404);

  await page.goto("/dashboard");
  await expect(page.locator(".stat-card", { hasText: "Total Orders" })).toContainText("0");
  await expect(page.locator(".recent-orders")).toContainText(TEXTS.noOrders);
});

test("a visitor is sent to log in and comes back to the orders; the payment return's banners are honest", async ({
  page,
}) => {
  await page.goto("/orders?payment=failed&orderId=NG261123AAAAAAAAAA");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  expect(decodeURIComponent(new URL(page.url()).search)).toContain(
    "/orders?payment=failed&orderId=NG261123AAAAAAAAAA",
  );
  await signUp(page.request, "6", "ord");
  await page.goto("/orders?payment=failed&orderId=NG261123AAAAAAAAAA");
  await expect(page.locator(".orders-banner")).toContainText("Payment failed. Please try again.");
  await expect(page.getByRole("link", { name: "NG261123AAAAAAAAAA" })).toHaveAttribute(
    "href",
    "/orderdetail/NG261123AAAAAAAAAA",
  );

  // An ONLINE order not paid yet, its piece held: the page offers to pay it.
  const [piece] = await findPiecesToSell(page.request, 1);
  const unpaid = await placeOrder(page.request, await saveAddress(page.request), [piece!], "ONLINE");
  await page.goto(`/orderdetail/${unpaid}`);
  await expect(page.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", `/payment/${unpaid}`);
  await expect(figure(page, "Payment mode")).toHaveText("Online payment");
  await expect(figure(page, "Payment")).toHaveText("Awaiting payment");

  await page.goto("/orders?orderSuccess=true");
  await expect(page.locator(".orders-banner")).toContainText("Your order has been placed.");
  await page.goto("/orders?payment=refund&orderId=NG261123AAAAAAAAAA");
  await expect(page.locator(".orders-banner")).toContainText("refunded");
});

test("a shopper cancels a paid order from its page with a reason: cancelled, refunded, the piece on sale again", async ({
  page,
}) => {
  await signUp(page.request, "6", "cxl");
  const [piece] = await findPiecesToSell(page.request, 1);
  const orderId = await placeOrder(page.request, await saveAddress(page.request), [piece!], "ONLINE");
  // Paid at the sandbox gateway, as its Success button would.
  const sale = await page.request.post("/api/v1/payment/initiate-sale", { data: { merchantTxnNo: orderId } });
  expect(sale.status(), await sale.text()).toBe(200);
  const { tranCtx, amount } = (await sale.json()) as { tranCtx: string; amount: number };
  const chosen = await page.request.post("/sandbox/payphi/pg/api/v2/authRedirect", {
    form: { tranCtx, outcome: "success" },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/orderdetail/${orderId}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${inr.format(amount)} will be refunded`);
  await expectNoSeriousAxeViolations(page, ".cancel-order__dialog");
  await dialog.getByLabel("Why are you cancelling?").selectOption("Ordered by mistake");
  await dialog.getByRole("button", { name: "Cancel order" }).click();

  await expect(page.getByText("This order is cancelled and its pieces are released.")).toBeVisible(ANSWERED);
  await expect(page.getByText(`Refund initiated: ${inr.format(amount)}.`)).toBeVisible();
  await expect(page.locator(".order-detail__meta")).toContainText("Cancelled");
  await expect(page.getByRole("link", { name: "Cancel order" })).toHaveCount(0);
  const order = (await (await page.request.get(`/api/v1/order/${orderId}`)).json()) as OrderDetail;
  expect(order.timeline.at(-1)?.note).toBe("Cancelled by you: Ordered by mistake");
  const stock = await page.request.get(`/api/v1/product/getSnofilter?sno=${piece!.SNO}`);
  expect(((await stock.json()) as { Stock: number }[])[0]!.Stock).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
});

test("without JavaScript the Cancel dialog opens in the page, asks for a reason and cancels", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page.request, "6", "cxn");
  const [piece] = await findPiecesToSell(page.request, 1);
  const orderId = await placeOrder(page.request, await saveAddress(page.request), [piece!]);
  await page.goto(`/orderdetail/${orderId}`);
  await page.getByRole("link", { name: "Cancel order" }).click();
  await expect(page).toHaveURL(/\?cancel=1$/);
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await dialog.getByLabel("Why are you cancelling?").selectOption("Other");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  // "Other" without a word: the server's message, in the dialog, and nothing cancelled.
  await expect(dialog.getByRole("alert")).toHaveText("Please tell us why you are cancelling");
  await dialog.getByLabel("Why are you cancelling?").selectOption("Other");
  await dialog.getByLabel(/Tell us more/).fill("Bought it in the shop");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetail/${orderId}$`));
  await expect(page.getByText("This order is cancelled and its pieces are released.")).toBeVisible();
  // A cancelled cash order will not be delivered, so not "Pay on delivery".
  await expect(figure(page, "Payment")).toHaveText("Not paid");
  await context.close();
});
