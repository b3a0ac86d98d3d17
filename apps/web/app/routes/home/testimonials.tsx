import { Carousel } from "../../components/carousel";
import type { TestimonialCard } from "./load-home";

/** Spec sections 4 and 9: advance every 5 s, resume 5 s after hover or drag, 10 s after an indicator click. */
export const TESTIMONIALS_AUTOPLAY_MS = 5000;
export const TESTIMONIALS_RESUME_MS = 5000;
export const TESTIMONIALS_INDICATOR_PAUSE_MS = 10000;
const MAX_RATING = 5;

/** Spec section 2, item 15; the arrow keys move it once the focus is inside (the shared Carousel). */
export function Testimonials({ testimonials }: { testimonials: TestimonialCard[] }) {
  return (
    <Carousel
      label="Testimonials"
      perView={3}
      perViewSmall={1}
      autoplayMs={TESTIMONIALS_AUTOPLAY_MS}
      resumeAfterMs={TESTIMONIALS_RESUME_MS}
      indicatorPauseMs={TESTIMONIALS_INDICATOR_PAUSE_MS}
      loop
      dots
    >
      {testimonials.map((testimonial) => (
        // Focusable, so that a keyboard reaches the scrolling row (it holds no link or button)
        // and its arrow keys move the testimonials (WCAG 2.1.1, axe scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        <figure key={testimonial.id} className="testimonial" tabIndex={0}>
          <p
            className="testimonial__rating"
            role="img"
            aria-label={`Rated ${testimonial.rating} out of ${MAX_RATING}`}
          >
            {"★".repeat(testimonial.rating)}
            <span className="testimonial__rating-rest">{"★".repeat(MAX_RATING - testimonial.rating)}</span>
          </p>
          <blockquote className="testimonial__quote">
            <p>{testimonial.quote}</p>
          </blockquote>
          <figcaption className="testimonial__by">
            {testimonial.name}, {testimonial.city}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
