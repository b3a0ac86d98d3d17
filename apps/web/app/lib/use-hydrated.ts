import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's HTML and until React has attached its handlers in the browser. Controls
 * that need JavaScript render disabled until then, so a tap before hydration is not silently lost.
 *
 * The switch to true is a transition: set plainly from an effect, it was an update React renders
 * in one go, and with the header's, the menus' and every card's controls at once that was one
 * long task just after hydration (decision 008; the figure is in bench/README.md). As a
 * transition it is rendered in React's 5 ms slices, and a tap or a key in the meantime goes first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
