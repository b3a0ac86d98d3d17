import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from "react";
import { Link, useLocation } from "react-router";
import { MEGA_MENU } from "../lib/mega-menu";
import { useHydrated } from "../lib/use-hydrated";

/** A short grace period, so the pointer can cross the gap between the button and the panel. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The desktop "Shop" mega menu: a disclosure (button with aria-expanded controlling the panel).
 * It opens on hover and on click or Enter, closes on Escape (focus back on the button), when
 * focus or the pointer leaves it, and when a card is followed.
 *
 * Memoized: the header renders again when the shopper's state comes and once the page has
 * hydrated, and this depends on neither (decision 061).
 */
export const MegaMenu = memo(function MegaMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A mouse click usually follows the hover that opened the menu: it keeps it open, not closes it.
  const openedByHover = useRef(false);
  const location = useLocation();

  // Any navigation (a card, the back button) leaves the menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location on purpose
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  function handlePointerEnter(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  }

  function handlePointerLeave(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    // The list item of the main nav: it holds the pointer, focus and Escape handling for both
    // the button and the panel.
    <li
      className="mega-menu"
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__link mega-menu__button"
        aria-expanded={open}
        aria-controls="mega-menu-panel"
        disabled={!hydrated}
        onClick={() => {
          window.clearTimeout(closeTimer.current);
          const pinning = openedByHover.current;
          openedByHover.current = false;
          setOpen(pinning || !open);
        }}
      >
        Shop
        <svg className="site-nav__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id="mega-menu-panel" className="mega-menu__panel" hidden={!open}>
        {MEGA_MENU.map((section) => (
          <div key={section.id} className="mega-menu__section">
            <p className="mega-menu__title" id={`mega-menu-${section.id}`}>
              {section.title}
            </p>
            <ul className="mega-menu__cards" aria-labelledby={`mega-menu-${section.id}`}>
              {section.cards.map((card) => (
                <li key={card.href}>
                  <Link to={card.href} className="mega-menu__card" onClick={() => setOpen(false)}>
                    {card.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
});
