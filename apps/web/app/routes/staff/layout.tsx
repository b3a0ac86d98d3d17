import { NavLink, Outlet } from "react-router";
import { privatePageHeaders } from "../../lib/page-cache";
import { requireStaff } from "../../lib/staff.server";
import staffStylesheet from "../../styles/staff.css?url";
import type { Route } from "./+types/layout";

export const headers = privatePageHeaders;

/** Every console page's title unless its own says more; none is for search engines. */
export function meta(): Route.MetaDescriptors {
  return [{ title: "Nagai staff" }, { name: "robots", content: "noindex" }];
}

/** The console's own stylesheet: the storefront's pages never load it. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStylesheet }];

/** Every console page but the login sits in this layout: no staff session, no page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { staff: await requireStaff(request, context) };
}

const SECTIONS = [
  { to: "/staff", label: "Home", end: true },
  { to: "/staff/orders", label: "Orders", end: false },
  { to: "/staff/catalogue", label: "Catalogue", end: false },
  { to: "/staff/appointments", label: "Appointments", end: false },
  { to: "/staff/messages", label: "Messages", end: false },
  { to: "/staff/pincodes", label: "PIN codes", end: false },
  { to: "/staff/catalogue/home", label: "Home page", end: false },
  { to: "/staff/rates", label: "Rates", end: false },
] as const;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  return (
    <div className="staff">
      <header className="staff__bar">
        <p className="staff__brand">Nagai staff</p>
        <nav aria-label="Console" className="staff__nav">
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end}>
              {section.label}
            </NavLink>
          ))}
          {staff.role === "ROLE_ADMIN" && <NavLink to="/staff/users">Staff</NavLink>}
        </nav>
        <p className="staff__who">{staff.name}</p>
        {/* A plain form: signing out works before any script runs, and never by a link or prefetch. */}
        <form method="post" action="/staff/logout" className="staff__signout">
          <button type="submit" className="staff__signout-button">
            Sign out
          </button>
        </form>
      </header>
      <div className="staff__page">
        <Outlet />
      </div>
    </div>
  );
}
