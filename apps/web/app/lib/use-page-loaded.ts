import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's HTML and until the document's first load has ended (the window's `load`
 * event), then true; on a page reached by navigating inside the page, true just after it mounts.
 * What a page shows only later (a carousel's next slides) is asked for then, so that it does not
 * share a slow network with what the shopper sees first (decision 064).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setLoaded(true));
    if (document.readyState === "complete") {
      done();
      return;
    }
    window.addEventListener("load", done, { once: true });
    return () => window.removeEventListener("load", done);
  }, []);
  return loaded;
}
