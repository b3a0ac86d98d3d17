import { type KeyboardEvent, memo, type ReactNode, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useLocation } from "react-router";
import { MEGA_MENU } from "../lib/mega-menu";
import { useHydrated } from "../lib/use-hydrated";

/** The menu's Pages: the spec's Blog and FAQ, then the shop's other pages a phone reaches here. */
const PAGE_LINKS = [
  { to: "/blog-grid", label: "Blog" },
  { to: "/faq", label: "FAQ" },
  { to: "/gallery", label: "Gallery" },
  { to: "/classification", label: "Shop by type" },
  { to: "/appointment", label: "Book an appointment" },
];

type TopItem = "shop" | "pages";

/**
 * The phone and tablet menu (below 992 px). A modal <dialog>: the browser keeps focus inside,
 * makes the page behind it inert and closes it on Escape. The spec's rules: at most one
 * top-level item open, and tapping one closes any open Shop section; inside Shop at most one
 * section open.
 *
 * Memoized: the header renders again when the shopper's state comes and once the page has
 * hydrated, and this depends on neither (decision 061).
 */
export const MobileMenu = memo(function MobileMenu() {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openTop, setOpenTop] = useState<TopItem | null>(null);
  const [openSection, setOpenSection] = useState<string | null>(null);
  // The menu's links are drawn on its first opening, not in every page's HTML: the button that
  // opens it works only once the page has hydrated anyway (decision 008).
  const [drawn, setDrawn] = useState(false);
  const location = useLocation();

  // A followed link (or the back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location on purpose
  useEffect(() => dialogRef.current?.close(), [location.key]);

  // A tap on the dimmed backdrop (it hits the dialog box itself, outside the panel) closes the
  // menu; keyboard users have Escape, which the browser handles for a modal dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener("click", closeOnBackdrop);
    return () => dialog.removeEventListener("click", closeOnBackdrop);
  }, []);

  // A modal dialog lets Tab leave for the browser's own controls after the last item; the menu
  // wraps round instead, so keyboard focus stays inside until it is closed.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"),
    ].filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function openMenu() {
    // Drawn before showModal(), which moves the focus to the first control inside.
    flushSync(() => {
      setDrawn(true);
      setOpenTop(null);
      setOpenSection(null);
    });
    dialogRef.current?.showModal();
  }

  function closeMenu() {
    dialogRef.current?.close();
  }

  function toggleTop(item: TopItem) {
    setOpenTop(openTop === item ? null : item);
    setOpenSection(null);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="header-icon mobile-menu__open"
        aria-haspopup="dialog"
        onClick={openMenu}
        disabled={!hydrated}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <dialog
        ref={dialogRef}
        className="mobile-menu"
        aria-labelledby="mobile-menu-title"
        onClose={() => buttonRef.current?.focus()}
        onKeyDown={keepFocusInside}
      >
        {drawn && (
          <div className="mobile-menu__panel">
            <div className="mobile-menu__head">
              <p id="mobile-menu-title" className="mobile-menu__title">
                Menu
              </p>
              <button type="button" className="header-icon" onClick={closeMenu}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
                <span className="visually-hidden">Close menu</span>
              </button>
            </div>
            <nav aria-label="Mobile">
              <ul className="mobile-menu__list">
                <li>
                  <Link to="/" className="mobile-menu__link" onClick={closeMenu}>
                    Home
                  </Link>
                </li>
                <li>
                  <Toggle
                    id="mobile-shop"
                    open={openTop === "shop"}
                    onToggle={() => toggleTop("shop")}
                    label="Shop"
                  >
                    <ul className="mobile-menu__sections">
                      {MEGA_MENU.map((section) => (
                        <li key={section.id}>
                          <Toggle
                            id={`mobile-section-${section.id}`}
                            open={openSection === section.id}
                            onToggle={() => setOpenSection(openSection === section.id ? null : section.id)}
                            label={section.title}
                            nested
                          >
                            <ul className="mobile-menu__cards">
                              {section.cards.map((card) => (
                                <li key={card.href}>
                                  <Link to={card.href} className="mobile-menu__link" onClick={closeMenu}>
                                    {card.label}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          </Toggle>
                        </li>
                      ))}
                    </ul>
                  </Toggle>
                </li>
                <li>
                  <Link to="/about" className="mobile-menu__link" onClick={closeMenu}>
                    About
                  </Link>
                </li>
                <li>
                  <Toggle
                    id="mobile-pages"
                    open={openTop === "pages"}
                    onToggle={() => toggleTop("pages")}
                    label="Pages"
                  >
                    <ul className="mobile-menu__cards">
                      {PAGE_LINKS.map((link) => (
                        <li key={link.to}>
                          <Link to={link.to} className="mobile-menu__link" onClick={closeMenu}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Toggle>
                </li>
                <li>
                  <Link to="/contact" className="mobile-menu__link" onClick={closeMenu}>
                    Contact
                  </Link>
                </li>
              </ul>
            </nav>
          </div>
        )}
      </dialog>
    </>
  );
});

function Toggle({
  id,
  label,
  open,
  onToggle,
  nested = false,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  nested?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        className={nested ? "mobile-menu__toggle mobile-menu__toggle--nested" : "mobile-menu__toggle"}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {label}
        <svg className="site-nav__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </>
  );
}
