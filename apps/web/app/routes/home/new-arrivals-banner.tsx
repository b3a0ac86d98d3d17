import { type PointerEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Picture } from "../../components/picture";
import type { BannerCard } from "./load-home";

/** Spec sections 4 and 9: the new-arrival image rotates every 5 s and swipes beyond 50 px. */
export const NEW_ARRIVALS_ROTATE_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
const BANNER_SIZES = "(min-width: 1200px) 1152px, 100vw";

/**
 * Spec section 2, item 8: one wide link to the new arrivals, its picture rotating among the
 * demo's New Arrivals banners. Rotation stops while the pointer or the focus is on it, and for
 * shoppers who ask for reduced motion; a drag past the threshold changes the picture instead of
 * following the link.
 */
export function NewArrivalsBanner({ banners }: { banners: BannerCard[] }) {
  const count = banners.length;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const dragStart = useRef<number | null>(null);
  const swiped = useRef(false);

  useEffect(() => {
    if (count <= 1 || paused) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setCurrent((index) => (index + 1) % count);
    }, NEW_ARRIVALS_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  function onPointerUp(event: PointerEvent) {
    const start = dragStart.current;
    dragStart.current = null;
    if (start === null || count <= 1) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) <= SWIPE_THRESHOLD_PX) return;
    swiped.current = true;
    setCurrent((index) => (index + (distance < 0 ? 1 : -1) + count) % count);
  }

  const shown = banners[current] ?? banners[0];
  return (
    <div className="new-arrivals">
      <Link
        className="new-arrivals__link"
        to="/shop-left?new_arrival=Y"
        draggable={false}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        onPointerDown={(event) => {
          dragStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragStart.current = null;
        }}
        onClickCapture={(event) => {
          // The click that ends a swipe is not a request to open the listing.
          if (swiped.current) event.preventDefault();
          swiped.current = false;
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        <span className="new-arrivals__stack">
          {banners.map((banner, index) => (
            <Picture
              key={banner.id}
              path={banner.image_path}
              kind="banner"
              alt=""
              sizes={BANNER_SIZES}
              className={index === current ? "new-arrivals__picture is-current" : "new-arrivals__picture"}
            />
          ))}
        </span>
        <span className="new-arrivals__caption">
          <span className="new-arrivals__title">{shown?.title}</span>
          <span className="banner-card__action">Shop new arrivals</span>
        </span>
      </Link>
      {count > 1 && (
        <div className="carousel__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="carousel__dot"
              aria-label={`Show picture ${index + 1}`}
              aria-current={index === current}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
