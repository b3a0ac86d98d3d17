import { formatRupees } from "@nagai/contracts/money";
import type { OrderSummary } from "@nagai/contracts/order";
import { ORDER_LIMITS, ORDER_MESSAGES } from "@nagai/contracts/order-texts";
import { data, Form, Link, redirect } from "react-router";
import { ApiError, createApiClient, getErrorMessage } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { getPageWindow } from "../lib/pagination";
import { requireUser } from "../lib/require-user.server";
import { loginHref } from "../lib/session";
import type { Route } from "./+types/orders";
import { AccountShell } from "./account/account-shell";
import { HoldCountdown } from "./orders/hold-countdown";
import { formatOrderDate, formatOrderTime } from "./orders/order-dates";
import {
  type BannerOrder,
  getOrdersBanner,
  ORDERS_PAGE,
  type OrdersBanner,
  orderDetailHref,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  pageHref,
  paymentHref,
  readPageParam,
  toBannerOrder,
} from "./orders/order-view";
import { StatusBadge } from "./orders/status-badge";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Order History | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const search = new URL(request.url).searchParams;
  const page = readPageParam(search);
  const banner = getOrdersBanner(search);
  const api = createApiClient(context);
  const now = new Date();
  try {
    const [history, bannerOrder] = await Promise.all([
      api.listOrders({ page, size: ORDER_LIMITS.historyPageSize }),
      readBannerOrder(api, banner, now),
    ]);
    // A page past the last (an old bookmark, orders fewer than they were) shows the last one.
    if (history.totalPages > 0 && page >= history.totalPages) {
      throw redirect(pageHref(history.totalPages - 1));
    }
    return { userName: user.name, banner, bannerOrder, now: now.toISOString(), history, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    // The session ended between the profile and the list (expired, or a password change).
    if (error instanceof ApiError && error.status === 401) throw redirect(loginHref(ORDERS_PAGE));
    return data(
      {
        userName: user.name,
        banner,
        bannerOrder: null,
        now: now.toISOString(),
        history: null,
        error: getErrorMessage(error),
      },
      { status: error instanceof ApiError ? 502 : 500 },
    );
  }
}

/**
 * The order a banner names, when the banner shows something of it (its amount, Pay now and the
 * time its pieces stay held): the shopper's own only, as the API answers; none when it cannot be read.
 */
async function readBannerOrder(
  api: ReturnType<typeof createApiClient>,
  banner: OrdersBanner | null,
  now: Date,
): Promise<BannerOrder | null> {
  if (!banner?.orderId || !banner.adds) return null;
  try {
    return toBannerOrder(await api.getOrder(banner.orderId), now);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) return null;
    throw error;
  }
}

/** Spec 001, "Orders": the shopper's orders, 10 a page, a table on wide screens and cards on phones. */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { userName, banner, bannerOrder, now, history, error } = loaderData;
  return (
    <AccountShell userName={userName}>
      <h1 className="account-page__title">Order History</h1>
      {banner && <Banner banner={banner} order={bannerOrder} now={now} />}
      {history === null ? (
        <section className="notice notice--error" role="alert">
          <h2 className="account-error__title">{ORDER_MESSAGES.listFailedTitle}</h2>
          <p>{error || ORDER_MESSAGES.listFailedDetail}</p>
          {/* A GET form to this page: with JavaScript it reruns the loader, without it reloads. */}
          <Form method="get">
            <button type="submit" className="button">
              Retry
            </button>
          </Form>
        </section>
      ) : history.content.length === 0 ? (
        <div className="personal-empty">
          <p className="personal-empty__text">{ORDER_MESSAGES.noOrders}</p>
          <Link to="/shop-left" className="button">
            Start Shopping
          </Link>
        </div>
      ) : (
        <>
          <OrderTable orders={history.content} />
          <OrderCards orders={history.content} />
          {history.totalPages > 1 && <Pagination page={history.page} totalPages={history.totalPages} />}
        </>
      )}
    </AccountShell>
  );
}

