import { data, Form, Link } from "react-router";
import { createApiClient } from "../lib/api";
import { privatePageHeaders } from "../lib/page-cache";
import { requireUser } from "../lib/require-user.server";
import type { Route } from "./+types/dashboard";
import { AccountShell } from "./account/account-shell";
import { loadDashboard } from "./account/load-dashboard";

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
  const { userName, wishlistCount, cartCount, failures } = loaderData;
  return (
    <AccountShell userName={userName}>
      <h1 className="account-page__title">Welcome back, {userName}!</h1>
      <p className="account-page__lead">Your saved pieces and your cart, in one place.</p>
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
        <ul className="stat-cards">
          {/* The Total Orders card (All time orders, to /orders) comes with issue 11's orders. */}
          <StatCard to="/wishlist" label="Wishlist" caption="Saved items" count={wishlistCount ?? 0} />
          <StatCard to="/cart" label="Cart Items" caption="Ready to checkout" count={cartCount ?? 0} />
        </ul>
      )}
      {/* The Recent Orders table (the last 3 orders, with a link to all) comes with issue 11. */}
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
