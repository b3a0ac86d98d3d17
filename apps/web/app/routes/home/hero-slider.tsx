import { Link } from "react-router";
import { Carousel } from "../../components/carousel";
import { Picture } from "../../components/picture";
import { usePageLoaded } from "../../lib/use-page-loaded";
import { getListingHref } from "./listing-href";
import type { HeroSlide } from "./load-home";

/** Spec section 9: hero autoplay 3000 ms. */
export const HERO_AUTOPLAY_MS = 3000;
/** The hero spans the page: at most 1200 px less the gutters. Also used for the LCP preload. */
export const HERO_SIZES = "(min-width: 1200px) 1152px, 100vw";

export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const loaded = usePageLoaded();
  return (
    <Carousel label="Highlights" autoplayMs={HERO_AUTOPLAY_MS} loop arrows dots className="hero">
      {slides.map((slide, index) => {
        const picture = (
          <Picture
            path={slide.image_path}
            kind="banner"
            alt=""
            sizes={HERO_SIZES}
            eager={index === 0}
            highPriority={index === 0}
            className="hero__picture"
          />
        );
        return (
          <div key={slide.id} className="hero__slide">
            {/* The first slide's picture is the page's LCP. The others are asked for once the page
                has loaded (decision 064): Chromium would fetch a carousel's next slides with the
                first, lazy or not. Their place keeps the picture's shape; without scripts, the
                picture itself. */}
            {index === 0 || loaded ? (
              picture
            ) : (
              <div className="hero__picture hero__picture--later">
                <noscript>{picture}</noscript>
              </div>
            )}
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
        );
      })}
    </Carousel>
  );
}
