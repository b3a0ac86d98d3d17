import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { getInitials } from "./load-dashboard";

interface AccountShellProps {
  /** The signed-in shopper's name, shown with its initials at the top of the navigation. */
  userName: string;
  /** The page itself, with its own h1. */
  children: ReactNode;
}

/**
 * The account area's frame (spec 001, "Account shell"): the shopper's name and initials, the
 * account navigation and Logout at the side, the page beside it. Below 768 px (the spec's mobile
 * breakpoint) the navigation folds into a toggle above the page. The toggle is a <details>
 * element, so it opens without scripts too; wide screens show a plain list instead (CSS shows one
 * of the two).
 */
export function AccountShell({ userName, children }: AccountShellProps) {
  const initials = getInitials(userName);
  return (
    <div className="account-shell">
      <aside className="account-shell__side">
        <div className="account-shell__user">
          <span className="account-shell__initials" aria-hidden="true">
            {initials}
          </span>
          <span className="account-shell__name">{userName}</span>
        </div>
        <details className="account-shell__toggle">
          <summary className="account-shell__summary">Account menu</summary>
          <AccountNav />
        </details>
        <div className="account-shell__wide">
          <AccountNav />
        </div>
      </aside>
      <div className="account-shell__main">{children}</div>
    </div>
  );
}

function AccountNav() {
  return (
    <nav className="account-nav" aria-label="Account">
      <ul className="account-nav__list">
        <li>
          <NavLink to="/" end className="account-nav__link">
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to="/dashboard" className="account-nav__link">
            Dashboard
          </NavLink>
        </li>
        <li>
          <NavLink to="/orders" className="account-nav__link">
            Orders
          </NavLink>
        </li>
        <li>
          <NavLink to="/AddressManager" className="account-nav__link">
            Addresses
          </NavLink>
        </li>
        <li>
          <NavLink to="/change-password" className="account-nav__link">
            Security
          </NavLink>
        </li>
        <li>
          {/* As the header's Log out: routes/logout.tsx ends the session, goes to /login, reloads. */}
          <Form method="post" action="/logout" reloadDocument>
            <button type="submit" className="account-nav__link account-nav__logout">
              Logout
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