function Banner({ banner, order, now }: { banner: OrdersBanner; order: BannerOrder | null; now: string }) {
  const payNow = banner.adds === "pay-now" && order?.payable && order.reservationExpiresAt;
  return (
    <div className={`orders-banner orders-banner--${banner.tone}`} role="status">
      <p>{banner.text}</p>
      {banner.orderId && (
        <p>
          Order <Link to={orderDetailHref(banner.orderId)}>{banner.orderId}</Link>
          {banner.adds === "amount" && order && <> · {formatRupees(order.totalAmount)} to pay on delivery</>}
        </p>
      )}
      {payNow && order.reservationExpiresAt && (
        <>
          <p className="orders-banner__hold">
            Its pieces are held for you until {formatOrderTime(order.reservationExpiresAt)}:{" "}
            <HoldCountdown until={order.reservationExpiresAt} now={now} /> left.
          </p>
          <Link to={paymentHref(order.orderId)} className="button">
            Pay now
          </Link>
        </>
      )}
      {banner.adds === "pay-now" && order && !order.payable && order.paymentStatus !== "PAID" && (
        <p className="orders-banner__hold">
          Its pieces are no longer held for you: please place the order again.
        </p>
      )}
    </div>
  );
}

/** Wide screens (768 px and up): a table; the order id's link covers its row, so a row opens the order. */
function OrderTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <table className="orders-table">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Customer</th>
          <th scope="col">Payment</th>
          <th scope="col" className="orders-table__amount">
            Total
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderId} className="orders-table__row">
            <th scope="row">
              <Link to={orderDetailHref(order.orderId)} className="orders-table__link">
                {order.orderId}
              </Link>
            </th>
            <td>{formatOrderDate(order.orderTime)}</td>
            <td>{order.customerName}</td>
            <td>{paymentText(order)}</td>
            <td className="orders-table__amount">{formatRupees(order.totalAmount)}</td>
            <td>
              <StatusBadge status={order.status} where="list" paymentStatus={order.paymentStatus} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How the order is paid and whether it is, e.g. "Online payment, Paid": an unpaid order must not look paid. */
function paymentText(order: OrderSummary): string {
  return `${PAYMENT_MODE_LABELS[order.paymentMode]}, ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`;
}

/** Phones: one card per order, the whole card a link to it. */
function OrderCards({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="order-cards">
      {orders.map((order) => (
        <li key={order.orderId}>
          <Link to={orderDetailHref(order.orderId)} className="order-card">
            <span className="order-card__head">
              <span className="order-card__id">{order.orderId}</span>
              <StatusBadge status={order.status} where="list" paymentStatus={order.paymentStatus} />
            </span>
            <span className="order-card__line">
              {formatOrderDate(order.orderTime)} · Deliver to {order.customerName}
            </span>
            <span className="order-card__line">
              {paymentText(order)} · <strong>{formatRupees(order.totalAmount)}</strong>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Prev, up to 5 page numbers, Next and "Page X of N": plain links, so they work without scripts. */
function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  return (
    <nav className="pagination" aria-label="Order pages">
      {page > 0 ? (
        <Link to={pageHref(page - 1)} className="pagination__step">
          Prev
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          Prev
        </span>
      )}
      <ul className="pagination__pages">
        {getPageWindow(page, totalPages, ORDER_LIMITS.paginationWindow).map((number) => (
          <li key={number}>
            <Link
              to={pageHref(number)}
              className="pagination__page"
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number + 1}`}
            >
              {number + 1}
            </Link>
          </li>
        ))}
      </ul>
      {page < totalPages - 1 ? (
        <Link to={pageHref(page + 1)} className="pagination__step">
          Next
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          Next
        </span>
      )}
      <p className="pagination__where">
        Page {page + 1} of {totalPages}
      </p>
    </nav>
  );
}
