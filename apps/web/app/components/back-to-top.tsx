import { useEffect, useRef, useState } from "react";
import { useScrolledPast } from "../lib/header-scroll";

/** The spec shows the button once the page has scrolled 300 px. */
const BACK_TO_TOP_AFTER_PX = 300;
/** Points sampled across the button, per axis: rows closer than a line of text (decision 054). */
const SAMPLES = 5;

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const covering = useCoversContent(visible);

  function scrollToTop() {
    // The button hides itself on the way up; if it still held focus, Chrome would drop the focus
    // and cut the smooth scroll short. Focus goes to the shop's name at the top instead.
    document.querySelector<HTMLElement>("header .brand")?.focus({ preventScroll: true });
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }

  return (
    <button
      ref={covering.ref}
      type="button"
      className="back-to-top"
      hidden={!visible}
      data-covering={covering.value}
      onClick={scrollToTop}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 15l6-6 6 6" />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}

/**
 * Whether the button, where it floats, lies over text, a control or a chart (a price, a label, a
 * column): then it steps aside until the page scrolls on, so it never hides what it floats over
 * (decision 054). Read after each scroll, at most once a frame.
 */
function useCoversContent(active: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const [value, setValue] = useState(false);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const button = ref.current;
      if (button) setValue(findsContentUnder(button));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [active]);

  return { ref, value };
}

const CONTROLS = "svg, canvas, input, select, textarea, button, table";

function findsContentUnder(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  if (box.width === 0) return false;
  const seen = new Set<Element>();
  for (let row = 0; row < SAMPLES; row++) {
    for (let column = 0; column < SAMPLES; column++) {
      const x = box.left + ((column + 0.5) * box.width) / SAMPLES;
      const y = box.top + ((row + 0.5) * box.height) / SAMPLES;
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || button.contains(element)) continue;
        seen.add(element);
        if (element.closest(CONTROLS) || hasTextWithin(element, box)) return true;
      }
    }
  }
  return false;
}

/** Whether one of the element's own lines of text crosses the box. */
function hasTextWithin(element: Element, box: DOMRect): boolean {
  const range = document.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.right > box.left && line.left < box.right && line.bottom > box.top && line.top < box.bottom)
        return true;
    }
  }
  return false;
}
