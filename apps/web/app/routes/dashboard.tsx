import { formatRupees } from "@nagai/contracts/money";
import type { OrderSummary } from "@nagai/contracts/order";
import { ORDER_MESSAGES } from "@nagai/contracts/order-texts";
import { data, Form, Link } from "react-router";
import { createApiClient } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { requireUser } from "../lib/require-user.server";
import type { Route } from "./+types/dashboard";
import { AccountShell } from "./account/account-shell";
import { loadDashboard } from "./account/load-dashboard";
import { formatOrderDate } from "./orders/order-dates";
import { ORDERS_PAGE, orderDetailHref, summariseItems } from "./orders/order-view";
import { StatusBadge } from "./orders/status-badge";

/** Spec 001 section 8: the dashboard's error state. */
export const DASHBOARD_TEXTS = {
  errorTitle: "Error Loading Dashboard",
  errorDetail: "We couldn't load your dashboard data. Please try again later.",
} as const;

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Dashboard | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const dashboard = await loadDashboard(createApiClient(context), user.contactNumber);
  // A page that could not read its data says so in its status too (as the product page does).
  return data({ userName: user.name, ...dashboard }, { status: dashboard.failures.length > 0 ? 502 : 200 });
}

/** Spec 001, "Dashboard": welcome, stat cards and, with issue 11, the recent orders. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { userName, orderCount, recentOrders, wishlistCount, cartCount, failures } = loaderData;
  return (
    <AccountShell userName={userName}>
      <h1 className="account-page__title">Welcome back, {userName}!</h1>
      <p className="account-page__lead">Your orders, saved pieces and cart, in one place.</p>
      {failures.length > 0 ? (
        <section className="notice notice--error account-error" role="alert">
          <h2 className="account-error__title">{DASHBOARD_TEXTS.errorTitle}</h2>
          <p>{DASHBOARD_TEXTS.errorDetail}</p>
          <ul className="account-error__details">
            {failures.map((failure) => (
              <li key={failure.source}>
                {failure.source}: {failure.message}
              </li>
            ))}
          </ul>
          {/* A GET form to this page: with JavaScript it reruns the loader, without it reloads. */}
          <Form method="get">
            <button type="submit" className="button">
              Retry
            </button>
          </Form>
        </section>
      ) : (
        <>
          <ul className="stat-cards">
            <StatCard
              to={ORDERS_PAGE}
              label="Total Orders"
              caption="All time orders"
              count={orderCount ?? 0}
            />
            <StatCard to="/wishlist" label="Wishlist" caption="Saved items" count={wishlistCount ?? 0} />
            <StatCard to="/cart" label="Cart Items" caption="Ready to checkout" count={cartCount ?? 0} />
          </ul>
          <RecentOrders orders={recentOrders ?? []} />
        </>
      )}
    </AccountShell>
  );
}

function StatCard({
  to,
  label,
  caption,
  count,
}: {
  to: string;
  label: string;
  caption: string;
  count: number;
}) {
  return (
    <li>
      <Link to={to} className="stat-card">
        <span className="stat-card__label">{label}</span>
        <span className="stat-card__count">{count}</span>
        <span className="stat-card__caption">{caption}</span>
      </Link>
    </li>
  );
}

/** The newest 3 orders (spec 001, "Dashboard"); on phones each row is a card (orders.css). */
function RecentOrders({ orders }: { orders: OrderSummary[] }) {
  return (
    <section className="recent-orders" aria-labelledby="recent-orders-title">
      <header className="recent-orders__head">
        <h2 id="recent-orders-title" className="order-detail__heading">
          Recent Orders
        </h2>
        <Link to={ORDERS_PAGE} className="recent-orders__all">
          View all orders
        </Link>
      </header>
      {orders.length === 0 ? (
        <div className="personal-empty">
          <p className="personal-empty__text">{ORDER_MESSAGES.noOrders}</p>
          <Link to="/shop-left" className="button">
            Start Shopping
          </Link>
        </div>
      ) : (
        // A scrolling region must take keyboard focus, or a keyboard cannot scroll it (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        <section className="table-frame" tabIndex={0} aria-label="Recent orders, scrollable">
          <table className="orders-table orders-table--always">
            <thead>
              <tr>
                <th scope="col">Order Details</th>
                <th scope="col">Customer</th>
                <th scope="col">Items</th>
                <th scope="col" className="orders-table__amount">
                  Total
                </th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <RecentOrderRow key={order.orderId} order={order} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function RecentOrderRow({ order }: { order: OrderSummary }) {
  const items = summariseItems(order.orderItems);
  return (
    <tr>
      <th scope="row">
        <span className="recent-orders__id">{order.orderId}</span>
        <span className="recent-orders__date">{formatOrderDate(order.orderTime)}</span>
      </th>
      <td>{order.customerName}</td>
      <td>
        {items.names.join(", ")}
        {items.more && <span className="recent-orders__more"> {items.more}</span>}
      </td>
      <td className="orders-table__amount">{formatRupees(order.totalAmount)}</td>
      <td>
        <StatusBadge status={order.status} where="list" paymentStatus={order.paymentStatus} />
      </td>
      <td>
        <Link
          to={orderDetailHref(order.orderId)}
          className="button button--ghost recent-orders__view"
          aria-label={`View order ${order.orderId}`}
        >
          View
        </Link>
      </td>
    </tr>
  );
}
