import type { Product } from "@nagai/contracts/product";
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";
import { findPiecesToSell, signUp } from "./shopper";

// The checkout (/checkout, issue 11 item 2, decision 024) as shoppers use it, on a 360 px phone
// and a 1366 px desktop: from the cart with a new address to a cash order, Buy Now to an online
// order, a piece sold to someone else meanwhile, and the guards. The spec's texts are written out
// here rather than imported, so a slip in the contracts cannot agree with itself.
const TEXTS = {
  selectAddress: "Please select a delivery address",
  cartEmpty: "Your cart is empty",
  fillRequired: "Please fill all required fields",
  pincodeInvalid: "Pincode must be 6 digits",
  soldOut: (name: string) => `Sorry, ${name} is no longer available.`,
};

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1366, height: 800 },
];

test.describe.configure({ timeout: 240_000 });

/** What waits for the server's answer (a reloaded list, an order placed): generous on a busy machine. */
const ANSWERED = { timeout: 15_000 };

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
});

interface Piece {
  sno: number;
  name: string;
  price: number;
}

/** Pieces of this worker's share to sell (e2e/shopper.ts), each unique and of a name of its own. */
async function findPieces(request: APIRequestContext, count: number): Promise<Piece[]> {
  const names = new Set<string>();
  // Unique pieces: one sold is gone, as the sold-meanwhile test needs; names tell the lines apart.
  const unique = (product: Product) =>
    product.Stock === 1 && !names.has(product.PRODUCTNAME) && Boolean(names.add(product.PRODUCTNAME));
  return (await findPiecesToSell(request, count, unique)).map((product) => ({
    sno: product.SNO,
    name: product.PRODUCTNAME,
    price: product.GrandTotal > 0 ? product.GrandTotal : product.RATE,
  }));
}

async function addToCart(request: APIRequestContext, piece: Piece, phone: string) {
  const response = await request.post("/api/v1/cart/create", {
    data: { itemSno: piece.sno, itemTagSno: piece.sno, quantity: 1, phone },
  });
  expect(response.ok()).toBe(true);
}

/**
 * An address of the signed-in shopper, delivered to their own number: many test shoppers' unpaid
 * orders to one recipient's number would meet that number's limit (decision 036).
 */
async function addAddress(request: APIRequestContext, name: string) {
  const profile = (await (await request.get("/api/v1/user/profile")).json()) as {
    id: number;
    contactNumber: string;
  };
  const response = await request.post("/api/v1/addresses/create", {
    data: {
      customerId: profile.id,
      name,
      phone: profile.contactNumber,
      pincode: "625001",
      locality: "Anna Nagar",
      addressLine: "12 Temple Street",
      city: "Madurai",
      state: "Tamil Nadu",
    },
  });
  expect(response.status()).toBe(201);
}

interface HistoryOrder {
  orderId: string;
  paymentMode: string;
  totalAmount: number;
  orderItems: { sno: number }[];
}

async function readOrders(request: APIRequestContext): Promise<HistoryOrder[]> {
  const response = await request.get("/api/v1/order/history");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: HistoryOrder[] }).content;
}

/** The order summary's figures; on a phone it is opened with its toggle first. */
async function openSummary(page: Page) {
  const toggle = page.getByRole("button", { name: "Show order summary" });
  const box = page.getByRole("complementary", { name: "Order Summary" });
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await expect(box.getByText("Total", { exact: true })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide order summary" })).toBeVisible();
  } else {
    await expect(toggle).toBeHidden();
  }
  const line = (term: RegExp) =>
    box
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: term }) })
      .locator("dd");
  return { subtotal: line(/^Subtotal$/), shipping: line(/^Shipping$/), total: line(/^Total$/) };
}

