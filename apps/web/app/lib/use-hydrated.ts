import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until React has attached its handlers in the browser. Controls
 * that need JavaScript render disabled until then, so a tap before hydration is not silently lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
