import { ToastContainer } from "react-toastify/unstyled";

/**
 * The spec's toasts: top-right, 2000 ms, pause on hover, draggable, closed by a click. Loaded
 * after hydration (root.tsx), so no page's first script waits for it; a toast raised before it
 * mounts waits in react-toastify's queue and shows when it does.
 */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={2000} pauseOnHover draggable closeOnClick />;
}
