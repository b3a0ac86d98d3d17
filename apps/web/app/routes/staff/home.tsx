import { formatLongDate } from "@nagai/contracts/dates";
import { formatRupees } from "@nagai/contracts/money";
import type { StaffSummary } from "@nagai/contracts/staff-desk";
import { Link } from "react-router";
import { staffApi } from "../../lib/staff.server";
import type { Route } from "./+types/home";
import { SalesChart } from "./home/sales-chart";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Console | Nagai staff" }, { name: "robots", content: "noindex" }];
}

/** The layout has checked the staff session; the figures come from the staff API (decision 045). */
export async function loader({ context }: Route.LoaderArgs) {
  return { summary: await staffApi<StaffSummary>(context, "/summary") };
}

function Figure({ label, value, to }: { label: string; value: string | number; to?: string }) {
  return (
    <div className="staff-figure">
      <dt className="staff-figure__label">{label}</dt>
      <dd className="staff-figure__value">{to ? <Link to={to}>{value}</Link> : value}</dd>
    </div>
  );
}

/** The console home (issue 25 item 6): the day's work at a glance, India's days. */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData;
  const { orders, appointments, messages } = summary;
  return (
    <>
      <h1 className="staff__title">Today, {formatLongDate(summary.today)}</h1>
      <section aria-labelledby="staff-sales">
        <h2 id="staff-sales">Sales</h2>
        <dl className="staff-figures">
          <Figure label="Orders today" value={orders.today.count} />
          <Figure label="Sales today" value={formatRupees(orders.today.salesRupees)} />
          <Figure label="Orders this month" value={orders.thisMonth.count} />
          <Figure label="Sales this month" value={formatRupees(orders.thisMonth.salesRupees)} />
          <Figure label="Pieces sold this week" value={orders.piecesSoldThisWeek} />
        </dl>
      </section>
      <section aria-labelledby="staff-waiting">
        <h2 id="staff-waiting">Waiting</h2>
        <dl className="staff-figures">
          <Figure label="Pending" value={orders.waiting.PENDING} to="/staff/orders?status=PENDING" />
          <Figure label="Processing" value={orders.waiting.PROCESSING} to="/staff/orders?status=PROCESSING" />
          <Figure label="Shipped" value={orders.waiting.SHIPPED} to="/staff/orders?status=SHIPPED" />
          <Figure label="Cash orders to pack" value={orders.cashToPack} to="/staff/orders?paymentMode=CASH" />
          <Figure label="Awaiting online payment" value={orders.awaitingPayment} />
        </dl>
      </section>
      <section aria-labelledby="staff-desk">
        <h2 id="staff-desk">Appointments and messages</h2>
        <dl className="staff-figures">
          <Figure label="Appointments today" value={appointments.today} to="/staff/appointments" />
          <Figure
            label="New appointments"
            value={appointments.new}
            to="/staff/appointments?date=&status=NEW"
          />
          <Figure label="New contact messages" value={messages.contact} to="/staff/messages?kind=contact" />
          <Figure
            label="New subscriptions"
            value={messages.subscription}
            to="/staff/messages?kind=subscription"
          />
        </dl>
      </section>
      <section aria-labelledby="sales-chart-title" className="staff__chart">
        <SalesChart days={orders.salesByDay} />
      </section>
    </>
  );
}