function step(page: Page, title: string) {
  return page.getByRole("heading", { level: 2, name: title });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("from the cart: a new address in the modal, the steps, and a cash order", async ({ page }) => {
      const request = page.request;
      const account = await signUp(request, "8", "checkout");
      const [piece] = await findPieces(request, 1);
      await addToCart(request, piece!, account.contactNumber);
      await addAddress(request, "Kavya Raman");

      await page.goto("/cart");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Proceed to Checkout" }).click();
      await expect(page).toHaveURL(/\/checkout\?item=\d+$/);
      await expect(page).toHaveTitle(/Checkout/);
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Checkout steps" }).getByRole("listitem")).toHaveText([
        /1\s*Delivery Address/,
        /2\s*Order Summary/,
        /3\s*Payment Method/,
      ]);
      const chosen = page.getByRole("region", { name: "1. Delivery Address" });
      await expect(chosen.getByText(/^Kavya Raman\s*Default$/)).toBeVisible();

      // The modal's add form, as the address book's: every field's message at once, digits only
      // in the phone and the pincode, Work with the company's fields.
      await page.getByRole("button", { name: "Add New Address" }).click();
      const modal = page.getByRole("dialog", { name: "Add New Address" });
      await expect(modal).toBeVisible();
      await modal.getByRole("button", { name: "Save Address" }).click();
      await expect(modal.getByRole("alert")).toHaveText(TEXTS.fillRequired);
      await expect(modal.locator(".auth-field__error")).toHaveText([
        "Full Name is required",
        "Mobile Number is required",
        "Pincode is required",
        "Locality is required",
        "Address (Area and Street) is required",
        "City/District/Town is required",
        "State is required",
      ]);
      await expect(modal.getByLabel("Full Name")).toBeFocused();
      await modal.getByLabel("Full Name").fill("Meena Sundaram");
      const phone = modal.getByLabel("Mobile Number");
      await phone.pressSequentially("98x76-5 4321o0");
      await expect(phone).toHaveValue("9876543210");
      await modal.getByLabel("Pincode").pressSequentially("62 500a");
      await expect(modal.getByLabel("Pincode")).toHaveValue("62500");
      await modal.getByLabel("Locality").fill("Anna Nagar");
      await modal.getByLabel("Address (Area and Street)").fill("12 Temple Street");
      await modal.getByLabel("City/District/Town").fill("Madurai");
      await modal.getByLabel("State").fill("Tamil Nadu");
      await modal.getByRole("radio", { name: "Work" }).check();
      await modal.getByLabel("Company Name").fill("Kaveri Silks");
      await modal.getByLabel("GST Number").fill("33ABCDE1234F1Z");
      await modal.getByRole("button", { name: "Save Address" }).click();
      await expect(modal.locator(".auth-field__error")).toHaveText([
        TEXTS.pincodeInvalid,
        "Enter valid GST number (e.g., 22AAAAA0000A1Z5)",
      ]);
      await expect(modal.getByRole("alert")).toHaveCount(0);
      await modal.getByLabel("Pincode").fill("625001");
      await modal.getByLabel("GST Number").fill("33ABCDE1234F1Z5");
      await modal.getByRole("button", { name: "Save Address" }).click();

      // Saved: the modal closes with the new address chosen, and the list agrees.
      await expect(modal).toBeHidden(ANSWERED);
      await expect(chosen.getByText(/^Meena Sundaram$/)).toBeVisible();
      await expect(page.getByText(TEXTS.selectAddress)).toHaveCount(0);
      await chosen.getByRole("button", { name: "Change Address" }).click();
      const list = page.getByRole("dialog", { name: "Select Address" });
      await expect(
        list
          .getByRole("listitem")
          .filter({ hasText: "Meena Sundaram" })
          .getByRole("button", { name: "Selected" }),
      ).toBeDisabled();
      // The default address offers no Delete here.
      await expect(list.getByRole("button", { name: /^Delete/ })).toHaveText(["Delete"]);
      await expect(list.getByRole("button", { name: "Delete: Kavya Raman" })).toHaveCount(0);
      await list.getByRole("button", { name: "Close", exact: true }).click();
      await expect(list).toBeHidden();
      const saved = (await (await request.get("/api/v1/user/profile")).json()) as { id: number };
      const addresses = (await (await request.get(`/api/v1/addresses/customer/${saved.id}`)).json()) as {
        data: { name: string; companyName: string | null; gstNumber: string | null }[];
      };
      expect(addresses.data[1]).toMatchObject({
        name: "Meena Sundaram",
        companyName: "Kaveri Silks",
        gstNumber: "33ABCDE1234F1Z5",
      });

      await page.getByRole("button", { name: "Continue" }).click();
      await expect(step(page, "2. Order Summary")).toBeVisible();
      await expect(page.getByRole("link", { name: piece!.name })).toBeVisible();
      const summary = await openSummary(page);
      const shipping = piece!.price > 2000 ? 0 : 99;
      await expect(summary.subtotal).toHaveText(rupees.format(piece!.price));
      await expect(summary.shipping).toHaveText(shipping === 0 ? "Free" : rupees.format(shipping));
      await expect(summary.total).toHaveText(rupees.format(piece!.price + shipping));
      await expectNoSeriousAxeViolations(page);

      await page.getByRole("button", { name: "Continue" }).click();
      await expect(step(page, "3. Payment Method")).toBeVisible();
      await expect(page.getByRole("radio", { name: /Pay Online/ })).toBeChecked();
      await page.getByText("Cash on Delivery", { exact: true }).click();
      await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeChecked();
      // Back and forth keeps the choice; Continue is gone on the last step.
      await page.getByRole("button", { name: "Back" }).click();
      await expect(step(page, "2. Order Summary")).toBeVisible();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
      await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeChecked();

      await page
        .getByRole("button", { name: `Place Order ${rupees.format(piece!.price + shipping)}` })
        .click();
      await expect(page).toHaveURL(/\/orders\?orderSuccess=true&orderId=NG\w+$/, ANSWERED);
      const orders = await readOrders(request);
      expect(orders).toHaveLength(1);
      await expect(page.locator(".orders-banner")).toContainText(
        `${orders[0]!.orderId} · ${rupees.format(piece!.price + shipping)} to pay on delivery`,
      );
      expect(orders[0]).toMatchObject({
        paymentMode: "CASH",
        totalAmount: Math.round((piece!.price + shipping) * 100) / 100, // rupees and paise, not a float sum
        orderItems: [{ sno: piece!.sno }],
      });
    });

    test("Buy Now: the checkout with that piece alone, an online order, and one order for a double click", async ({
      page,
    }) => {
      const request = page.request;
      const account = await signUp(request, "8", "checkout");
      const [inCart, bought] = await findPieces(request, 2);
      await addToCart(request, inCart!, account.contactNumber);
      await addAddress(request, "Kavya Raman");
      await addAddress(request, "Office Desk");

      await page.goto(`/shop-detail/${bought!.sno}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Buy Now", exact: true }).click();
      await expect(page).toHaveURL(`/checkout?sno=${bought!.sno}`, ANSWERED);
      // The default address is chosen when the addresses load.
      const chosen = page.getByRole("region", { name: "1. Delivery Address" });
      await expect(chosen.getByText(/^Kavya Raman\s*Default$/)).toBeVisible();
      await waitForHydration(page);

      // The modal's list: choose another, delete it (which clears the choice), edit the default.
      await chosen.getByRole("button", { name: "Change Address" }).click();
      const list = page.getByRole("dialog", { name: "Select Address" });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await list.getByRole("button", { name: "Deliver Here" }).click();
      await expect(list).toBeHidden();
      await expect(chosen.getByText(/^Office Desk$/)).toBeVisible();
      await chosen.getByRole("button", { name: "Change Address" }).click();
      await expect(list.getByRole("button", { name: "Delete: Kavya Raman" })).toHaveCount(0);
      await list.getByRole("button", { name: "Delete: Office Desk" }).click();
      await page
        .getByRole("dialog", { name: "Are you sure you want to delete this address?" })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(list.getByRole("listitem")).toHaveCount(1, ANSWERED);
      await list.getByRole("button", { name: "Edit: Kavya Raman" }).click();
      const edit = page.getByRole("dialog", { name: "Edit Address" });
      await edit.getByLabel("Full Name").fill("Kavya R");
      await edit.getByRole("button", { name: "Update Address" }).click();
      await expect(list.getByText(/^Kavya R\s*Default$/)).toBeVisible(ANSWERED);
      await list.getByRole("button", { name: "Close", exact: true }).click();
      await expect(chosen.getByText("No address selected.")).toBeVisible();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("alert").filter({ hasText: TEXTS.selectAddress })).toBeVisible();
      await chosen.getByRole("button", { name: "Select Address" }).click();
      await list.getByRole("button", { name: "Deliver Here" }).click();
      await expect(chosen.getByText(/^Kavya R\s*Default$/)).toBeVisible();

      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("link", { name: bought!.name })).toBeVisible();
      await expect(page.getByRole("link", { name: inCart!.name })).toHaveCount(0);

      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("radio", { name: /Pay Online/ })).toBeChecked();
      // Two submits before the page can answer the first: one checkout attempt, one order.
      await page.evaluate(`{
        const button = [...document.querySelectorAll("button")].find((each) => each.textContent.startsWith("Place Order"));
        button.click();
        button.click();
      }`);
      // The online order goes to /payment/{orderId}, which hands the browser on to the gateway's
      // page at once: the gateway's page names the order it is paying.
      await page.waitForURL(/\/sandbox\/payphi\/pg\/api\/v2\/authRedirect\?tranCtx=/, ANSWERED);
      const orders = await readOrders(request);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ paymentMode: "ONLINE", orderItems: [{ sno: bought!.sno }] });
      await expect(page.locator("dt:text-is('Order') + dd")).toHaveText(orders[0]!.orderId);
    });

    test("a piece sold to someone else since it was added: the checkout says so and does not order it", async ({
      page,
      baseURL,
    }) => {
      const request = page.request;
      const account = await signUp(request, "8", "checkout");
      const [piece] = await findPieces(request, 1);
      await addToCart(request, piece!, account.contactNumber);
      await addAddress(request, "Arun Kumar");

      await page.goto("/cart");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Proceed to Checkout" }).click();
      await expect(step(page, "1. Delivery Address")).toBeVisible();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(step(page, "3. Payment Method")).toBeVisible();

      // Another shopper buys the piece meanwhile.
      const other = await playwrightRequest.newContext({ baseURL });
      await signUp(other, "8", "checkout");
      const sold = await other.post("/api/v1/order/create", {
        data: {
          customerName: "Other Shopper",
          contact: "9123456780",
          email: "other@gmail.com",
          address: "1 Main Road, Chennai, Tamil Nadu - 600001, India",
          paymentMode: "CASH",
          items: [{ sno: piece!.sno, quantity: 1 }],
        },
      });
      expect(sold.status()).toBe(201);
      await other.dispose();

      await page.getByRole("button", { name: /^Place Order ₹/ }).click();
      // The order's 409: the piece named, and what to do.
      await expect(
        page.getByRole("alert").filter({ hasText: `Failed to create order: ${TEXTS.soldOut(piece!.name)}` }),
      ).toContainText("Remove it from your cart, or choose another piece", ANSWERED);
      await expect(page.getByRole("button", { name: /^Place Order ₹/ })).toBeDisabled();
      await page.getByRole("button", { name: "Back" }).click();
      await expect(page.getByRole("status").filter({ hasText: TEXTS.soldOut(piece!.name) })).toBeVisible();
      await expect(page.getByText("It is not included in this order.")).toBeVisible();
      expect(await readOrders(request)).toHaveLength(0);

      // Drawn afresh, the page says it at once.
      await page.reload();
      await waitForHydration(page);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("status").filter({ hasText: TEXTS.soldOut(piece!.name) })).toBeVisible();
    });

    test("the guards: a visitor logs in and comes back, and an empty cart has nothing to check out", async ({
      page,
      request,
    }) => {
      const account = await signUp(request, "8", "checkout");
      await page.goto("/checkout?sno=1");
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/checkout?sno=1")}`);
      await waitForHydration(page);
      await page.getByLabel("Mobile Number, Email or Username").fill(account.username);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page).toHaveURL("/checkout?sno=1", ANSWERED);
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

      await page.goto("/checkout");
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(TEXTS.cartEmpty);
      await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
        "href",
        "/shop-left",
      );
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS[0] });

  test("every step shows at once, and Place Order posts the order", async ({ page }) => {
    const request = page.request;
    const account = await signUp(request, "8", "checkout");
    const [piece] = await findPieces(request, 1);
    await addToCart(request, piece!, account.contactNumber);
    await addAddress(request, "Nila Devi");

    await page.goto("/cart");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\?item=\d+$/);
    for (const title of ["1. Delivery Address", "2. Order Summary", "3. Payment Method"]) {
      await expect(step(page, title)).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Continue" })).toBeHidden();
    await expect(page.getByRole("radio", { name: /^Nila Devi/ })).toBeChecked();
    await expect(page.getByRole("link", { name: piece!.name })).toBeVisible();
    await page.getByText("Cash on Delivery", { exact: true }).click();
    await page.getByRole("button", { name: /^Place Order ₹/ }).click();
    await expect(page).toHaveURL(/\/orders\?orderSuccess=true&orderId=NG\w+$/, ANSWERED);
    const orders = await readOrders(request);
    expect(orders).toMatchObject([{ paymentMode: "CASH", orderItems: [{ sno: piece!.sno }] }]);
  });
});
