/**
 * Shows one of the spec's toasts (top-right, 2 s: components/toasts.tsx). react-toastify is
 * imported on first use, not with the page: the buttons that toast are on every listing, and the
 * toasts' code would otherwise weigh on each page's first script (the container itself loads
 * after hydration, in the same chunk). A toast raised before the container mounts waits in
 * react-toastify's queue.
 */
export function notify(kind: "success" | "error" | "info", message: string): void {
  void import("react-toastify/unstyled").then(({ toast }) => {
    toast[kind](message);
  });
}
