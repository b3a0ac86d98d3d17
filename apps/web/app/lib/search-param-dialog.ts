import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * A dialog opened by a query flag (`?<param>=1`), so its link works without scripts: the server
 * renders the dialog open. Hydrated, the dialog is made a true modal (focus kept inside, Escape
 * closes it); closing it drops the flag again and gives focus back to the link that opened it.
 * Used by the order page's "View all updates" and Cancel.
 */
export function useSearchParamDialog(param: string) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  const open = search.has(param);

  // Closed (Escape or Close), the dialog leaves the page: focus goes back to what opened it.
  useEffect(() => {
    if (wasOpen.current && !open) openerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!hydrated || !dialog || !open || dialog.matches(":modal")) return;
    // The server drew it open but not modal (only showModal makes the page behind inert).
    // Dropping the attribute closes it without a close event (close() would fire one).
    dialog.removeAttribute("open");
    dialog.showModal();
  }, [hydrated, open]);

  const without = new URLSearchParams(search);
  without.delete(param);
  const closedHref = without.size > 0 ? `?${without}` : ".";
  return {
    open,
    dialogRef,
    openerRef,
    closedHref,
    openHref: `?${new URLSearchParams([...without, [param, "1"]])}`,
    onClose: () => navigate(closedHref, { replace: true, preventScrollReset: true }),
  };
}
