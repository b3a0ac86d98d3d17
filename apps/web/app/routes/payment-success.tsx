import { formatRupees } from "@nagai/contracts/money";
import { PAYMENT_MESSAGES } from "@nagai/contracts/payment-texts";
import { data, Link } from "react-router";
import { ApiError, createApiClient } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { findUser } from "../lib/session.server";
import type { Route } from "./+types/payment-success";
import { orderDetailHref, paymentHref, statusLine, whyNotPayable } from "./payment/order-payment-state";

/*
 * /payment-success?orderId=…, public as the spec lists it: the payment's return (decision 023)
 * sends the browser here once the server has confirmed the payment. It never says "Payment
 * Successful" for an order it knows is not paid (decision 025):
 * - a signed-in shopper's own order: the truth from the API, paid or not;
 * - a signed-in shopper and an order that is not theirs (or no such order): 'Order not found';
 * - a visitor without a session: the spec's generic text. The page cannot ask about an order for
 *   someone it does not know, and only the server's confirmation sends a browser here.
 */

/** Longer is no order id (the API's own limit): not worth asking about. */
const MAX_ORDER_ID = 64;

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Payment | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get("orderId")?.trim().slice(0, MAX_ORDER_ID) || null;
  const user = await findUser(request, context);
  if (!user || !orderId) return { orderId, state: "generic" as const };
  try {
    const order = await createApiClient(context).getOrder(orderId);
    if (order.paymentStatus === "PAID") {
      return { orderId, state: "paid" as const, amount: formatRupees(order.totalAmount) };
    }
    return {
      orderId,
      state: "unpaid" as const,
      status: statusLine(order),
      // Still payable: the shopper may be back from the gateway before its word reached the shop.
      reason: whyNotPayable(order),
    };
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 404].includes(error.status)) {
      // 401: the session ended meanwhile; the page knows no more than for a visitor.
      if (error.status === 401) return { orderId, state: "generic" as const };
      return data({ orderId, state: "missing" as const }, { status: 404 });
    }
    throw error;
  }
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { orderId } = loaderData;
  if (loaderData.state === "missing") {
    return (
      <Page title={PAYMENT_MESSAGES.orderNotFound}>
        <Link to="/orders" className="button">
          Go to Orders
        </Link>
      </Page>
    );
  }
  if (loaderData.state === "unpaid" && orderId) {
    return (
      <Page title={PAYMENT_MESSAGES.notConfirmedTitle}>
        <p>
          Order ID: <strong>{orderId}</strong>
        </p>
        <p>{loaderData.reason ?? PAYMENT_MESSAGES.notConfirmed}</p>
        <p>{loaderData.status}</p>
        <div className="payment-page__actions">
          {loaderData.reason === null && (
            <Link to={paymentHref(orderId)} className="button">
              {PAYMENT_MESSAGES.continueToPayment}
            </Link>
          )}
          <Link to={orderDetailHref(orderId)} className="button button--ghost">
            View order
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page title={PAYMENT_MESSAGES.successTitle}>
      {orderId && (
        <p>
          Order ID: <strong>{orderId}</strong>
        </p>
      )}
      {loaderData.state === "paid" && (
        <p>
          Amount paid: <strong>{loaderData.amount}</strong>
        </p>
      )}
      <p>{PAYMENT_MESSAGES.thankYou}</p>
      <div className="payment-page__actions">
        <Link to="/" className="button">
          Continue Shopping
        </Link>
        <Link to="/orders" className="button button--ghost">
          View Orders
        </Link>
      </div>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="status-page payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title">{title}</h1>
      <div className="payment-page__body">{children}</div>
    </section>
  );
}
