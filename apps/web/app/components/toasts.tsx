import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { ToastContainer } from "react-toastify/unstyled";

/**
 * The spec's toasts: top-right, 2000 ms, pause on hover, draggable, closed by a click. Loaded
 * after hydration (root.tsx), so no page's first script waits for it; a toast raised before it
 * mounts waits in react-toastify's queue and shows when it does.
 *
 * An open modal <dialog> (the quick view, the checkout's addresses) is drawn above the page and
 * makes the rest inert, toasts included: hidden and unread. So the toasts live in one element that
 * moves into the modal on top while one is open, and back to the page when it closes; the element
 * stays the same, so a toast on its way is not lost by the move.
 */
/** Space between the header's icons and the first toast. */
const TOAST_GAP_PX = 8;

export default function Toasts() {
  const [host] = useState(() => document.createElement("div"));
  useEffect(() => {
    const place = () => {
      const target = findTopModal() ?? document.body;
      if (host.parentElement !== target) target.append(host);
    };
    place();
    // Top-right as the spec says, but under the header's icons: a toast never hides the cart's
    // and wishlist's badges it reports on (decision 054). Read after a scroll, once a frame.
    let frame = 0;
    const keepBelowIcons = () => {
      frame = 0;
      const icons = document.querySelector(".header-icons")?.getBoundingClientRect();
      const top = icons && icons.bottom > 0 ? icons.bottom + TOAST_GAP_PX : TOAST_GAP_PX;
      host.style.setProperty("--toast-top", `${Math.round(top)}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(keepBelowIcons);
    };
    keepBelowIcons();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    const observer = new MutationObserver(place);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["open"],
    });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
      host.remove();
    };
  }, [host]);
  return createPortal(
    <ToastContainer position="top-right" autoClose={2000} pauseOnHover draggable closeOnClick />,
    host,
  );
}

/** The last opened modal dialog that is still open: the one drawn on top. */
function findTopModal(): HTMLDialogElement | null {
  const modals = [...document.querySelectorAll("dialog[open]")].filter((dialog) => dialog.matches(":modal"));
  return (modals.at(-1) as HTMLDialogElement | undefined) ?? null;
}
