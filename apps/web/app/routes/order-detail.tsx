import { INVOICE_MESSAGES, INVOICE_STATUSES, shopperInvoicePath } from "@nagai/contracts/invoice";
import { formatRupees } from "@nagai/contracts/money";
import type { OrderDetail as Order } from "@nagai/contracts/order";
import { ORDER_MESSAGES } from "@nagai/contracts/order-texts";
import { data, Link, redirect, useLocation } from "react-router";
import { FALLBACK_IMAGE, Picture } from "../components/picture";
import { ApiError, createApiClient, getErrorMessage } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { requireUser } from "../lib/require-user.server";
import { loginHref } from "../lib/session";
import type { Route } from "./+types/order-detail";
import { AccountShell } from "./account/account-shell";
import { CancelledState, CancelOrder } from "./orders/cancel-order";
import { cancelOrderAction } from "./orders/cancel-order.server";
import { formatOrderTime } from "./orders/order-dates";
import { OrderUpdates } from "./orders/order-updates";
import {
  canPayNow,
  ORDERS_PAGE,
  orderDetailHref,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentHref,
} from "./orders/order-view";
import { StatusBadge } from "./orders/status-badge";

export const headers = privatePageHeaders;

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Order ${params.orderId} | Nagai` }, { name: "robots", content: "noindex" }];
}

/**
 * Spec 001 lists /orderdetail/:orderId without protection; the safer reading (DESIGN.md) signs the
 * visitor in first, and the API answers only the shopper's own orders: anyone else's id is the
 * same 404 as an id nobody has, and the page answers 404 too.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  try {
    const order = await createApiClient(context).getOrder(params.orderId);
    return { userName: user.name, order, failure: null, now: new Date().toISOString() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(loginHref(orderDetailHref(params.orderId)));
    }
    // A 400 is an id no order can have (too long): as unknown as any other.
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return data(
      {
        userName: user.name,
        order: null,
        failure: notFound ? ("not-found" as const) : getErrorMessage(error),
        now: new Date().toISOString(),
      },
      { status: notFound ? 404 : error instanceof ApiError ? 502 : 500 },
    );
  }
}

/** The Cancel dialog's form (decision 038). */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  cancelOrderAction(request, context, params.orderId);

/** Spec 001, "Order detail": the order's status and updates, pieces, figures, payment and address. */
export default function OrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { userName, order, failure, now } = loaderData;
  return (
    <AccountShell userName={userName}>
      {order ? (
        <OrderView order={order} now={new Date(now)} cancelError={actionData?.cancelError} />
      ) : (
        <Failure failure={failure} />
      )}
    </AccountShell>
  );
}

function Failure({ failure }: { failure: string | null }) {
  const location = useLocation();
  const notFound = failure === "not-found";
  return (
    <section className="notice notice--error" role="alert">
      <h1 className="account-page__title">
        {notFound ? ORDER_MESSAGES.notFoundTitle : ORDER_MESSAGES.listFailedTitle}
      </h1>
      <p>{notFound ? ORDER_MESSAGES.notFoundDetail : failure}</p>
      <p className="order-actions">
        <Link to={ORDERS_PAGE} className="button button--ghost">
          Back to Orders
        </Link>
        {/* The same address again: the loader asks the API once more (a plain link without JS). */}
        <Link to={location.pathname} className="button" reloadDocument>
          Try Again
        </Link>
      </p>
    </section>
  );
}

function OrderView({ order, now, cancelError }: { order: Order; now: Date; cancelError?: string }) {
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <header className="order-detail__head">
        <Link to={ORDERS_PAGE} className="order-detail__back">
          ← Back to Orders
        </Link>
        <h1 id="order-title" className="account-page__title">
          Order Details
        </h1>
        <p className="order-detail__meta">
          <span>Order {order.orderId}</span>
          <span>Placed {formatOrderTime(order.orderTime)}</span>
          <StatusBadge status={order.status} where="detail" paymentStatus={order.paymentStatus} />
        </p>
        <OrderUpdates order={order} />
      </header>

      <CancelledState order={order} />
      <CancelOrder order={order} error={cancelError} />

      {canPayNow(order, now) && order.reservationExpiresAt && (
        <div className="orders-banner orders-banner--info">
          <p>
            This order is not paid yet. Its pieces are held for you until{" "}
            {formatOrderTime(order.reservationExpiresAt)}.
          </p>
          <Link to={paymentHref(order.orderId)} className="button">
            Pay now
          </Link>
        </div>
      )}

      <section className="order-detail__section" aria-labelledby="order-items-title">
        <h2 id="order-items-title" className="order-detail__heading">
          Items ({order.orderItems.length})
        </h2>
        <OrderItems items={order.orderItems} />
      </section>

      <div className="order-detail__columns">
        <section className="order-detail__section" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="order-detail__heading">
            Order Summary
          </h2>
          <OrderFigures order={order} />
        </section>
        <section className="order-detail__section" aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title" className="order-detail__heading">
            Shipping Information
          </h2>
          {/* The recipient chosen at checkout, not the account holder (decision 037). */}
          <address className="order-detail__address">
            <strong>{order.customerName}</strong>
            <br />
            {order.address}
            <br />
            Phone: {order.contact}
            <br />
            Email: {order.email}
          </address>
          <p className="order-detail__placed-by">
            Ordered by {order.placedBy.name} ({order.placedBy.contact})
          </p>
          {order.courierTrackingId && <p>Courier tracking: {order.courierTrackingId}</p>}
        </section>
      </div>

      <p className="order-actions">
        {/* Issued when the order ships (decision 045): a file, so a plain link the browser downloads. */}
        {INVOICE_STATUSES.includes(order.status) && (
          <a href={shopperInvoicePath(order.orderId)} className="button button--ghost" download>
            {INVOICE_MESSAGES.download}
          </a>
        )}
        <Link to="/shop-left" className="button">
          Continue Shopping
        </Link>
      </p>
    </article>
  );
}

/** The pieces as charged; past 2 of them the list scrolls within 400 px (spec 001 section 9). */
function OrderItems({ items }: { items: Order["orderItems"] }) {
  const scrolls = items.length > 2;
  return (
    // A scrolling region must take keyboard focus, or a keyboard cannot scroll it (WCAG 2.1.1).
    <ul
      className={`order-items${scrolls ? " order-items--scroll" : ""}`}
      tabIndex={scrolls ? 0 : undefined}
      aria-label={scrolls ? "Items, scrollable" : undefined}
    >
      {items.map((item) => (
        <li key={item.id} className="order-item">
          {item.image_path ? (
            <Picture path={item.image_path} alt="" sizes="72px" className="order-item__image" />
          ) : (
            <img src={FALLBACK_IMAGE} alt="" width={72} height={72} className="order-item__image" />
          )}
          <div className="order-item__text">
            <Link to={`/shop-detail/${item.sno}`} className="order-item__name">
              {item.productName}
            </Link>
            <span className="order-item__line">Tag No: {item.tagno}</span>
            <span className="order-item__line">Qty: {item.quantity}</span>
          </div>
          <span className="order-item__price">{formatRupees(item.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The order's own figures, as the server charged them: nothing invented (DESIGN.md, rule 2). */
function OrderFigures({ order }: { order: Order }) {
  return (
    <dl className="order-figures">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatRupees(order.subTotal)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>{order.shippingFee === 0 ? "FREE" : formatRupees(order.shippingFee)}</dd>
      </div>
      {order.discount > 0 && (
        <div>
          <dt>Discount</dt>
          <dd>−{formatRupees(order.discount)}</dd>
        </div>
      )}
      <div className="order-figures__total">
        <dt>Total</dt>
        <dd>{formatRupees(order.totalAmount)}</dd>
      </div>
      <div>
        <dt>Payment mode</dt>
        <dd>{PAYMENT_MODE_LABELS[order.paymentMode]}</dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>
          {PAYMENT_STATUS_LABELS[order.paymentStatus]}
          {order.paidAt && `, ${formatOrderTime(order.paidAt)}`}
        </dd>
      </div>
    </dl>
  );
}
