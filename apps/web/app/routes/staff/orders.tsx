import { ORDER_STATUS_VALUES, PAYMENT_MODES } from "@nagai/contracts/order-texts";
import type { StaffOrderList } from "@nagai/contracts/staff-orders";
import { Form, Link } from "react-router";
import { ApiError } from "../../lib/api";
import { privatePageHeaders } from "../../lib/page-cache";
import type { Route } from "./+types/orders";
import { Scroll } from "./orders/order-records";
import { staffLoad } from "./orders/staff-api.server";
import { formatIndiaTime, PAYMENT_STATUS_LABELS, rupees, statusLabel } from "./orders/staff-order-format";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Orders | Nagai staff" }, { name: "robots", content: "noindex" }];
}

/** The form's fields, as the API takes them (GET /api/v1/staff/orders); blank is "any". */
const FILTERS = ["status", "paymentMode", "from", "to", "q"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/**
 * The orders list (issue 25 item 3, decision 045): the filters are a GET form, so a filtered page
 * is an address to bookmark or share, and works without JavaScript. The API checks them: its
 * refusal is shown above an empty list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, url.searchParams.get(name) ?? ""]),
  ) as Filters;
  const page = url.searchParams.get("page") ?? "0";
  const query = new URLSearchParams({ ...filters, page, size: "20" });
  try {
    const list = await staffLoad<StaffOrderList>(request, context, `/orders?${query}`);
    return { filters, list, problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const empty: StaffOrderList = { content: [], totalPages: 0, totalElements: 0, page: 0, size: 20 };
      return { filters, list: empty, problem: error.message };
    }
    throw error;
  }
}

function pageHref(filters: Filters, page: number): string {
  const query = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) query.set(name, filters[name]);
  if (page > 0) query.set("page", String(page));
  const text = query.toString();
  return text ? `/staff/orders?${text}` : "/staff/orders";
}

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  const { filters, list, problem } = loaderData;
  return (
    <section aria-labelledby="staff-orders-title">
      <h1 id="staff-orders-title" className="staff__title">
        Orders
      </h1>
      <Form method="get" action="/staff/orders" className="staff-filters" aria-label="Filter orders">
        <div className="staff-filters__field staff-filters__field--wide">
          <label htmlFor="orders-q">Order id, phone or name</label>
          <input id="orders-q" name="q" type="search" defaultValue={filters.q} maxLength={100} />
        </div>
        <div className="staff-filters__field">
          <label htmlFor="orders-status">Status</label>
          <select id="orders-status" name="status" defaultValue={filters.status.toUpperCase()}>
            <option value="">Any</option>
            {ORDER_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-filters__field">
          <label htmlFor="orders-payment">Payment</label>
          <select id="orders-payment" name="paymentMode" defaultValue={filters.paymentMode.toUpperCase()}>
            <option value="">Any</option>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode === "CASH" ? "Cash on delivery" : "Online"}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-filters__field">
          <label htmlFor="orders-from">Placed from</label>
          <input id="orders-from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className="staff-filters__field">
          <label htmlFor="orders-to">Placed to</label>
          <input id="orders-to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <button type="submit" className="staff-button">
          Show orders
        </button>
      </Form>
      {problem && (
        <p className="staff-alert" role="alert">
          {problem}
        </p>
      )}
      <p className="staff-count" role="status">
        {(list.totalElements === 1 ? "1 order" : `${list.totalElements} orders`) +
          (list.totalPages > 1 ? `, page ${list.page + 1} of ${list.totalPages}` : "")}
      </p>
      {list.content.length > 0 && (
        <Scroll label="Orders table">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col" className="staff-table__number">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {list.content.map((order) => (
                <tr key={order.orderId}>
                  <td>
                    <Link to={`/staff/orders/${order.orderId}`}>{order.orderId}</Link>
                  </td>
                  <td>{formatIndiaTime(order.orderTime)}</td>
                  <td>
                    {order.customerName}
                    <br />
                    {order.contact}
                  </td>
                  <td>
                    <span className={`staff-status staff-status--${order.status.toLowerCase()}`}>
                      {statusLabel(order.status)}
                    </span>
                  </td>
                  <td>
                    {order.paymentMode === "CASH" ? "Cash" : "Online"}:{" "}
                    {PAYMENT_STATUS_LABELS[order.paymentStatus]}
                  </td>
                  <td className="staff-table__number">{rupees(order.totalAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      {list.totalPages > 1 && (
        <nav className="staff-pager" aria-label="Pages">
          {list.page > 0 && <Link to={pageHref(filters, list.page - 1)}>Previous page</Link>}
          {list.page + 1 < list.totalPages && <Link to={pageHref(filters, list.page + 1)}>Next page</Link>}
        </nav>
      )}
    </section>
  );
}
