import {
  Children,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";

interface CarouselProps {
  /** The region's accessible name, e.g. "New arrivals". */
  label: string;
  children: ReactNode;
  /** Slides visible at once from 576 px up (the spec's slider breakpoint). */
  perView?: number;
  /** Slides visible at once below 576 px; defaults to `perView`. */
  perViewSmall?: number;
  /** Advance every this many milliseconds; no autoplay without it. */
  autoplayMs?: number;
  /** After the last slide comes the first again (arrows, keys and autoplay). */
  loop?: boolean;
  arrows?: boolean;
  /** One indicator button per slide. */
  dots?: boolean;
  /** How long autoplay waits after the shopper hovers, drags or presses an arrow; defaults to `autoplayMs`. */
  resumeAfterMs?: number;
  /** How long autoplay waits after an indicator click; defaults to `resumeAfterMs`. */
  indicatorPauseMs?: number;
  /**
   * How long a move by arrow, key or indicator takes, in milliseconds, eased. Without it the
   * browser's own smooth scrolling decides. Either way, nothing slides for shoppers who ask for
   * reduced motion: the row jumps.
   */
  slideMs?: number;
  className?: string;
}

/**
 * The one slider of the shop. The slides are a CSS scroll-snap row, so the server renders them,
 * touch swiping is the browser's own, and nothing moves before hydration; the script adds
 * arrows, indicators, arrow keys and autoplay. Autoplay stops while the pointer or the keyboard
 * focus is inside, and for shoppers who ask for reduced motion.
 */
export function Carousel({
  label,
  children,
  perView = 1,
  perViewSmall = perView,
  autoplayMs,
  loop = false,
  arrows = false,
  dots = false,
  resumeAfterMs = autoplayMs ?? 0,
  indicatorPauseMs = resumeAfterMs,
  slideMs,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  // The shopper's own Pause: moving content needs a way to stop it (WCAG 2.2.2).
  const [stopped, setStopped] = useState(false);
  const pausedUntil = useRef(0);
  const slideFrame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(slideFrame.current), []);

  function pauseFor(ms: number) {
    pausedUntil.current = Date.now() + ms;
  }

  /** Arrows, keys and autoplay wrap around in a loop; an indicator beyond the last start stops there. */
  function goTo(index: number, smooth = true, wrap = loop) {
    const track = trackRef.current;
    if (!track || slides.length === 0) return;
    const last = lastStart(track, slides.length);
    const target = wrap ? (index > last ? 0 : index < 0 ? last : index) : Math.max(0, Math.min(index, last));
    const slide = track.children[target] as HTMLElement | undefined;
    if (!slide) return;
    const left = slide.offsetLeft - track.offsetLeft;
    if (slideMs === undefined) {
      track.scrollTo({ left, behavior: smooth ? "smooth" : "auto" });
    } else {
      cancelAnimationFrame(slideFrame.current);
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      slideTo(track, left, smooth && !reduced ? slideMs : 0, slideFrame);
    }
  }

  // Which slide is at the start of the row, read from the scroll position (swipes move it too).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(readCurrent(track)));
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener("scroll", onScroll);
    };
  }, []);

  useEffect(() => {
    if (!autoplayMs || hovered || stopped || slides.length <= 1) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (!track || document.hidden || Date.now() < pausedUntil.current) return;
      if (track.contains(document.activeElement)) return;
      goTo(readCurrent(track) + 1);
    }, autoplayMs);
    return () => window.clearInterval(timer);
    // goTo reads only refs and props that restart this effect when they change.
  });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    pauseFor(resumeAfterMs);
    goTo(current + (event.key === "ArrowRight" ? 1 : -1));
  }

  const style = { "--per-view": perView, "--per-view-small": perViewSmall } as CSSProperties;
  const atStart = current === 0;
  const atEnd = trackRef.current ? current >= lastStart(trackRef.current, slides.length) : false;

  return (
    <section
      className={className ? `carousel ${className}` : "carousel"}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        setHovered(false);
        pauseFor(resumeAfterMs);
      }}
      onPointerDown={() => pauseFor(resumeAfterMs)}
    >
      <div className="carousel__track" ref={trackRef}>
        {slides.map((slide, index) => (
          // The WAI-ARIA carousel pattern: each slide is a group, not a form's fieldset.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides come from lists that do not reorder while shown
            key={index}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {arrows && slides.length > 1 && (
        <div className="carousel__arrows">
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label="Previous"
            disabled={!loop && atStart}
            onClick={() => {
              pauseFor(resumeAfterMs);
              goTo(current - 1);
            }}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label="Next"
            disabled={!loop && atEnd}
            onClick={() => {
              pauseFor(resumeAfterMs);
              goTo(current + 1);
            }}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      {autoplayMs !== undefined && slides.length > 1 && (
        <button
          type="button"
          className="carousel__toggle"
          aria-label={stopped ? `Play ${label}` : `Pause ${label}`}
          onClick={() => setStopped(!stopped)}
        >
          <span aria-hidden="true">{stopped ? "▶" : "❚❚"}</span>
        </button>
      )}
      {dots && slides.length > 1 && (
        <div className="carousel__dots">
          {slides.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one indicator per slide position
              key={index}
              type="button"
              className="carousel__dot"
              aria-label={`Show slide ${index + 1}`}
              aria-current={index === current}
              onClick={() => {
                pauseFor(indicatorPauseMs);
                goTo(index, true, false);
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Scrolls `track` to `left` over `ms`, eased in and out, one step per frame (0: at once). Scroll
 * snapping and CSS smooth scrolling would each fight the steps, so both are off until it ends.
 */
function slideTo(track: HTMLDivElement, left: number, ms: number, frame: { current: number }) {
  const from = track.scrollLeft;
  const start = performance.now();
  track.style.scrollSnapType = "none";
  track.style.scrollBehavior = "auto";
  const step = (now: number) => {
    const progress = ms > 0 ? Math.min(1, (now - start) / ms) : 1;
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    track.scrollLeft = from + (left - from) * eased;
    if (progress < 1) {
      frame.current = requestAnimationFrame(step);
    } else {
      track.style.scrollSnapType = "";
      track.style.scrollBehavior = "";
    }
  };
  if (ms > 0) frame.current = requestAnimationFrame(step);
  else step(start);
}

function readCurrent(track: HTMLDivElement): number {
  const first = track.children[0] as HTMLElement | undefined;
  if (!first || first.offsetWidth === 0) return 0;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  return Math.round(track.scrollLeft / (first.offsetWidth + gap));
}

/** The last slide that can sit at the start of the row: after it the row cannot scroll further. */
function lastStart(track: HTMLDivElement, count: number): number {
  const first = track.children[0] as HTMLElement | undefined;
  if (!first || first.offsetWidth === 0) return count - 1;
  const visible = Math.max(1, Math.round(track.clientWidth / first.offsetWidth));
  return Math.max(0, count - visible);
}
