import { useEffect, useState } from "react";
import { formatTimeLeft } from "./order-view";

/**
 * The time left until an order's held pieces go back on sale, as "12:34": drawn by the server
 * from its own clock (the loader's `now`), so the hydrated page starts from the same text, then
 * counted down each second. Not announced while it counts (aria-live off inside the banner).
 */
export function HoldCountdown({ until, now }: { until: string; now: string }) {
  const [at, setAt] = useState(() => new Date(now));
  useEffect(() => {
    const timer = setInterval(() => setAt(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={until} role="timer" aria-live="off" className="orders-banner__time-left">
      {formatTimeLeft(new Date(until), at)}
    </time>
  );
}
