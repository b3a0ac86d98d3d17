import type { TodayRate } from "@nagai/contracts/catalog";
import { useRef } from "react";
import { Form, Link, NavLink } from "react-router";
import { useScrolledPast } from "../lib/header-scroll";
import { MegaMenu } from "./mega-menu";
import { MobileMenu } from "./mobile-menu";
import { RatesTicker } from "./rates-ticker";
import { SearchBar } from "./search-bar";

/** The spec makes the main bar sticky once the page has scrolled 110 px. */
const STICKY_AFTER_PX = 110;

/** Badge counts; shown only for a signed-in shopper and a count above 0 (spec, header). */
export interface HeaderCounts {
  cart?: number;
  wishlist?: number;
}

interface HeaderProps {
  rates: TodayRate | null;
  /**
   * The shopper's state (decision 057): undefined in the server's HTML, which is the same for
   * everyone, and null when it could not be asked. Until it says "signed in" the header reads as a
   * visitor's; Log in then turns to Log out in the same box.
   */
  shopper: ShopperKnown | undefined;
  counts?: HeaderCounts;
}

/** What the header knows of the shopper: `data-shopper` says it, for operators and tests. */
export type ShopperKnown = "signed-in" | "visitor" | "unavailable";

export function Header({ rates, shopper, counts = {} }: HeaderProps) {
  const signedIn = shopper === "signed-in";
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const slotRef = useRef<HTMLDivElement>(null);
  // The slot keeps the bar's height while the bar is fixed, so the page below does not jump.
  const slotHeight = sticky ? slotRef.current?.getBoundingClientRect().height : undefined;

  return (
    <header className="site-header" data-shopper={shopper ?? "unknown"}>
      <div className="site-header__top">
        <RatesTicker rates={rates} />
        {signedIn ? (
          // routes/logout.tsx clears the session and goes to /login; the whole page reloads (spec).
          <Form method="post" action="/logout" className="site-header__session" reloadDocument>
            <button type="submit" className="site-header__session-link">
              Log out
            </button>
          </Form>
        ) : (
          <Link to="/login" className="site-header__session site-header__session-link">
            Log in
          </Link>
        )}
      </div>
      <div
        ref={slotRef}
        className="site-header__slot"
        style={slotHeight ? { height: `${slotHeight}px` } : undefined}
      >
        <div className="site-header__main" data-sticky={sticky}>
          <div className="site-header__bar">
            <MobileMenu />
            <Link to="/" className="brand">
              Nagai
              {/* நகை is Tamil for jewellery; the link's name stays "Nagai" for screen readers. */}
              <span className="brand__tamil" lang="ta" aria-hidden="true">
                நகை
              </span>
            </Link>
            <SearchBar />
            <ul className="header-icons">
              <li>
                <HeaderIcon to="/account" label="Account" path={ACCOUNT_ICON} />
              </li>
              <li>
                <HeaderIcon
                  to="/wishlist"
                  label="Wishlist"
                  path={WISHLIST_ICON}
                  count={signedIn ? counts.wishlist : undefined}
                />
              </li>
              <li>
                <HeaderIcon
                  to="/cart"
                  label="Cart"
                  path={CART_ICON}
                  count={signedIn ? counts.cart : undefined}
                />
              </li>
            </ul>
          </div>
          <nav className="site-nav" aria-label="Main">
            <ul className="site-nav__list">
              <li>
                <NavLink to="/" end className="site-nav__link">
                  Home
                </NavLink>
              </li>
              <MegaMenu />
              <li>
                <NavLink to="/about" className="site-nav__link">
                  About
                </NavLink>
              </li>
              <li>
                <NavLink to="/blog-grid" className="site-nav__link">
                  Blog
                </NavLink>
              </li>
              <li>
                <NavLink to="/faq" className="site-nav__link">
                  FAQ
                </NavLink>
              </li>
              <li>
                <NavLink to="/contact" className="site-nav__link">
                  Contact
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}

const ACCOUNT_ICON = "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6";
const WISHLIST_ICON = "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z";
const CART_ICON = "M3 4h2l2.4 11h10.2L20 8H6.2M9 20h.01M17 20h.01";

function HeaderIcon({ to, label, path, count }: { to: string; label: string; path: string; count?: number }) {
  const shown = count !== undefined && count > 0;
  return (
    <Link to={to} className="header-icon">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
      <span className="visually-hidden">
        {label}
        {shown ? `, ${count} ${count === 1 ? "item" : "items"}` : ""}
      </span>
      {shown && (
        <span className="header-icon__badge" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
