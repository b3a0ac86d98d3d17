import { type AddressInfo, createServer } from "node:net";
import { OrderCreatedSchema } from "@nagai/contracts/order";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import type { Shopper } from "../../testing/shopper-test-kit.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { orders } from "../orders/orders.tables.ts";

export type StoredOrder = typeof orders.$inferSelect;

/**
 * An order of one new piece at ₹2,299 (₹2,232.04 + 3 % GST; free shipping above ₹2,000), placed
 * through POST /order/create as the checkout does: ONLINE holds the piece for 15 minutes.
 */
export async function placeOrder(
  app: TestApp,
  shopper: Shopper,
  paymentMode: "ONLINE" | "CASH" = "ONLINE",
  /** More of the order request, e.g. an `addressId`. */
  extra: Record<string, unknown> = {},
): Promise<StoredOrder> {
  const [piece] = await insertProducts(app.db, aProduct({ grossAmountPaise: 223_204 }));
  const placed = await app.app.inject({
    method: "POST",
    url: "/api/v1/order/create",
    headers: { authorization: `Bearer ${shopper.token}` },
    payload: {
      customerName: "Asha",
      contact: shopper.number,
      email: "asha@example.in",
      totalAmount: 2299,
      address: "12 Gandhi Road, T Nagar, Chennai, Tamil Nadu - 600017, India",
      paymentMode,
      items: [
        {
          productId: piece!.itemId,
          productName: piece!.productName,
          price: 2299,
          itemId: piece!.itemId,
          tagNo: piece!.tagNo,
          sno: piece!.sno,
          quantity: 1,
        },
      ],
      ...extra,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = OrderCreatedSchema.parse(placed.json()).orderId;
  const [order] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderId));
  expect(order!.totalPaise).toBe(229_900);
  return order!;
}

/** A gateway that is down: PAYPHI_* settings whose base URL is a local port nothing listens on. */
export async function aGatewayThatIsDown() {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  return {
    PAYPHI_MERCHANT_ID: "NAGAIDOWN",
    PAYPHI_SECRET: "a-merchant-secret-for-a-gateway-that-is-down",
    PAYPHI_BASE_URL: `http://127.0.0.1:${port}`,
  };
}
