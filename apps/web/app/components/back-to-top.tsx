import { useScrolledPast } from "../lib/header-scroll";

/** The spec shows the button once the page has scrolled 300 px. */
const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);

  function scrollToTop() {
    // The button hides itself on the way up; if it still held focus, Chrome would drop the focus
    // and cut the smooth scroll short. Focus goes to the shop's name at the top instead.
    document.querySelector<HTMLElement>("header .brand")?.focus({ preventScroll: true });
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }

  return (
    <button type="button" className="back-to-top" hidden={!visible} onClick={scrollToTop}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 15l6-6 6 6" />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
