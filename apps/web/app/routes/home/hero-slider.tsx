import { Link } from "react-router";
import { Carousel } from "../../components/carousel";
import { Picture } from "../../components/picture";
import { getListingHref } from "./listing-href";
import type { HeroSlide } from "./load-home";

/** Spec section 9: hero autoplay 3000 ms. */
export const HERO_AUTOPLAY_MS = 3000;
/** The hero spans the page: at most 1200 px less the gutters. Also used for the LCP preload. */
export const HERO_SIZES = "(min-width: 1200px) 1152px, 100vw";

export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  return (
    <Carousel label="Highlights" autoplayMs={HERO_AUTOPLAY_MS} loop arrows dots className="hero">
      {slides.map((slide, index) => (
        <div key={slide.id} className="hero__slide">
          {/* The first slide's picture is the page's LCP; the others wait until they are near. */}
          <Picture
            path={slide.image_path}
            kind="banner"
            alt=""
            sizes={HERO_SIZES}
            eager={index === 0}
            highPriority={index === 0}
            className="hero__picture"
          />
          <div className="hero__text">
            <h3 className="hero__title">{slide.title}</h3>
            <p className="hero__subtitle">{slide.subtitle}</p>
            <Link
              className="button hero__button"
              to={getListingHref({ itemName: slide.itemname, gender: slide.gender })}
            >
              Explore Now<span className="visually-hidden">: {slide.title}</span>
            </Link>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
