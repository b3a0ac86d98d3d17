// The /checkout page (issue 11, decision 024) through the storefront's production build: a
// visitor is sent to log in and back, a shopper's page shows the server's quote, and Place Order
// posted as a browser without JavaScript posts it: one order per key, refusals with their texts.
// Run after `npm run build` (`npm test` builds first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});
afterAll(() => t.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_260_000_000, addressPrefix: "10.26" });

const session = (shopper: Shopper) => ({ cookie: `user_token=${shopper.token}` });

function placeOrder(shopper: Shopper, fields: [string, string][], url = "/checkout") {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost", ...session(shopper) },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A shopper with one piece in the cart (₹1,030 unless priced) and one address: what the checkout needs. */
async function aShopperReadyToOrder(piecePrice: Parameters<typeof aProduct>[0] = {}) {
  const shopper = await aShopper();
  const [piece] = await insertProducts(t.db, aProduct(piecePrice));
  const added = await shopper.call("POST", "/cart/create", { itemSno: piece!.sno });
  expect(added.statusCode).toBe(201);
  const profile = (await shopper.call("GET", "/user/profile")).json() as { id: number };
  const address = await shopper.call("POST", "/addresses/create", {
    customerId: profile.id,
    name: "Meena Raman",
    phone: "9876543210",
    pincode: "625001",
    locality: "Anna Nagar",
    addressLine: "12 East Street",
    city: "Madurai",
    state: "Tamil Nadu",
  });
  expect(address.statusCode).toBe(201);
  return { shopper, piece: piece!, addressId: String(address.json().data.id) };
}

async function ordersOf(shopper: Shopper) {
  return (await shopper.call("GET", "/order/history")).json().content as {
    orderId: string;
    paymentMode: string;
    totalAmount: number;
  }[];
}

describe("/checkout", () => {
  it("sends a visitor to log in, with the way back, selection included", async () => {
    const visitor = await t.app.inject({ url: "/checkout?item=3&item=4" });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(
      `/login?redirectTo=${encodeURIComponent("/checkout?item=3&item=4")}`,
    );
  });

  it("shows the server's quote of the saved cart, never kept by a cache", async () => {
    const { shopper, piece } = await aShopperReadyToOrder();
    const shown = await t.app.inject({ url: "/checkout", headers: session(shopper) });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("private, no-store");
    expect(shown.body).toContain(piece.productName);
    // ₹1,030 and ₹99 shipping below ₹2,000, two decimals.
    expect(shown.body).toContain("Place Order ₹1,129.00");
    expect(shown.body).toContain('name="idempotencyKey"');
    const empty = await t.app.inject({ url: "/checkout?item=999999", headers: session(shopper) });
    expect(empty.body).toContain("Your cart is empty");
  });

  it("places one cash order per key, and goes on to the orders page, which names it and its amount", async () => {
    const { shopper, piece, addressId } = await aShopperReadyToOrder();
    const fields: [string, string][] = [
      ["addressId", addressId],
      ["paymentMode", "CASH"],
      ["idempotencyKey", "checkout-test-key-1"],
      ["line", `${piece.sno}:1:1030`],
    ];
    const locations: string[] = [];
    for (let round = 0; round < 2; round++) {
      const placed = await placeOrder(shopper, fields);
      expect(placed.statusCode).toBe(303);
      locations.push(String(placed.headers.location));
    }
    const [order] = await ordersOf(shopper);
    expect(order).toMatchObject({ paymentMode: "CASH", totalAmount: 1129 });
    expect(locations).toEqual(Array(2).fill(`/orders?orderSuccess=true&orderId=${order!.orderId}`));
    const shown = await t.app.inject({ url: locations[0]!, headers: session(shopper) });
    expect(shown.body).toContain("Your order has been placed. You will pay in cash on delivery.");
    expect(shown.body).toContain(`>${order!.orderId}</a> · <!-- -->₹1,129.00<!-- --> to pay on delivery`);
  });

  it("sends an online order to its payment page", async () => {
    const { shopper, piece, addressId } = await aShopperReadyToOrder();
    const placed = await placeOrder(shopper, [
      ["addressId", addressId],
      ["paymentMode", "ONLINE"],
      ["idempotencyKey", "checkout-test-key-2"],
      ["line", `${piece.sno}:1:1030`],
    ]);
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toMatch(/^\/payment\/NG\d{6}[0-9A-Z]{10}$/);
  });

  it("refuses without an address, without pieces, or when a price changed since the page, and orders nothing", async () => {
    const { shopper, piece, addressId } = await aShopperReadyToOrder();
    const base: [string, string][] = [
      ["paymentMode", "CASH"],
      ["idempotencyKey", "checkout-test-key-3"],
    ];
    const noAddress = await placeOrder(shopper, [...base, ["line", `${piece.sno}:1:1030`]]);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.body).toContain("Please select a delivery address");
    const noLines = await placeOrder(shopper, [...base, ["addressId", addressId]]);
    expect(noLines.statusCode).toBe(400);
    expect(noLines.body).toContain("Your cart is empty");
    const changed = await placeOrder(shopper, [
      ...base,
      ["addressId", addressId],
      ["line", `${piece.sno}:1:999`],
    ]);
    expect(changed.statusCode).toBe(409);
    expect(changed.body).toContain("Prices changed while you were checking out");
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it("offers cash on delivery only up to the shop's limit, and shows the server's refusal in the page", async () => {
    // ₹51,500 with GST: above the ₹50,000 cash on delivery limit (decision 036).
    const { shopper, piece, addressId } = await aShopperReadyToOrder({ grossAmountPaise: 5_000_000 });
    const shown = await t.app.inject({ url: "/checkout", headers: session(shopper) });
    expect(shown.statusCode).toBe(200);
    const note =
      "Cash on delivery is available for orders up to ₹50,000.00. Please choose Pay Online for this order.";
    expect(shown.body).toContain(note);
    const cash = shown.body.match(/<input[^>]*value="CASH"[^>]*>/)?.[0];
    expect(cash).toContain('disabled=""');
    // A form posted anyway (an old page, a crafted post) is refused by the server, said in the page.
    const refused = await placeOrder(shopper, [
      ["addressId", addressId],
      ["paymentMode", "CASH"],
      ["idempotencyKey", "checkout-test-key-4"],
      ["line", `${piece.sno}:1:51500`],
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(`Failed to create order: ${note}`);
    expect(await ordersOf(shopper)).toEqual([]);

    // Two cash orders awaiting delivery: the third is refused with what to do.
    const { shopper: regular, addressId: home } = await aShopperReadyToOrder();
    const pieces = await insertProducts(t.db, aProduct(), aProduct(), aProduct());
    for (const [index, each] of pieces.entries()) {
      const answer = await placeOrder(regular, [
        ["addressId", home],
        ["paymentMode", "CASH"],
        ["idempotencyKey", `checkout-cash-${index}`],
        ["line", `${each.sno}:1:1030`],
      ]);
      if (index < 2) expect(answer.statusCode).toBe(303);
      else {
        expect(answer.statusCode).toBe(409);
        expect(answer.body).toContain(
          "Failed to create order: You already have 2 cash on delivery orders awaiting delivery. Please choose Pay Online for this order.",
        );
      }
    }
  });
});
