import { type PointerEvent, type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Picture } from "./picture";

export interface LightboxItem {
  /** The picture's path, as the API gives it (the largest JPEG). */
  picture: string;
  /** Its name: the picture's alternative text and the caption's title. */
  title: string;
  /** More of the caption, below the title. */
  detail?: ReactNode;
  /** Where the caption's link goes: the piece. */
  href: string;
  hrefLabel: string;
}

interface LightboxProps {
  /** What the dialog is called: "Gallery", say. */
  label: string;
  items: readonly LightboxItem[];
  index: number;
  onIndexChange(index: number): void;
  /** Called once the dialog has closed (button, Escape or the backdrop), with the picture it showed last. */
  onClose(index: number): void;
}

/** The picture fills a phone's width and at most 800 px (the media pipeline's largest). */
const SIZES = "(min-width: 880px) 800px, 100vw";
/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40;

/**
 * A modal <dialog> that shows one picture of a list at a time, large, with its caption and a
 * counter ("3 of 12"), its controls above the picture so that they show on any screen.
 * showModal() makes the page behind inert and closes on Escape; Tab is kept inside (it would
 * otherwise leave for the browser's own controls); the arrow keys, Home and End, the Previous and
 * Next buttons and a swipe move through the list, wrapping at either end. Each move is announced
 * once, politely. The caller returns the focus (to the thumbnail of the picture
 * shown last) in `onClose`.
 */
export function Lightbox({ label, items, index, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = items.length;
  const item = items[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal() would focus the first button (Previous); Close is where a dialog's focus starts.
    closeRef.current?.focus();
  }, []);

  // Heard on the document, not the dialog: a click on the picture leaves the focus on <body>,
  // and the keys must still work then.
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);

  const show = (next: number) => onIndexChange((next + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case "ArrowLeft":
        show(index - 1);
        break;
      case "ArrowRight":
        show(index + 1);
        break;
      case "Home":
        show(0);
        break;
      case "End":
        show(count - 1);
        break;
      case "Tab":
        keepFocusInside(event);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  function keepFocusInside(event: KeyboardEvent) {
    const dialog = dialogRef.current;
    const focusable = [...(dialog?.querySelectorAll<HTMLElement>("a[href], button") ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const inside = dialog?.contains(active) && active !== dialog;
    if (!inside) {
      // From <body> or the dialog itself: in at the near end.
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    } else if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    swipeFrom.current = event.isPrimary ? event.clientX : null;
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_PX) show(moved < 0 ? index + 1 : index - 1);
  }

  keyHandler.current = onKeyDown;

  if (!item) return null;
  const position = `${index + 1} of ${count}`;
  return (
    // A click on the backdrop lands on the dialog itself and closes it; Escape is the keyboard's way.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above; the other keys are heard on the document
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={label}
      onClose={() => onClose(index)}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="lightbox__bar">
        <p className="lightbox__counter">{position}</p>
        <div className="lightbox__buttons">
          <button
            type="button"
            className="lightbox__button"
            aria-label="Previous picture"
            onClick={() => show(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="lightbox__button"
            aria-label="Next picture"
            onClick={() => show(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <button
            ref={closeRef}
            type="button"
            className="lightbox__button"
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <figure className="lightbox__figure">
        <div className="lightbox__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <Picture key={item.picture} path={item.picture} alt={item.title} sizes={SIZES} eager />
        </div>
        <figcaption className="lightbox__caption">
          <span className="lightbox__title">{item.title}</span>
          {item.detail}
          <Link to={item.href} className="lightbox__link">
            {item.hrefLabel}
          </Link>
        </figcaption>
      </figure>
      {/* Read once per move: "Picture 3 of 12: Temple Jhumkas". */}
      <p className="visually-hidden" aria-live="polite">
        {`Picture ${position}: ${item.title}`}
      </p>
    </dialog>
  );
}
